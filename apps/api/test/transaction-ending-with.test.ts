import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../src/db/errors';
import { resultRows } from '../src/db/read-row';
import { transactionEndingWith } from '../src/db/transaction-ending-with';
import { countRoundTrips } from './helpers/round-trips';
import { openTestDatabase } from './helpers/test-database';

/**
 * A transaction whose last statement goes out with its commit (decision 071), on PGlite and on
 * PostgreSQL in pipeline mode, as the checkout's order insert and the settlement's invoice number use it:
 * it commits what it wrote, and a last statement that fails fails the transaction with its own error,
 * leaving nothing written.
 */
let database: Awaited<ReturnType<typeof openTestDatabase>>;
const table = `ending_${Date.now().toString(36)}`;

beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.execute(sql.raw(`create table ${table} (id int primary key, note text not null)`));
});
afterAll(async () => {
  await database.db.execute(sql.raw(`drop table if exists ${table}`));
  await database.close();
});

const insert = (tx: typeof database.db, id: number, note: string) =>
  tx.execute(sql`insert into ${sql.raw(table)} (id, note) values (${id}, ${note}) returning id`).then((r) => resultRows(r)[0]!.id as number);
const notes = async () => resultRows(await database.db.execute(sql.raw(`select id, note from ${table} order by id`)));

describe('a transaction ending with a statement sent with its commit', () => {
  it('commits the work and the last statement, and answers the last statement’s answer', async () => {
    const counter = countRoundTrips();
    const id = await transactionEndingWith(database.db, async (tx) => {
      await insert(tx, 1, 'first');
      return { last: insert(tx, 2, 'last') };
    });
    const roundTrips = counter.stop();
    expect(id).toBe(2);
    expect(await notes()).toEqual([
      { id: 1, note: 'first' },
      { id: 2, note: 'last' },
    ]);
    // On PostgreSQL: begin with the first insert, then the last insert with the commit.
    if (database.kind === 'postgres') expect(roundTrips).toBe(2);
  });

  it('fails with the last statement’s own error when it fails, and leaves nothing of the transaction', async () => {
    const attempt = transactionEndingWith(database.db, async (tx) => {
      await insert(tx, 3, 'kept only with the last');
      // The primary key refuses the row: the commit turns into a rollback.
      return { last: insert(tx, 1, 'again') };
    });
    await expect(attempt).rejects.toSatisfy(isUniqueViolation);
    expect((await notes()).map((n) => n.id)).toEqual([1, 2]);
  });

  it('answers the value of a transaction that ends without a statement of its own', async () => {
    const answer = await transactionEndingWith(database.db, async (tx) => {
      await insert(tx, 4, 'only');
      return { last: 'nothing more' };
    });
    expect(answer).toBe('nothing more');
    expect((await notes()).map((n) => n.id)).toEqual([1, 2, 4]);
  });
});
