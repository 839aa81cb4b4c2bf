import { randomUUID } from 'node:crypto';
import { fork } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { createContext } from '../../apps/api/src/create-context';
import { categories, coupons, products } from '../../apps/api/src/db/schema';
import { demoTaxSettings } from '../../apps/api/src/seed/demo-catalog/tax';
import { saveTaxSettings } from '../../apps/api/src/repositories/tax-settings';
import type { SimulatedProvider } from '../../apps/api/src/services/payments/simulated/provider';
import { freshDatabase } from '../support/database';
import { billing } from '../support/shop-calls';
import { pgbench, type PgbenchRun, transactionsSoFar } from '../support/pgbench';
import { samplePostgresCpu } from '../support/postgres-cpu';
import { countRoundTrips } from '../../apps/api/test/helpers/round-trips';
import type { Result } from '../types';

/**
 * N shoppers check out at once against the real server on PostgreSQL with the simulated provider:
 * POST /checkout → the simulated bank (pay or fail) → POST /create_order, plus the provider's webhook,
 * some double clicks and some repeated reports. Then the database is checked: one order per checkout,
 * none lost, stock never below zero and equal to what paid orders took, coupons never past their limit.
 * The shoppers run in a child process, so the server's own CPU time per order can be measured too.
 */
export const name = 'orders';

const FLOWS = Number(process.env.BENCH_ORDERS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_ORDER_CONCURRENCY ?? 50);
const PRODUCTS = 20;
const STOCK = 100_000;
/** One product many shoppers want and few can have: the last-unit race, many times over. */
const SCARCE_STOCK = 40;
const COUPON_LIMIT = 150;
const TARGET_ORDERS_PER_S = 200;
const REFUSALS = ['Scarce tin is sold out', 'This coupon has reached its usage limit'];
const WARMUP = 20;

interface Flow {
  key: string;
  /** Null when checkout refused the cart with a reason (the scarce tin sold out, the coupon used up). */
  orderId: number | null;
  paid: boolean;
  answer: number;
  ms: number;
  checkoutMs: number;
  reportMs: number;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

/**
 * Keep-alive connections from node:http: the load generator shares the server's two cores, and fetch
 * costs it several times more CPU per request.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY * 2 });

function send(base: string, method: 'GET' | 'POST', route: string, body?: object): Promise<{ status: number; text: string }> {
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}/admin/api${route}`,
      { method, agent, headers: payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {} },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

async function post(base: string, route: string, body: object): Promise<{ status: number; json: any }> {
  const res = await send(base, 'POST', route, body);
  return { status: res.status, json: JSON.parse(res.text) };
}

/** One shopper: checkout (sometimes double-clicked), pay or fail, report (sometimes twice). */
async function shop(base: string, i: number, productIds: number[], scarceId: number, couponCode: string): Promise<Flow> {
  const lines = [{ productId: productIds[i % productIds.length]!, quantity: 1 + (i % 2) }];
  if (i % 3 === 0) lines.push({ productId: productIds[(i * 7 + 3) % productIds.length]!, quantity: 1 });
  if (i % 10 === 0) lines.push({ productId: scarceId, quantity: 1 });
  const body = {
    idempotencyKey: randomUUID(),
    billing: billing(i),
    lines,
    ...(i % 5 === 0 ? { couponCode } : {}),
  };
  const started = performance.now();
  const doubleClick = i % 20 === 0;
  const checkouts = await Promise.all(doubleClick ? [post(base, '/checkout', body), post(base, '/checkout', body)] : [post(base, '/checkout', body)]);
  // The scarce tin sold out, or the coupon reached its limit: checkout refuses with the reason, no order.
  const refused = checkouts.every((c) => REFUSALS.includes(c.json.message));
  if (refused) return { key: body.idempotencyKey, orderId: null, paid: false, answer: 0, ms: performance.now() - started, checkoutMs: performance.now() - started, reportMs: 0 };
  for (const c of checkouts) if (c.status !== 200) throw new Error(`checkout ${i}: ${c.status} ${JSON.stringify(c.json)}`);
  const session = checkouts[0].json.data;
  if (checkouts.some((c) => c.json.data.orderId !== session.orderId)) throw new Error(`checkout ${i}: a double click made two orders`);
  const checkoutMs = performance.now() - started;

  const paying = i % 10 !== 7;
  const pay = await post(base, '/payments/simulated/pay', { order_id: session.razorpayOptions.order_id, outcome: paying ? 'success' : 'failure' });
  const r = pay.json.data;
  const report = paying
    ? { ...session.orderPayload, payment_type: 1, payment_id: r.razorpay_payment_id, razorpay_signature: r.razorpay_signature }
    : { ...session.orderPayload, payment_type: 0, payment_id: r.error.metadata.payment_id, failure_reason: r.error.description };
  const reportStarted = performance.now();
  const repeats = i % 25 === 0 ? 2 : 1;
  const answers = await Promise.all(Array.from({ length: repeats }, () => post(base, '/create_order', report)));
  for (const a of answers) if (a.status !== 200) throw new Error(`create_order ${i}: ${a.status} ${JSON.stringify(a.json)}`);
  const done = performance.now();
  return { key: body.idempotencyKey, orderId: session.orderId, paid: paying, answer: answers[0]!.json.status, ms: done - started, checkoutMs, reportMs: done - reportStarted };
}

/**
 * The baseline's visitor, measured in the same run on the same server and database: as many requests as
 * a shopper's usual flow (checkout, pay, report), each the shop's simplest read (one small query).
 */
async function browse(base: string): Promise<Flow> {
  const started = performance.now();
  for (let r = 0; r < 3; r++) {
    const res = await send(base, 'GET', '/settings');
    if (res.status !== 200) throw new Error(`settings: ${res.status}`);
  }
  const ms = performance.now() - started;
  return { key: '', orderId: null, paid: false, answer: 0, ms, checkoutMs: ms, reportMs: 0 };
}

interface ShopperPlan {
  base: string;
  productIds: number[];
  scarceId: number;
  couponCode: string;
  /** Run the baseline's visitors instead of shoppers. */
  baseline: boolean;
}

/** The shoppers' process: a warm-up, then FLOWS shoppers, CONCURRENCY at a time. */
interface ShopperRun {
  flows: Flow[];
  seconds: number;
  /** The shoppers' own CPU time (user + system) during the timed part, in ms. */
  cpuMs: number;
}

async function runShoppers(plan: ShopperPlan): Promise<ShopperRun> {
  const { base, productIds, scarceId, couponCode } = plan;
  const visit = (i: number) => (plan.baseline ? browse(base) : shop(base, i, productIds, scarceId, couponCode));
  for (let i = 0; i < WARMUP; i++) await visit(FLOWS + i + 1);
  const flows: Flow[] = [];
  let next = 0;
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < FLOWS) flows.push(await visit(next++));
    }),
  );
  const cpu = process.cpuUsage(cpuBefore);
  return { flows, seconds: (performance.now() - started) / 1000, cpuMs: (cpu.user + cpu.system) / 1000 };
}

// In the shoppers' process, started by run() below with the plan in an environment variable.
if (process.env.CANINO_BENCH_SHOPPERS && process.send) {
  runShoppers(JSON.parse(process.env.CANINO_BENCH_SHOPPERS) as ShopperPlan).then(
    (result) => process.send!({ result }, () => process.exit(0)),
    (err: unknown) => process.send!({ error: String(err instanceof Error ? err.stack : err) }, () => process.exit(1)),
  );
}

/** The shoppers run in a process of their own, so the server's CPU time is its own to measure. */
function shoppersInChild(plan: ShopperPlan): Promise<ShopperRun> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), [], {
      execArgv: ['--conditions=source', '--import', 'tsx'],
      env: { ...process.env, CANINO_BENCH_SHOPPERS: JSON.stringify(plan) },
    });
    child.once('message', (m: { result?: ShopperRun; error?: string }) => {
      if (m.result) resolve(m.result);
      else reject(new Error(m.error));
    });
    child.once('error', reject);
    child.once('exit', (code) => code && reject(new Error(`the shoppers' process exited with ${code}`)));
  });
}

/**
 * Where the run's data folder goes. It holds only the emails (the database is PostgreSQL), written as
 * .eml files in the shop's default setup. Production hands them to an SMTP relay instead; a folder in
 * memory stands in for that relay, because on a virtual machine's disk each new file costs ~0.7 ms of
 * kernel time, which would measure the disk, not the shop. `BENCH_OUTBOX_DIR` puts it elsewhere.
 */
function outboxParent(): string {
  if (process.env.BENCH_OUTBOX_DIR) return process.env.BENCH_OUTBOX_DIR;
  return fs.existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir();
}

const RUNS = Number(process.env.BENCH_ORDER_RUNS ?? 3);

/**
 * The writes an order cannot do without: checkout (hold the stock, write the order), the payment's
 * settlement, and its emails' delivery. What the shop spends beyond them is its own cost, shown by the
 * measured "transactions per checkout"; counting those in the limit would reward spending more.
 */
const TRANSACTIONS_AN_ORDER_NEEDS = 3;

/**
 * The whole measurement RUNS times, each on a fresh database and server: speed figures are the median
 * run's (the machine is shared and noisy; the spread is in the note), correctness figures the worst.
 */
export async function run(): Promise<Result[]> {
  // Each run twice, without and with a GST registration (a tax invoice for every paid order): the
  // ratio of the two is the cost of invoicing, measured in the same run. The other figures are invoicing's.
  const postgres = await pgbench();
  const { tps } = postgres;
  const runs: Measured[] = [];
  const plain: Measured[] = [];
  for (let i = 0; i < RUNS; i++) {
    plain.push(await measureOnce(false, postgres));
    runs.push(await measureOnce(true, postgres));
  }
  const medianOf = (ms: Measured[]) => [...ms.map((m) => m.speed[0]!.value)].sort((a, b) => a - b)[Math.floor(ms.length / 2)]!;
  const invoicing: Result = {
    metric: 'checkouts/s with invoicing ÷ without',
    value: medianOf(runs) / medianOf(plain),
    unit: 'x',
    target: { min: 0.9 },
    note: `medians of ${RUNS} runs each, alternating: ${medianOf(runs).toFixed(0)} vs ${medianOf(plain).toFixed(0)} orders/s`,
  };
  const speed = runs[0]!.speed.map((row, i) => {
    const values = runs.map((r) => r.speed[i]!.value);
    const median = [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const medianRun = runs[values.indexOf(median)]!.speed[i]!;
    const spread = runs.length > 1 ? `median of ${runs.length} runs (${values.map((v) => v.toPrecision(3)).join(', ')})` : '';
    return { ...medianRun, note: [medianRun.note, spread].filter(Boolean).join('; ') };
  });
  const correctness = runs[0]!.correctness.map((row, i) => {
    const values = runs.map((r) => r.correctness[i]!.value);
    return { ...row, value: row.target?.min !== undefined ? Math.min(...values) : Math.max(...values), note: runs.at(-1)!.correctness[i]!.note };
  });
  const ordersPerS = speed.find((r) => r.metric === 'checkouts settled per second')!.value;
  const limit = tps / TRANSACTIONS_AN_ORDER_NEEDS;
  const physicalLimit: Result = {
    metric: "checkouts/s ÷ PostgreSQL's limit",
    value: ordersPerS / limit,
    unit: 'x',
    target: { min: 0.5 },
    note: `limit = pgbench tps ÷ ${TRANSACTIONS_AN_ORDER_NEEDS} = ${tps.toFixed(0)} ÷ ${TRANSACTIONS_AN_ORDER_NEEDS} = ${limit.toFixed(0)} checkouts/s (pgbench tpcb-like, 10 clients, same server, same run)`,
  };
  return [...speed, invoicing, physicalLimit, ...correctness];
}

/**
 * How far the checkouts/s ÷ PostgreSQL's limit ratio can go on this machine, from CPU alone: PostgreSQL's
 * CPU per checkout against its CPU per pgbench transaction, and the ratio reached if the cores did nothing
 * but PostgreSQL's share of the checkouts (a server and shoppers costing nothing), or with the server at
 * its ≤ 2× target. Upper bounds: they assume the cores are the only limit, never waits or locks.
 */
function ceilingsOf(m: { postgres: PgbenchRun; postgresCpuMs: number; serverCpuMs: number; baselineServerCpuMs: number; shoppersCpuMs: number }): Result[] {
  const cores = os.cpus().length;
  const pgbenchMs = m.postgres.backendMsPerTransaction + m.postgres.sharedMsPerTransaction;
  const limit = m.postgres.tps / TRANSACTIONS_AN_ORDER_NEEDS;
  const ratioAt = (msPerCheckout: number) => (cores * 1000) / msPerCheckout / limit;
  return [
    {
      metric: 'PostgreSQL CPU per checkout ÷ per pgbench transaction',
      value: m.postgresCpuMs / pgbenchMs,
      unit: 'x',
      note: `${m.postgresCpuMs.toFixed(2)} vs ${pgbenchMs.toFixed(3)} ms (backends ${m.postgres.backendMsPerTransaction.toFixed(3)} + shared ${m.postgres.sharedMsPerTransaction.toFixed(3)}), shared processes included; the limit counts ${TRANSACTIONS_AN_ORDER_NEEDS}`,
    },
    {
      metric: "checkouts/s ÷ PostgreSQL's limit, at most (a server and shoppers using no CPU)",
      value: ratioAt(m.postgresCpuMs),
      unit: 'x',
      note: `${cores} cores ÷ PostgreSQL's ${m.postgresCpuMs.toFixed(2)} ms per checkout = ${Math.round((cores * 1000) / m.postgresCpuMs)} checkouts/s, against a limit of ${limit.toFixed(0)}`,
    },
    {
      metric: "checkouts/s ÷ PostgreSQL's limit, at most (the server at 2× a baseline visitor)",
      value: ratioAt(m.postgresCpuMs + 2 * m.baselineServerCpuMs + m.shoppersCpuMs),
      unit: 'x',
      note: `PostgreSQL ${m.postgresCpuMs.toFixed(2)} + server ${(2 * m.baselineServerCpuMs).toFixed(2)} + shoppers ${m.shoppersCpuMs.toFixed(2)} ms per checkout on ${cores} cores; today's server ${m.serverCpuMs.toFixed(2)} ms gives ${ratioAt(m.postgresCpuMs + m.serverCpuMs + m.shoppersCpuMs).toFixed(2)}`,
    },
  ];
}

interface Measured {
  speed: Result[];
  correctness: Result[];
}

async function measureOnce(invoicing: boolean, postgres: PgbenchRun): Promise<Measured> {
  const database = await freshDatabase();
  const dataDir = fs.mkdtempSync(path.join(outboxParent(), 'canino-bench-orders-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'never',
    CHECKOUT_RATE_LIMIT_MAX: '1000000',
    // The shop's defaults unless the run says otherwise, to measure what named statements and pipelining save.
    ...(process.env.DATABASE_NAMED_STATEMENTS ? { DATABASE_NAMED_STATEMENTS: process.env.DATABASE_NAMED_STATEMENTS } : {}),
    ...(process.env.DATABASE_PIPELINE ? { DATABASE_PIPELINE: process.env.DATABASE_PIPELINE } : {}),
  });
  const { ctx, database: db } = await createContext(config, pino({ level: 'silent' }));
  // Counted when delivered: an attempt that failed is retried by the worker and counted then.
  let mails = 0;
  let failedSends = 0;
  const mailer = ctx.mailer;
  ctx.mailer = {
    send: (m) =>
      mailer.send(m).then(
        () => void (mails += 1),
        (err: unknown) => {
          failedSends += 1;
          throw err;
        },
      ),
  };
  const app = await buildApp(ctx, { serveWeb: false });
  try {
    const [cat] = await ctx.db.insert(categories).values({ name: 'Bench', slug: 'bench' }).returning();
    const rows = Array.from({ length: PRODUCTS }, (_, i) => ({
      categoryId: cat!.id,
      name: `Bench product ${i + 1}`,
      slug: `bench-${i + 1}`,
      listPricePaise: 59900 + i * 1000,
      sellingPricePaise: 44950 + i * 1000,
      stock: STOCK,
    }));
    const created = await ctx.db
      .insert(products)
      .values([...rows, { ...rows[0]!, name: 'Scarce tin', slug: 'scarce', stock: SCARCE_STOCK }])
      .returning();
    const scarce = created.at(-1)!;
    const productIds = created.slice(0, -1).map((p) => p.id);
    const [coupon] = await ctx.db.insert(coupons).values({ code: 'BENCH10', percent: 10, usageLimit: COUPON_LIMIT }).returning();
    if (invoicing) await saveTaxSettings(ctx.db, demoTaxSettings);
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    // Emails are jobs (decision 008): the worker delivers them while the shoppers run, as in production.
    ctx.jobs.start();

    const plan = { base, productIds, scarceId: scarce.id, couponCode: coupon!.code };
    const baselineCpuBefore = process.cpuUsage();
    const baseline = await shoppersInChild({ ...plan, baseline: true });
    const baselineCpu = process.cpuUsage(baselineCpuBefore);
    const baselineServerCpuMs = (baselineCpu.user + baselineCpu.system) / 1000 / (FLOWS + WARMUP);

    const transactionsBefore = await transactionsSoFar(database.url);
    const cpuBefore = process.cpuUsage();
    const postgresCpu = samplePostgresCpu(database.name);
    const roundTrips = countRoundTrips();
    const { flows, seconds, cpuMs: shoppersCpuMs } = await shoppersInChild({ ...plan, baseline: false });
    await (ctx.payments as SimulatedProvider).settled();
    await ctx.jobs.runDue();
    const cpu = process.cpuUsage(cpuBefore);
    const postgresUsed = postgresCpu.stop();
    const roundTripsPerCheckout = roundTrips.stop() / (FLOWS + WARMUP);
    const transactionsPerCheckout = ((await transactionsSoFar(database.url)) - transactionsBefore) / (FLOWS + WARMUP);
    const serverCpuMs = (cpu.user + cpu.system) / 1000 / (FLOWS + WARMUP);
    const postgresCpuMs = postgresUsed.backendsMs / (FLOWS + WARMUP);
    const postgresSharedMs = postgresUsed.sharedMs / (FLOWS + WARMUP);
    const ceilings = ceilingsOf({ postgres, postgresCpuMs: postgresCpuMs + postgresSharedMs, serverCpuMs, baselineServerCpuMs, shoppersCpuMs: shoppersCpuMs / FLOWS });

    const emailsLeft = await drainEmails(ctx, EMAIL_DRAIN_MS);
    const check = await checkInvariants(ctx.db, flows, scarce.id);
    const paidAnswers = flows.filter((f) => f.answer === 1).length;
    const refused = flows.filter((f) => f.orderId === null).length;
    const note = `${FLOWS} checkouts, ${CONCURRENCY} at once, PostgreSQL, simulated provider and its webhook, ${mails} emails written to ${outboxParent()}`;
    const speed: Result[] = [
      { metric: 'checkouts settled per second', value: FLOWS / seconds, unit: 'orders/s', target: { min: TARGET_ORDERS_PER_S }, note },
      {
        metric: 'checkouts ÷ baseline visitors per second',
        value: FLOWS / seconds / (FLOWS / baseline.seconds),
        unit: 'x',
        note: `same run: ${(FLOWS / baseline.seconds).toFixed(0)} visitors/s, each 3 × GET /admin/api/settings`,
      },
      {
        metric: 'server CPU per checkout ÷ per baseline visitor',
        value: serverCpuMs / baselineServerCpuMs,
        unit: 'x',
        note: `baseline visitor ${baselineServerCpuMs.toFixed(2)} ms`,
      },
      {
        metric: 'server CPU per checkout',
        value: serverCpuMs,
        unit: 'ms',
        note: `1 core ÷ this = ${Math.round(1000 / serverCpuMs)} orders/s; load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`,
      },
      { metric: "shoppers' CPU per checkout", value: shoppersCpuMs / FLOWS, unit: 'ms', note: 'the load generator, on the same two cores' },
      {
        metric: 'PostgreSQL CPU per checkout',
        value: postgresCpuMs,
        unit: 'ms',
        note: `the backends serving the shop's database; + ${postgresSharedMs.toFixed(2)} ms in the shared processes (WAL writer, checkpointer, …, every database's)`,
      },
      ...ceilings,
      {
        metric: 'PostgreSQL transactions per checkout',
        value: transactionsPerCheckout,
        unit: 'tx',
        note: "the server's and its job worker's (pg_stat_database), failed and refused checkouts included",
      },
      {
        metric: 'PostgreSQL round trips per checkout',
        value: roundTripsPerCheckout,
        unit: 'round trips',
        note: "the server's and its job worker's (begin and commit included; in pipeline mode a statement sent behind an unanswered one shares its round trip), failed and refused checkouts and the worker's idle polls included",
      },
      {
        metric: 'p99 checkout → answered create_order',
        value: percentile(
          flows.map((f) => f.ms),
          99,
        ),
        unit: 'ms',
        note: `p50 ${percentile(
          flows.map((f) => f.ms),
          50,
        ).toFixed(0)} ms`,
      },
      {
        metric: 'p99 POST /checkout',
        value: percentile(
          flows.map((f) => f.checkoutMs),
          99,
        ),
        unit: 'ms',
      },
      {
        metric: 'p99 POST /create_order',
        value: percentile(
          flows.map((f) => f.reportMs),
          99,
        ),
        unit: 'ms',
      },
    ];
    const correctness: Result[] = [
      { metric: 'orders lost', value: check.lost, unit: 'orders', target: { max: 0 } },
      { metric: 'orders duplicated', value: check.duplicated, unit: 'orders', target: { max: 0 } },
      { metric: 'lowest stock', value: check.lowestStock, unit: 'units', target: { min: 0 } },
      { metric: 'stock taken ≠ sold on paid orders', value: check.stockMismatches, unit: 'products', target: { max: 0 } },
      { metric: 'coupon uses past its limit', value: Math.max(0, check.couponUses - COUPON_LIMIT), unit: 'uses', target: { max: 0 } },
      {
        metric: 'emails delivered ≠ expected',
        value: Math.abs(mails - (2 * check.moneyTakenAll + check.lowStockNotices)),
        unit: 'emails',
        target: { max: 0 },
        note: `${mails} delivered; 2 per paid or refund-due order, the warm-up's included, and ${check.lowStockNotices} low-stock notice(s); ${failedSends} failed attempts retried; ${emailsLeft} still queued ${EMAIL_DRAIN_MS / 1000} s after the shoppers`,
      },
      {
        metric: 'invoices ≠ paid orders, or not numbered 1…n',
        // Every paid order in the database, the warm-up's too, has its invoice.
        value: invoicing ? Math.abs(check.invoices.count - check.invoices.paidOrders) + (check.invoices.gapless ? 0 : 1) : 0,
        unit: 'invoices',
        target: { max: 0 },
        note: invoicing ? `${check.invoices.count} invoices` : 'run without invoicing',
      },
      {
        metric: 'paid answers ≠ paid orders',
        value: Math.abs(paidAnswers - check.paidOrders),
        unit: 'orders',
        target: { max: 0 },
        note: `${check.paidOrders} paid, ${check.refundDue} refund due and ${refused} refused at checkout (sold out or coupon used up), ${check.failed} failed`,
      },
    ];
    return { speed, correctness };
  } finally {
    await ctx.jobs.stop();
    await app.close();
    await db.close();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

type Db = Awaited<ReturnType<typeof createContext>>['ctx']['db'];

/** How long the run waits for the queue's last emails, a retry's backoff included (JOB_RETRY_BASE_MS, 10 s, doubling). */
const EMAIL_DRAIN_MS = 60_000;

/**
 * Delivers what the queue still holds, waiting for emails whose retry is not due yet, at most `ms`: the
 * count of delivered emails is only complete once the queue is empty. Returns the emails still queued.
 */
async function drainEmails(ctx: Awaited<ReturnType<typeof createContext>>['ctx'], ms: number): Promise<number> {
  const deadline = Date.now() + ms;
  for (;;) {
    await ctx.jobs.runDue();
    const [left] = await rowsOf<{ n: number }>(ctx.db, sql`select count(*)::int as n from jobs where kind in ('email', 'stock.low') and state in ('pending', 'running')`);
    if (left!.n === 0 || Date.now() > deadline) return left!.n;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** What the database says after the run, against what each shopper was told. */
async function checkInvariants(db: Db, flows: Flow[], scarceId: number) {
  const keys = new Set(flows.filter((f) => f.orderId !== null).map((f) => f.key));
  const rows = await rowsOf<{ id: number; key: string; status: string; money: boolean }>(
    db,
    sql`select id, idempotency_key as key, status, paid_at is not null as money from orders`,
  );
  const benchRows = rows.filter((r) => keys.has(r.key));
  const byKey = new Map(benchRows.map((r) => [r.key, r]));
  const lost = flows.filter((f) => {
    const row = byKey.get(f.key);
    if (f.orderId === null) return row !== undefined;
    if (!row || row.id !== f.orderId) return true;
    // A shopper who paid has a paid or refund-due order; one who failed has a failed order.
    return f.paid ? !row.money : row.status !== 'payment_failed';
  }).length;
  const stock = await rowsOf<{ id: number; stock: number; sold: number }>(
    db,
    sql`
      select p.id, p.stock,
        coalesce((select sum(l.quantity) from order_lines l join orders o on o.id = l.order_id
                  where l.product_id = p.id and o.status = 'paid'), 0)::int as sold
      from products p`,
  );
  const initial = (id: number) => (id === scarceId ? SCARCE_STOCK : STOCK);
  const [coupon] = await rowsOf<{ used_count: number }>(db, sql`select used_count from coupons where code = 'BENCH10'`);
  const [series] = await rowsOf<{ count: number; distinct: number; max: number | null }>(
    db,
    sql`select count(*)::int as count, count(distinct sequence)::int as distinct, max(sequence) as max from invoices`,
  );
  // The scarce tin going low queues the owner's notice, one more email.
  const [lowStock] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from jobs where kind = 'stock.low'`);
  const invoiceSeries = { count: series!.count, gapless: series!.distinct === series!.count && (series!.max ?? 0) === series!.count };
  return {
    lost,
    // Every order in the database came from a shopper above or the warm-up; any more is a duplicate.
    duplicated: rows.length - keys.size - WARMUP,
    lowestStock: Math.min(...stock.map((s) => s.stock)),
    stockMismatches: stock.filter((s) => initial(s.id) - s.stock !== s.sold).length,
    couponUses: coupon?.used_count ?? 0,
    paidOrders: benchRows.filter((r) => r.status === 'paid').length,
    refundDue: benchRows.filter((r) => r.status === 'cancelled' && r.money).length,
    failed: benchRows.filter((r) => r.status === 'payment_failed').length,
    invoices: { ...invoiceSeries, paidOrders: rows.filter((r) => r.status === 'paid').length },
    // Every order the server took money for, the warm-up's too: each sends its emails.
    moneyTakenAll: rows.filter((r) => r.money).length,
    lowStockNotices: lowStock!.n,
  };
}
