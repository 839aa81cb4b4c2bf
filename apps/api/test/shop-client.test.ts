import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { ShopClient } from '../src/db/shop-client';
import { countRoundTrips } from './helpers/round-trips';

/**
 * The pool's client in pipeline mode (decision 071), on PostgreSQL itself: what the checkout and the
 * settlement rely on when they send a transaction's `begin` with its first statement, and a read right
 * behind the locks it must see past. PGlite is one process's database, with no wire to pipeline.
 */
const url = process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function connect(config: { pipeline: boolean }): Promise<pg.Client> {
  const client = new ShopClient({ connectionString: url, nameStatements: true, ...config });
  // A terminated backend is an 'error' event; the test reads it from the statements instead.
  client.on('error', () => {});
  await client.connect();
  cleanups.push(() => client.end().catch(() => {}));
  return client;
}

describe.skipIf(!url)('the shop’s PostgreSQL client in pipeline mode', () => {
  it('sends a transaction’s begin with its first statement, and both run in the transaction', async () => {
    const transaction = async (client: pg.Client) => {
      const counter = countRoundTrips();
      await client.query('begin');
      const first = await client.query<{ id: string }>({ text: 'select txid_current()::text as id', values: [] });
      const second = await client.query<{ id: string }>({ text: 'select txid_current()::text as id', values: [] });
      await client.query('commit');
      return { roundTrips: counter.stop(), ids: [first.rows[0]!.id, second.rows[0]!.id] };
    };
    const pipelined = await transaction(await connect({ pipeline: true }));
    expect(pipelined.roundTrips).toBe(3);
    // One transaction id for both statements: the first ran after the begin, not on its own.
    expect(pipelined.ids[1]).toBe(pipelined.ids[0]);
    expect((await transaction(await connect({ pipeline: false }))).roundTrips).toBe(4);
  });

  it('rejects statements sent together with the first one’s error: the one that aborted the transaction', async () => {
    const client = await connect({ pipeline: true });
    await client.query('begin');
    const together = Promise.all([client.query({ text: 'select 1 / (0 * $1::int) as never', values: [1] }), client.query({ text: 'select 1 as after', values: [] })]);
    await expect(together).rejects.toMatchObject({ code: '22012' });
    await client.query('rollback');
  });

  it('refuses a statement sent after its transaction’s commit, which would run outside it', async () => {
    const client = await connect({ pipeline: true });
    await client.query('begin');
    await client.query({ text: 'select 1', values: [] });
    const commit = client.query('commit');
    await expect(client.query({ text: 'select 2', values: [] })).rejects.toThrow(/after its transaction's commit/);
    await expect(commit).resolves.toMatchObject({ command: 'COMMIT' });
  });

  it('fails a commit PostgreSQL answered with a rollback, with the error of the statement that aborted it', async () => {
    const client = await connect({ pipeline: true });
    await client.query('begin');
    const failing = client.query({ text: 'select 1 / (0 * $1::int) as never', values: [1] });
    failing.catch(() => {});
    await expect(client.query('commit')).rejects.toMatchObject({ code: '22012' });
  });

  it('runs a read sent behind a lock after the lock is granted, so it sees what the lock’s holder committed', async () => {
    const table = `pipeline_stock_${randomBytes(4).toString('hex')}`;
    const setup = await connect({ pipeline: false });
    await setup.query(`create table ${table} (id int primary key, stock int not null)`);
    cleanups.push(() => setup.query(`drop table if exists ${table}`));
    await setup.query(`insert into ${table} values (1, 5)`);

    const holder = await connect({ pipeline: false });
    await holder.query('begin');
    await holder.query(`select stock from ${table} where id = 1 for update`);

    const buyer = await connect({ pipeline: true });
    const counter = countRoundTrips();
    await buyer.query('begin');
    const lock = buyer.query({ text: `select id from ${table} where id = 1 for update`, values: [] });
    const read = buyer.query<{ stock: number }>({ text: `select stock from ${table} where id = 1`, values: [] });
    // The buyer's lock waits on the holder, who sells three and commits.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await holder.query(`update ${table} set stock = stock - 3 where id = 1`);
    await holder.query('commit');
    await lock;
    expect((await read).rows).toEqual([{ stock: 2 }]);
    await buyer.query('commit');
    // The buyer's begin, lock and read in one round trip and its commit in another; the holder's update and commit.
    expect(counter.stop()).toBe(2 + 2);
  });

  it('answers begin on a lost connection, and fails the statement sent after it', async () => {
    const client = await connect({ pipeline: true });
    const pid = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
    const admin = await connect({ pipeline: false });
    await admin.query('select pg_terminate_backend($1)', [pid]);
    await expect
      .poll(async () =>
        client.query('select 1').then(
          () => 'open',
          () => 'closed',
        ),
      )
      .toBe('closed');

    await expect(client.query('begin')).resolves.toMatchObject({ command: 'BEGIN' });
    await expect(client.query({ text: 'select 1', values: [] })).rejects.toThrow();
  });
});
