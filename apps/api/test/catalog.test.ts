import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createCoupon, createProduct } from './helpers/factories';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('catalog reads', () => {
  it('lists products with the spec field names and prices in rupees', async () => {
    const p = await createProduct(t.ctx, { listPricePaise: 59900, sellingPricePaise: 44950 });
    const res = await t.app.inject('/admin/api/product');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe(1);
    const found = body.data.find((x: { product_id: number }) => x.product_id === p.id);
    expect(found).toMatchObject({ product_name: p.name, product_dprice: 599, product_sprice: 449.5, product_img: p.image, stock: 10 });
    expect(found).not.toHaveProperty('listPricePaise');
  });

  it('filters by category', async () => {
    const cat = await createCategory(t.ctx);
    const inCat = await createProduct(t.ctx, { categoryId: cat.id });
    await createProduct(t.ctx);
    const res = await t.app.inject(`/admin/api/product?category=${cat.id}`);
    expect(res.json().data.map((p: { product_id: number }) => p.product_id)).toEqual([inCat.id]);
  });

  it('answers 404 with a message for an unknown or hidden category', async () => {
    const hidden = await createCategory(t.ctx, { active: false });
    for (const id of [999_999, hidden.id]) {
      const res = await t.app.inject(`/admin/api/product?category=${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 0, message: 'This category is not available' });
    }
  });

  it('matches ETags as HTTP says: one of several, weak, or *', async () => {
    const etag = (await t.app.inject('/admin/api/banner')).headers.etag as string;
    for (const header of [`"other", ${etag}`, `W/${etag}`, '*']) {
      expect((await t.app.inject({ url: '/admin/api/banner', headers: { 'if-none-match': header } })).statusCode).toBe(304);
    }
    expect((await t.app.inject({ url: '/admin/api/banner', headers: { 'if-none-match': '"stale"' } })).statusCode).toBe(200);
  });

  it('answers 304 to a client that has the current ETag, and a new body after a write is invalidated', async () => {
    const first = await t.app.inject('/admin/api/category');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({ url: '/admin/api/category', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    const cat = await createCategory(t.ctx, { name: 'Fresh category' });
    t.ctx.catalogCache.invalidate();
    const after = await t.app.inject({ url: '/admin/api/category', headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(after.json().data.map((c: { mcat_name: string }) => c.mcat_name)).toContain(cat.name);
  });

  it('gives a product with its gallery, and 404 with a message for an unknown or inactive one', async () => {
    const p = await createProduct(t.ctx);
    const res = await t.app.inject(`/admin/api/productById/${p.id}`);
    expect(res.json()).toMatchObject({ status: 1, data: { product: { product_id: p.id }, pimage: [{ pimage_image: p.image }] } });
    const hidden = await createProduct(t.ctx, { active: false });
    for (const url of ['/admin/api/productById/999999', `/admin/api/productById/${hidden.id}`]) {
      const miss = await t.app.inject(url);
      expect(miss.statusCode).toBe(404);
      expect(miss.json()).toEqual({ status: 0, message: 'This product is not available' });
    }
    const bad = await t.app.inject(`/admin/api/productById/1%20OR%201=1`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().status).toBe(0);
  });

  it('checks coupons: valid, unknown, expired', async () => {
    const c = await createCoupon(t.ctx, { percent: 15 });
    const okRes = await t.app.inject(`/admin/api/coupen/${c.code.toLowerCase()}`);
    expect(okRes.json()).toMatchObject({ status: 1, data: { coupen_per: 15 } });
    const unknown = await t.app.inject('/admin/api/coupen/NOPE');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ status: 0, message: 'This coupon code is not valid' });
    const expired = await createCoupon(t.ctx, { validTo: new Date(Date.now() - 1000) });
    const exp = await t.app.inject(`/admin/api/coupen/${expired.code}`);
    expect(exp.statusCode).toBe(404);
    expect(exp.json()).toEqual(unknown.json());
  });
});

describe('catalog compression', () => {
  it('sends the listing compressed to clients that accept it, with the same bytes inside', async () => {
    for (let i = 0; i < 5; i++) await createProduct(t.ctx);
    t.ctx.catalogCache.invalidate();
    const plain = await t.app.inject('/admin/api/product');
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [accept, decode] of [
      ['gzip, deflate', zlib.gunzipSync],
      ['gzip;q=0.5, br', zlib.brotliDecompressSync],
    ] as const) {
      const res = await t.app.inject({ url: '/admin/api/product', headers: { 'accept-encoding': accept } });
      expect(res.headers.vary).toContain('accept-encoding');
      expect(res.headers['content-encoding']).toBe(accept.includes('br') ? 'br' : 'gzip');
      expect(res.headers.etag).toBe(plain.headers.etag);
      expect(decode(res.rawPayload).toString()).toBe(plain.body);
    }
    const refused = await t.app.inject({ url: '/admin/api/product', headers: { 'accept-encoding': 'br;q=0, gzip;q=0' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });
});
