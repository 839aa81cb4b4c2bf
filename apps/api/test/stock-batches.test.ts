import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs, orderLineBatches, orderLines, productVariants, stockBatches } from '../src/db/schema';
import type { SimulatedProvider } from '../src/services/payments/simulated/provider';
import { sweepShortDated } from '../src/services/stock/short-dated';
import { ownerTestApp } from './admin-support';
import { createProduct } from './helpers/factories';
import { pdfText } from './helpers/pdf-text';
import { checkoutBody, paidReport, paySimulated, postCheckout, reportPayment, startCheckout, stockOf } from './helpers/orders';
import { monthStartAhead } from './helpers/months';

const { t, call } = ownerTestApp();

/** A product whose one size holds these batches, its stock their sum. */
async function productWithBatches(batches: { batchNo: string; bestBefore: string | null; quantity: number }[]) {
  const product = await createProduct(t.ctx, { stock: batches.reduce((n, b) => n + b.quantity, 0) });
  const rows = await t.ctx.db
    .insert(stockBatches)
    .values(batches.map((b) => ({ variantId: product.variantId, ...b })))
    .returning();
  return { product, ids: Object.fromEntries(rows.map((r) => [r.batchNo, r.id])) as Record<string, number> };
}

async function quantities(variantId: number): Promise<Record<string, number>> {
  const rows = await t.ctx.db.select().from(stockBatches).where(eq(stockBatches.variantId, variantId)).orderBy(asc(stockBatches.id));
  return Object.fromEntries(rows.map((r) => [r.batchNo, r.quantity]));
}

async function paidOrder(productId: number, quantity: number): Promise<{ orderId: number; lineId: number }> {
  const session = await startCheckout(t, checkoutBody([{ productId, quantity }]));
  const report = await reportPayment(t, session, paidReport(await paySimulated(t, session, 'success')));
  expect(report.json().status).toBe(1);
  await (t.ctx.payments as SimulatedProvider).settled();
  const orderId = report.json().data.orderId as number;
  const [line] = await t.ctx.db.select({ id: orderLines.id }).from(orderLines).where(eq(orderLines.orderId, orderId));
  return { orderId, lineId: line!.id };
}

const takenBy = (lineId: number) =>
  t.ctx.db
    .select({ batchId: orderLineBatches.batchId, quantity: orderLineBatches.quantity, returned: orderLineBatches.returned })
    .from(orderLineBatches)
    .where(eq(orderLineBatches.lineId, lineId))
    .orderBy(asc(orderLineBatches.batchId));

describe('stock in batches, first expiry first out (decision 062)', () => {
  it('sells the first-expiring batch first, spills into the next, and records which batches the line took', async () => {
    const { product, ids } = await productWithBatches([
      { batchNo: 'LATE', bestBefore: monthStartAhead(24), quantity: 7 },
      { batchNo: 'EARLY', bestBefore: monthStartAhead(12), quantity: 3 },
    ]);
    const { orderId, lineId } = await paidOrder(product.id, 5);
    expect(await quantities(product.variantId)).toEqual({ LATE: 5, EARLY: 0 });
    expect(await stockOf(t, product.id)).toBe(5);
    expect(await takenBy(lineId)).toEqual([
      { batchId: ids.LATE, quantity: 2, returned: 0 },
      { batchId: ids.EARLY, quantity: 3, returned: 0 },
    ]);
    const slip = pdfText((await call('GET', `/orders/${orderId}/packing-slip.pdf`)).rawPayload);
    expect(slip).toContain('Batch EARLY × 3, LATE × 2');
  });

  it('lets one of two checkouts racing for the last units have them', async () => {
    const { product } = await productWithBatches([
      { batchNo: 'LAST', bestBefore: monthStartAhead(10), quantity: 2 },
      { batchNo: 'NEXT', bestBefore: monthStartAhead(20), quantity: 1 },
    ]);
    const tries = await Promise.all([1, 2].map(() => postCheckout(t, checkoutBody([{ productId: product.id, quantity: 2 }]))));
    expect(tries.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const won = tries.find((r) => r.statusCode === 200)!.json().data;
    await reportPayment(t, won, paidReport(await paySimulated(t, won, 'success')));
    await (t.ctx.payments as SimulatedProvider).settled();
    expect(await quantities(product.variantId)).toEqual({ LAST: 0, NEXT: 1 });
    expect(await stockOf(t, product.id)).toBe(1);
  });

  it('puts a cancelled order back into the batches it came from', async () => {
    const { product } = await productWithBatches([
      { batchNo: 'A1', bestBefore: monthStartAhead(9), quantity: 2 },
      { batchNo: 'B1', bestBefore: monthStartAhead(18), quantity: 4 },
    ]);
    const { orderId, lineId } = await paidOrder(product.id, 3);
    expect(await quantities(product.variantId)).toEqual({ A1: 0, B1: 3 });
    const cancel = await call('POST', `/orders/${orderId}/status`, { status: 'cancelled', note: 'Customer asked', refundMethod: 'manual' });
    expect(cancel.statusCode).toBe(200);
    expect(await quantities(product.variantId)).toEqual({ A1: 2, B1: 4 });
    expect((await takenBy(lineId)).map((r) => r.returned)).toEqual([2, 1]);
    expect(await stockOf(t, product.id)).toBe(6);
  });

  it('puts a refund restock back into its batch, the latest-expiring first', async () => {
    const { product } = await productWithBatches([
      { batchNo: 'OLD', bestBefore: monthStartAhead(8), quantity: 1 },
      { batchNo: 'NEW', bestBefore: monthStartAhead(16), quantity: 5 },
    ]);
    const { orderId, lineId } = await paidOrder(product.id, 3);
    const refund = await call('POST', `/orders/${orderId}/refunds`, { idempotencyKey: randomUUID(), amountPaise: 10000, restock: [{ lineId, quantity: 1 }] });
    expect(refund.statusCode).toBe(200);
    expect(await quantities(product.variantId)).toEqual({ OLD: 0, NEW: 4 });
    expect(await stockOf(t, product.id)).toBe(4);
  });

  it('does not sell a batch inside the minimum shelf life, takes it off the stock and tells the owner once', async () => {
    const { product, ids } = await productWithBatches([
      { batchNo: 'SHORT', bestBefore: monthStartAhead(1), quantity: 5 },
      { batchNo: 'UNDATED', bestBefore: null, quantity: 2 },
    ]);
    const tooMany = await postCheckout(t, checkoutBody([{ productId: product.id, quantity: 3 }]));
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toContain('Only 2');
    // The refusal's transaction rolled back; the sale that follows withdraws the batch for good.
    const { lineId } = await paidOrder(product.id, 2);
    expect(await stockOf(t, product.id)).toBe(0);
    expect(await takenBy(lineId)).toEqual([{ batchId: ids.UNDATED, quantity: 2, returned: 0 }]);
    expect(await quantities(product.variantId)).toEqual({ SHORT: 5, UNDATED: 0 });
    await sweepShortDated(t.ctx);
    const alerts = await t.ctx.db.select().from(jobs).where(eq(jobs.kind, 'stock.short-dated'));
    expect(alerts.filter((j) => (j.payload as { batchId: number }).batchId === ids.SHORT)).toHaveLength(1);
    expect(t.mail.filter((m) => m.subject.startsWith(`Off sale: ${product.name}`) && m.subject.includes('batch SHORT'))).toHaveLength(1);
  });

  it('promises on the product page the best-before of the batch that would ship, never a short-dated one', async () => {
    const { product } = await productWithBatches([
      { batchNo: 'GONE', bestBefore: monthStartAhead(1), quantity: 4 },
      { batchNo: 'NEXT', bestBefore: '2031-03-01', quantity: 2 },
      { batchNo: 'LAST', bestBefore: '2032-06-01', quantity: 5 },
    ]);
    const page = await t.app.inject({ method: 'GET', url: `/admin/api/productById/${product.id}` });
    expect(page.json().data.product.variants[0].best_before).toBe('at least Mar 2031');
  });

  it('withdraws a short-dated batch on the sweep when nobody checks out its size', async () => {
    const { product } = await productWithBatches([
      { batchNo: 'SOON', bestBefore: monthStartAhead(2), quantity: 3 },
      { batchNo: 'LATER', bestBefore: monthStartAhead(30), quantity: 4 },
    ]);
    await sweepShortDated(t.ctx);
    const [size] = await t.ctx.db.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, product.variantId));
    expect(size!.stock).toBe(4);
  });
});
