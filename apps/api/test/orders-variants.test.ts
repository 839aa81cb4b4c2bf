import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, orders, productVariants, stockMovements } from '../src/db/schema';
import type { SimulatedProvider } from '../src/services/payments/simulated/provider';
import { createProduct, createVariant } from './helpers/factories';
import { checkoutBody, paidReport, paySimulated, postCheckout, reportPayment, startCheckout } from './helpers/orders';
import { createTestApp, type TestApp } from './helpers/test-app';

/** Pack sizes at checkout (decision 042): each size is priced, held and sold from its own stock. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const variantStock = async (id: number) => (await t.ctx.db.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, id)))[0]!.stock;
const linesOf = (orderId: number) => t.ctx.db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(orderLines.id);

async function twoSizes(stock120 = 10) {
  const p = await createProduct(t.ctx, { name: 'Daily Multi chewable tablets', sellingPricePaise: 44900, stock: 10 });
  const big = await createVariant(t.ctx, p.id, { label: '120 tablets', sellingPricePaise: 79900, stock: stock120 });
  return { p, big };
}

describe('checkout by size', () => {
  it('prices each size at its own price, as two lines that name the size; a line without a size takes the default', async () => {
    const { p, big } = await twoSizes();
    const session = await startCheckout(
      t,
      checkoutBody([
        { productId: p.id, quantity: 1 },
        { productId: p.id, variantId: big.id, quantity: 2 },
      ]),
    );
    expect(session.totals.subtotalPaise).toBe(44900 + 2 * 79900);
    expect(session.lines).toEqual([
      expect.objectContaining({
        productId: p.id,
        variantId: p.variantId,
        variantLabel: 'One size',
        productName: 'Daily Multi chewable tablets, One size',
        unitPricePaise: 44900,
        quantity: 1,
      }),
      expect.objectContaining({
        productId: p.id,
        variantId: big.id,
        variantLabel: '120 tablets',
        sku: big.sku,
        productName: 'Daily Multi chewable tablets, 120 tablets',
        unitPricePaise: 79900,
      }),
    ]);
    const saved = await linesOf(session.orderId);
    expect(saved.map((l) => [l.variantId, l.sku, l.quantity])).toEqual([
      [p.variantId, p.sku, 1],
      [big.id, big.sku, 2],
    ]);
    // The spec's order payload names the size in its `vid`.
    expect(session.orderPayload.products.map((x) => x.vid)).toEqual([p.variantId, big.id]);
  });

  it('refuses a size of another product, an unknown size and a size no longer sold (4xx naming the line), and writes nothing', async () => {
    const { p } = await twoSizes();
    const other = await createProduct(t.ctx);
    const retired = await createVariant(t.ctx, p.id, { position: 2, label: '30 tablets', active: false });
    const before = await t.ctx.db.$count(orders);
    const cases = [
      { variantId: other.variantId, status: 422, message: "This size is not one of this product's sizes", field: 'lines.0.variantId' },
      { variantId: 987654321, status: 422, message: 'This size is no longer sold', field: 'lines.0' },
      { variantId: retired.id, status: 422, message: 'Daily Multi chewable tablets, 30 tablets is no longer available', field: 'lines.0' },
    ];
    for (const c of cases) {
      const res = await postCheckout(t, checkoutBody([{ productId: p.id, variantId: c.variantId, quantity: 1 }]));
      expect(res.statusCode).toBe(c.status);
      expect(res.json()).toMatchObject({ status: 0, message: c.message, errors: { [c.field]: c.message } });
    }
    expect(await t.ctx.db.$count(orders)).toBe(before);
  });

  it('the last unit of one size racing 20 payers: 1 paid, 19 told at checkout, while the other size sells on', async () => {
    const { p, big } = await twoSizes(1);
    const answers = await Promise.all(Array.from({ length: 20 }, () => postCheckout(t, checkoutBody([{ productId: p.id, variantId: big.id, quantity: 1 }]))));
    const winners = answers.filter((r) => r.statusCode === 200);
    expect(winners).toHaveLength(1);
    for (const r of answers.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode).toBe(409);
      expect(r.json().message).toBe('Daily Multi chewable tablets, 120 tablets is sold out');
    }
    // The 60-tablet size is untouched by the race and still sells.
    const small = await startCheckout(t, checkoutBody([{ productId: p.id, quantity: 3 }]));
    for (const session of [winners[0]!.json().data, small]) {
      const res = await reportPayment(t, session, paidReport(await paySimulated(t, session, 'success')));
      expect(res.json()).toMatchObject({ status: 1 });
    }
    await (t.ctx.payments as SimulatedProvider).settled();
    expect(await variantStock(big.id)).toBe(0);
    expect(await variantStock(p.variantId)).toBe(7);
    const made = await t.ctx.db.select({ status: orders.status }).from(orderLines).innerJoin(orders, eq(orders.id, orderLines.orderId)).where(eq(orderLines.variantId, big.id));
    expect(made).toEqual([{ status: 'paid' }]);
    // Each size's history names it, and adds up to its stock.
    const moves = await t.ctx.db
      .select({ variantId: stockMovements.variantId, change: stockMovements.change, reason: stockMovements.reason })
      .from(stockMovements)
      .where(eq(stockMovements.productId, p.id));
    expect(moves).toEqual(
      expect.arrayContaining([
        { variantId: big.id, change: -1, reason: 'sale' },
        { variantId: p.variantId, change: -3, reason: 'sale' },
      ]),
    );
    // The size that ran out is the one the owner's low-stock email names.
    await t.ctx.jobs.runDue();
    await t.ctx.jobs.runDue();
    expect(t.mail.map((m) => m.subject)).toContain('Low stock: Daily Multi chewable tablets, 120 tablets is sold out');
  });
});
