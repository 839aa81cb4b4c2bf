import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { createContext } from '../apps/api/src/create-context';
import { categories, products } from '../apps/api/src/db/schema';
import type { Logger } from '../apps/api/src/logger';
import pg from 'pg';

const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/test' });
await admin.connect(); await admin.query('drop database if exists canino_probe with (force)'); await admin.query('create database canino_probe'); await admin.end();
const config = loadConfig({ DATA_DIR: '/tmp/prof/data', DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/canino_probe', LOG_LEVEL: 'silent', SEED_DEMO: 'never', CHECKOUT_RATE_LIMIT_MAX: '1000000' });
const { ctx, database } = await createContext(config, pino({ level: 'silent' }) as Logger);
if (process.env.NOMAIL) ctx.mailer = { send: async () => {} };
const app = await buildApp(ctx, { serveWeb: false });
const [cat] = await ctx.db.insert(categories).values({ name: 'B', slug: 'b' }).returning();
const [p] = await ctx.db.insert(products).values({ categoryId: cat!.id, name: 'P', slug: 'p', listPricePaise: 1000, sellingPricePaise: 900, stock: 100000 }).returning();
const t = (label: string, ms: number[]) => console.log(label, (ms.reduce((a, b) => a + b) / ms.length).toFixed(2), 'ms avg');
const a: number[] = [], b: number[] = [], c: number[] = [];
for (let i = 0; i < 100; i++) {
  const body = { idempotencyKey: randomUUID(), billing: { firstName: 'A', lastName: 'B', country: 'India', address: 'x', city: 'c', district: 'd', state: 'Tamil Nadu', pincode: '641001', mobile: '9876543210', email: 'a@b.in' }, lines: [{ productId: p!.id, quantity: 1 }] };
  let s = performance.now();
  const co = (await app.inject({ method: 'POST', url: '/admin/api/checkout', payload: body })).json().data;
  a.push(performance.now() - s); s = performance.now();
  const pay = (await app.inject({ method: 'POST', url: '/admin/api/payments/simulated/pay', payload: { order_id: co.razorpayOptions.order_id, outcome: 'success' } })).json().data;
  b.push(performance.now() - s); s = performance.now();
  const r = await app.inject({ method: 'POST', url: '/admin/api/create_order', payload: { ...co.orderPayload, payment_type: 1, payment_id: pay.razorpay_payment_id, razorpay_signature: pay.razorpay_signature } });
  c.push(performance.now() - s);
  if (r.json().status !== 1) throw new Error(r.body);
}
t('checkout', a.slice(20)); t('pay', b.slice(20)); t('create_order', c.slice(20));
await app.close(); await database.close();
