import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { resultRows } from '../src/db/read-row';
import { seedDemoIfEmpty } from '../src/seed/seed-demo';
import { createTestApp, type TestApp } from './helpers/test-app';

/** The demo shop sells products in sizes (decision 042): names without the size, each size complete. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoIfEmpty(t.ctx);
}, 180_000);
afterAll(() => t.close());

type Listed = { product_id: number; product_name: string; slug: string };
type Size = {
  sku: string;
  label: string;
  net_quantity: number;
  net_unit: string;
  product_dprice: number;
  product_sprice: number;
  unit_price: number;
  unit_basis: string;
  stock: number;
};

describe('the demo catalog', () => {
  it('names no product by its size, and sells at least three in two sizes or more', async () => {
    const listed = (await t.app.inject('/admin/api/product')).json().data as Listed[];
    for (const p of listed) expect(p.product_name).not.toMatch(/\(\d+(\.\d+)? ?(g|kg|ml|l|tablets?|chews?|chewables|softgels|sachets)\)/);
    const sizes = await Promise.all(listed.map(async (p) => (await t.app.inject(`/admin/api/productById/${p.product_id}`)).json().data.product.variants as Size[]));
    expect(sizes.filter((s) => s.length >= 2).length).toBeGreaterThanOrEqual(3);
  });

  it('sells Daily Multi Chewable Tablets in 60 and 120, each with its SKU, net quantity, prices, unit price and stock', async () => {
    const listed = (await t.app.inject('/admin/api/product')).json().data as Listed[];
    const multi = listed.find((p) => p.slug === 'daily-multi-chewable-tablets')!;
    expect(multi.product_name).toBe('Daily Multi Chewable Tablets');
    const { product } = (await t.app.inject(`/admin/api/productById/${multi.product_id}`)).json().data;
    expect(product.variants).toMatchObject([
      {
        sku: 'CAN-MVM-101-60',
        label: '60 tablets',
        net_quantity: 60,
        net_unit: 'count',
        product_dprice: 599,
        product_sprice: 449,
        unit_price: 7.48,
        unit_basis: 'unit',
        stock: 180,
      },
      {
        sku: 'CAN-MVM-101-120',
        label: '120 tablets',
        net_quantity: 120,
        net_unit: 'count',
        product_dprice: 1099,
        product_sprice: 799,
        unit_price: 6.66,
        unit_basis: 'unit',
        stock: 60,
      },
    ]);
    // The spec's fields are the default size's; its dosage table was written for the 60.
    expect(product).toMatchObject({ sku: 'CAN-MVM-101-60', product_sprice: 449, stock: 180, default_variant_id: product.variants[0].variant_id });
  });

  it('gives every size a shipping weight and its opening stock in the stock history', async () => {
    const rows = resultRows(
      await t.ctx.db.execute(sql`
        select v.sku, v.weight_grams, v.stock, (select sum(m.change)::int from stock_movements m where m.variant_id = v.id and m.reason = 'opening') as opening
          from product_variants v order by v.id`),
    ) as { sku: string; weight_grams: number | null; stock: number; opening: number }[];
    expect(rows.length).toBeGreaterThan(30);
    for (const r of rows) {
      expect(r.weight_grams, r.sku).toBeGreaterThan(0);
      expect(r.opening, r.sku).toBe(r.stock);
    }
  });

  it('quotes a kilogram pack per kg and a gram pack per g', async () => {
    const listed = (await t.app.inject('/admin/api/product')).json().data as Listed[];
    const powder = listed.find((p) => p.slug === 'daily-multi-powder')!;
    const { product } = (await t.app.inject(`/admin/api/productById/${powder.product_id}`)).json().data;
    expect(product.variants.map((v: Size) => [v.label, v.unit_price, v.unit_basis])).toEqual([
      ['200 g', 2.75, 'g'],
      ['500 g', 2.4, 'g'],
      ['1 kg', 2199, 'kg'],
    ]);
  });

  it('offers cash on delivery, so a newcomer can try it; a shop without the demo starts with it off', async () => {
    const terms = async (app: TestApp) => (await app.app.inject('/admin/api/delivery-terms')).json().data.cod.enabled as boolean;
    expect(await terms(t)).toBe(true);
    const real = await createTestApp();
    try {
      expect(await terms(real)).toBe(false);
    } finally {
      await real.close();
    }
  });
});
