import autocannon, { type AutocannonResult } from 'autocannon';

export interface Target {
  url: string;
  expect: '2xx' | '3xx';
  headers?: Record<string, string>;
}

export interface Load {
  connections: number;
  /** Seconds of all rounds together, per target. */
  duration: number;
  /** autocannon in a worker thread of this process (the server in this process's main thread), or in this thread (the server is another process). */
  inWorker: boolean;
  /** The server process's CPU time so far, in ms, when it is a process of its own. */
  serverCpuMs?: () => number | undefined;
}

/**
 * What one target answered: mean requests per second, the mean of each round's p99 latency, and the
 * server's CPU time per request (ms) when it can be read: what the machine's load moves least.
 */
export interface Measured {
  requests: number;
  p99: number;
  cpuMsPerRequest: number | undefined;
}

const WARMUP_S = 2;
/** Measurements alternate in rounds, so a change in the machine's load hits every target alike. */
export const ROUNDS = 3;

const run = (t: Target, load: Load, duration: number): Promise<AutocannonResult> =>
  autocannon({ url: t.url, connections: load.connections, duration, headers: t.headers ?? {}, ...(load.inWorker ? { workers: 1 } : {}) });

/** One round of one target: requests per second, p99, how many requests and the server's CPU time for them. */
interface Round {
  requests: number;
  p99: number;
  total: number;
  cpuMs: number | undefined;
}

/** One short run, refused when anything but the expected status came back. */
async function measureOnce(t: Target, load: Load, duration: number): Promise<Round> {
  const cpuBefore = load.serverCpuMs?.();
  const r = await run(t, load, duration);
  const cpuAfter = load.serverCpuMs?.();
  const cpuMs = cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore;
  const unexpected = t.expect === '2xx' ? r.non2xx : r['2xx'];
  if (r.errors || r.timeouts || r[t.expect] === 0 || unexpected) {
    throw new Error(`unexpected answers from ${t.url}: ${JSON.stringify({ errors: r.errors, timeouts: r.timeouts, '2xx': r['2xx'], '3xx': r['3xx'], non2xx: r.non2xx })}`);
  }
  return { requests: r.requests.average, p99: r.latency.p99, total: r.requests.total, cpuMs };
}

/** Each target's figures: a warm-up each, then ROUNDS rounds taking every target in turn, averaged. */
export async function measureInRounds(targets: Target[], load: Load): Promise<Measured[]> {
  for (const t of targets) await run(t, load, WARMUP_S);
  const sums = targets.map((): Round => ({ requests: 0, p99: 0, total: 0, cpuMs: 0 }));
  const perRound = Math.max(1, Math.round(load.duration / ROUNDS));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, t] of targets.entries()) {
      const m = await measureOnce(t, load, perRound);
      const sum = sums[i]!;
      sum.requests += m.requests;
      sum.p99 += m.p99;
      sum.total += m.total;
      sum.cpuMs = sum.cpuMs === undefined || m.cpuMs === undefined ? undefined : sum.cpuMs + m.cpuMs;
    }
  }
  return sums.map((sum) => ({ requests: sum.requests / ROUNDS, p99: sum.p99 / ROUNDS, cpuMsPerRequest: sum.cpuMs === undefined ? undefined : sum.cpuMs / sum.total }));
}
