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
  /** Measurements alternate in rounds, so a change in the machine's load hits every target alike. */
  rounds: number;
  /** autocannon in a worker thread of this process (the server in this process's main thread), or in this thread (the server is another process). */
  inWorker: boolean;
  /** The server process's CPU time so far, in ms, when it is a process of its own. */
  serverCpuMs?: () => number | undefined;
}

/** One round of one target: requests per second, p99, how many requests and the server's CPU time for them. */
export interface Round {
  requests: number;
  p99: number;
  total: number;
  cpuMs: number | undefined;
}

/**
 * What one target answered: mean requests per second, the mean of each round's p99 latency, the server's
 * CPU time per request (ms) when it can be read (what the machine's load moves least), and each round.
 */
export interface Measured {
  requests: number;
  p99: number;
  cpuMsPerRequest: number | undefined;
  rounds: Round[];
}

const WARMUP_S = 2;

const run = (t: Target, load: Load, duration: number): Promise<AutocannonResult> =>
  autocannon({ url: t.url, connections: load.connections, duration, headers: t.headers ?? {}, ...(load.inWorker ? { workers: 1 } : {}) });

/** One short run, refused when anything but the expected status came back. */
async function measureOnce(t: Target, load: Load, duration: number): Promise<Round> {
  const cpuBefore = load.serverCpuMs?.();
  const r = await run(t, load, duration);
  const cpuAfter = load.serverCpuMs?.();
  const unexpected = t.expect === '2xx' ? r.non2xx : r['2xx'];
  if (r.errors || r.timeouts || r[t.expect] === 0 || unexpected) {
    throw new Error(`unexpected answers from ${t.url}: ${JSON.stringify({ errors: r.errors, timeouts: r.timeouts, '2xx': r['2xx'], '3xx': r['3xx'], non2xx: r.non2xx })}`);
  }
  const cpuMs = cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore;
  return { requests: r.requests.average, p99: r.latency.p99, total: r.requests.total, cpuMs };
}

/** Each target's figures: a warm-up each, then `load.rounds` rounds taking every target in turn. */
export async function measureInRounds(targets: Target[], load: Load): Promise<Measured[]> {
  for (const t of targets) await run(t, load, WARMUP_S);
  const rounds: Round[][] = targets.map(() => []);
  const perRound = Math.max(1, Math.round(load.duration / load.rounds));
  for (let round = 0; round < load.rounds; round++) {
    for (const [i, t] of targets.entries()) rounds[i]!.push(await measureOnce(t, load, perRound));
  }
  return rounds.map((each) => {
    const sum = (figure: (r: Round) => number) => each.reduce((s, r) => s + figure(r), 0);
    const cpuKnown = each.every((r) => r.cpuMs !== undefined);
    return {
      requests: sum((r) => r.requests) / each.length,
      p99: sum((r) => r.p99) / each.length,
      cpuMsPerRequest: cpuKnown ? sum((r) => r.cpuMs!) / sum((r) => r.total) : undefined,
      rounds: each,
    };
  });
}

/** The median over rounds of `figure`'s ratio between two targets measured back to back in each round. */
export function medianRatio(a: Measured, b: Measured, figure: (r: Round) => number): number {
  const ratios = a.rounds.map((round, i) => figure(round) / Math.max(figure(b.rounds[i]!), 0.01)).sort((x, y) => x - y);
  const mid = Math.floor(ratios.length / 2);
  return ratios.length % 2 ? ratios[mid]! : (ratios[mid - 1]! + ratios[mid]!) / 2;
}
