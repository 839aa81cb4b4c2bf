import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';
import { freshDatabase } from './database';
import { samplePostgresCpu } from './postgres-cpu';

const run = promisify(execFile);

export interface PgbenchRun {
  tps: number;
  /** PostgreSQL's CPU per pgbench transaction: its backends' (ms), and the shared processes' (WAL writer, …). */
  backendMsPerTransaction: number;
  sharedMsPerTransaction: number;
}

/**
 * PostgreSQL's own speed on this machine, now: pgbench's TPC-B-like load (10 clients, scale 10) on a
 * database of its own on the same server. What the shop's orders per second are measured against, and
 * what one such transaction costs PostgreSQL in CPU, to set beside a checkout's.
 */
export async function pgbench(seconds = 15): Promise<PgbenchRun> {
  const database = await freshDatabase();
  try {
    await run('pgbench', ['-i', '-q', '-s', '10', database.url]);
    const cpu = samplePostgresCpu(database.name);
    const { stdout } = await run('pgbench', ['-c', '10', '-j', '2', '-T', String(seconds), '-b', 'tpcb-like', database.url]);
    const used = cpu.stop();
    const tps = stdout.match(/tps = ([\d.]+) \(without initial connection time\)/)?.[1];
    const transactions = stdout.match(/number of transactions actually processed: (\d+)/)?.[1];
    if (!tps || !transactions) throw new Error(`pgbench printed no tps:\n${stdout}`);
    return {
      tps: Number(tps),
      backendMsPerTransaction: used.backendsMs / Number(transactions),
      sharedMsPerTransaction: used.sharedMs / Number(transactions),
    };
  } finally {
    await database.drop();
  }
}

/**
 * Transactions committed or rolled back in a database so far, by every backend. A backend reports its
 * counts when idle at most every 10 s (PGSTAT_IDLE_INTERVAL), so the reading waits that long first.
 */
export async function transactionsSoFar(url: string): Promise<number> {
  await new Promise((r) => setTimeout(r, 11_000));
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>('select xact_commit + xact_rollback as n from pg_stat_database where datname = current_database()');
    return Number(rows[0]!.n);
  } finally {
    await client.end();
  }
}
