import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addDays, indianDate, orderAtOf, TERMS_VERSION } from '@canino/shared';
import pg from 'pg';
import { openDatabase, type Db } from '../../apps/api/src/db/client';
import { addresses, customers, simulatedBankMandates, subscriptionItems, subscriptions } from '../../apps/api/src/db/schema';
import { enqueueJob } from '../../apps/api/src/services/jobs/enqueue';
import { insertRepeatedCatalog } from '../repeated-catalog';
import { freshDatabase, type BenchDatabase } from '../support/database';
import { startServer, type ServerProcess } from '../support/server-process';
import { billing, post, type Answer } from '../support/shop-calls';
import type { Result } from '../types';

/**
 * Autoship's charging day (decision 056): `BENCH_AUTOSHIP` subscriptions (10,000) paid by simulated
 * mandates, all with the same next delivery, whose order moment has just passed. The hourly sweep is
 * asked for through the job queue, and the real server process's job workers make and charge every
 * cycle's order. Timed from the sweep's queueing to the last cycle charged, against the same number of
 * ordinary paid orders (checkout → simulated pay → create_order over HTTP by 10 shoppers) on a fresh
 * database of their own, in alternating rounds. Then once more with two server processes sharing the
 * database. Each autoship run is checked: every subscription charged once, one paid order per cycle,
 * one captured payment per order, no job failed.
 */
export const name = 'autoship';

const COUNT = Number(process.env.BENCH_AUTOSHIP ?? 10_000);
const ROUNDS = Number(process.env.BENCH_AUTOSHIP_ROUNDS ?? 2);
const SHOPPERS = 10;
const CHUNK = 1_000;
const RUN_TIMEOUT_MS = 3_600_000;
const ENV = { SEED_DEMO: 'never', RATE_LIMIT_MAX: '1000000', CHECKOUT_RATE_LIMIT_MAX: '1000000', JOB_POLL_MS: '100' };

interface Shop {
  database: BenchDatabase;
  /** In memory (/dev/shm when there is one), so the emails' files do not measure the disk. */
  dataDir: string;
  productId: number;
  variantId: number;
}

const memoryDir = () => (fs.existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir());

async function openShop(tag: string): Promise<Shop> {
  const database = await freshDatabase();
  const dataDir = fs.mkdtempSync(path.join(memoryDir(), `canino-bench-autoship-${tag}-`));
  const db = await openDatabase({ url: database.url, dataDir: null });
  try {
    const { ids } = await insertRepeatedCatalog(db.db, 1);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const variant = await client.query<{ id: number }>('update product_variants set stock = 100000000 where product_id = $1 returning id', [ids[0]]);
    await client.query('update products set stock = 100000000 where id = $1', [ids[0]]);
    await client.end();
    return { database, dataDir, productId: ids[0]!, variantId: variant.rows[0]!.id };
  } finally {
    await db.close();
  }
}

async function closeShop(shop: Shop): Promise<void> {
  fs.rmSync(shop.dataDir, { recursive: true, force: true });
  await shop.database.drop();
}

/** The latest delivery date whose order moment has passed: every subscription is due in the same hour. */
function dueDeliveryDate(now: Date): string {
  let day = addDays(indianDate(now), 7);
  while (orderAtOf(day) > now) day = addDays(day, -1);
  return day;
}

/** COUNT customers, each with a saved address, a simulated mandate and a subscription to one size, all due now. */
async function insertSubscriptions(db: Db, shop: Shop): Promise<void> {
  const due = dueDeliveryDate(new Date());
  for (let from = 0; from < COUNT; from += CHUNK) {
    const n = Math.min(CHUNK, COUNT - from);
    const nums = Array.from({ length: n }, (_, k) => from + k);
    const people = await db
      .insert(customers)
      .values(
        nums.map((i) => ({
          ownerName: `Bench Customer ${i}`,
          mobile: String(8_000_000_000 + i),
          email: `autoship${i}@bench.test`,
          // Nobody logs in: a hash no password matches.
          passwordHash: 'bench-no-login',
          petName: 'Bruno',
          breed: 'Labrador',
          age: '3',
          weight: '28',
          termsVersion: TERMS_VERSION,
          termsAgreedAt: new Date(),
        })),
      )
      .returning({ id: customers.id });
    const saved = await db
      .insert(addresses)
      .values(
        people.map((c, k) => ({
          customerId: c.id,
          name: `Bench Customer ${from + k}`,
          mobile: String(8_000_000_000 + from + k),
          pincode: '641002',
          state: 'Tamil Nadu',
          address: `${from + k} Lake View Road`,
          locality: 'RS Puram',
          city: 'Coimbatore',
        })),
      )
      .returning({ id: addresses.id });
    await db.insert(simulatedBankMandates).values(nums.map((i) => ({ id: `token_bench${i}`, paymentId: `pay_bench${i}`, maxAmountPaise: 1_500_000 })));
    const subs = await db
      .insert(subscriptions)
      .values(
        people.map((c, k) => ({
          customerId: c.id,
          addressId: saved[k]!.id,
          frequencyWeeks: 8,
          nextDeliveryDate: due,
          paymentMethod: 'mandate' as const,
          mandateRef: `token_bench${from + k}`,
        })),
      )
      .returning({ id: subscriptions.id });
    await db.insert(subscriptionItems).values(subs.map((s) => ({ subscriptionId: s.id, productId: shop.productId, variantId: shop.variantId, quantity: 1 })));
  }
}

interface Books {
  charged: number;
  /** Subscriptions whose cycles are anything but one charged cycle 1 with its order. */
  wrongCycles: number;
  autoshipOrders: number;
  paidAutoshipOrders: number;
  duplicateOrders: number;
  /** Autoship orders with other than one captured payment at the bank. */
  wrongCaptures: number;
  failedJobs: number;
  pendingJobs: number;
}

const one = async (client: pg.Client, sql: string) => (await client.query<{ n: number }>(sql)).rows[0]!.n;

async function readBooks(client: pg.Client): Promise<Books> {
  const count = (sql: string) => one(client, sql);
  return {
    charged: await count(`select count(*)::int as n from subscription_cycles where state = 'charged'`),
    wrongCycles: await count(`
      select count(*)::int as n from subscriptions s
       where (select count(*) from subscription_cycles c where c.subscription_id = s.id) <> 1
          or not exists (select 1 from subscription_cycles c where c.subscription_id = s.id and c.cycle_no = 1 and c.state = 'charged' and c.order_id is not null)`),
    autoshipOrders: await count(`select count(*)::int as n from orders where idempotency_key like 'autoship-%'`),
    paidAutoshipOrders: await count(`select count(*)::int as n from orders where idempotency_key like 'autoship-%' and paid_at is not null`),
    duplicateOrders: await count(`
      select count(*)::int as n from (select customer_id from orders where idempotency_key like 'autoship-%' group by customer_id having count(*) > 1) d`),
    wrongCaptures: await count(`
      select count(*)::int as n from orders o where o.idempotency_key like 'autoship-%' and (
        select count(*) from payments p join simulated_bank_payments b on b.order_id = p.provider_order_id
         where p.order_id = o.id and b.status = 'captured') <> 1`),
    failedJobs: await count(`select count(*)::int as n from jobs where kind like 'autoship.%' and (state = 'failed' or last_error is not null)`),
    pendingJobs: await count(`select count(*)::int as n from jobs where kind like 'autoship.%' and state in ('pending', 'running')`),
  };
}

interface CycleRun {
  ms: number;
  books: Books;
}

/** The subscriptions written, `nodes` server processes started, the sweep queued, and the clock run until every cycle is charged. */
async function autoshipRun(nodes: 1 | 2, tag: string): Promise<CycleRun> {
  const shop = await openShop(tag);
  const servers: ServerProcess[] = [];
  const client = new pg.Client({ connectionString: shop.database.url });
  try {
    const db = await openDatabase({ url: shop.database.url, dataDir: null });
    try {
      await insertSubscriptions(db.db, shop);
      for (let n = 0; n < nodes; n++) servers.push(await startServer({ ...ENV, DATABASE_URL: shop.database.url, DATA_DIR: shop.dataDir }));
      await client.connect();
      const started = Date.now();
      await enqueueJob(db.db, { kind: 'autoship.sweep', payload: {}, key: `bench:autoship:${tag}` });
      // The clock runs while the run is watched by two cheap counts only. The books' checks read every
      // subscription, order and payment; run every 250 ms they took a share of the database that grew
      // with the orders made, a cost the checkouts' side never paid. They are read once, after the clock.
      const pending = () => one(client, `select count(*)::int as n from jobs where kind like 'autoship.%' and state in ('pending', 'running')`);
      const charged = () => one(client, `select count(*)::int as n from subscription_cycles where state = 'charged'`);
      while (Date.now() - started < RUN_TIMEOUT_MS) {
        await new Promise((r) => setTimeout(r, 250));
        if ((await pending()) === 0 && (await charged()) >= COUNT) break;
      }
      const ms = Date.now() - started;
      return { ms, books: await readBooks(client) };
    } finally {
      await db.close();
    }
  } finally {
    await client.end().catch(() => undefined);
    await Promise.all(servers.map((s) => s.stop()));
    await closeShop(shop);
  }
}

const expectOk = (what: string, a: Answer) => {
  if (a.status !== 200) throw new Error(`${what}: ${a.status} ${JSON.stringify(a.json)}`);
  return a;
};

/** COUNT ordinary paid orders of the same size by SHOPPERS at once, on a server of their own: the time they take, and answers of 5xx. */
async function checkoutRun(tag: string): Promise<{ ms: number; serverErrors: number }> {
  const shop = await openShop(tag);
  const server = await startServer({ ...ENV, DATABASE_URL: shop.database.url, DATA_DIR: shop.dataDir });
  let serverErrors = 0;
  const ok = (what: string, a: Answer) => {
    if (a.status >= 500) serverErrors++;
    return expectOk(what, a);
  };
  try {
    let next = 0;
    const lines = [{ productId: shop.productId, variantId: shop.variantId, quantity: 1 }];
    const started = Date.now();
    await Promise.all(
      Array.from({ length: SHOPPERS }, async () => {
        for (let i = next++; i < COUNT; i = next++) {
          const session = ok('checkout', await post(server.url, '/checkout', { idempotencyKey: randomUUID(), billing: billing(i), lines })).json.data;
          const paid = ok('pay', await post(server.url, '/payments/simulated/pay', { order_id: session.razorpayOptions.order_id, outcome: 'success' })).json.data;
          const payment = { payment_type: 1, payment_id: paid.razorpay_payment_id, razorpay_signature: paid.razorpay_signature };
          ok('create_order', await post(server.url, '/create_order', { ...session.orderPayload, ...payment }));
        }
      }),
    );
    return { ms: Date.now() - started, serverErrors };
  } finally {
    await server.stop();
    await closeShop(shop);
  }
}

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  return Number.isInteger(mid) ? (sorted[mid - 1]! + sorted[mid]!) / 2 : sorted[Math.floor(mid)]!;
};
const load = () => os.loadavg()[0]!.toFixed(2);

/** The figures every autoship run must show: exactly once, nothing lost. */
function correctness(label: string, runs: CycleRun[]): Result[] {
  const worst = (f: (b: Books) => number) => Math.max(...runs.map((r) => f(r.books)));
  return [
    { metric: `${label}: subscriptions not charged`, value: worst((b) => COUNT - b.charged), unit: 'subscriptions', target: { max: 0 } },
    { metric: `${label}: subscriptions with other than one charged cycle`, value: worst((b) => b.wrongCycles), unit: 'subscriptions', target: { max: 0 } },
    {
      metric: `${label}: orders missing or unpaid`,
      value: worst((b) => Math.abs(COUNT - b.paidAutoshipOrders) + (b.autoshipOrders - b.paidAutoshipOrders)),
      unit: 'orders',
      target: { max: 0 },
    },
    { metric: `${label}: customers with two orders`, value: worst((b) => b.duplicateOrders), unit: 'customers', target: { max: 0 } },
    { metric: `${label}: orders without exactly one captured payment`, value: worst((b) => b.wrongCaptures), unit: 'orders', target: { max: 0 } },
    { metric: `${label}: jobs failed or retried`, value: worst((b) => b.failedJobs), unit: 'jobs', target: { max: 0 } },
  ];
}

export async function run(): Promise<Result[]> {
  const cycleMs: number[] = [];
  const checkoutMs: number[] = [];
  const loads: string[] = [];
  const oneNode: CycleRun[] = [];
  let serverErrors = 0;
  for (let r = 0; r < ROUNDS; r++) {
    // Which side goes first alternates, so a change in the machine's load falls on both alike.
    const sides = [
      async () => {
        const run = await autoshipRun(1, `cycle${r}`);
        oneNode.push(run);
        cycleMs.push(run.ms);
      },
      async () => {
        const run = await checkoutRun(`checkout${r}`);
        serverErrors += run.serverErrors;
        checkoutMs.push(run.ms);
      },
    ];
    for (const side of r % 2 === 0 ? sides : sides.reverse()) await side();
    loads.push(load());
  }
  const twoNodes = await autoshipRun(2, 'two');
  const ratios = cycleMs.map((ms, r) => ms / checkoutMs[r]!);
  const rounds = cycleMs.map((ms, r) => `${(ms / 1000).toFixed(1)} s ÷ ${(checkoutMs[r]! / 1000).toFixed(1)} s (load ${loads[r]})`).join('; ');
  return [
    {
      metric: `${COUNT} autoship cycles ÷ ${COUNT} paid checkouts (time)`,
      value: median(ratios),
      unit: 'x',
      target: { max: 1.5 },
      note: `median of ${ROUNDS} alternating rounds: ${rounds}`,
    },
    { metric: `${COUNT} autoship cycles, one server`, value: median(cycleMs), unit: 'ms', note: `${((COUNT * 1000) / median(cycleMs)).toFixed(0)} cycles/s` },
    {
      metric: `${COUNT} paid checkouts over HTTP`,
      value: median(checkoutMs),
      unit: 'ms',
      note: `${SHOPPERS} shoppers; ${((COUNT * 1000) / median(checkoutMs)).toFixed(0)} orders/s`,
    },
    { metric: `${COUNT} autoship cycles, two servers`, value: twoNodes.ms, unit: 'ms', note: `load ${load()}` },
    { metric: 'checkout answers of 5xx', value: serverErrors, unit: 'answers', target: { max: 0 } },
    ...correctness('one server', oneNode),
    ...correctness('two servers', [twoNodes]),
  ];
}
