import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { migrationsBefore, openEmpty } from './helpers/migrations';
import { spawnShop, startShop, type ShopProcess } from './helpers/server-process';

/**
 * An upgrade whose server is killed (kill -9) while the pack-size migrations rewrite the shop's rows:
 * PostgreSQL must be left exactly as before the upgrade, and the next start must migrate it whole, every
 * product one variant that its refills point at. Only PostgreSQL lets a second connection hold the
 * migration at a chosen row; PGlite runs inside the killed process.
 */
const onPostgres = process.env.TEST_DB === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);
const START_TIMEOUT = 120_000;
const PRODUCTS = 500;

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('the pack-size migrations killed midway', () => {
  it.runIf(onPostgres)(
    'leave the database as it was before the upgrade, and the next start migrates it whole',
    async () => {
      const { migrate, query, url } = await openEmpty();
      await migrate(migrationsBefore('product-variants'));
      const applied = async () => (await query(sql`select count(*)::int as n from drizzle.__drizzle_migrations`))[0]!.n;
      const before = await applied();

      const [category] = await query(sql`insert into categories (name, slug, image) values ('Vitality', 'vitality', '/c.webp') returning id`);
      await query(sql`
        insert into products (category_id, name, slug, sku, list_price_paise, selling_price_paise, stock, pack_size, dose_unit)
        select ${category!.id}, 'Daily Multi ' || n, 'daily-multi-' || n, 'CAN-MULTI-' || n, 119900, 99900, 7, 60, 'tablet'
          from generate_series(1, ${PRODUCTS}) n`);
      const [first] = (await query(sql`select id from products order by id limit 1`)) as [{ id: number }];
      const [customer] = await query(sql`
        insert into customers (owner_name, mobile, email, password_hash, pet_name, breed, age, weight)
        values ('Asha', '9876543210', 'asha@example.com', 'x', 'Bruno', 'Labrador', '3', '28') returning id`);
      const [order] = await query(sql`
        insert into orders (customer_id, email, mobile, billing, subtotal_paise, shipping_paise, total_paise)
        values (${customer!.id}, 'asha@example.com', '9876543210', '{}'::jsonb, 99900, 7500, 107400) returning id`);
      const [line] = await query(sql`
        insert into order_lines (order_id, product_id, product_name, unit_price_paise, quantity, line_total_paise)
        values (${order!.id}, ${first.id}, 'Daily Multi 1', 99900, 1, 99900) returning id`);
      await query(sql`
        insert into refills (customer_id, order_id, order_line_id, product_id, quantity, delivered_on, runs_out_on, remind_on, token)
        values (${customer!.id}, ${order!.id}, ${line!.id}, ${first.id}, 1, '2026-01-01', '2026-03-01', '2026-02-24', 'tok')`);
      // Holds the backfill where it points refills at their variants: by then it has written every variant.
      await query(sql`create function hold_refill_update() returns trigger language plpgsql as $$ begin perform pg_sleep(600); return new; end $$`);
      await query(sql`create trigger hold_refill_update before update on refills for each row execute function hold_refill_update()`);

      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'canino-upgrade-'));
      cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
      const env = { DATABASE_URL: url!, DATA_DIR: dataDir, SEED_DEMO: 'never' };
      const upgrading = await spawnShop(env, START_TIMEOUT);
      cleanups.push(() => upgrading.kill());
      const sleeping = sql`select pid from pg_stat_activity where datname = current_database() and wait_event = 'PgSleep'`;
      await until('the backfill is held inside the migration', async () => (await query(sleeping)).length > 0);
      await upgrading.kill();
      // The killed process cannot say goodbye; its backend stops at PostgreSQL's next check of the socket,
      // which a sleeping statement never reaches, so it is ended as the server would end it.
      await query(sql`select pg_terminate_backend(pid) from (${sleeping}) s`);
      await until('the killed upgrade has rolled back', async () => (await query(sleeping)).length === 0);

      expect(await applied()).toBe(before);
      expect(await query(sql`select to_regclass('product_variants')::text as t`)).toEqual([{ t: null }]);
      expect(await query(sql`select count(*)::int as n from information_schema.columns where table_name = 'refills' and column_name = 'variant_id'`)).toEqual([{ n: 0 }]);

      await query(sql`drop trigger hold_refill_update on refills`);
      const restarted: ShopProcess = await startShop(env, START_TIMEOUT);
      cleanups.push(() => restarted.kill());
      expect(await query(sql`select count(*)::int as n, count(distinct product_id)::int as products from product_variants`)).toEqual([{ n: PRODUCTS, products: PRODUCTS }]);
      expect(await query(sql`select count(*)::int as n from refills where variant_id is null`)).toEqual([{ n: 0 }]);
      const res = await fetch(`${restarted.url}/admin/api/productById/${first.id}`);
      const body = (await res.json()) as { data: { product: { variants: { sku: string; stock: number }[] } } };
      expect(body.data.product.variants).toMatchObject([{ sku: 'CAN-MULTI-1', stock: 7 }]);
      expect(await restarted.stop()).toBe(0);
    },
    START_TIMEOUT * 3,
  );
  if (!onPostgres) it.skip('needs PostgreSQL (set TEST_DATABASE_URL and run the api-postgres project)', () => {});
});
