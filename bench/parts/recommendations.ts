import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type AutocannonResult } from 'autocannon';
import pino from 'pino';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { createContext } from '../../apps/api/src/create-context';
import type { AppContext } from '../../apps/api/src/context';
import { customers, orderLines, orders, pickRules } from '../../apps/api/src/db/schema';
import { DEMO_PICK_RULES, demoDosage } from '../../apps/api/src/db/seed/demo-dosage';
import { dosageColumns } from '../../apps/api/src/services/catalog/present';
import { hashPassword } from '../../apps/api/src/services/passwords';
import { insertRepeatedCatalog } from '../repeated-catalog';
import type { Result } from '../types';

/**
 * "Picked for <pet>" against the cheapest catalog call, in the same run: GET /recommendations?product=
 * (a logged-in customer with two dogs, so session, pets, rules and bought-together all count) and
 * GET /productById/:id, on PGlite with 5,000 products and 10,000 paid orders. Target: p99 ≤ 2× productById's.
 */
export const name = 'recommendations';

const PRODUCTS = 5_000;
const ORDERS = 10_000;
const CONNECTIONS = 10;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const ROUNDS = 3;
const TARGET = 2;

async function insertData(ctx: AppContext): Promise<{ productId: number }> {
  return ctx.db.transaction(async (tx) => {
    const { categoryId, ids } = await insertRepeatedCatalog(tx, PRODUCTS, (p) => dosageColumns(demoDosage(p)));
    await tx.insert(pickRules).values(DEMO_PICK_RULES.map((r, position) => ({ condition: r.condition, categoryId: r.categorySlug ? categoryId.get(r.categorySlug)! : null, lifeStage: r.lifeStage, reason: r.reason, position })));
    // Orders favour the first 300 products, as real sales do, so bought-together has real pairs.
    const pick = (n: number) => ids[Math.floor(Math.pow(((n * 2654435761) % 1000) / 1000, 2) * 300)]!;
    for (let start = 0; start < ORDERS; start += 1000) {
      const made = await tx
        .insert(orders)
        .values(Array.from({ length: 1000 }, () => ({ status: 'delivered' as const, email: 'bench@example.com', mobile: '9876543210', billing: { firstName: 'B', lastName: 'C', address: 'a', city: 'c', district: 'd', state: 'Tamil Nadu', pincode: '641001', country: 'India', mobile: '9876543210' }, subtotalPaise: 100, shippingPaise: 7500, totalPaise: 7600, paidAt: new Date() })))
        .returning({ id: orders.id });
      const lines = made.flatMap((o, k) => {
        const n = start + k;
        return Array.from({ length: 1 + (n % 3) }, (_, j) => ({ orderId: o.id, productId: pick(n * 7 + j * 13), productName: 'x', unitPricePaise: 100, quantity: 1, lineTotalPaise: 100 }));
      });
      await tx.insert(orderLines).values(lines);
    }
    return { productId: ids[0]! };
  });
}

const p99 = async (url: string, headers: Record<string, string>, duration: number): Promise<number> => {
  const r: AutocannonResult = await autocannon({ url, connections: CONNECTIONS, duration, workers: 1, headers });
  if (r.errors || r.timeouts || r.non2xx) throw new Error(`unexpected answers from ${url}: ${JSON.stringify({ errors: r.errors, timeouts: r.timeouts, non2xx: r.non2xx })}`);
  return r.latency.p99;
};

export async function run(): Promise<Result[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'canino-bench-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'never', RATE_LIMIT_MAX: '100000' });
  const { ctx, database } = await createContext(config, pino({ level: 'silent' }));
  const app = await buildApp(ctx, { serveWeb: false });
  try {
    const { productId } = await insertData(ctx);
    await ctx.db.insert(customers).values({ ownerName: 'Bench', mobile: '9000000001', email: 'bench@canino.test', passwordHash: await hashPassword('bench-password-1'), petName: 'Bruno', breed: 'Labrador', age: '8 years', weight: '19 kg' });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const login = await fetch(`${base}/admin/api/auth_login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mobile: '9000000001', password: 'bench-password-1' }) });
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    await fetch(`${base}/admin/api/pets`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ name: 'Chikki', breed: 'shih-tzu', ageYears: 0, ageMonths: 6, weightKg: 4 }) });
    const recUrl = `${base}/admin/api/recommendations?product=${productId}`;
    const first = (await (await fetch(recUrl, { headers: { cookie } })).json()) as { data: { pets: { picks: unknown[] }[]; boughtTogether: unknown[] } };
    if (first.data.pets.length !== 2 || first.data.pets[0]!.picks.length === 0 || first.data.boughtTogether.length === 0) throw new Error(`recommendations look empty: ${JSON.stringify(first).slice(0, 300)}`);
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
    byId /= ROUNDS;
    rec /= ROUNDS;
    const note = `${PRODUCTS} products, ${ORDERS} paid orders, 2 pets, ${CONNECTIONS} connections, ${ROUNDS}×${per} s`;
    return [
      { metric: 'GET /productById/:id p99', value: byId, unit: 'ms', note },
      { metric: 'GET /recommendations?product= p99 (logged in, 2 pets)', value: rec, unit: 'ms', note },
      { metric: 'recommendations ÷ productById, p99', value: rec / Math.max(byId, 0.01), unit: 'x', target: { max: TARGET } },
    ];
  } finally {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
