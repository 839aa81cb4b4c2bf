import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { pgliteExtensions } from '../src/db/client';
import { resultRows } from '../src/db/read-row';

/**
 * The migration that gives a payment made without a provider order a null provider_order_id: a database
 * written by the code before it (payment id in both columns) is migrated and read back.
 */
const MIGRATIONS = fileURLToPath(new URL('../src/db/migrations', import.meta.url));
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** The migrations folder as it was before the one named `name`: the journal cut there, the files kept. */
function migrationsBefore(name: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'canino-migrations-'));
  cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
  fs.cpSync(MIGRATIONS, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(
    0,
    journal.entries.findIndex((e) => e.tag.endsWith(`_${name}`)),
  );
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

type Migrate = (folder: string) => Promise<void>;
type Query = (text: ReturnType<typeof sql>) => Promise<Record<string, unknown>[]>;

async function openEmpty(): Promise<{ migrate: Migrate; query: Query }> {
  const url = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB === 'postgres' && url) {
    const name = `canino_mig_${randomBytes(6).toString('hex')}`;
    const admin = async (text: string) => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(text);
      await c.end();
    };
    await admin(`create database ${name}`);
    const dbUrl = new URL(url);
    dbUrl.pathname = `/${name}`;
    const pool = new pg.Pool({ connectionString: dbUrl.toString(), max: 1 });
    cleanups.push(async () => {
      await pool.end();
      await admin(`drop database if exists ${name} with (force)`);
    });
    const db = drizzlePg(pool);
    return { migrate: (folder) => migratePg(db, { migrationsFolder: folder }), query: async (q) => resultRows(await db.execute(q)) };
  }
  const client = new PGlite({ extensions: pgliteExtensions });
  cleanups.push(() => client.close());
  const db = drizzlePglite(client);
  return { migrate: (folder) => migratePglite(db, { migrationsFolder: folder }), query: async (q) => resultRows(await db.execute(q)) };
}

describe('the migrations payments_provider_order_optional and payments_move_payment_ids', () => {
  // Two migration runs on a fresh PGlite take long on a busy machine.
  it('moves the payment id out of provider_order_id for payments made without a provider order, and leaves the others', { timeout: 180_000 }, async () => {
    const { migrate, query } = await openEmpty();
    await migrate(migrationsBefore('payments_provider_order_optional'));
    const [order] = await query(sql`
      insert into orders (email, mobile, billing, subtotal_paise, shipping_paise, total_paise)
      values ('meena@example.com', '9445566778', '{}'::jsonb, 60000, 7500, 67500) returning id`);
    const orderId = order!.id as number;
    await query(sql`
      insert into payments (order_id, provider, provider_order_id, provider_payment_id, status, amount_paise) values
        (${orderId}, 'razorpay', 'pay_SpecOnlyPaid01', 'pay_SpecOnlyPaid01', 'paid', 67500),
        (${orderId}, 'razorpay', 'order_Checkout0001', 'pay_CheckoutPaid1', 'paid', 67500),
        (${orderId}, 'razorpay', 'order_Checkout0002', null, 'created', 67500)`);

    await migrate(MIGRATIONS);
    const rows = await query(sql`select provider_order_id, provider_payment_id from payments order by id`);
    expect(rows).toEqual([
      { provider_order_id: null, provider_payment_id: 'pay_SpecOnlyPaid01' },
      { provider_order_id: 'order_Checkout0001', provider_payment_id: 'pay_CheckoutPaid1' },
      { provider_order_id: 'order_Checkout0002', provider_payment_id: null },
    ]);
  });
});
