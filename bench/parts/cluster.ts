import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { freshDatabase } from '../support/database';
import { startServer, type ServerProcess } from '../support/server-process';
import type { Result } from '../types';

/**
 * One API process against two, in the same run, on one PostgreSQL database and one Redis (the machine's,
 * under a prefix of this run's own): catalog reads (`GET /admin/api/product`, autocannon) and whole
 * orders (checkout → simulated pay → create_order, each step on the next process in turn). The ratio
 * two ÷ one says what a second process buys on this machine.
 */
export const name = 'cluster';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 20;
const SHOPPERS = 20;
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

const agent = new http.Agent({ keepAlive: true, maxSockets: SHOPPERS * 2 });
function post(url: string, body: unknown): Promise<{ status: number; json: { data?: unknown } }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'POST', agent, headers: { 'content-type': 'application/json' } }, (res) => {
      let text = '';
      res.on('data', (c) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(text || '{}') }));
    });
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

/** Catalog reads spread evenly over the processes (one autocannon per process, connections split). */
async function catalogRate(urls: string[]): Promise<number> {
  const runs = await Promise.all(urls.map((url) => autocannon({ url: `${url}/admin/api/product`, connections: CONNECTIONS / urls.length, duration: DURATION, workers: 1 })));
  return runs.reduce((sum, r) => sum + r.requests.average, 0);
}

/** Whole orders by SHOPPERS at once for DURATION seconds; each step goes to the next process. */
async function orderRate(urls: string[], productId: number): Promise<number> {
  let done = 0;
  let turn = 0;
  const next = () => urls[turn++ % urls.length]!;
  const deadline = Date.now() + DURATION * 1000;
  const shopper = async () => {
    while (Date.now() < deadline) {
      const checkout = await post(`${next()}/admin/api/checkout`, {
        idempotencyKey: randomUUID(),
        billing: {
          firstName: 'Asha',
          lastName: 'Raman',
          country: 'India',
          address: '12 Lake View Road',
          city: 'Coimbatore',
          district: 'Coimbatore',
          state: 'Tamil Nadu',
          pincode: '641002',
          mobile: '9876543210',
          email: 'bench@example.com',
        },
        lines: [{ productId, quantity: 1 }],
      });
      const session = checkout.json.data as { razorpayOptions: { order_id: string }; orderPayload: object };
      const pay = (await post(`${next()}/admin/api/payments/simulated/pay`, { order_id: session.razorpayOptions.order_id, outcome: 'success' })).json.data as Record<
        string,
        string
      >;
      const report = await post(`${next()}/admin/api/create_order`, {
        ...session.orderPayload,
        payment_type: 1,
        payment_id: pay.razorpay_payment_id,
        razorpay_order_id: pay.razorpay_order_id,
        razorpay_signature: pay.razorpay_signature,
      });
      if (report.status !== 200) throw new Error(`create_order answered ${report.status}`);
      done++;
    }
  };
  await Promise.all(Array.from({ length: SHOPPERS }, shopper));
  return done / DURATION;
}

export async function run(): Promise<Result[]> {
  const database = await freshDatabase();
  const dataDirs: string[] = [];
  const servers: ServerProcess[] = [];
  const env = (): Record<string, string> => {
    dataDirs.push(fs.mkdtempSync(path.join(os.tmpdir(), 'canino-cluster-')));
    return {
      DATABASE_URL: database.url,
      REDIS_URL,
      REDIS_PREFIX: `canino-bench-${new URL(database.url).pathname.slice(1)}:`,
      DATA_DIR: dataDirs.at(-1)!,
      // The demo catalog (40+ products) is what the catalog read returns; the first process loads it.
      SEED_DEMO: 'auto',
      RATE_LIMIT_MAX: '1000000',
      CHECKOUT_RATE_LIMIT_MAX: '1000000',
      SIMULATED_WEBHOOK_DELAY_MS: '1500',
    };
  };
  try {
    const first = await startServer(env());
    servers.push(first);
    const second = await startServer(env());
    servers.push(second);
    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    await db.query('update products set stock = 10000000');
    const { rows } = await db.query<{ id: number }>('select id from products order by id limit 1');
    await db.end();
    const productId = rows[0]!.id;

    const catalogOne = await catalogRate([first.url]);
    const catalogTwo = await catalogRate([first.url, second.url]);
    const ordersOne = await orderRate([first.url], productId);
    const ordersTwo = await orderRate([first.url, second.url], productId);
    const note = `${os.cpus().length} cores; PostgreSQL, Redis and the load generator share them`;
    return [
      { metric: 'GET /admin/api/product, 1 process', value: catalogOne, unit: 'req/s', note: `${CONNECTIONS} connections` },
      { metric: 'GET /admin/api/product, 2 processes', value: catalogTwo, unit: 'req/s', note: `${CONNECTIONS} connections split` },
      { metric: 'catalog: 2 ÷ 1 processes', value: catalogTwo / catalogOne, unit: 'x', note },
      { metric: 'orders (checkout → pay → create_order), 1 process', value: ordersOne, unit: 'orders/s', note: `${SHOPPERS} shoppers` },
      { metric: 'orders, 2 processes (steps alternate)', value: ordersTwo, unit: 'orders/s', note: `${SHOPPERS} shoppers` },
      { metric: 'orders: 2 ÷ 1 processes', value: ordersTwo / ordersOne, unit: 'x', note },
    ];
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    agent.destroy();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
    await database.drop();
  }
}
