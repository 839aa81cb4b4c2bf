import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type AutocannonResult } from 'autocannon';
import pino from 'pino';
import { buildApp } from '../../apps/api/src/app';
import { openDatabase, type Db } from '../../apps/api/src/db/client';
import { loadConfig } from '../../apps/api/src/config';
import { createContext } from '../../apps/api/src/create-context';
import { customers, orderLines, orders, pickRules } from '../../apps/api/src/db/schema';
import { demoDosage, demoPickRuleRows } from '../../apps/api/src/seed/demo-dosage';
import { dosageColumns } from '../../apps/api/src/db/dosage-columns';
import { hashPassword } from '../../apps/api/src/services/passwords';
import { insertRepeatedCatalog } from '../repeated-catalog';
import { freshDatabase } from '../support/database';
import { startServer } from '../support/server-process';
import type { Result } from '../types';

/**
 * "Picked for <pet>" against the cheapest catalog call, in the same run: GET /recommendations?product=
 * (a logged-in customer with two dogs, so session, pets, rules and bought-together all count) and
 * GET /productById/:id, with 5,000 products and 10,000 paid orders. Three times: the real server process on
 * PostgreSQL (a shop with DATABASE_URL), the same with the machine's Redis (REDIS_URL: what several nodes
 * run, where each request also reads the customer's shared version), then in process on PGlite (npm start's
 * embedded default), each ratio against its own baseline. Target: p99 ≤ 2× productById's.
 */
export const name = 'recommendations';

const PRODUCTS = 5_000;
const ORDERS = 10_000;
const CONNECTIONS = 10;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const ROUNDS = 3;
const TARGET = 2;
const MOBILE = '9000000001';
const PASSWORD = 'bench-password-1';
const LIMITS = { RATE_LIMIT_MAX: '1000000', SIGNUP_RATE_LIMIT_MAX: '1000000' };
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** The catalog with dosage, the demo rules, 10,000 delivered orders and the customer (Bruno, a senior Labrador). */
async function insertData(db: Db): Promise<{ productId: number }> {
  return db.transaction(async (tx) => {
    const { categoryId, ids } = await insertRepeatedCatalog(tx, PRODUCTS, (p) => dosageColumns(demoDosage(p)));
    await tx.insert(pickRules).values(demoPickRuleRows(categoryId));
    // Orders favour the first 300 products, as real sales do, so bought-together has real pairs.
    const pick = (n: number) => ids[Math.floor(Math.pow(((n * 2654435761) % 1000) / 1000, 2) * 300)]!;
    for (let start = 0; start < ORDERS; start += 1000) {
      const made = await tx
        .insert(orders)
        .values(
          Array.from({ length: 1000 }, () => ({
            status: 'delivered' as const,
            email: 'bench@example.com',
            mobile: '9876543210',
            billing: { firstName: 'B', lastName: 'C', address: 'a', city: 'c', district: 'd', state: 'Tamil Nadu', pincode: '641001', country: 'India', mobile: '9876543210' },
            subtotalPaise: 100,
            shippingPaise: 7500,
            totalPaise: 7600,
            paidAt: new Date(),
          })),
        )
        .returning({ id: orders.id });
      const lines = made.flatMap((o, k) => {
        const n = start + k;
        return Array.from({ length: 1 + (n % 3) }, (_, j) => ({
          orderId: o.id,
          productId: pick(n * 7 + j * 13),
          productName: 'x',
          unitPricePaise: 100,
          quantity: 1,
          lineTotalPaise: 100,
        }));
      });
      await tx.insert(orderLines).values(lines);
    }
    await tx.insert(customers).values({
      ownerName: 'Bench',
      mobile: MOBILE,
      email: 'bench@canino.test',
      passwordHash: await hashPassword(PASSWORD),
      petName: 'Bruno',
      breed: 'Labrador',
      age: '8 years',
      weight: '19 kg',
    });
    return { productId: ids[0]! };
  });
}

const p99 = async (url: string, headers: Record<string, string>, duration: number): Promise<number> => {
  const r: AutocannonResult = await autocannon({ url, connections: CONNECTIONS, duration, workers: 1, headers });
  if (r.errors || r.timeouts || r.non2xx) throw new Error(`unexpected answers from ${url}: ${JSON.stringify({ errors: r.errors, timeouts: r.timeouts, non2xx: r.non2xx })}`);
  return r.latency.p99;
};

/** Logs the customer in, adds a second dog, checks the answer is not empty, then both calls in alternating rounds. */
async function measure(base: string, productId: number): Promise<{ byId: number; rec: number }> {
  const login = await fetch(`${base}/admin/api/auth_login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile: MOBILE, password: PASSWORD }),
  });
  const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
  await fetch(`${base}/admin/api/pets`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ name: 'Chikki', breed: 'shih-tzu', ageYears: 0, ageMonths: 6, weightKg: 4 }),
  });
  const recUrl = `${base}/admin/api/recommendations?product=${productId}`;
  const first = (await (await fetch(recUrl, { headers: { cookie } })).json()) as { data: { pets: { picks: unknown[] }[]; boughtTogether: unknown[] } };
  if (first.data.pets.length !== 2 || first.data.pets[0]!.picks.length === 0 || first.data.boughtTogether.length === 0)
    throw new Error(`recommendations look empty: ${JSON.stringify(first).slice(0, 300)}`);
  const byIdUrl = `${base}/admin/api/productById/${productId}`;
  await p99(byIdUrl, {}, 2);
  await p99(recUrl, { cookie }, 2);
  const per = Math.max(1, Math.round(DURATION_S / ROUNDS));
  let byId = 0;
  let rec = 0;
  for (let i = 0; i < ROUNDS; i++) {
    byId += await p99(byIdUrl, {}, per);
    rec += await p99(recUrl, { cookie }, per);
  }
  return { byId: byId / ROUNDS, rec: rec / ROUNDS };
}

async function onPostgres(env: Record<string, string> = {}) {
  const database = await freshDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'canino-bench-rec-pg-'));
  try {
    const db = await openDatabase({ url: database.url, dataDir: null });
    const { productId } = await insertData(db.db).finally(() => db.close());
    const server = await startServer({ DATABASE_URL: database.url, DATA_DIR: dataDir, SEED_DEMO: 'never', ...LIMITS, ...env });
    try {
      return await measure(server.url, productId);
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  }
}

async function onPglite() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'canino-bench-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'never', ...LIMITS });
  const { ctx, database } = await createContext(config, pino({ level: 'silent' }));
  const app = await buildApp(ctx, { serveWeb: false });
  try {
    const { productId } = await insertData(ctx.db);
    return await measure(await app.listen({ port: 0, host: '127.0.0.1' }), productId);
  } finally {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function run(): Promise<Result[]> {
  const results: Result[] = [];
  for (const [db, measureOn] of [
    ['PostgreSQL', () => onPostgres()],
    ['PostgreSQL + Redis', () => onPostgres({ REDIS_URL, REDIS_PREFIX: `canino-bench-rec-${process.pid}:` })],
    ['PGlite', onPglite],
  ] as const) {
    const { byId, rec } = await measureOn();
    const note = `${db}; ${PRODUCTS} products, ${ORDERS} paid orders, 2 pets, ${CONNECTIONS} connections; load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`;
    results.push(
      { metric: `${db}: GET /productById/:id p99`, value: byId, unit: 'ms', note },
      { metric: `${db}: GET /recommendations?product= p99 (logged in, 2 pets)`, value: rec, unit: 'ms' },
      { metric: `${db}: recommendations ÷ productById, p99`, value: rec / Math.max(byId, 0.01), unit: 'x', target: { max: TARGET } },
    );
  }
  return results;
}
