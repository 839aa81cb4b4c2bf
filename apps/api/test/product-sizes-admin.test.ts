import type { AdminProduct, AdminProductSize } from '@canino/shared';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, jobs, productVariants, stockMovements } from '../src/db/schema';
import { asAdmin, ownerTestApp } from './admin-support';
import { createProduct, createVariant } from './helpers/factories';
import { checkoutBody, paidReport, paySimulated, reportPayment, startCheckout } from './helpers/orders';

/**
 * The admin's grid of a product's sizes (decision 042): one PUT with every size in order, saved in one
 * transaction or refused with a message per field and nothing written.
 */
const { t, call } = ownerTestApp();

type SizeRow = Omit<AdminProductSize, 'sold'> & { stockWas?: number };

const adminProduct = async (id: number): Promise<AdminProduct> => (await call('GET', `/products/${id}`)).json().data;

/** The grid as the panel opens it: every size as the API answered it, each stock also as the stock it showed. */
async function grid(id: number) {
  const p = await adminProduct(id);
  const sizes: SizeRow[] = p.sizes.map(({ sold: _sold, ...s }) => ({ ...s, stockWas: s.stock }));
  return { optionName: p.optionName, defaultSku: p.sizes[0]!.sku, sizes };
}

const saveSizes = (id: number, body: object) => call('PUT', `/products/${id}/sizes`, body);

/** The product page's sizes, as the storefront reads them. */
async function storefrontSizes(id: number) {
  const res = await t.app.inject(`/admin/api/productById/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  const product = res.json().data.product as { variants: { variant_id: number; sku: string; label: string; product_sprice: number; stock: number }[]; default_variant_id: number };
  return product;
}

const newSize = (sku: string, over: Partial<SizeRow> = {}): SizeRow =>
  ({
    sku,
    label: '500 g',
    netQuantity: 500,
    netUnit: 'g',
    mrpPaise: 129900,
    pricePaise: 109900,
    stock: 8,
    lowStockThreshold: 3,
    weightGrams: 560,
    active: true,
    ...over,
  }) as SizeRow;

const uniqueSku = (tag: string) => `${tag}-${Math.random().toString(36).slice(2, 8).toUpperCase()}`;

/** What a refused save must leave as it was: the sizes, their stock history and the audit log. */
async function snapshot(productId: number) {
  const [sizes, moves, audit] = await Promise.all([
    t.ctx.db.select().from(productVariants).where(eq(productVariants.productId, productId)).orderBy(productVariants.id),
    t.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(stockMovements)
      .where(eq(stockMovements.productId, productId)),
    t.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, productId))),
  ]);
  return { sizes, moves: moves[0]!.n, audit: audit[0]!.n };
}

/** A paid online order of one size: a sale that moves its stock, and names it for good. */
async function buy(productId: number, variantId: number, quantity: number) {
  const session = await startCheckout(t, checkoutBody([{ productId, variantId, quantity }]));
  await reportPayment(t, session, paidReport(await paySimulated(t, session, 'success')));
}

describe('the size grid', () => {
  it('adds a size with its opening stock, which the product page then offers', async () => {
    const p = await createProduct(t.ctx, { stock: 10 });
    const body = await grid(p.id);
    const sku = uniqueSku('pow');
    const res = await saveSizes(p.id, { ...body, sizes: [...body.sizes, newSize(sku)] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Sizes saved.');
    const sizes = (res.json().data as AdminProduct).sizes;
    // The SKU is kept in capitals, as the product's own is.
    expect(sizes.map((s) => [s.sku, s.label, s.stock, s.mrpPaise, s.pricePaise, s.weightGrams, s.sold])).toEqual([
      [p.sku, body.sizes[0]!.label, 10, 59900, 44900, null, false],
      [sku.toUpperCase(), '500 g', 8, 129900, 109900, 560, false],
    ]);

    const page = await storefrontSizes(p.id);
    expect(page.variants.map((v) => [v.sku, v.label, v.product_sprice, v.stock])).toEqual([
      [p.sku, body.sizes[0]!.label, 449, 10],
      [sku.toUpperCase(), '500 g', 1099, 8],
    ]);
    const [opening] = await t.ctx.db.select().from(stockMovements).where(eq(stockMovements.variantId, sizes[1]!.variantId));
    expect(opening).toMatchObject({ reason: 'opening', change: 8, stockAfter: 8 });
    const [entry] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, p.id), eq(auditLog.action, 'sizes')));
    expect(entry!.before).toMatchObject({ order: [p.sku], [`size ${sku.toUpperCase()}`]: null });
    expect(entry!.after).toMatchObject({ order: [p.sku, sku.toUpperCase()], [`size ${sku.toUpperCase()}`]: { label: '500 g', pricePaise: 109900 } });
  });

  it('reorders the sizes, and moves the default first with the product’s prices and stock following it', async () => {
    const p = await createProduct(t.ctx, { stock: 10 });
    const b = await createVariant(t.ctx, p.id, { position: 1, label: '120 tablets', stock: 4 });
    const c = await createVariant(t.ctx, p.id, { position: 2, label: '240 tablets', stock: 2, listPricePaise: 169900, sellingPricePaise: 149900 });
    const body = await grid(p.id);
    const [a, , third] = body.sizes;

    const reordered = await saveSizes(p.id, { ...body, sizes: [a, third, body.sizes[1]] });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect((await storefrontSizes(p.id)).variants.map((v) => v.variant_id)).toEqual([p.variantId, c.id, b.id]);

    // The grid keeps its rows where they are; the default is put first.
    const moved = await saveSizes(p.id, { ...(await grid(p.id)), defaultSku: c.sku });
    expect(moved.statusCode, moved.body).toBe(200);
    const page = await storefrontSizes(p.id);
    expect(page.default_variant_id).toBe(c.id);
    expect(page.variants.map((v) => v.variant_id)).toEqual([c.id, p.variantId, b.id]);
    expect(moved.json().data).toMatchObject({ sku: c.sku, listPricePaise: 169900, sellingPricePaise: 149900, stock: 2 });
  });

  it('renames the option, and lets two sizes trade their SKUs', async () => {
    const p = await createProduct(t.ctx);
    const b = await createVariant(t.ctx, p.id);
    const body = await grid(p.id);
    const [first, second] = body.sizes as [SizeRow, SizeRow];
    const res = await saveSizes(p.id, {
      optionName: 'Flavour',
      defaultSku: b.sku,
      sizes: [
        { ...first, sku: b.sku },
        { ...second, sku: p.sku },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ optionName: 'Flavour', sku: b.sku });
    expect(res.json().data.sizes.map((s: AdminProductSize) => [s.variantId, s.sku])).toEqual([
      [p.variantId, b.sku],
      [b.id, p.sku],
    ]);
  });

  it('removes a size never sold, and takes a sold one off sale instead', async () => {
    const p = await createProduct(t.ctx, { stock: 10 });
    const sold = await createVariant(t.ctx, p.id, { position: 1, label: '120 tablets' });
    const unsold = await createVariant(t.ctx, p.id, { position: 2, label: '240 tablets' });
    await buy(p.id, sold.id, 1);
    const body = await grid(p.id);
    expect((await adminProduct(p.id)).sizes.map((s) => s.sold)).toEqual([false, true, false]);

    const res = await saveSizes(p.id, { ...body, sizes: [body.sizes[0]] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Sizes saved. 120 tablets was sold before, so it is taken off sale instead of removed.');
    expect(res.json().data.sizes.map((s: AdminProductSize) => [s.variantId, s.active])).toEqual([
      [p.variantId, true],
      [sold.id, false],
    ]);
    expect(await t.ctx.db.select().from(productVariants).where(eq(productVariants.id, unsold.id))).toEqual([]);
    expect((await storefrontSizes(p.id)).variants.map((v) => v.variant_id)).toEqual([p.variantId]);
  });

  it("keeps a sale made while the grid was open: only the owner's change moves the stock", async () => {
    const p = await createProduct(t.ctx, { stock: 10 });
    const body = await grid(p.id);
    await buy(p.id, p.variantId, 2);
    const first = { ...body.sizes[0]!, stock: 15 };
    const res = await saveSizes(p.id, { ...body, sizes: [first] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ stock: 13, sizes: [{ stock: 13 }] });
    const moves = await t.ctx.db.select().from(stockMovements).where(eq(stockMovements.variantId, p.variantId)).orderBy(stockMovements.id);
    expect(moves.map((m) => [m.reason, m.change, m.stockAfter])).toEqual([
      ['opening', 10, 10],
      ['sale', -2, 8],
      ['manual_edit', 5, 13],
    ]);

    // Taking away more than is left now is refused on that size's stock, and writes nothing.
    const before = await snapshot(p.id);
    const tooMany = await saveSizes(p.id, { ...body, sizes: [{ ...body.sizes[0]!, stock: 0, stockWas: 20 }] });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().errors).toEqual({ 'sizes.0.stock': 'Only 13 left now: more sold while you edited' });
    expect(await snapshot(p.id)).toEqual(before);
  });

  it('emails the owner when a size falls to its low-stock threshold', async () => {
    const p = await createProduct(t.ctx, { stock: 10 });
    const b = await createVariant(t.ctx, p.id, { stock: 9, lowStockThreshold: 5 });
    const body = await grid(p.id);
    const res = await saveSizes(p.id, { ...body, sizes: [body.sizes[0], { ...body.sizes[1]!, stock: 4 }] });
    expect(res.statusCode, res.body).toBe(200);
    const sent = await t.ctx.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'stock.low'), sql`${jobs.payload}->>'variantId' = ${String(b.id)}`));
    expect(sent.map((j) => j.payload)).toEqual([{ productId: p.id, variantId: b.id, stock: 4, threshold: 5 }]);
  });
});

describe('a bad grid is refused with a message per field, and nothing is written', () => {
  it.each([
    [
      'a size of another product',
      400,
      async (body: Awaited<ReturnType<typeof grid>>) => ({ ...body, sizes: [body.sizes[0], { ...newSize(uniqueSku('X')), variantId: (await createProduct(t.ctx)).variantId }] }),
      'sizes.1.variantId',
    ],
    ['two sizes with one SKU', 400, async (body: Awaited<ReturnType<typeof grid>>) => ({ ...body, sizes: [body.sizes[0], newSize(body.defaultSku.toLowerCase())] }), 'sizes.1.sku'],
    [
      'a SKU another product’s size has',
      409,
      async (body: Awaited<ReturnType<typeof grid>>) => ({ ...body, sizes: [body.sizes[0], newSize((await createProduct(t.ctx)).sku)] }),
      'sizes.1.sku',
    ],
    [
      'a net quantity of zero',
      400,
      async (body: Awaited<ReturnType<typeof grid>>) => ({ ...body, sizes: [body.sizes[0], newSize(uniqueSku('Z'), { netQuantity: 0 })] }),
      'sizes.1.netQuantity',
    ],
    ['a negative net quantity', 400, async (body: Awaited<ReturnType<typeof grid>>) => ({ ...body, sizes: [{ ...body.sizes[0]!, netQuantity: -60 }] }), 'sizes.0.netQuantity'],
    ['a price above the MRP', 400, async (body: Awaited<ReturnType<typeof grid>>) => ({ ...body, sizes: [{ ...body.sizes[0]!, pricePaise: 60000 }] }), 'sizes.0.pricePaise'],
    ['no size', 400, async (body: Awaited<ReturnType<typeof grid>>) => ({ ...body, sizes: [] }), 'sizes'],
    ['a default not in the list', 400, async (body: Awaited<ReturnType<typeof grid>>) => ({ ...body, defaultSku: 'NOT-LISTED' }), 'defaultSku'],
    ['no size on sale', 400, async (body: Awaited<ReturnType<typeof grid>>) => ({ ...body, sizes: [{ ...body.sizes[0]!, active: false }] }), 'sizes.0.active'],
  ])('%s', async (_what, status, bad, field) => {
    const p = await createProduct(t.ctx, { stock: 10 });
    await createVariant(t.ctx, p.id);
    const body = await grid(p.id);
    // A valid change beside the bad one, so a partial write would show.
    const changed = { ...body, optionName: 'Flavour', sizes: body.sizes.map((s) => ({ ...s, stock: s.stock + 1 })) };
    const before = await snapshot(p.id);
    const res = await saveSizes(p.id, await bad(changed));
    expect(res.statusCode, res.body).toBe(status);
    expect(Object.keys(res.json().errors)).toContain(field);
    expect(await snapshot(p.id)).toEqual(before);
    expect((await adminProduct(p.id)).optionName).toBe('Pack size');
  });

  it('answers 404 for a product that does not exist', async () => {
    const p = await createProduct(t.ctx);
    const res = await saveSizes(987654321, await grid(p.id));
    expect(res.statusCode).toBe(404);
  });
});

describe('who may keep the sizes', () => {
  it('is the catalog role, not the orders role', async () => {
    const p = await createProduct(t.ctx);
    const body = await grid(p.id);
    const catalog = await asAdmin(t, 'catalog');
    expect((await catalog.call('PUT', `/products/${p.id}/sizes`, { ...body, optionName: 'Flavour' })).statusCode).toBe(200);
    const orders = await asAdmin(t, 'orders');
    expect((await orders.call('PUT', `/products/${p.id}/sizes`, body)).statusCode).toBe(403);
  });
});
