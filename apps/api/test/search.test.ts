import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, products } from '../src/db/schema';
import { insertDemoProducts } from './helpers/demo-products';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let demo: Awaited<ReturnType<typeof insertDemoProducts>>;
beforeAll(async () => {
  t = await createTestApp();
  demo = await insertDemoProducts(t.ctx);
}, 120_000);
afterAll(() => t.close());

type Listed = { product_id: number; product_name: string; product_sprice: number; stock: number; mcat_id: number };
const search = async (query: string) => {
  const res = await t.app.inject(`/admin/api/product?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Listed[];
};
const id = (slug: string) => demo.products.get(slug)!.id;

describe('GET /admin/api/product?q= (search)', () => {
  it('finds the omega products for the typo "omga", best first', async () => {
    const found = await search('q=omga');
    expect(
      found
        .slice(0, 2)
        .map((p) => p.product_id)
        .sort(),
    ).toEqual([id('skin-coat-omega-oil'), id('omega-3-softgels')].sort());
  });

  it('finds the joint supplements for "joint supplement", ranked above anything else', async () => {
    const found = await search(`q=${encodeURIComponent('joint supplement')}`);
    const joint = demo.categories.get('joint-mobility')!.id;
    // The five products of the Joint & Mobility category come first; Joint Plus (named for it) leads.
    expect(found.slice(0, 5).every((p) => p.mcat_id === joint)).toBe(true);
    expect(found.slice(0, 5).map((p) => p.product_id)).toEqual(expect.arrayContaining([id('joint-plus-chews'), id('joint-plus-liquid')]));
  });

  it('searches word by word: a product with every word beats one with some', async () => {
    const found = await search(`q=${encodeURIComponent('fish oil softgels')}`);
    expect(found.map((p) => p.product_id)).toEqual([id('omega-3-softgels')]);
  });

  it('searches the details and the category too', async () => {
    // "coenzyme" is only in the Senior Vitality chews' ingredient list (their details HTML).
    expect((await search('q=coenzyme')).map((p) => p.product_id)).toEqual([id('senior-vitality-chews')]);
    const calming = demo.categories.get('calming-stress')!.id;
    const stress = await search('q=stress');
    expect(stress.length).toBeGreaterThanOrEqual(5);
    expect(stress.slice(0, 5).every((p) => p.mcat_id === calming)).toBe(true);
  });

  it('ranks a match in the name above a match in the description', async () => {
    // The omega oil names salmon; the biotin chews mention it only in their ingredients.
    const found = await search('q=salmon');
    expect(found.map((p) => p.product_id)).toEqual([id('skin-coat-omega-oil'), id('biotin-zinc-coat-chews')]);
  });

  it('follows edits: a renamed product and a renamed category are found by their new names', async () => {
    await t.ctx.db
      .update(products)
      .set({ name: 'Zanzibar Zest Shampoo' })
      .where(eq(products.id, id('oatmeal-coat-conditioner')));
    expect((await search('q=zanzibar')).map((p) => p.product_id)).toEqual([id('oatmeal-coat-conditioner')]);
    const grooming = demo.categories.get('grooming-care')!;
    await t.ctx.db.update(categories).set({ name: 'Quokka Grooming' }).where(eq(categories.id, grooming.id));
    expect((await search('q=quokka')).length).toBe(5);
  });

  it('leaves out inactive products, and answers an empty list to stop words or nothing it knows', async () => {
    await t.ctx.db
      .update(products)
      .set({ active: false })
      .where(eq(products.id, id('travel-calm-tablets')));
    expect((await search('q=travel%20calm')).map((p) => p.product_id)).not.toContain(id('travel-calm-tablets'));
    expect(await search('q=the')).toEqual([]);
    expect(await search('q=xqzvw')).toEqual([]);
    expect(await search(`q=${encodeURIComponent("'; drop table products; --")}`)).toBeInstanceOf(Array);
  });

  it('narrows by category, price, stock and rating, with a sort, and caps the count with limit', async () => {
    const skin = demo.categories.get('skin-coat')!.id;
    const inSkin = await search(`q=neem&category=${skin}`);
    expect(inSkin.map((p) => p.product_id)).toEqual([id('neem-coconut-skin-spray')]);

    const cheap = await search('q=chews&max_price=500&sort=price_asc');
    expect(cheap.length).toBeGreaterThan(1);
    expect(cheap.every((p) => p.product_sprice <= 500)).toBe(true);
    expect(cheap.map((p) => p.product_sprice)).toEqual([...cheap.map((p) => p.product_sprice)].sort((a, b) => a - b));
    expect((await search('q=chews&min_price=600')).every((p) => p.product_sprice >= 600)).toBe(true);

    await t.ctx.db
      .update(products)
      .set({ stock: 0 })
      .where(eq(products.id, id('gut-balance-chews')));
    const inStock = await search('q=chews&in_stock=1');
    expect(inStock.every((p) => p.stock > 0)).toBe(true);
    expect(inStock.map((p) => p.product_id)).not.toContain(id('gut-balance-chews'));

    await t.ctx.db
      .update(products)
      .set({ ratingCount: 2, ratingSum: 9 })
      .where(eq(products.id, id('biotin-zinc-coat-chews')));
    await t.ctx.db
      .update(products)
      .set({ ratingCount: 1, ratingSum: 3 })
      .where(eq(products.id, id('senior-vitality-chews')));
    const rated = await search('q=chews&min_rating=4');
    expect(rated.map((p) => p.product_id)).toEqual([id('biotin-zinc-coat-chews')]);
    expect(rated[0]).toMatchObject({ rating_avg: 4.5, rating_count: 2 });
    const byRating = await search('q=chews&sort=rating');
    expect(byRating.slice(0, 2).map((p) => p.product_id)).toEqual([id('biotin-zinc-coat-chews'), id('senior-vitality-chews')]);

    expect(await search('q=chews&limit=3')).toHaveLength(3);
  });

  it('filters the plain listing too', async () => {
    const listed = await search('min_price=300&max_price=400&in_stock=1');
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((p) => p.product_sprice >= 300 && p.product_sprice <= 400 && p.stock > 0)).toBe(true);
  });

  it.each([
    ['min_price=500&max_price=100', 'The lowest price must not be above the highest'],
    ['min_rating=7', 'Choose a rating from 1 to 5'],
    ['min_price=cheap', 'Enter a valid lowest price'],
    ['sort=random', 'Choose a valid sort order'],
    ['limit=0', 'limit is a whole number from 1 to 50'],
    [`q=${'a'.repeat(101)}`, 'Search for at most 100 characters'],
  ])('answers 400 with a message to %s', async (query, message) => {
    const res = await t.app.inject(`/admin/api/product?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 0, message });
  });
});
