import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createCustomer, createProduct, createVariant, TEST_PASSWORD } from './helpers/factories';
import { loginAs } from './helpers/http';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Lists and search (decision 042): a product sold in several sizes carries how many and the cheapest
 * price, for its card's "from ₹X" and "N sizes"; any size's SKU finds it; "in stock" means any size.
 */
let t: TestApp;
let categoryId: number;
let multi: Awaited<ReturnType<typeof createProduct>>;
let bigSku: string;
let retiredSku: string;
let single: Awaited<ReturnType<typeof createProduct>>;
beforeAll(async () => {
  t = await createTestApp();
  categoryId = (await createCategory(t.ctx)).id;
  // The default size (60) is sold out; the 120 sells on; a retired 30 counts for nothing.
  multi = await createProduct(t.ctx, { categoryId, name: 'Daily Multi Chewable Tablets', listPricePaise: 59900, sellingPricePaise: 44900, stock: 0 });
  bigSku = (await createVariant(t.ctx, multi.id, { sku: 'CAN-MVM-101-120', label: '120 tablets', sellingPricePaise: 79900, listPricePaise: 109900, stock: 12 })).sku;
  retiredSku = (await createVariant(t.ctx, multi.id, { position: 2, label: '30 tablets', sellingPricePaise: 19900, stock: 50, active: false })).sku;
  single = await createProduct(t.ctx, { categoryId, name: 'Coat Oil', stock: 5 });
});
afterAll(() => t.close());

type Listed = { product_id: number; product_sprice: number; stock: number; sizes?: { count: number; from_sprice: number; stock: number } };
const list = async (query: string) => {
  const res = await t.app.inject(`/admin/api/product?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Listed[];
};

describe('a product sold in sizes, in lists', () => {
  it('says how many sizes are on sale, the cheapest price and their stock together; a product of one size says nothing more', async () => {
    const listed = await list(`category=${categoryId}`);
    expect(listed.find((p) => p.product_id === multi.id)).toMatchObject({ product_sprice: 449, stock: 0, sizes: { count: 2, from_sprice: 449, stock: 12 } });
    expect(listed.find((p) => p.product_id === single.id)).not.toHaveProperty('sizes');
  });

  it('lists it as in stock while any of its sizes is', async () => {
    expect((await list(`category=${categoryId}&in_stock=1`)).map((p) => p.product_id).sort()).toEqual([multi.id, single.id].sort());
  });

  it('carries the same in the wishlist', async () => {
    const customer = await createCustomer(t.ctx);
    const cookie = await loginAs(t.app, customer.mobile, TEST_PASSWORD);
    await t.app.inject({ method: 'POST', url: '/admin/api/wishlist_update', headers: { cookie }, payload: { cusID: customer.id, pID: multi.id } });
    const wishlist = await t.app.inject({ method: 'POST', url: '/admin/api/wishlist', headers: { cookie }, payload: { cusID: customer.id } });
    expect(wishlist.json().data.wishlist).toMatchObject([{ product_id: multi.id, sizes: { count: 2, from_sprice: 449 } }]);
  });
});

describe('search by a size’s SKU', () => {
  it('finds the product of the size with that SKU, typed in any case, and nothing else', async () => {
    expect((await list(`q=${bigSku}`)).map((p) => p.product_id)).toEqual([multi.id]);
    expect((await list(`q=${bigSku.toLowerCase()}`)).map((p) => p.product_id)).toEqual([multi.id]);
    expect((await list(`q=${encodeURIComponent(` ${single.sku} `)}`)).map((p) => p.product_id)).toEqual([single.id]);
  });

  it('keeps the listing’s filters, and finds nothing by a retired size’s SKU', async () => {
    expect(await list(`q=${bigSku}&category=${(await createCategory(t.ctx)).id}`)).toEqual([]);
    expect(await list(`q=${bigSku}&max_price=100`)).toEqual([]);
    expect(await list(`q=${retiredSku}`)).toEqual([]);
  });
});

describe('price sort and filters, by size', () => {
  it('sort by the price a card leads with, its cheapest size on sale; a price range finds a product by any size on sale', async () => {
    const cat = (await createCategory(t.ctx)).id;
    // Its default size costs ₹899, its 30 chews ₹299: the card reads "from ₹299.00".
    const chews = await createProduct(t.ctx, { categoryId: cat, name: 'Joint Plus Chews', listPricePaise: 99900, sellingPricePaise: 89900, stock: 3 });
    await createVariant(t.ctx, chews.id, { label: '30 chews', sellingPricePaise: 29900, listPricePaise: 39900, stock: 4 });
    const balm = await createProduct(t.ctx, { categoryId: cat, name: 'Paw Balm', listPricePaise: 59900, sellingPricePaise: 49900, stock: 3 });
    const ids = async (query: string) => (await list(`category=${cat}&${query}`)).map((p) => p.product_id);

    expect(await ids('sort=price_asc')).toEqual([chews.id, balm.id]);
    expect(await ids('sort=price_desc')).toEqual([balm.id, chews.id]);
    expect(await ids('max_price=300')).toEqual([chews.id]);
    expect(await ids('min_price=800&max_price=900')).toEqual([chews.id]);
    expect(await ids('min_price=400&max_price=600')).toEqual([balm.id]);
    // Search ranks and filters the same way.
    expect((await list(`q=chews&max_price=300`)).map((p) => p.product_id)).toContain(chews.id);
    expect(await list(`q=balm&max_price=300`)).toEqual([]);
    // A size off sale counts for nothing: the retired 30 tablets at ₹199 do not bring Daily Multi under ₹200.
    expect(await list(`category=${categoryId}&max_price=200`)).toEqual([]);
  });
});
