import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../apps/api/src/db/client';
import { measureInRounds, medianRatio } from '../api/rounds';
import { insertRepeatedCatalog } from '../repeated-catalog';
import { freshDatabase, type BenchDatabase } from '../support/database';
import { startServer, type ServerProcess } from '../support/server-process';
import { billing, post, type Answer } from '../support/shop-calls';
import type { Result } from '../types';

/**
 * What selling in sizes costs, in one run: two real server processes, each on a fresh PostgreSQL
 * database with 5,000 products, one where every product has one size and one where each has three.
 * `GET /productById/:id` (its answer lists the sizes) and whole orders per second (checkout → simulated
 * pay → create_order, the three-size shop's shoppers buying a size other than the default), each pair
 * measured in alternating rounds so a change in the machine's load hits both alike. Targets: orders/s
 * with sizes ≥ 0.9× without, productById p99 ≤ 1.1×.
 */
export const name = 'sizes';

const PRODUCTS = 5_000;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const ROUNDS = 3;
const CONNECTIONS = 10;
const SHOPPERS = 10;
// The shoppers spread over this many products, as a sale's traffic does, rather than queueing on one row's lock.
const BOUGHT = 300;
const LIMITS = { RATE_LIMIT_MAX: '1000000', CHECKOUT_RATE_LIMIT_MAX: '1000000' };

interface Shop {
  database: BenchDatabase;
  dataDir: string;
  server: ServerProcess;
  /** What each bought product's line names: the product, and in the three-size shop the size bought. */
  lines: { productId: number; variantId?: number }[];
}

/** The repeated catalog with stock for the whole run; with `sizes` 3, two more sizes per product (a larger and a trial pack). */
async function openShop(sizes: 1 | 3, tag: string): Promise<Shop> {
  const database = await freshDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `canino-bench-sizes-${tag}-`));
  const db = await openDatabase({ url: database.url, dataDir: null });
  const { ids } = await insertRepeatedCatalog(db.db, PRODUCTS).finally(() => db.close());
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    if (sizes === 3)
      await client.query(`
        insert into product_variants (product_id, position, sku, label, net_quantity, net_unit, list_price_paise, selling_price_paise, stock)
        select v.product_id, n, v.sku || '-' || n, (v.net_quantity * n * 2)::text || ' ' || v.net_unit, v.net_quantity * n * 2, v.net_unit,
               v.list_price_paise * n * 2 - 100, v.selling_price_paise * n * 2 - 100, 0
          from product_variants v, generate_series(1, 2) n`);
    await client.query('update product_variants set stock = 10000000');
    const bought = ids.slice(0, BOUGHT);
    const second = await client.query<{ product_id: number; id: number }>('select product_id, id from product_variants where position = 1 and product_id = any($1)', [bought]);
    const variantOf = new Map(second.rows.map((r) => [r.product_id, r.id]));
    const lines = bought.map((productId) => (sizes === 3 ? { productId, variantId: variantOf.get(productId)! } : { productId }));
    const server = await startServer({ DATABASE_URL: database.url, DATA_DIR: dataDir, SEED_DEMO: 'never', ...LIMITS });
    return { database, dataDir, server, lines };
  } finally {
    await client.end();
  }
}

async function closeShop(shop: Shop): Promise<void> {
  await shop.server.stop();
  fs.rmSync(shop.dataDir, { recursive: true, force: true });
  await shop.database.drop();
}

const expectOk = (what: string, a: Answer) => {
  if (a.status !== 200) throw new Error(`${what}: ${a.status} ${JSON.stringify(a.json)}`);
  return a;
};

/** SHOPPERS at once for `seconds`, each placing whole paid orders one after another; orders per second. */
async function ordersPerSecond(shop: Shop, seconds: number, firstShopper: number): Promise<number> {
  let next = firstShopper;
  let done = 0;
  const deadline = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: SHOPPERS }, async () => {
      while (Date.now() < deadline) {
        const i = next++;
        const lines = [{ ...shop.lines[i % shop.lines.length]!, quantity: 1 }];
        const url = shop.server.url;
        const session = expectOk('checkout', await post(url, '/checkout', { idempotencyKey: randomUUID(), billing: billing(i), lines })).json.data;
        const paid = expectOk('pay', await post(url, '/payments/simulated/pay', { order_id: session.razorpayOptions.order_id, outcome: 'success' })).json.data;
        const payment = { payment_type: 1, payment_id: paid.razorpay_payment_id, razorpay_signature: paid.razorpay_signature };
        expectOk('create_order', await post(url, '/create_order', { ...session.orderPayload, ...payment }));
        done++;
      }
    }),
  );
  return done / seconds;
}

export async function run(): Promise<Result[]> {
  const one = await openShop(1, 'one');
  try {
    const three = await openShop(3, 'three');
    try {
      const byId = (shop: Shop) => ({ url: `${shop.server.url}/admin/api/productById/${shop.lines[0]!.productId}`, expect: '2xx' as const });
      const sizesListed = (await (await fetch(byId(three).url)).json()) as { data: { product: { variants: unknown[] } } };
      if (sizesListed.data.product.variants.length !== 3) throw new Error(`the three-size shop's product lists ${sizesListed.data.product.variants.length} sizes`);
      const [oneById, threeById] = await measureInRounds([byId(one), byId(three)], { connections: CONNECTIONS, duration: DURATION_S, rounds: ROUNDS, inWorker: false });

      // Warm both (their caches, the pool), then alternate rounds of orders; shoppers never repeat a phone.
      await ordersPerSecond(one, 2, 0);
      await ordersPerSecond(three, 2, 0);
      const perRound = Math.max(1, Math.round(DURATION_S / ROUNDS));
      const oneRates: number[] = [];
      const threeRates: number[] = [];
      // Which shop goes first alternates too (one, three; three, one; …): a drift in load during a round then does not favour either.
      for (let r = 0; r < ROUNDS; r++) {
        const first = (r + 1) * 100_000;
        if (r % 2 === 0) oneRates.push(await ordersPerSecond(one, perRound, first));
        threeRates.push(await ordersPerSecond(three, perRound, first));
        if (r % 2 === 1) oneRates.push(await ordersPerSecond(one, perRound, first));
      }
      const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
      const ratios = oneRates.map((o, i) => threeRates[i]! / o).sort((a, b) => a - b);
      const note = `${PRODUCTS} products, real servers on PostgreSQL, ${ROUNDS} alternating rounds; load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`;
      return [
        { metric: 'GET /productById/:id p99, one size', value: oneById!.p99, unit: 'ms', note: `${oneById!.requests.toFixed(0)} req/s, ${CONNECTIONS} connections; ${note}` },
        { metric: 'GET /productById/:id p99, three sizes', value: threeById!.p99, unit: 'ms', note: `${threeById!.requests.toFixed(0)} req/s` },
        { metric: 'productById p99, three sizes ÷ one', value: medianRatio(threeById!, oneById!, (r) => r.p99), unit: 'x', target: { max: 1.1 }, note: 'median of the rounds' },
        { metric: 'orders/s, one size', value: mean(oneRates), unit: 'orders/s', note: `${SHOPPERS} shoppers, checkout → pay → create_order` },
        { metric: 'orders/s, three sizes (a non-default size bought)', value: mean(threeRates), unit: 'orders/s', note: `${SHOPPERS} shoppers` },
        { metric: 'orders/s, three sizes ÷ one', value: ratios[Math.floor(ratios.length / 2)]!, unit: 'x', target: { min: 0.9 }, note: 'median of the rounds' },
      ];
    } finally {
      await closeShop(three);
    }
  } finally {
    await closeShop(one);
  }
}
