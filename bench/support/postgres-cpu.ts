import fs from 'node:fs';
import { cpuMsOf } from './process-cpu';

/** CPU time PostgreSQL spent during a measurement, in ms: the backends serving one database, and the server's shared processes. */
export interface PostgresCpu {
  /** The backends connected to the measured database (the shop's pool and worker, or pgbench's clients). */
  backendsMs: number;
  /** The shared processes (WAL writer, checkpointer, background writer, autovacuum): every database's, so only read on a quiet machine. */
  sharedMs: number;
}

const POLL_MS = 200;

interface Tracked {
  mine: boolean;
  first: number;
  last: number;
}

/** What a PostgreSQL process is: its title names the database for a backend ("postgres: 15/main: user db host(port) idle"). */
const titleOf = (pid: string): string | undefined => {
  try {
    if (!fs.readFileSync(`/proc/${pid}/stat`, 'utf8').includes('(postgres)')) return undefined;
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').trim();
  } catch {
    return undefined;
  }
};

/**
 * Samples PostgreSQL's processes from /proc every 200 ms until `stop`: a backend's ticks are lost when it
 * exits (a pool closing an idle client, pgbench disconnecting), so each is read while it lives and its
 * last reading counts. Linux only; elsewhere every figure is 0.
 */
export function samplePostgresCpu(database: string): { stop(): PostgresCpu } {
  const tracked = new Map<string, Tracked>();
  // Processes looked at once and found not to count (Linux does not reuse a pid within a run): the
  // poll then reads only the tracked few, so sampling costs the bench's process next to nothing.
  const ignored = new Set<string>();
  const readable = fs.existsSync('/proc/self/stat');
  const poll = (first: boolean) => {
    if (!readable) return;
    for (const pid of fs.readdirSync('/proc')) {
      if (ignored.has(pid) || !/^\d+$/.test(pid)) continue;
      const known = tracked.get(pid);
      if (known) {
        known.last = cpuMsOf(pid) ?? known.last;
        continue;
      }
      const title = titleOf(pid);
      const isBackend = title !== undefined && /\(\d+\)|\[local\]/.test(title);
      const mine = isBackend && title.split(' ').includes(database);
      if (title === undefined || (isBackend && !mine)) {
        ignored.add(pid);
        continue;
      }
      // The postmaster, and a backend just forked that has not yet set its title: looked at again next time.
      if (!title.startsWith('postgres:')) continue;
      const ms = cpuMsOf(pid) ?? 0;
      // A process there before the measurement counts from its reading then; a new one from its start.
      tracked.set(pid, { mine, first: first ? ms : 0, last: ms });
    }
  };
  poll(true);
  const timer = setInterval(() => poll(false), POLL_MS);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      poll(false);
      const sum = (mine: boolean) => [...tracked.values()].filter((t) => t.mine === mine).reduce((s, t) => s + t.last - t.first, 0);
      return { backendsMs: sum(true), sharedMs: sum(false) };
    },
  };
}
