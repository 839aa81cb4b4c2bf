import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../src/db/schema';
import { ownerTestApp } from './admin-support';
import { createProduct } from './helpers/factories';

const { t, call } = ownerTestApp();

/** One after another, so their ids come in the order the assertions read them (by id). */
async function three() {
  const made = [];
  for (let i = 0; i < 3; i++) made.push(await createProduct(t.ctx, { listPricePaise: 89900, sellingPricePaise: 79900, stock: 12 }));
  return made;
}
const read = async (ids: number[]) =>
  (await t.ctx.db.select().from(products).where(inArray(products.id, ids)).orderBy(products.id)).map((p) => ({
    id: p.id,
    listPricePaise: p.listPricePaise,
    sellingPricePaise: p.sellingPricePaise,
    stock: p.stock,
    active: p.active,
  }));

describe('POST /products/bulk-edit', () => {
  it('sets price, stock and status on the selected products only, and the shop sees it', async () => {
    const [a, b, other] = await three();
    const res = await call('POST', '/products/bulk-edit', { productIds: [a!.id, b!.id], sellingPricePaise: 74900, stock: 40, active: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 1, message: '2 products updated', data: { updated: 2 } });
    expect(await read([a!.id, b!.id, other!.id])).toEqual([
      { id: a!.id, listPricePaise: 89900, sellingPricePaise: 74900, stock: 40, active: false },
      { id: b!.id, listPricePaise: 89900, sellingPricePaise: 74900, stock: 40, active: false },
      { id: other!.id, listPricePaise: 89900, sellingPricePaise: 79900, stock: 12, active: true },
    ]);
    // Deactivated: the storefront no longer offers it (the catalog cache was refreshed).
    expect((await t.app.inject(`/admin/api/productById/${a!.id}`)).statusCode).toBe(404);
    expect((await t.app.inject(`/admin/api/productById/${other!.id}`)).statusCode).toBe(200);
  });

  it('is all or nothing: one product whose selling price would pass its list price stops the whole edit', async () => {
    const [a, b] = await three();
    await t.ctx.db
      .update(products)
      .set({ listPricePaise: 50000, sellingPricePaise: 45000 })
      .where(inArray(products.id, [b!.id]));
    const before = await read([a!.id, b!.id]);
    const res = await call('POST', '/products/bulk-edit', { productIds: [a!.id, b!.id], sellingPricePaise: 69900, stock: 3 });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(`${b!.name}: the selling price ₹699.00 would be more than its list price ₹500.00`);
    expect(await read([a!.id, b!.id])).toEqual(before);
  });

  it('refuses an empty selection, an edit that changes nothing, a negative stock and a product that is gone, changing nothing', async () => {
    const [a] = await three();
    const before = await read([a!.id]);
    const none = await call('POST', '/products/bulk-edit', { productIds: [], stock: 1 });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual({ productIds: 'Select the products to change' });
    const nothing = await call('POST', '/products/bulk-edit', { productIds: [a!.id] });
    expect(nothing.json().errors).toEqual({ productIds: 'Choose what to change: a price, the stock or the status' });
    expect((await call('POST', '/products/bulk-edit', { productIds: [a!.id], stock: -1 })).json().errors).toEqual({ stock: 'Stock cannot be negative' });
    expect((await call('POST', '/products/bulk-edit', { productIds: [a!.id, a!.id], stock: 1 })).statusCode).toBe(400);
    const gone = await call('POST', '/products/bulk-edit', { productIds: [a!.id, 999_999], stock: 1 });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('1 of the selected products no longer exists; refresh the list and try again');
    expect(await read([a!.id])).toEqual(before);
  });

  it('two owners editing overlapping selections at once: no deadlock, and each product ends as one whole edit left it', async () => {
    const items = await Promise.all(Array.from({ length: 6 }, () => createProduct(t.ctx, { listPricePaise: 89900, sellingPricePaise: 79900, stock: 5 })));
    const ids = items.map((p) => p.id);
    const [x, y] = await Promise.all([
      call('POST', '/products/bulk-edit', { productIds: ids, stock: 11, sellingPricePaise: 61100 }),
      call('POST', '/products/bulk-edit', { productIds: [...ids].reverse(), stock: 22, sellingPricePaise: 62200 }),
    ]);
    expect([x.statusCode, y.statusCode]).toEqual([200, 200]);
    const after = await read(ids);
    const last = after[0]!.stock;
    expect([11, 22]).toContain(last);
    expect(after.every((p) => p.stock === last && p.sellingPricePaise === (last === 11 ? 61100 : 62200))).toBe(true);
  });
});
