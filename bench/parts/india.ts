import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_CHECKOUT_SETTINGS } from '@canino/shared';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase } from '../../apps/api/src/db/client';
import { saveCheckoutSettings } from '../../apps/api/src/repositories/checkout-settings';
import { freshDatabase } from '../support/database';
import { startServer } from '../support/server-process';
import { billing, post, type Answer } from '../support/shop-calls';
import type { Result } from '../types';

/**
 * The pincode lookup and cash on delivery (decision 018), against the real server process on a fresh PostgreSQL database, in one run:
 * the pincode lookup (checkout's city and state fill, "Delivery by") against the shop's simplest read,
 * and whole orders per second paid online (checkout → simulated pay → create_order) against cash on
 * delivery (one POST /checkout/cod), by the same number of shoppers for the same time.
 */
export const name = 'india';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 10;
const SHOPPERS = 10;

async function p99(url: string): Promise<{ p99: number; rps: number }> {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, workers: 1 });
  if (r.non2xx || r.errors) throw new Error(`${url}: ${r.non2xx} answers not 2xx, ${r.errors} errors`);
  return { p99: r.latency.p99, rps: r.requests.average };
}

/** SHOPPERS at once for DURATION seconds, each placing orders with `order` one after another. */
async function ordersPerSecond(order: (i: number) => Promise<void>): Promise<number> {
  let next = 0;
  let done = 0;
  const deadline = Date.now() + DURATION * 1000;
  await Promise.all(
    Array.from({ length: SHOPPERS }, async () => {
      while (Date.now() < deadline) {
        await order(next++);
        done++;
      }
    }),
  );
  return done / DURATION;
}

const LIMITS = { RATE_LIMIT_MAX: '1000000', CHECKOUT_RATE_LIMIT_MAX: '1000000', COD_RATE_LIMIT_MAX: '1000000' };

/** A shop of its own (fresh database, the demo catalog, COD on, stock without end) on a real server process. */
async function startShop(env: Record<string, string> = {}) {
  const database = await freshDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'canino-bench-india-'));
  const server = await startServer({ DATABASE_URL: database.url, DATA_DIR: dataDir, SEED_DEMO: 'auto', ...LIMITS, ...env });
  const db = await openDatabase({ url: database.url, dataDir: null });
  await saveCheckoutSettings(db.db, { ...DEFAULT_CHECKOUT_SETTINGS, cod: { ...DEFAULT_CHECKOUT_SETTINGS.cod, enabled: true, maxOrderPaise: 10_000_000 } });
  await db.close();
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  await client.query('update products set stock = 10000000');
  const productId = (await client.query<{ id: number }>('select id from products order by id limit 1')).rows[0]!.id;
  return {
    url: server.url,
    productId,
    /**
     * Waits until the shop's job queue is empty: the emails of the orders placed so far are sent, so a
     * round measures its own orders and not the work an earlier round left behind (the online orders' invoices).
     */
    async drained() {
      const deadline = Date.now() + 300_000;
      while ((await client.query<{ n: number }>(`select count(*)::int as n from jobs where state in ('pending', 'running')`)).rows[0]!.n > 0) {
        if (Date.now() > deadline) throw new Error(`${server.url}: its job queue did not empty within 5 minutes`);
        await new Promise((r) => setTimeout(r, 200));
      }
    },
    async stop() {
      await client.end();
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
      await database.drop();
    },
  };
}

const expectOk = (what: string, a: Answer) => {
  if (a.status !== 200) throw new Error(`${what}: ${a.status} ${JSON.stringify(a.json)}`);
  return a;
};

/** Cash-on-delivery orders per second at one shop, each by a phone of its own from `firstPhone` on (COD limits each phone's open orders). */
const codOrdersPerSecond = (shop: { url: string; productId: number }, firstPhone: number) =>
  ordersPerSecond(async (i) => {
    expectOk(
      'checkout/cod',
      await post(shop.url, '/checkout/cod', { idempotencyKey: randomUUID(), billing: billing(firstPhone + i), lines: [{ productId: shop.productId, quantity: 1 }] }),
    );
  });

export async function run(): Promise<Result[]> {
  const shop = await startShop();
  const { productId } = shop;
  // The same shop placing COD orders confirmed at once: what asking for the shopper's Confirm costs.
  const unconfirmed = await startShop({ COD_CONFIRMATION: 'off' });
  try {
    const baseline = await p99(`${shop.url}/admin/api/settings`);
    const pincode = await p99(`${shop.url}/admin/api/pincode/641001`);
    const lines = [{ productId, quantity: 1 }];
    const online = await ordersPerSecond(async (i) => {
      const session = expectOk('checkout', await post(shop.url, '/checkout', { idempotencyKey: randomUUID(), billing: billing(i), lines })).json.data;
      const paid = expectOk('pay', await post(shop.url, '/payments/simulated/pay', { order_id: session.razorpayOptions.order_id, outcome: 'success' })).json.data;
      expectOk(
        'create_order',
        await post(shop.url, '/create_order', { ...session.orderPayload, payment_type: 1, payment_id: paid.razorpay_payment_id, razorpay_signature: paid.razorpay_signature }),
      );
    });
    // Other shoppers' phones than the online run's: COD limits each phone's open orders.
    const cod = await codOrdersPerSecond(shop, 1_000_000);
    // Confirmation on against off in alternating rounds (on, off, off, on), so a drift in the machine's load
    // falls on both, each begun with both shops' job queues empty.
    const rounds = { on: [] as number[], off: [] as number[] };
    for (const [n, which] of (['on', 'off', 'off', 'on'] as const).entries()) {
      await Promise.all([shop.drained(), unconfirmed.drained()]);
      rounds[which].push(await codOrdersPerSecond(which === 'on' ? shop : unconfirmed, 2_000_000 + n * 100_000));
    }
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const note = `${CONNECTIONS} connections, ${DURATION} s, real server on PostgreSQL; load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`;
    return [
      { metric: 'p99 GET /pincode/641001', value: pincode.p99, unit: 'ms', note: `${pincode.rps.toFixed(0)} req/s; ${note}` },
      { metric: 'p99 GET /settings (baseline)', value: baseline.p99, unit: 'ms', note: `${baseline.rps.toFixed(0)} req/s` },
      { metric: 'pincode lookups ÷ baseline reads per second', value: pincode.rps / baseline.rps, unit: 'x', note: 'same run' },
      { metric: 'orders/s paid online (checkout → pay → create_order)', value: online, unit: 'orders/s', note: `${SHOPPERS} shoppers` },
      { metric: 'orders/s cash on delivery (checkout/cod)', value: cod, unit: 'orders/s', note: `${SHOPPERS} shoppers` },
      { metric: 'COD ÷ online orders per second', value: cod / online, unit: 'x', note: 'same run; COD is one request where online is three' },
      {
        metric: 'COD orders/s, confirmation asked ÷ placed confirmed',
        value: mean(rounds.on) / mean(rounds.off),
        unit: 'x',
        note: `target ≥ 0.9; rounds on ${rounds.on.map((r) => r.toFixed(1)).join(', ')} and off ${rounds.off.map((r) => r.toFixed(1)).join(', ')} orders/s`,
      },
    ];
  } finally {
    await unconfirmed.stop();
    await shop.stop();
  }
}
