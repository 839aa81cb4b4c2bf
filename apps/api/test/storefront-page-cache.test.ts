import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { banners } from '../src/db/schema';
import { DEFAULT_SHOP_SETTINGS } from '../src/repositories/shop-settings';
import { MemoryCatalogCache } from '../src/services/catalog/memory-catalog-cache';
import { asAdmin, caller, FormBody, productForm } from './admin-support';
import { createCategory, createCustomer, createProduct, TEST_PASSWORD } from './helpers/factories';
import { loginAs } from './helpers/http';
import { machineRedisUp, MACHINE_REDIS_URL, runRedisPrefix } from './helpers/redis-server';
import { createTestApp, type TestApp } from './helpers/test-app';
import { buildWebApp, countingWebDist, renderedPages } from './helpers/web-build';

/**
 * Storefront pages kept finished (decision 039), through the real server and the real web build, its
 * server bundle wrapped to count renders: each page is built once per address and catalog version and
 * then sent as stored bytes (br, gzip or plain, 304 for the copy a browser has); every write of the
 * catalog or the shop's details, on this process or another, gives the next request a page built afresh;
 * a customer gets the guest's very bytes; bad addresses are refused or 404, never kept; and a flood of
 * query strings stays within the memory given.
 */
let t: TestApp;
let web: FastifyInstance;
let webDist: string;
let admin: { cookie: string };
let category: { id: number; name: string; slug: string };
let product: { id: number; name: string; slug: string };
let banner: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  const built = path.join(t.dataDir, 'web');
  buildWebApp(built);
  webDist = countingWebDist(built, path.join(t.dataDir, 'counting-web'));
  web = await buildApp({ ...t.ctx, config: { ...t.ctx.config, webDist } });

  const [row] = await t.ctx.db.insert(banners).values({ image: '/admin/uploads/banners/monsoon.webp', title: 'Monsoon care', position: 0 }).returning();
  banner = row!;
  category = await createCategory(t.ctx, { name: 'Joint & Mobility', slug: 'joint-mobility' });
  product = await createProduct(t.ctx, { categoryId: category.id, name: 'Omega Tail-Wag Chews', sellingPricePaise: 44900, listPricePaise: 59900 });
  t.ctx.catalogCache.invalidate();
  admin = await asAdmin(t);
}, 240_000);

afterAll(async () => {
  await web?.close();
  await t?.close();
});

const productUrl = () => `/products/${product.slug}`;

function get(url: string, headers: InjectOptions['headers'] = {}, app = web) {
  return app.inject({ method: 'GET', url, headers });
}

/** The page's HTML, whichever encoding it came in. */
function htmlOf(res: Awaited<ReturnType<typeof get>>): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(res.rawPayload).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(res.rawPayload).toString();
  return res.body;
}

/** The renders `work` caused, by address. */
async function rendersDuring(work: () => Promise<unknown>): Promise<string[]> {
  const before = renderedPages().length;
  await work();
  return renderedPages().slice(before);
}

/** An admin call on `app` (this process unless another is given), checked for success. */
async function adminCall(method: 'PUT' | 'POST', url: string, payload: unknown, app = web) {
  const res = await caller({ ...t, app }, admin.cookie)(method, url, payload as never);
  expect(res.statusCode, res.body).toBe(200);
}

describe('a page built once and sent as stored bytes', () => {
  it('draws home, the listing and a product page once, then sends the same bytes with the same ETag', async () => {
    const urls = ['/', '/products', `/categories/${category.slug}`, productUrl()];
    const first = new Map<string, { etag: string; body: Buffer }>();
    expect(
      (
        await rendersDuring(async () => {
          for (const url of urls) {
            const res = await get(url, { 'accept-encoding': 'br' });
            expect(res.statusCode, url).toBe(200);
            first.set(url, { etag: String(res.headers.etag), body: res.rawPayload });
          }
        })
      ).sort(),
    ).toEqual([...urls].sort());
    expect(
      await rendersDuring(async () => {
        for (const url of urls) {
          const res = await get(url, { 'accept-encoding': 'br' });
          expect(res.headers.etag, url).toBe(first.get(url)!.etag);
          expect(res.rawPayload.equals(first.get(url)!.body), url).toBe(true);
          expect(res.headers['cache-control'], url).toBe('no-cache');
        }
      }),
    ).toEqual([]);
  });

  it('answers If-None-Match with a bodiless 304 while the page is the same', async () => {
    const page = await get(productUrl());
    const etag = String(page.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"older", ${etag}`]) {
      const again = await get(productUrl(), { 'if-none-match': ifNoneMatch, 'accept-encoding': 'br, gzip' });
      expect(again.statusCode, ifNoneMatch).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
    }
    expect((await get(productUrl(), { 'if-none-match': '"older"' })).statusCode).toBe(200);
    // A page built again with the very same bytes keeps its tag: a browser's copy is still good.
    t.ctx.catalogCache.invalidate();
    expect((await get(productUrl(), { 'if-none-match': etag })).statusCode).toBe(304);
  });

  it('sends brotli, gzip or the plain page as the client takes them, always the same page under one ETag', async () => {
    const plain = await get(productUrl());
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('data-server-drawn');
    const cases: [acceptEncoding: string, sent: string | undefined][] = [
      ['br', 'br'],
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['identity', undefined],
      ['deflate', undefined],
    ];
    for (const [acceptEncoding, sent] of cases) {
      const res = await get(productUrl(), { 'accept-encoding': acceptEncoding });
      expect(res.headers['content-encoding'], acceptEncoding).toBe(sent);
      expect(res.headers.vary, acceptEncoding).toContain('accept-encoding');
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers.etag).toBe(plain.headers.etag);
      expect(htmlOf(res), acceptEncoding).toBe(plain.body);
    }
  });

  it('answers HEAD with the headers GET sends, without the body', async () => {
    const full = await get(productUrl(), { 'accept-encoding': 'gzip' });
    const head = await web.inject({ method: 'HEAD', url: productUrl(), headers: { 'accept-encoding': 'gzip' } });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers.etag).toBe(full.headers.etag);
    expect(head.headers['content-length']).toBe(full.headers['content-length']);
  });
});

describe('a write makes the next request build afresh', () => {
  it('a product’s new price shows on its page and the listing', async () => {
    await get(productUrl());
    await get('/products');
    const call = caller(t, admin.cookie);
    await adminCall('PUT', `/products/${product.id}`, await productForm(call, product.id, { sellingPricePaise: 39900 }));
    for (const url of [productUrl(), '/products']) {
      const html = (await get(url)).body;
      expect(html, url).toContain('₹399.00');
      expect(html, url).not.toContain('₹449.00');
    }
    // In the head too: the price link previews and search engines read.
    expect((await get(productUrl())).body).toContain('<meta property="product:price:amount" content="399.00">');
  });

  it('a category’s new name shows on its listing and in the product page’s breadcrumbs', async () => {
    await get(`/categories/${category.slug}`);
    await get(productUrl());
    await adminCall('PUT', `/categories/${category.id}`, new FormBody({ name: 'Joints and Hips', position: '0' }));
    expect((await get(`/categories/${category.slug}`)).body).toContain('<title>Joints and Hips | ');
    expect((await get(productUrl())).body).toContain('"name":"Joints and Hips"');
  });

  it('a banner’s new title shows on home', async () => {
    expect((await get('/')).body).toContain('Monsoon care');
    await adminCall('PUT', `/banners/${banner.id}`, new FormBody({ title: 'Winter coats', position: '0' }));
    const home = (await get('/')).body;
    expect(home).toContain('Winter coats');
    expect(home).not.toContain('Monsoon care');
  });

  it('the shop’s new name shows in the head of every kept page', async () => {
    for (const url of ['/', '/products', productUrl(), '/about']) expect((await get(url)).body, url).toContain(DEFAULT_SHOP_SETTINGS.name);
    await adminCall('PUT', '/settings', { ...DEFAULT_SHOP_SETTINGS, name: 'Canino Naturals' });
    try {
      expect((await get('/')).body).toContain('<title>Canino Naturals — ');
      for (const url of ['/products', productUrl(), '/about']) expect((await get(url)).body, url).toContain(' | Canino Naturals</title>');
    } finally {
      await adminCall('PUT', '/settings', DEFAULT_SHOP_SETTINGS);
    }
  });

  it('the top bar’s phone, the footer’s GST registration and the shipping fee each page states follow the owner’s saves', async () => {
    const html = async () => (await get(productUrl())).body;
    expect(await html()).toContain('Shipping ₹75.00 per order.');
    const terms = (await caller({ ...t, app: web }, admin.cookie)('GET', '/checkout-settings')).json().data;
    try {
      // Each save on its own, each page asked for in between: each save alone makes the next page afresh.
      await adminCall('PUT', '/settings', { ...DEFAULT_SHOP_SETTINGS, phone: '+91 90000 12345' });
      expect(await html()).toContain('<a href="tel:+919000012345">+91 90000 12345</a>');
      await adminCall('PUT', '/tax-settings', {
        legalName: 'Canino Pet Wellness Private Limited',
        gstin: '33AAGCC1234L1ZW',
        address: '12 Race Course Road',
        state: 'TN',
        invoicePrefix: 'CAN',
        shippingGstRate: 18,
      });
      expect(await html()).toContain('33AAGCC1234L1ZW');
      await adminCall('PUT', '/checkout-settings', { ...terms, shipping: { feePaise: 9900, freeAbovePaise: null } });
      expect(await html()).toContain('Shipping ₹99.00 per order.');
    } finally {
      await adminCall('PUT', '/settings', DEFAULT_SHOP_SETTINGS);
      await adminCall('PUT', '/checkout-settings', terms);
    }
  });
});

describe('nothing personal is kept', () => {
  it('a logged-in customer gets the guest’s very bytes, and no cookie comes with them', async () => {
    const customer = await createCustomer(t.ctx, { ownerName: 'Meera Iyer', petName: 'Bruno' });
    const cookie = await loginAs(web, customer.mobile, TEST_PASSWORD);
    for (const url of ['/', '/products', productUrl()]) {
      const theirs = await get(url, { cookie, 'accept-encoding': 'br' });
      const guest = await get(url, { 'accept-encoding': 'br' });
      expect(theirs.statusCode, url).toBe(200);
      expect(theirs.rawPayload.equals(guest.rawPayload), url).toBe(true);
      expect(theirs.headers.etag, url).toBe(guest.headers.etag);
      expect(theirs.headers['set-cookie'], url).toBeUndefined();
      expect(htmlOf(theirs), url).not.toMatch(/Meera|Bruno/);
    }
  });

  it('does not keep the pages of a customer’s own addresses, which carry their tokens, nor searches', async () => {
    for (const url of ['/track/0123456789abcdef', '/reset-password?token=secret-token', '/orders/42', '/search?q=omega', '/products?q=omega']) {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers.etag, url).toBeUndefined();
      expect(htmlOf(res), url).toContain('<meta name="robots" content="noindex">');
    }
  });
});

describe('bad addresses', () => {
  it('an unknown product or category is a 404 page each time, never kept', async () => {
    for (const url of ['/products/no-such-chews', '/categories/no-such-category', '/product-details?id=999999']) {
      for (let i = 0; i < 2; i++) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.headers.etag, url).toBeUndefined();
        expect(res.body, url).toContain('<title>Page not found | ');
      }
    }
    // The product added later is there at once: no 404 was kept for its address.
    await get('/products/later-chews');
    await createProduct(t.ctx, { categoryId: category.id, name: 'Later Chews', slug: 'later-chews' });
    expect((await get('/products/later-chews')).statusCode).toBe(200);
  });

  it('an over-long or malformed query string is a 400 that says why, and builds nothing', async () => {
    const cases: [url: string, message: string][] = [
      [`/products?utm_source=${'a'.repeat(2100)}`, 'This address is too long: at most 2048 characters'],
      ['/products?sort=%zz', 'This address is not valid: its query string is not correctly encoded'],
      ['/?q=%E0%A4', 'This address is not valid: its query string is not correctly encoded'],
      [`${productUrl()}?ref=%`, 'This address is not valid: its query string is not correctly encoded'],
    ];
    expect(
      await rendersDuring(async () => {
        for (const [url, message] of cases) {
          const res = await get(url);
          expect(res.statusCode, url.slice(0, 40)).toBe(400);
          expect(res.json()).toEqual({ status: 0, message });
        }
      }),
    ).toEqual([]);
    // A malformed path is the router's to refuse, as before.
    expect((await get('/products/%E0%A4')).json()).toEqual({ status: 0, message: 'This address is not valid' });
  });
});

describe('a flood of query strings', () => {
  it('costs builds, not memory: the oldest go once the memory given is full', async () => {
    // 64 KB: a dozen listings (about 5 KB each as br and gzip with this catalog).
    const small = await buildApp({ ...t.ctx, config: { ...t.ctx.config, webDist, pageCacheBytes: 64 * 1024 } });
    try {
      const flood = Array.from({ length: 60 }, (_, i) => `/products?utm_source=crawler-${i}`);
      expect(await rendersDuring(async () => void (await Promise.all(flood.map((url) => get(url, {}, small)))))).toHaveLength(60);
      // The latest are kept; the first have gone to make room.
      expect(await rendersDuring(() => get(flood.at(-1)!, {}, small))).toEqual([]);
      expect(await rendersDuring(() => get(flood[0]!, {}, small))).toEqual([flood[0]]);
    } finally {
      await small.close();
    }
  });
});

const redisUp = await machineRedisUp();
describe.skipIf(!redisUp)('two processes sharing the catalog version through Redis', () => {
  it('a price or the shop’s name saved on one shows on the other’s next page', async () => {
    const config = { ...t.ctx.config, webDist, redisUrl: MACHINE_REDIS_URL, redisPrefix: runRedisPrefix() };
    // Each process with its own catalog cache, as two API nodes have.
    const [a, b] = await Promise.all([
      buildApp({ ...t.ctx, catalogCache: new MemoryCatalogCache(), config }),
      buildApp({ ...t.ctx, catalogCache: new MemoryCatalogCache(), config }),
    ]);
    try {
      for (const url of [productUrl(), '/products']) {
        await get(url, {}, b);
        expect(await rendersDuring(() => get(url, {}, b)), url).toEqual([]);
      }
      const call = caller({ ...t, app: a }, admin.cookie);
      await adminCall('PUT', `/products/${product.id}`, await productForm(call, product.id, { sellingPricePaise: 34900 }), a);
      for (const url of [productUrl(), '/products']) expect((await get(url, {}, b)).body, url).toContain('₹349.00');

      await adminCall('PUT', '/settings', { ...DEFAULT_SHOP_SETTINGS, name: 'Canino on Two' }, a);
      expect((await get(productUrl(), {}, b)).body).toContain(' | Canino on Two</title>');
    } finally {
      await adminCall('PUT', '/settings', DEFAULT_SHOP_SETTINGS);
      await Promise.all([a.close(), b.close()]);
    }
  });
});
