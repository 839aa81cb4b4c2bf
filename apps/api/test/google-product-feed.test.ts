/// <reference lib="dom" />
import { eq } from 'drizzle-orm';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productVariants, products } from '../src/db/schema';
import { createCategory, createProduct, createVariant } from './helpers/factories';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * GET /feeds/google-products.xml as Merchant Center fetches it: well-formed RSS 2.0 with Google's `g:`
 * namespace, one item per size on sale of each product on sale, each with the fields Google requires and
 * those the shop knows (unit pricing, GTIN, weight), text escaped; built once per catalog version.
 */
const BASE = 'http://shop.test';
const G = 'http://base.google.com/ns/1.0';
const FEED = '/feeds/google-products.xml';
const REQUIRED = ['g:id', 'title', 'description', 'link', 'g:image_link', 'g:availability', 'g:price', 'g:brand', 'g:condition', 'g:item_group_id'];

let t: TestApp;
let joint: Awaited<ReturnType<typeof createProduct>>;
let balm: Awaited<ReturnType<typeof createProduct>>;
beforeAll(async () => {
  t = await createTestApp();
  const category = await createCategory(t.ctx, { name: 'Joint & Mobility' });
  joint = await createProduct(t.ctx, {
    categoryId: category.id,
    name: 'Joint Plus chews',
    slug: 'joint-plus-chews',
    sku: 'CAN-JNT-60',
    description: 'Glucosamine chews for active dogs.',
    image: '/admin/uploads/products/joint.webp',
    listPricePaise: 119900,
    sellingPricePaise: 99900,
    stock: 5,
  });
  await t.ctx.db
    .update(productVariants)
    .set({ label: '60 chews', netQuantity: 60, netUnit: 'count', gtin: '8901030865275', weightGrams: 250 })
    .where(eq(productVariants.id, joint.variantId));
  await createVariant(t.ctx, joint.id, { sku: 'CAN-JNT-120', label: '120 chews', netQuantity: 120, listPricePaise: 199900, sellingPricePaise: 199900, stock: 0 });
  await createVariant(t.ctx, joint.id, { sku: 'CAN-JNT-OLD', label: '30 chews', netQuantity: 30, position: 2, active: false });
  // Text a feed must escape, and a control character XML cannot carry at all.
  balm = await createProduct(t.ctx, { categoryId: category.id, name: 'Paw & Nose balm <"Shea"> \u0007', sku: 'CAN-BALM', description: "Dogs' paws & noses", stock: 3 });
  await t.ctx.db.update(productVariants).set({ label: '50 g', netQuantity: 50, netUnit: 'g' }).where(eq(productVariants.id, balm.variantId));
  await createProduct(t.ctx, { categoryId: category.id, sku: 'CAN-HIDDEN', active: false });
  const closed = await createCategory(t.ctx, { active: false });
  await createProduct(t.ctx, { categoryId: closed.id, sku: 'CAN-CLOSED' });
  t.ctx.catalogCache.invalidate();
});
afterAll(async () => {
  await t?.close();
});

/** The feed parsed as XML is (a stray `&` or `<` would fail here), and its items by their id. */
async function readFeed(headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url: FEED, headers });
  if (res.statusCode !== 200) return { res, items: new Map<string, Element>() };
  expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
  const doc = new new JSDOM().window.DOMParser().parseFromString(res.body, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  expect(doc.documentElement.tagName).toBe('rss');
  expect(doc.documentElement.getAttribute('version')).toBe('2.0');
  const items = [...doc.getElementsByTagName('item')];
  return { res, items: new Map(items.map((item) => [item.getElementsByTagNameNS(G, 'id')[0]!.textContent, item])) };
}

/** The item's field, by its name as the feed writes it (`g:` for Google's own). */
const field = (item: Element, name: string) => {
  const [prefix, local] = name.includes(':') ? name.split(':') : [null, name];
  const found = prefix ? item.getElementsByTagNameNS(G, local) : item.getElementsByTagName(local);
  return found[0]?.textContent ?? undefined;
};

describe('the Google Merchant Center product feed', () => {
  it('lists each size on sale of each product on sale, with every field Google requires', async () => {
    const { items } = await readFeed();
    expect([...items.keys()].sort()).toEqual(['CAN-BALM', 'CAN-JNT-120', 'CAN-JNT-60']);
    for (const [id, item] of items) {
      for (const name of REQUIRED) expect(field(item, name), `${id} ${name}`).toBeTruthy();
      // Either a barcode or the statement that there is none.
      expect(field(item, 'g:gtin') ?? field(item, 'g:identifier_exists'), id).toBeTruthy();
      expect(field(item, 'g:price'), id).toMatch(/^\d+\.\d{2} INR$/);
      expect(field(item, 'g:condition')).toBe('new');
      expect(field(item, 'g:brand')).toBe('Canino');
    }
  });

  it('prices a size at its MRP with the selling price as the sale price, with its unit pricing, barcode and weight', async () => {
    const { items } = await readFeed();
    const sixty = items.get('CAN-JNT-60')!;
    expect(field(sixty, 'title')).toBe('Joint Plus chews, 60 chews');
    expect(field(sixty, 'link')).toBe(`${BASE}/products/joint-plus-chews?size=CAN-JNT-60`);
    expect(field(sixty, 'g:image_link')).toBe(`${BASE}/admin/uploads/products/joint.webp`);
    expect(field(sixty, 'g:item_group_id')).toBe(String(joint.id));
    expect(field(sixty, 'g:price')).toBe('1199.00 INR');
    expect(field(sixty, 'g:sale_price')).toBe('999.00 INR');
    expect(field(sixty, 'g:availability')).toBe('in_stock');
    expect(field(sixty, 'g:gtin')).toBe('8901030865275');
    expect(field(sixty, 'g:identifier_exists')).toBeUndefined();
    expect(field(sixty, 'g:unit_pricing_measure')).toBe('60ct');
    expect(field(sixty, 'g:unit_pricing_base_measure')).toBe('1ct');
    expect(field(sixty, 'g:shipping_weight')).toBe('250 g');
    expect(field(sixty, 'g:product_type')).toBe('Joint & Mobility');

    // Sold at its MRP: no sale price; sold out; no barcode, no weight entered.
    const big = items.get('CAN-JNT-120')!;
    expect(field(big, 'g:item_group_id')).toBe(String(joint.id));
    expect(field(big, 'g:price')).toBe('1999.00 INR');
    expect(field(big, 'g:sale_price')).toBeUndefined();
    expect(field(big, 'g:availability')).toBe('out_of_stock');
    expect(field(big, 'g:identifier_exists')).toBe('no');
    expect(field(big, 'g:shipping_weight')).toBeUndefined();

    // Weighed goods are priced per gram below a kilogram, as the shared unit price rule quotes them.
    const grams = items.get('CAN-BALM')!;
    expect(field(grams, 'g:unit_pricing_measure')).toBe('50g');
    expect(field(grams, 'g:unit_pricing_base_measure')).toBe('1g');
  });

  it('escapes the owner’s text and drops what XML cannot carry', async () => {
    const { res, items } = await readFeed();
    expect(field(items.get('CAN-BALM')!, 'title')).toBe('Paw & Nose balm <"Shea"> ');
    expect(field(items.get('CAN-BALM')!, 'description')).toBe("Dogs' paws & noses");
    expect(res.body).toContain('Paw &amp; Nose balm &lt;&quot;Shea&quot;&gt;');
    expect(res.body).not.toContain('\u0007');
  });

  it('is built once per catalog version: the same bytes and ETag until the catalog changes, a 304 for a current copy', async () => {
    const first = await readFeed();
    const etag = first.res.headers.etag as string;
    expect((await t.app.inject({ method: 'GET', url: FEED, headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    // A change the catalog was not told of is not seen: the kept feed is what is sent.
    await t.ctx.db.update(products).set({ name: 'Joint Plus soft chews' }).where(eq(products.id, joint.id));
    const kept = await readFeed();
    expect(kept.res.headers.etag).toBe(etag);
    expect(field(kept.items.get('CAN-JNT-60')!, 'title')).toBe('Joint Plus chews, 60 chews');
    // Once the catalog's version moves, the next fetch has the change.
    t.ctx.catalogCache.invalidate();
    const fresh = await readFeed();
    expect(fresh.res.headers.etag).not.toBe(etag);
    expect(field(fresh.items.get('CAN-JNT-60')!, 'title')).toBe('Joint Plus soft chews, 60 chews');
    // Compressed for a client that takes it, as pages are.
    const gz = await t.app.inject({ method: 'GET', url: FEED, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
  });
});
