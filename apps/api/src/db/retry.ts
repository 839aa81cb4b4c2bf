import type { Db } from './db-type';
import { isRetryableConflict } from './errors';

/** Attempts per transaction: the first and at most three reruns. */
export const TRANSACTION_ATTEMPTS = 4;

/**
 * Makes every `db.transaction(work)` rerun `work` when PostgreSQL aborted it for a deadlock or a
 * serialization failure, a bounded number of times with a short random pause, so such a collision
 * never reaches a customer as a 500. The one place this happens: the database is opened through it.
 * Work inside a transaction touches only the database (emails and provider calls come after commit),
 * so running it again is safe. Nested transactions (savepoints) are left alone: the outer one reruns.
 */
export function retryTransactions(db: Db, pause: (attempt: number) => Promise<void> = jitteredPause): Db {
  const once = db.transaction.bind(db);
  db.transaction = async function retried(work, config) {
    for (let attempt = 1; ; attempt++) {
      try {
        return await once(work, config);
      } catch (err) {
        if (attempt >= TRANSACTION_ATTEMPTS || !isRetryableConflict(err)) throw err;
        await pause(attempt);
      }
    }
  };
  return db;
}

/** 5-25 ms, then longer: the colliding transaction usually finishes within a few milliseconds. */
const jitteredPause = (attempt: number) => new Promise<void>((resolve) => setTimeout(resolve, attempt * (5 + Math.random() * 20)));
