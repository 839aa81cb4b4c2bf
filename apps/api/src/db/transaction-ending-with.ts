import type { Db } from './db-type';

/** The databases whose connections pipeline their statements (decision 071). */
const pipelined = new WeakSet<Db>();

/** Marks a database opened on connections in pipeline mode (openDatabase). */
export function markPipelined(db: Db): void {
  pipelined.add(db);
}

/**
 * `db.transaction` for work that ends with a statement whose answer nothing in the transaction needs: the
 * order's insert, the invoice's number. `work` sends that statement and answers `{ last }` without
 * waiting for it, and where the connection pipelines (decision 071) the commit goes out behind it, in
 * the same round trip. Should the statement fail, PostgreSQL answers the commit with a rollback, which
 * the shop's client turns into that statement's error: the transaction fails, and is retried, as if the
 * statement had been awaited. On PGlite it is awaited before the commit, as any other.
 *
 * `last` must be one statement already sent when `work` answers: a function whose first step is its
 * statement (drizzle sends a statement when it is awaited, and that comes before the commit, which
 * waits for `work`). The client refuses a statement that comes after the commit.
 */
export async function transactionEndingWith<T>(db: Db, work: (tx: Db) => Promise<{ last: T | Promise<T> }>): Promise<T> {
  const { last } = await db.transaction(async (tx) => {
    const ended = await work(tx);
    const answer = Promise.resolve(ended.last);
    if (pipelined.has(db)) answer.catch(() => {});
    else await answer;
    return { last: answer };
  });
  return last;
}
