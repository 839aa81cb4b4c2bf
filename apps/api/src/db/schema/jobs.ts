import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Durable work written in the same transaction as the change that causes it (see decision 008): the
 * change and its email commit together or not at all, and a worker delivers them afterwards.
 * `state`: pending (waiting for `run_at`), running (leased until `locked_until`), done, failed.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** Makes an enqueue idempotent: a second job with the same key is not written. */
    key: text('key').unique(),
    state: text('state', { enum: ['pending', 'running', 'done', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** While running: when the lease ends and another worker may take the job (its worker died). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    // The worker's poll reads only unfinished jobs; finished ones do not slow it down as they pile up. In
    // the poll's own order (run_at, then id), so it reads the first few due jobs and stops: on run_at alone
    // a burst queued at one moment (a day's autoship cycles) was read whole and sorted at every poll.
    index('jobs_due_idx')
      .on(t.runAt, t.id)
      .where(sql`${t.state} in ('pending', 'running')`),
    index('jobs_state_created_idx').on(t.state, t.createdAt),
  ],
);
