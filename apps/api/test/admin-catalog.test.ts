import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { categories } from '../src/db/schema';
import { FormBody, ownerTestApp } from './admin-support';
import { createCategory, createProduct, insertOrder } from './helpers/factories';
import { pngImage } from './helpers/images';

const { t, call } = ownerTestApp();

const storedFile = (url: string) => path.join(t.dataDir, 'uploads', url.replace('/admin/uploads/', ''));
const storefront = async (url: string) => (await t.app.inject(`/admin/api${url}`)).json();

/** An upload as an earlier version of the shop stored it: the full image, without the copies kept today. */
async function storeWithoutCopies(url: string, width: number, height: number) {
  fs.mkdirSync(path.dirname(storedFile(url)), { recursive: true });
  fs.writeFileSync(
    storedFile(url),
    await sharp(await pngImage(width, height))
      .webp()
      .toBuffer(),
  );
}

/** A copy the store lacks is made from the full image on its first request, sent for long caching, and kept. */
async function expectMadeOnRequest(url: string, width: number) {
  const res = await t.app.inject(url);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('image/webp');
  expect(res.headers['cache-control']).toBe('public, max-age=2592000, immutable');
  expect((await sharp(res.rawPayload).metadata()).width).toBe(width);
  expect((await sharp(storedFile(url)).metadata()).width).toBe(width);
}

async function expectNotMade(url: string) {
  expect((await t.app.inject(url)).statusCode).toBe(404);
  expect(fs.existsSync(storedFile(url))).toBe(false);
}

describe('categories', () => {
  it('creates a category with an image (re-encoded to WebP) and it shows on the storefront at once', async () => {
    await storefront('/category'); // warm the storefront's cache: the write must refresh it
    const res = await call('POST', '/categories', new FormBody({ name: 'Senior Care', position: '3', active: 'true' }, [{ field: 'image', data: await pngImage(1600, 1200) }]));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      status: 1,
      message: 'Category "Senior Care" created',
      data: { name: 'Senior Care', slug: 'senior-care', position: 3, active: true, productCount: 0 },
    });
    expect(body.data.image).toMatch(/^\/admin\/uploads\/categories\/[0-9a-f-]+\.webp$/);
    expect((await sharp(storedFile(body.data.image)).metadata()).width).toBe(800);
    expect((await storefront('/category')).data).toContainEqual({ mcat_id: body.data.id, mcat_name: 'Senior Care', mcat_image: body.data.image, slug: 'senior-care' });
  });

  it('lists with server-side search and paging', async () => {
    for (const n of [1, 2, 3]) await createCategory(t.ctx, { name: `Pagingtest ${n}`, position: n });
    const page1 = (await call('GET', '/categories?q=pagingtest&pageSize=2')).json().data;
    expect(page1).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(page1.items.map((c: { name: string }) => c.name)).toEqual(['Pagingtest 1', 'Pagingtest 2']);
    const page2 = (await call('GET', '/categories?q=pagingtest&pageSize=2&page=2')).json().data;
    expect(page2.items.map((c: { name: string }) => c.name)).toEqual(['Pagingtest 3']);
    expect((await call('GET', '/categories?q=%25')).json().data.total).toBe(0);
    expect((await call('GET', '/categories?pageSize=500')).statusCode).toBe(400);
  });

  it('edits name and active without a new image, keeping the old one; deactivating hides it from the shop', async () => {
    const cat = await createCategory(t.ctx, { name: 'Old name' });
    const res = await call('PUT', `/categories/${cat.id}`, new FormBody({ name: 'New name', position: '0', active: 'false' }));
    expect(res.json().data).toMatchObject({ name: 'New name', active: false, image: cat.image });
    expect((await storefront('/category')).data.map((c: { mcat_id: number }) => c.mcat_id)).not.toContain(cat.id);
  });

  it('replaces the image on edit and removes the old file', async () => {
    const created = (await call('POST', '/categories', new FormBody({ name: 'Swap' }, [{ field: 'image', data: await pngImage() }]))).json().data;
    const edited = (await call('PUT', `/categories/${created.id}`, new FormBody({ name: 'Swap' }, [{ field: 'image', data: await pngImage(90, 90) }]))).json().data;
    expect(edited.image).not.toBe(created.image);
    expect(fs.existsSync(storedFile(edited.image))).toBe(true);
    expect(fs.existsSync(storedFile(created.image))).toBe(false);
  });

  it('refuses bad input and changes nothing', async () => {
    const before = await t.ctx.db.select().from(categories);
    const noImage = await call('POST', '/categories', new FormBody({ name: 'No picture' }));
    expect(noImage.statusCode).toBe(400);
    expect(noImage.json()).toEqual({ status: 0, message: 'Choose an image for the category', errors: { image: 'Choose an image for the category' } });
    const noName = await call('POST', '/categories', new FormBody({ name: '  ' }, [{ field: 'image', data: await pngImage() }]));
    expect(noName.json()).toMatchObject({ status: 0, errors: { name: 'Name is required' } });
    const notImage = await call('POST', '/categories', new FormBody({ name: 'Fake' }, [{ field: 'image', data: Buffer.from('<svg onload=alert(1)>'), name: 'x.png' }]));
    expect(notImage.statusCode).toBe(415);
    const badPosition = await call('POST', '/categories', new FormBody({ name: 'Pos', position: '-1' }, [{ field: 'image', data: await pngImage() }]));
    expect(badPosition.json()).toMatchObject({ status: 0, errors: { position: 'Use 0 or more' } });
    expect((await call('PUT', '/categories/999999', new FormBody({ name: 'Ghost' }))).statusCode).toBe(404);
    expect((await call('GET', '/categories/abc')).statusCode).toBe(400);
    expect(await t.ctx.db.select().from(categories)).toEqual(before);
  });

  it('deletes an empty category with its image, and keeps one that has products', async () => {
    const created = (await call('POST', '/categories', new FormBody({ name: 'Short-lived' }, [{ field: 'image', data: await pngImage() }]))).json().data;
    const del = await call('DELETE', `/categories/${created.id}`);
    expect(del.json()).toEqual({ status: 1, message: 'Category deleted' });
    expect(fs.existsSync(storedFile(created.image))).toBe(false);
    expect((await call('GET', `/categories/${created.id}`)).statusCode).toBe(404);

    const full = await createCategory(t.ctx);
    await createProduct(t.ctx, { categoryId: full.id });
    const kept = await call('DELETE', `/categories/${full.id}`);
    expect(kept.statusCode).toBe(409);
    expect(kept.json().message).toBe('This category still has 1 product. Move it to another category first, or deactivate the category instead.');
    expect((await call('GET', `/categories/${full.id}`)).json().data.productCount).toBe(1);
  });
});

describe('banners', () => {
  it('creates a wide banner (kept up to 1600 px), orders and deactivates it, deletes it; the storefront follows', async () => {
    const res = await call('POST', '/banners', new FormBody({ title: 'Monsoon care', position: '0' }, [{ field: 'image', data: await pngImage(2400, 800) }]));
    const banner = res.json().data;
    expect(banner).toMatchObject({ title: 'Monsoon care', position: 0, active: true });
    expect((await sharp(storedFile(banner.image)).metadata()).width).toBe(1600);
    // The phone's version and the smaller ones beside it (shared/rules/images.ts).
    for (const width of [400, 700, 800]) expect((await sharp(storedFile(banner.image.replace('.webp', `-${width}.webp`))).metadata()).width).toBe(width);
    expect((await storefront('/banner')).data).toContainEqual({ banner_img: banner.image, banner_title: 'Monsoon care' });

    const hidden = await call('PUT', `/banners/${banner.id}`, new FormBody({ title: 'Monsoon care', position: '5', active: 'false' }));
    expect(hidden.json().data).toMatchObject({ position: 5, active: false });
    expect((await storefront('/banner')).data.map((b: { banner_img: string }) => b.banner_img)).not.toContain(banner.image);
    expect((await call('GET', '/banners?q=monsoon')).json().data.items).toHaveLength(1);

    expect((await call('DELETE', `/banners/${banner.id}`)).json()).toEqual({ status: 1, message: 'Banner deleted' });
    expect(fs.existsSync(storedFile(banner.image))).toBe(false);
    for (const width of [400, 700, 800]) expect(fs.existsSync(storedFile(banner.image.replace('.webp', `-${width}.webp`)))).toBe(false);
  });

  it('makes the 800 px version of a banner stored before the shop kept one on its first request, and none for a narrow image', async () => {
    await storeWithoutCopies('/admin/uploads/banners/older-banner.webp', 1600, 600);
    await expectMadeOnRequest('/admin/uploads/banners/older-banner-800.webp', 800);

    await storeWithoutCopies('/admin/uploads/banners/narrow-banner.webp', 600, 200);
    await expectNotMade('/admin/uploads/banners/narrow-banner-800.webp');
    await expectNotMade('/admin/uploads/banners/never-stored-800.webp');
  });

  it('makes the 700 px version of a product picture stored before the shop kept one, and only at the widths it keeps', async () => {
    await storeWithoutCopies('/admin/uploads/products/older-tin-1.webp', 800, 800);
    await expectMadeOnRequest('/admin/uploads/products/older-tin-1-700.webp', 700);
    // A width the shop never keeps is not made on request: nobody can fill the store with sizes.
    await expectNotMade('/admin/uploads/products/older-tin-1-500.webp');
  });

  it('serves a missing copy to visitors who ask for it at the same moment, each whole', async () => {
    await storeWithoutCopies('/admin/uploads/products/popular-tin-1.webp', 800, 800);
    const url = '/admin/uploads/products/popular-tin-1-700.webp';
    const answers = await Promise.all(Array.from({ length: 4 }, () => t.app.inject(url)));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
    for (const res of answers) expect((await sharp(res.rawPayload).metadata()).width).toBe(700);
    expect((await sharp(storedFile(url)).metadata()).width).toBe(700);
  });

  it('needs an image and refuses a file that is not one', async () => {
    expect((await call('POST', '/banners', new FormBody({ title: 'x' }))).json()).toMatchObject({ status: 0, errors: { image: 'Choose an image for the banner' } });
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    const res = await call('POST', '/banners', new FormBody({ title: 'x' }, [{ field: 'image', data: gif, name: 'x.gif', type: 'image/gif' }]));
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ status: 0, message: 'Please upload a JPEG, PNG or WebP image' });
  });
});

describe('coupons', () => {
  const coupon = (over: Record<string, unknown> = {}) => ({
    code: 'diwali 25'.replace(' ', ''),
    percent: 25,
    active: true,
    validFrom: '2026-10-01T00:00:00+05:30',
    validTo: '2099-11-15T23:59:59+05:30',
    usageLimit: 100,
    minOrderPaise: 99900,
    ...over,
  });

  it('creates, edits and applies a coupon: code upper-cased, dates, limit and minimum order enforced at the cart', async () => {
    const res = await call('POST', '/coupons', coupon({ code: 'diwali25' }));
    expect(res.statusCode).toBe(200);
    const c = res.json().data;
    expect(c).toMatchObject({ code: 'DIWALI25', percent: 25, usageLimit: 100, usedCount: 0, minOrderPaise: 99900, validTo: '2099-11-15T18:29:59.000Z' });
    expect((await t.app.inject('/admin/api/coupen/diwali25?subtotal=500')).json()).toMatchObject({ status: 0, message: 'This coupon needs an order of at least ₹999.00' });
    expect((await t.app.inject('/admin/api/coupen/diwali25?subtotal=1000')).json()).toMatchObject({ status: 1, data: { coupen_per: 25 } });

    const edited = await call('PUT', `/coupons/${c.id}`, coupon({ code: 'DIWALI25', percent: 30, active: false }));
    expect(edited.json().data).toMatchObject({ percent: 30, active: false });
    expect((await t.app.inject('/admin/api/coupen/DIWALI25')).json()).toMatchObject({ status: 0, message: 'This coupon code is not valid' });
    expect((await call('GET', '/coupons?q=diwali')).json().data.items.map((x: { code: string }) => x.code)).toEqual(['DIWALI25']);
  });

  it('keeps per-customer terms: first order only and uses per customer (empty for no limit, never 0)', async () => {
    const made = await call('POST', '/coupons', coupon({ code: 'HELLO5', firstOrderOnly: true, perCustomerLimit: 1 }));
    expect(made.json().data).toMatchObject({ code: 'HELLO5', firstOrderOnly: true, perCustomerLimit: 1 });
    const cleared = await call('PUT', `/coupons/${made.json().data.id}`, coupon({ code: 'HELLO5', firstOrderOnly: false, perCustomerLimit: null }));
    expect(cleared.json().data).toMatchObject({ firstOrderOnly: false, perCustomerLimit: null });
    const zero = await call('POST', '/coupons', coupon({ code: 'ZERO', perCustomerLimit: 0 }));
    expect(zero.statusCode).toBe(400);
    expect(zero.json().errors).toEqual({ perCustomerLimit: 'Leave empty for no limit, or use 1 or more' });
  });

  it('refuses a duplicate code, a bad percent, an end before the start, and a non-numeric limit', async () => {
    await call('POST', '/coupons', coupon({ code: 'ONCE' }));
    const dup = await call('POST', '/coupons', coupon({ code: 'once' }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ status: 0, message: 'A coupon with this code already exists', errors: { code: 'A coupon with this code already exists' } });
    expect((await call('POST', '/coupons', coupon({ code: 'P0', percent: 0 }))).json().errors).toEqual({ percent: 'Percent must be between 1 and 100' });
    expect((await call('POST', '/coupons', coupon({ code: 'P1', percent: 101 }))).json().errors).toEqual({ percent: 'Percent must be between 1 and 100' });
    expect((await call('POST', '/coupons', coupon({ code: 'BACK', validFrom: '2026-12-01T00:00:00Z', validTo: '2026-11-01T00:00:00Z' }))).json().errors).toEqual({
      validTo: 'The end must be after the start',
    });
    expect((await call('POST', '/coupons', coupon({ code: 'BAD CODE!' }))).json().errors).toEqual({ code: 'Use letters, digits, - and _ only' });
    expect((await call('POST', '/coupons', coupon({ code: 'LIM', usageLimit: 'lots' }))).statusCode).toBe(400);
    expect((await call('GET', '/coupons?q=BACK')).json().data.total).toBe(0);
  });

  it('refuses validity dates outside 2000-2100 (year 0 once reached the database and answered 500)', async () => {
    for (const [field, value] of [
      ['validFrom', '0000-01-01T00:00:00Z'],
      ['validTo', '2101-01-01T00:00:00+05:30'],
    ] as const) {
      const res = await call('POST', '/coupons', coupon({ code: `RANGE${field}`, [field]: value }));
      expect(res.statusCode, value).toBe(400);
      expect(res.json(), value).toMatchObject({ status: 0, errors: { [field]: 'Enter a date between 2000-01-01 and 2100-12-31' } });
    }
  });

  it('deletes an unused coupon and only deactivates one customers have used', async () => {
    const unused = (await call('POST', '/coupons', coupon({ code: 'UNUSED' }))).json().data;
    expect((await call('DELETE', `/coupons/${unused.id}`)).json()).toEqual({ status: 1, message: 'Coupon deleted', data: { deleted: true } });
    const used = (await call('POST', '/coupons', coupon({ code: 'USED' }))).json().data;
    await t.ctx.db.execute(`update coupons set used_count = 3 where id = ${Number(used.id)}`);
    const res = await call('DELETE', `/coupons/${used.id}`);
    expect(res.json()).toMatchObject({ status: 1, data: { deleted: false } });
    expect((await call('GET', `/coupons/${used.id}`)).json().data).toMatchObject({ active: false, usedCount: 3 });
  });
});

describe('products referenced by orders', () => {
  it('are deactivated instead of deleted', async () => {
    const { product } = await insertOrder(t.ctx);
    const res = await call('DELETE', `/products/${product.id}`);
    expect(res.json()).toMatchObject({ status: 1, data: { deleted: false } });
    expect((await call('GET', `/products/${product.id}`)).json().data.active).toBe(false);
    expect((await t.app.inject(`/admin/api/productById/${product.id}`)).statusCode).toBe(404);
  });
});

it('keeps the category table unchanged by refused writes', async () => {
  const [cat] = await t.ctx.db.select().from(categories).where(eq(categories.slug, 'senior-care'));
  expect(cat?.name).toBe('Senior Care');
});
