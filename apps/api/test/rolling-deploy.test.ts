import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../src/db/client';
import { statementName } from '../src/db/named-statements';
import { ShopClient } from '../src/db/shop-client';
import { jobs, orders, productVariants, webhookEvents } from '../src/db/schema';
import { createProduct } from './helpers/factories';
import { freshShopData, startShop, type ShopProcess } from './helpers/server-process';
import { placePaidOrder } from './helpers/shop-requests';

/**
 * A rolling deploy on PostgreSQL (decision 070): a node running the old release has named its
 * statements on its connections when the new release's migration adds columns to the tables a paid
 * order reads and writes; until it is stopped it must go on answering beside a node started after the
 * migration. PostgreSQL only: PGlite is one process's database, and names no statements.
 */
const onPostgres = process.env.TEST_DB === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The new release's migration as its node runs it at start: the shop's migrations and one more, which adds a column to each table. */
async function migrateAddingColumns(databaseUrl: string, tables: readonly string[]) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'canino-migrations-'));
  cleanups.push(async () => fs.rmSync(folder, { recursive: true, force: true }));
  fs.cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { idx: number; when: number; tag: string }[] };
  const last = journal.entries.at(-1)!;
  const tag = `${String(last.idx + 1).padStart(4, '0')}_gift_notes`;
  journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1000, tag });
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  fs.writeFileSync(path.join(folder, `${tag}.sql`), tables.map((t) => `ALTER TABLE "${t}" ADD COLUMN "gift_note" text;`).join('\n--> statement-breakpoint\n'));
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    await migrate(drizzle(pool), { migrationsFolder: folder });
  } finally {
    await pool.end();
  }
}

describe.skipIf(!onPostgres)('named statements on PostgreSQL', () => {
  it('parses a repeated statement once per connection under its text’s name, and leaves begin and DDL unnamed', async () => {
    const { databaseUrl } = await freshShopData('named', cleanups);
    const client = new ShopClient({ connectionString: databaseUrl, nameStatements: true });
    await client.connect();
    try {
      const text = 'select $1::int + 1 as next';
      expect((await client.query({ text, values: [1] })).rows).toEqual([{ next: 2 }]);
      expect((await client.query({ text, values: [41] })).rows).toEqual([{ next: 42 }]);
      await client.query('begin');
      await client.query({ text: 'create temporary table scratch (id int)', values: [] });
      await client.query('commit');
      const prepared = await client.query<{ name: string; statement: string }>('select name, statement from pg_prepared_statements');
      expect(prepared.rows).toEqual([{ name: statementName(text), statement: text }]);
    } finally {
      await client.end();
    }
  });

  it('a node started before a migration that adds columns and one started after both take paid orders and send their emails', async () => {
    const shop = await freshShopData('rolling', cleanups);
    const setup = await shop.open();
    const product = await createProduct(setup, { stock: 50 });
    await setup.close();
    const node = async (name: string): Promise<ShopProcess> => {
      const dataDir = path.join(shop.dataDir, name);
      const started = await startShop({ DATA_DIR: dataDir, DATABASE_URL: shop.databaseUrl!, SEED_DEMO: 'never', SIMULATED_WEBHOOK_DELAY_MS: '0', JOB_POLL_MS: '100' });
      cleanups.push(() => started.kill());
      return started;
    };

    // The old release takes orders one after another, so its connection names every statement of a
    // paid order: checkout, Pay, the report, the webhook and the emails' jobs.
    const old = await node('old');
    const placed = [await placePaidOrder(old.url, product.id), await placePaidOrder(old.url, product.id)];
    const db = await shop.open();
    cleanups.push(() => db.close());
    const emailsWaiting = async () =>
      (
        await db.db
          .select({ id: jobs.id })
          .from(jobs)
          .where(and(eq(jobs.kind, 'email'), ne(jobs.state, 'done')))
      ).length;
    await expect.poll(emailsWaiting, { timeout: 20_000 }).toBe(0);

    await migrateAddingColumns(shop.databaseUrl!, ['orders', 'order_lines', 'payments', 'jobs', 'products', 'product_variants', 'stock_batches', 'webhook_events', 'coupons']);
    const fresh = await node('new');
    for (const at of [old, fresh, old, fresh]) placed.push(await placePaidOrder(at.url, product.id));
    await expect.poll(emailsWaiting, { timeout: 20_000 }).toBe(0);

    const ids = placed.map((p) => p.orderId);
    const rows = await db.db.select({ status: orders.status }).from(orders).where(inArray(orders.id, ids));
    expect(rows.map((r) => r.status)).toEqual(Array(6).fill('paid'));
    // Each payment's webhook was handled once, by whichever node it reached.
    const handled = await db.db.select({ n: sql<number>`count(*)::int` }).from(webhookEvents);
    expect(handled[0]!.n).toBe(6);
    const [stock] = await db.db.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.productId, product.id));
    expect(stock!.stock).toBe(44);
    const emails = await db.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.kind, 'email'));
    expect(emails.length).toBeGreaterThanOrEqual(6);
    for (const p of [old, fresh]) expect(p.output()).not.toMatch(/cached plan|"level":50/);
    expect(await old.stop()).toBe(0);
    expect(await fresh.stop()).toBe(0);
  });
});
