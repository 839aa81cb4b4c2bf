import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { resultRows } from '../db/read-row';

/** The job queue as every process shares it (decision 008): read at scrape time, never counted per process. */
export interface JobQueueFigures {
  /** Jobs waiting or being worked on. */
  depth: number;
  /** How long the oldest job whose time has come has waited, in seconds (0: none waits). */
  oldestDueAgeSeconds: number;
  /** Jobs that failed after their last attempt and are still kept, by kind. */
  failedByKind: Record<string, number>;
}

/** The shop's sales as the database holds them: the same figure from every process. */
export interface SalesFigures {
  ordersPlaced: number;
  ordersPaid: number;
  paymentsFailed: number;
  refundsByStatus: Record<string, number>;
}

/** One round trip: the queue's unfinished jobs through its partial index, and the failed ones by kind. */
export async function readJobQueueFigures(db: Db): Promise<JobQueueFigures> {
  const rows = resultRows(
    await db.execute(sql`
      select true as queue, null as kind,
             count(*)::int as n,
             coalesce(extract(epoch from now() - min(run_at) filter (where run_at <= now() and state = 'pending')), 0)::float8 as age
        from jobs where state in ('pending', 'running')
      union all
      select false, kind, count(*)::int, 0 from jobs where state = 'failed' group by kind`),
  );
  const figures: JobQueueFigures = { depth: 0, oldestDueAgeSeconds: 0, failedByKind: {} };
  for (const r of rows) {
    if (r.queue) {
      figures.depth = Number(r.n);
      figures.oldestDueAgeSeconds = Math.max(0, Number(r.age));
    } else figures.failedByKind[String(r.kind)] = Number(r.n);
  }
  return figures;
}

export async function readSalesFigures(db: Db): Promise<SalesFigures> {
  const [totals] = resultRows(
    await db.execute(sql`
      select (select count(*) from orders)::int as placed,
             (select count(*) from orders where paid_at is not null)::int as paid,
             (select count(*) from payments where status = 'failed')::int as failed`),
  );
  const refunds = resultRows(await db.execute(sql`select status, count(*)::int as n from refunds group by status`));
  return {
    ordersPlaced: Number(totals?.placed ?? 0),
    ordersPaid: Number(totals?.paid ?? 0),
    paymentsFailed: Number(totals?.failed ?? 0),
    refundsByStatus: Object.fromEntries(refunds.map((r) => [String(r.status), Number(r.n)])),
  };
}

/** The database's size on disk, in bytes. */
export async function readDatabaseSize(db: Db): Promise<number> {
  const [row] = resultRows(await db.execute(sql`select pg_database_size(current_database())::float8 as bytes`));
  return Number(row?.bytes ?? 0);
}
