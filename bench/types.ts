/** One figure a benchmark part measured. */
export interface Result {
  /** What was measured, e.g. "GET /admin/api/product". */
  metric: string;
  value: number;
  /** e.g. "req/s", "ms", "x" (a ratio), "KB". */
  unit: string;
  /** A goal the figure must meet; a missed target makes `npm run bench` exit with 1. */
  target?: { min?: number; max?: number };
  /** Anything a reader needs to read the figure right (connections, duration, body size). */
  note?: string;
}

/** What each file in bench/parts/ exports. */
export interface BenchPart {
  name: string;
  run(): Promise<Result[]>;
}

export function meetsTarget(r: Result): boolean | undefined {
  if (!r.target) return undefined;
  return (r.target.min === undefined || r.value >= r.target.min) && (r.target.max === undefined || r.value <= r.target.max);
}
