import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { columnsOf, readRow, resultRows } from '../db/read-row';
import { jobs } from '../db/schema';

export type JobRow = typeof jobs.$inferSelect;
export type JobState = JobRow['state'];

/** Writes a job; with a `key` already taken nothing is written. True when this call wrote it. */
export async function insertJob(db: Db, job: { kind: string; payload: Record<string, unknown>; runAt?: Date; key?: string }): Promise<boolean> {
  const rows = await db.insert(jobs).values(job).onConflictDoNothing({ target: jobs.key }).returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * Writes keyed jobs in one statement, each whose key is not taken yet; the number written. The autoship
 * sweep queues a page of deliveries so, rather than a statement (and a transaction) for each.
 */
export async function insertKeyedJobs(db: Db, rows: { kind: string; payload: Record<string, unknown>; runAt?: Date; key: string }[]): Promise<number> {
  if (!rows.length) return 0;
  const written = await db.insert(jobs).values(rows).onConflictDoNothing({ target: jobs.key }).returning({ id: jobs.id });
  return written.length;
}

/** A job without a key, as insertJobs writes it. */
export interface NewJob {
  kind: string;
  payload: Record<string, unknown>;
  runAt?: Date;
}

/** Writes several jobs (without keys) in one statement: a paid order's emails, so written as SQL (decision 031). */
export async function insertJobs(db: Db, rows: NewJob[]): Promise<void> {
  if (rows.length) await db.execute(insertJobsStatement(rows));
}

/**
 * insertJobs' statement, for a repository that writes the jobs as a step of a statement of its own: a
 * paid order's emails go with its invoice's numbering, one round trip fewer (decision 031).
 */
export function insertJobsStatement(rows: NewJob[]): SQL {
  const values = rows.map((r) => ({ kind: r.kind, payload: r.payload, run_at: r.runAt?.toISOString() ?? null }));
  return sql`
    insert into jobs (kind, payload, run_at)
    select x.kind, x.payload, coalesce(x.run_at, now())
      from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as x(kind text, payload jsonb, run_at timestamptz)`;
}

export async function jobKeyExists(db: Db, key: string): Promise<boolean> {
  const [row] = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.key, key));
  return row !== undefined;
}

/**
 * Leases up to `limit` due jobs to `worker` in one statement: pending ones whose time has come, and
 * running ones whose lease ran out (their worker died). SKIP LOCKED lets several processes poll at once
 * without waiting for each other or taking the same job; the attempt is counted here, so a job that
 * kills its worker every time still runs out of attempts. Times are the database's clock, the one
 * clock every API process shares. The worker's statements are written as SQL: each email costs one of
 * them, and drizzle's building of them cost more than its round trip's sending (decision 031).
 */
export async function claimDueJobs(db: Db, opts: { worker: string; limit: number; leaseMs: number }): Promise<JobRow[]> {
  return jobRows(await db.execute(sql`update jobs set ${leaseTo(opts)} where ${dueIds(opts.limit)} returning ${columnsOf(jobs)}`));
}

/** The ids of up to `limit` due jobs, locked (others skip them), never `except` (a job being completed). */
const dueIds = (limit: number, except?: number) => sql`jobs.id = any(array(select id from jobs
    where state in ('pending', 'running')
      and ((state = 'pending' and run_at <= now()) or (state = 'running' and locked_until < now()))
      and id is distinct from ${except ?? null}::bigint
    order by run_at, id
    limit ${limit}
    for update skip locked))`;

const leaseTo = (opts: { worker: string; leaseMs: number }) =>
  sql`state = 'running', attempts = jobs.attempts + 1, locked_until = now() + ${msInterval(opts.leaseMs)}, locked_by = ${opts.worker}`;

const msInterval = (ms: number) => sql`make_interval(secs => ${ms / 1000})`;

/** The lease is checked so a worker that lost its job (lease ran out, another took it) changes nothing. */
const leasedTo = (id: number, worker: string) => sql`jobs.id = ${id} and jobs.state = 'running' and jobs.locked_by = ${worker}`;

const jobRows = (result: unknown) => resultRows(result).map((row) => readRow(jobs, row));

/**
 * Pushes a running job's lease forward while its handler works, so a slow send is not taken by another
 * worker mid-way. False when the job is no longer this worker's (its lease ran out and another took it).
 */
export async function renewJobLease(db: Db, id: number, worker: string, leaseMs: number): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ lockedUntil: sql`now() + ${msInterval(leaseMs)}` })
    .where(leasedTo(id, worker))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * Marks a job done. A sent email keeps only what the owner needs to see (address and subject): its body
 * may hold a single-use link, and finished jobs are kept for the admin's list.
 */
export async function completeJob(db: Db, id: number, worker: string): Promise<void> {
  await db.execute(sql`update jobs set ${DONE} where ${leasedTo(id, worker)}`);
}

const DONE = sql`state = 'done', finished_at = now(), locked_until = null, last_error = null, payload = jobs.payload - 'text' - 'html'`;

/**
 * `completeJob` and `claimDueJobs` in one statement and one round trip: a busy worker finishing a job
 * takes the next ones at the same time. The claim never takes the job being completed (a statement may
 * change a row once), whose lease may have run out meanwhile.
 */
export async function completeJobAndClaim(db: Db, id: number, opts: { worker: string; limit: number; leaseMs: number }): Promise<JobRow[]> {
  return jobRows(
    await db.execute(sql`
      with done as (update jobs set ${DONE} where ${leasedTo(id, opts.worker)} returning jobs.id)
      update jobs set ${leaseTo(opts)} where ${dueIds(opts.limit, id)} returning ${columnsOf(jobs)}`),
  );
}

/** After a failed attempt: pending again in `retryInMs`, or failed for good (null) when it was the last. */
export async function failJobAttempt(db: Db, id: number, worker: string, error: string, retryInMs: number | null): Promise<void> {
  await db
    .update(jobs)
    .set(
      retryInMs === null
        ? { state: 'failed', finishedAt: sql`now()`, lockedUntil: null, lastError: error }
        : { state: 'pending', runAt: sql`now() + ${msInterval(retryInMs)}`, lockedUntil: null, lastError: error },
    )
    .where(leasedTo(id, worker));
}

/** A failed job gets a fresh set of attempts, now. Only failed jobs: a pending or running one is left alone. */
export async function retryFailedJob(db: Db, id: number): Promise<JobRow | undefined> {
  const [row] = await db
    .update(jobs)
    .set({ state: 'pending', attempts: 0, runAt: sql`now()`, finishedAt: null, lockedBy: null })
    .where(and(eq(jobs.id, id), eq(jobs.state, 'failed')))
    .returning();
  return row;
}

export async function findJob(db: Db, id: number): Promise<JobRow | undefined> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row;
}

/** Newest first; `running` is listed with pending (for the owner both are "not sent yet"). */
export async function listJobsPage(db: Db, q: { states: JobState[]; limit: number; offset: number }) {
  const filter = inArray(jobs.state, q.states);
  const rows = await db.select().from(jobs).where(filter).orderBy(desc(jobs.createdAt), desc(jobs.id)).limit(q.limit).offset(q.offset);
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(jobs)
    .where(filter);
  return { rows, total: total?.n ?? 0 };
}

export async function countJobsByState(db: Db): Promise<Record<JobState, number>> {
  const rows = await db
    .select({ state: jobs.state, n: sql<number>`count(*)::int` })
    .from(jobs)
    .groupBy(jobs.state);
  const counts: Record<JobState, number> = { pending: 0, running: 0, done: 0, failed: 0 };
  for (const r of rows) counts[r.state] = r.n;
  return counts;
}

/** Finished jobs older than `before` are removed; failed ones stay until the owner has seen them go. */
export async function deleteDoneJobsOlderThan(db: Db, ageMs: number): Promise<number> {
  const rows = await db
    .delete(jobs)
    .where(and(eq(jobs.state, 'done'), sql`${jobs.finishedAt} < now() - ${msInterval(ageMs)}`))
    .returning({ id: jobs.id });
  return rows.length;
}

/**
 * Every email to `address` not being sent at this moment, sent or not: an erased account's messages
 * (and the address in them) are not kept for the owner's job list. Password-reset requests for it too.
 */
export async function deleteMailTo(db: Db, address: string): Promise<void> {
  await db
    .delete(jobs)
    .where(
      and(
        inArray(jobs.state, ['pending', 'done', 'failed']),
        sql`((${jobs.kind} = 'email' and ${jobs.payload}->>'to' = ${address}) or (${jobs.kind} = 'password-reset' and ${jobs.payload}->>'email' = ${address}))`,
      ),
    );
}

/** The customer's WhatsApp updates in the job list, queued or sent (their values name the customer), for an erasure. */
export async function deleteWhatsAppJobsOf(db: Db, customerId: number): Promise<void> {
  await db.delete(jobs).where(and(inArray(jobs.state, ['pending', 'done', 'failed']), sql`${jobs.kind} = 'whatsapp' and ${jobs.payload}->>'customerId' = ${String(customerId)}`));
}
