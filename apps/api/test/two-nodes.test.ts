import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders, products, simulatedBankKeys, webhookEvents } from '../src/db/schema';
import { DEFAULT_SHOP_SETTINGS } from '../src/repositories/shop-settings';
import { hmacSha256Hex } from '../src/services/payments/signatures';
import { createCategory, createProduct } from './helpers/factories';
import { multipart } from './helpers/http';
import { pngImage } from './helpers/images';
import { checkoutBody } from './helpers/orders';
import { redisServerOnFreePort, type RedisServer } from './helpers/redis-server';
import { s3ServerOnFreePort, type S3Server } from './helpers/s3-server';
import { startShop, type ShopProcess } from './helpers/server-process';
import { openTestDatabase } from './helpers/test-database';
import { buildWebApp } from './helpers/web-build';

/**
 * Two real API processes (the server's entry point, as deployed) on two ports, sharing one PostgreSQL
 * database, one Redis and one S3 bucket, as behind a load balancer, each serving the same web build; a
 * customer's journey alternates between them. PostgreSQL only: the embedded PGlite is one process's database.
 */
const onPostgres = process.env.TEST_DB === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);
if (!onPostgres && process.env.TEST_DB !== 'postgres') {
  console.log('two-nodes.test.ts: skipped on PGlite; it runs on PostgreSQL when TEST_DATABASE_URL is set (as CI sets it)');
}

const ADMIN = { email: 'owner@canino.test', password: 'two-nodes-owner-pass' };
const RATE_LIMIT_MAX = 4;

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let redis: RedisServer;
let s3: S3Server;
let a: ShopProcess;
let b: ShopProcess;
const dataDirs: string[] = [];

describe.skipIf(!onPostgres)('two API processes sharing PostgreSQL, Redis and S3', () => {
  beforeAll(async () => {
    database = await openTestDatabase();
    redis = await redisServerOnFreePort();
    await redis.start();
    s3 = await s3ServerOnFreePort();
    await s3.start();
    // One release on every node: the same web build, whose pages each process keeps (decision 039).
    const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'canino-nodes-web-'));
    dataDirs.push(webDist);
    buildWebApp(webDist);
    const env = {
      WEB_DIST: webDist,
      DATABASE_URL: database.url!,
      REDIS_URL: redis.url,
      ...s3.env,
      SEED_DEMO: 'never',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
      SIMULATED_WEBHOOK_DELAY_MS: '0',
    };
    // One after the other, as a rolling deploy starts them: the second finds the schema and the admin made.
    // Each node has its own disk: nothing they share may live there.
    dataDirs.push(fs.mkdtempSync(path.join(os.tmpdir(), 'canino-node-a-')), fs.mkdtempSync(path.join(os.tmpdir(), 'canino-node-b-')));
    a = await startShop({ ...env, DATA_DIR: dataDirs[0]! });
    b = await startShop({ ...env, DATA_DIR: dataDirs[1]! });
  }, 300_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await redis?.kill();
    await s3?.destroy();
    await database?.close();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  /** A JSON call (or a form, when `form` is given) to one of the processes. */
  async function call(node: ShopProcess, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const form = body instanceof FormPayload ? body : undefined;
    const res = await fetch(`${node.url}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : form ? form.headers : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : form ? new Uint8Array(form.payload) : JSON.stringify(body),
    });
    const text = await res.text();
    const json = text.startsWith('{') ? JSON.parse(text) : undefined;
    return {
      status: res.status,
      json,
      headers: res.headers,
      cookie: res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; '),
    };
  }

  it('a customer signs up on A with a pet photo, logs in on B, keeps a wishlist on A; the photo is served by B', async () => {
    const product = await createProduct(database, { stock: 5 });
    const mobile = `9${String(Date.now()).slice(-9)}`;
    const photo = await pngImage(640, 480);
    const signUp = await call(
      a,
      'POST',
      '/admin/api/auth_register',
      new FormPayload(
        multipart(
          {
            pet_name: 'Bruno',
            breed: 'Indie',
            age: '3',
            weight: '20',
            needs: '',
            owner_name: 'Asha Raman',
            owner_number: mobile,
            email: `asha.${mobile}@example.com`,
            password: 'good-password-1',
          },
          { data: photo },
        ),
      ),
    );
    expect(signUp.status, JSON.stringify(signUp.json)).toBe(200);

    const login = await call(b, 'POST', '/admin/api/auth_login', { mobile, password: 'good-password-1' });
    expect(login.status).toBe(200);
    const cookie = login.cookie;
    const me = login.json.data as { cusID: number; petImg: string };
    expect(me.petImg).toMatch(/^\/admin\/uploads\/pets\//);

    expect((await call(a, 'POST', '/admin/api/wishlist_update', { cusID: me.cusID, pID: product.id }, { cookie })).json.data.in_wishlist).toBe(true);
    const wishlist = await call(b, 'POST', '/admin/api/wishlist', { cusID: me.cusID }, { cookie });
    expect(wishlist.json.data.wishlist.map((p: { product_id: number }) => p.product_id)).toEqual([product.id]);

    const served = await fetch(`${b.url}${me.petImg}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=2592000, immutable');
    expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(100);
  });

  it('checkout on B, pay on A, create_order on B, the webhook to A: one paid order', async () => {
    const product = await createProduct(database, { stock: 3, sellingPricePaise: 30000, listPricePaise: 30000 });
    const checkout = await call(b, 'POST', '/admin/api/checkout', checkoutBody([{ productId: product.id, quantity: 2 }]));
    expect(checkout.status, JSON.stringify(checkout.json)).toBe(200);
    const session = checkout.json.data;

    // The simulated bank's order was made by B; A takes the payment and signs it with the shared secret.
    const paid = await call(a, 'POST', '/admin/api/payments/simulated/pay', { order_id: session.razorpayOptions.order_id, outcome: 'success' });
    expect(paid.status).toBe(200);
    const result = paid.json.data as { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };

    const report = await call(b, 'POST', '/admin/api/create_order', {
      ...session.orderPayload,
      payment_type: 1,
      payment_id: result.razorpay_payment_id,
      razorpay_order_id: result.razorpay_order_id,
      razorpay_signature: result.razorpay_signature,
    });
    expect(report.json).toMatchObject({ status: 1, data: { orderStatus: 'paid' } });

    // Razorpay's webhook for the payment, signed with the secret every process shares, lands on A.
    const [keys] = await database.db.select().from(simulatedBankKeys);
    const body = JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      contains: ['payment'],
      payload: {
        payment: { entity: { id: result.razorpay_payment_id, entity: 'payment', amount: 67500, currency: 'INR', status: 'captured', order_id: result.razorpay_order_id } },
      },
      created_at: Math.floor(Date.now() / 1000),
    });
    const eventId = `evt_${randomUUID().replace(/-/g, '').slice(0, 14)}`;
    const webhook = await fetch(`${a.url}/admin/api/payments/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': hmacSha256Hex(keys!.webhookSecret, Buffer.from(body)), 'x-razorpay-event-id': eventId },
      body,
    });
    expect(webhook.status).toBe(200);
    expect((await database.db.select().from(webhookEvents)).map((e) => e.eventId)).toContain(eventId);

    // One order, paid once: stock taken once whichever process heard of the payment first.
    const admin = await adminSession(a);
    const order = await call(a, 'GET', `/admin/api/admin/orders/${session.orderId}`, undefined, { cookie: admin });
    expect(order.json.data).toMatchObject({ status: 'paid' });
    const [row] = await database.db.select().from(products).where(eq(products.id, product.id));
    expect(row!.stock).toBe(1);
  });

  it("the owner edits a price on B, and A's storefront shows it on its very next answer", async () => {
    const category = await createCategory(database);
    const product = await createProduct(database, { categoryId: category.id, sellingPricePaise: 49900, listPricePaise: 59900 });
    const price = async (node: ShopProcess) => (await call(node, 'GET', `/admin/api/productById/${product.id}`)).json.data.product.product_sprice as number;
    expect(await price(a)).toBe(499); // now in A's catalog cache
    expect(await price(a)).toBe(499);

    await setPrice(b, product, 44900);
    expect(await price(a)).toBe(449);
  });

  it("the owner edits a price on A, and B's next page of the product and of the listing shows it", async () => {
    const category = await createCategory(database);
    const product = await createProduct(database, { categoryId: category.id, sellingPricePaise: 52900, listPricePaise: 59900 });
    const page = async (node: ShopProcess, url: string) => {
      const res = await fetch(`${node.url}${url}`, { headers: { 'accept-encoding': 'br' } });
      expect(res.status, url).toBe(200);
      return { etag: res.headers.get('etag'), html: await res.text() };
    };
    const urls = [`/products/${product.slug}`, `/categories/${category.slug}`];
    for (const url of urls) {
      // Built once, then kept by B: the same page under the same tag.
      const first = await page(b, url);
      expect(first.html, url).toContain('₹529.00');
      expect((await page(b, url)).etag, url).toBe(first.etag);
    }

    await setPrice(a, product, 47900);

    // No waiting: A answered once B could see the catalog's new version.
    for (const url of urls) {
      const { html } = await page(b, url);
      expect(html, url).toContain('₹479.00');
      expect(html, url).not.toContain('₹529.00');
    }
    expect((await page(b, `/products/${product.slug}`)).html).toContain('<meta property="product:price:amount" content="479.00">');
  });

  it("the owner saves the shop's name and the shipping fee on A, and B's very next checkout and page use them", async () => {
    const product = await createProduct(database, { stock: 5, sellingPricePaise: 30000, listPricePaise: 30000 });
    const admin = await adminSession(a);
    const checkoutOnB = async () => {
      const res = await call(b, 'POST', '/admin/api/checkout', checkoutBody([{ productId: product.id, quantity: 1 }]));
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      const total = (await database.db.select().from(orders).where(eq(orders.id, res.json.data.orderId)))[0]!;
      return { name: res.json.data.razorpayOptions.name as string, shippingPaise: total.shippingPaise };
    };
    // B reads both settings now and keeps them in its caches (10 s and 5 s without a message).
    const before = await checkoutOnB();
    expect(before.name).toBe(DEFAULT_SHOP_SETTINGS.name);
    const aboutOnB = async () => (await fetch(`${b.url}/about`)).text();
    // B keeps the page, the shop's name in its title.
    expect(await aboutOnB()).toContain(`| ${DEFAULT_SHOP_SETTINGS.name}</title>`);
    const settings = (await call(b, 'GET', '/admin/api/admin/checkout-settings', undefined, { cookie: admin })).json.data;

    const renamed = await call(a, 'PUT', '/admin/api/admin/settings', { ...DEFAULT_SHOP_SETTINGS, name: 'Canino Two Nodes' }, { cookie: admin });
    expect(renamed.status, JSON.stringify(renamed.json)).toBe(200);
    const fee = before.shippingPaise + 1100;
    const saved = await call(a, 'PUT', '/admin/api/admin/checkout-settings', { ...settings, shipping: { feePaise: fee, freeAbovePaise: null } }, { cookie: admin });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);

    // No waiting: A answered once B had been told.
    expect(await checkoutOnB()).toEqual({ name: 'Canino Two Nodes', shippingPaise: fee });
    expect(await aboutOnB()).toContain('| Canino Two Nodes</title>');
    expect((await call(b, 'GET', '/admin/api/admin/checkout-settings', undefined, { cookie: admin })).json.data.shipping.feePaise).toBe(fee);
  });

  it('a rate limit reached on A holds on B', async () => {
    const client = { 'x-forwarded-for': '198.51.100.77' };
    const wrong = (node: ShopProcess) => call(node, 'POST', '/admin/api/auth_login', { mobile: '9876501234', password: 'wrong-password' }, client);
    for (let i = 0; i < RATE_LIMIT_MAX; i++) expect((await wrong(a)).status, `attempt ${i + 1} on A`).toBe(401);
    const refused = await wrong(b);
    expect(refused.status).toBe(429);
    expect(refused.json.message).toMatch(/try again/i);
  });

  /** The owner's edit of a product's selling price on `node`, through the admin API. */
  async function setPrice(node: ShopProcess, product: Awaited<ReturnType<typeof createProduct>>, sellingPricePaise: number) {
    const { name, categoryId, listPricePaise, stock } = product;
    const fields = { name, categoryId, listPricePaise, sellingPricePaise, description: 'Edited by the owner', detailsHtml: '', stock, active: true };
    const edit = await call(node, 'PUT', `/admin/api/admin/products/${product.id}`, fields, { cookie: await adminSession(node) });
    expect(edit.status, JSON.stringify(edit.json)).toBe(200);
  }

  async function adminSession(node: ShopProcess): Promise<string> {
    const res = await call(node, 'POST', '/admin/api/admin/login', ADMIN);
    if (res.status !== 200) throw new Error(`admin login failed: ${res.status} ${JSON.stringify(res.json)}`);
    return res.cookie;
  }
});

/** A multipart body built by the shared test helper, sent as it is. */
class FormPayload {
  readonly payload: Buffer;
  readonly headers: Record<string, string>;
  constructor(form: { payload: Buffer; headers: Record<string, string> }) {
    this.payload = form.payload;
    this.headers = form.headers;
  }
}
