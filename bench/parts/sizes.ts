import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../apps/api/src/db/client';
import { insertRepeatedCatalog } from '../repeated-catalog';
import { freshDatabase, type BenchDatabase } from '../support/database';
import { cpuMsOf } from '../support/process-cpu';
import { startServer, type ServerProcess } from '../support/server-process';
import { billing, post, type Answer } from '../support/shop-calls';
import type { Result } from '../types';

/**
 * What selling in sizes costs, in one run: two real server processes, each on a fresh PostgreSQL
 * database with 5,000 products, one where every product has one size and one where each has three.
 * `GET /productById/:id` (its answer lists the sizes) and whole orders per second (checkout → simulated
 * pay → create_order, the three-size shop's shoppers buying each size in turn: a default size's sale also
 * updates the product row the database keeps equal to it, another size's does not), each pair
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
  /** The lines shoppers buy in turn: a product, and in the three-size shop each of its sizes. */
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
    // Each bought product's sizes in the owner's order; the three-size shop's shoppers take them in turn.
    const bought = await client.query<{ product_id: number; id: number }>('select product_id, id from product_variants where product_id = any($1) order by product_id, position', [
      ids.slice(0, BOUGHT),
    ]);
    const lines = bought.rows.map((r) => (sizes === 3 ? { productId: r.product_id, variantId: r.id } : { productId: r.product_id }));
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

/**
 * Each request's time, in ms, from CONNECTIONS keep-alive connections asking one after another for
 * `seconds`. Timed here rather than by autocannon, whose whole milliseconds cannot tell 2.4 ms from 2.6 ms
 * at a p99 of a few milliseconds, where a target of 1.1× lives.
 */
async function latencies(url: string, seconds: number): Promise<number[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const times: number[] = [];
  const deadline = Date.now() + seconds * 1000;
  const once = () =>
    new Promise<void>((resolve, reject) => {
      const start = process.hrtime.bigint();
      http
        .get(url, { agent }, (res) => {
          if (res.statusCode !== 200) reject(new Error(`${url}: ${res.statusCode}`));
          res.resume().on('end', () => {
            times.push(Number(process.hrtime.bigint() - start) / 1e6);
            resolve();
          });
        })
        .on('error', reject);
    });
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < deadline) await once();
    }),
  );
  agent.destroy();
  return times;
}

/**
 * The shop server's CPU time over the rounds it serves, per request or order counted: `during` runs one
 * round and adds its CPU time and what `counted` reads from its answer (requests, or orders).
 */
function cpuCounter(shop: Shop) {
  let cpuMs = 0;
  let count = 0;
  const pid = shop.server.child.pid!;
  return {
    async during<T>(round: () => Promise<T>, counted: (result: T) => number): Promise<T> {
      const before = cpuMsOf(pid)!;
      const result = await round();
      cpuMs += cpuMsOf(pid)! - before;
      count += counted(result);
      return result;
    },
    msPer: () => cpuMs / Math.max(count, 1),
  };
}

const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;

export async function run(): Promise<Result[]> {
  const one = await openShop(1, 'one');
  try {
    const three = await openShop(3, 'three');
    try {
      const byId = (shop: Shop) => `${shop.server.url}/admin/api/productById/${shop.lines[0]!.productId}`;
      const sizesListed = (await (await fetch(byId(three))).json()) as { data: { product: { variants: unknown[] } } };
      if (sizesListed.data.product.variants.length !== 3) throw new Error(`the three-size shop's product lists ${sizesListed.data.product.variants.length} sizes`);
      await latencies(byId(one), 2);
      await latencies(byId(three), 2);
      const oneP99: number[] = [];
      const threeP99: number[] = [];
      const oneCpu = cpuCounter(one);
      const threeCpu = cpuCounter(three);
      const perRound = Math.max(1, Math.round(DURATION_S / ROUNDS));
      for (let r = 0; r < ROUNDS; r++) {
        oneP99.push(
          percentile(
            await oneCpu.during(
              () => latencies(byId(one), perRound),
              (t) => t.length,
            ),
            0.99,
          ),
        );
        threeP99.push(
          percentile(
            await threeCpu.during(
              () => latencies(byId(three), perRound),
              (t) => t.length,
            ),
            0.99,
          ),
        );
      }
      const byIdCpu = { one: oneCpu.msPer(), three: threeCpu.msPer() };

      // Warm both (their caches, the pool), then alternate rounds of orders; shoppers never repeat a phone.
      await ordersPerSecond(one, 2, 0);
      await ordersPerSecond(three, 2, 0);
      const oneRates: number[] = [];
      const threeRates: number[] = [];
      const oneOrderCpu = cpuCounter(one);
      const threeOrderCpu = cpuCounter(three);
      // Which shop goes first alternates too (one, three; three, one; …): a drift in load during a round then does not favour either.
      for (let r = 0; r < ROUNDS; r++) {
        const first = (r + 1) * 100_000;
        const oneRound = () =>
          oneOrderCpu.during(
            () => ordersPerSecond(one, perRound, first),
            (rate) => rate * perRound,
          );
        if (r % 2 === 0) oneRates.push(await oneRound());
        threeRates.push(
          await threeOrderCpu.during(
            () => ordersPerSecond(three, perRound, first),
            (rate) => rate * perRound,
          ),
        );
        if (r % 2 === 1) oneRates.push(await oneRound());
      }
      const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
      const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
      const note = `${PRODUCTS} products, real servers on PostgreSQL, ${ROUNDS} alternating rounds; load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`;
      return [
        { metric: 'GET /productById/:id p99, one size', value: mean(oneP99), unit: 'ms', note: `${CONNECTIONS} connections, timed to the microsecond; ${note}` },
        { metric: 'GET /productById/:id p99, three sizes', value: mean(threeP99), unit: 'ms' },
        { metric: 'productById p99, three sizes ÷ one', value: median(threeP99.map((x, i) => x / oneP99[i]!)), unit: 'x', target: { max: 1.1 }, note: 'median of the rounds' },
        {
          metric: 'productById server CPU per request, three sizes ÷ one',
          value: byIdCpu.three / byIdCpu.one,
          unit: 'x',
          note: `${byIdCpu.one.toFixed(3)} ms and ${byIdCpu.three.toFixed(3)} ms (what the machine's load moves least)`,
        },
        { metric: 'orders/s, one size', value: mean(oneRates), unit: 'orders/s', note: `${SHOPPERS} shoppers, checkout → pay → create_order` },
        { metric: 'orders/s, three sizes (each bought in turn)', value: mean(threeRates), unit: 'orders/s', note: `${SHOPPERS} shoppers` },
        { metric: 'orders/s, three sizes ÷ one', value: median(threeRates.map((x, i) => x / oneRates[i]!)), unit: 'x', target: { min: 0.9 }, note: 'median of the rounds' },
        {
          metric: 'server CPU per order, three sizes ÷ one',
          value: threeOrderCpu.msPer() / oneOrderCpu.msPer(),
          unit: 'x',
          note: `${oneOrderCpu.msPer().toFixed(2)} ms and ${threeOrderCpu.msPer().toFixed(2)} ms`,
        },
      ];
    } finally {
      await closeShop(three);
    }
  } finally {
    await closeShop(one);
  }
}
