import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, jobs, orderLineBatches, stockBatches, stockMovements } from '../src/db/schema';
import type { SimulatedProvider } from '../src/services/payments/simulated/provider';
import { sweepShortDated } from '../src/services/stock/short-dated';
import { ownerTestApp } from './admin-support';
import { createProduct } from './helpers/factories';
import { checkoutBody, paidReport, paySimulated, postCheckout, reportPayment, startCheckout, stockOf } from './helpers/orders';
import { monthAhead } from './helpers/months';

const { t, call } = ownerTestApp();

const receipt = (over: Record<string, unknown> = {}) => ({ batchNo: 'CN-2411', quantity: 6, manufacturedMonth: monthAhead(-2), bestBeforeMonth: monthAhead(22), ...over });
const receive = (productId: number, variantId: number, body: object) => call('POST', `/products/${productId}/variants/${variantId}/batches`, body);

async function batchesOf(variantId: number) {
  const rows = await t.ctx.db.select().from(stockBatches).where(eq(stockBatches.variantId, variantId)).orderBy(asc(stockBatches.id));
  return rows.map((r) => ({ batchNo: r.batchNo, quantity: r.quantity, withdrawn: r.withdrawnAt !== null }));
}

describe('receiving stock into a batch (decision 062)', () => {
  it('adds the packs to the size and to a new batch, with a movement, an audit entry and the batch on the product page', async () => {
    const product = await createProduct(t.ctx, { stock: 0 });
    const res = await receive(product.id, product.variantId, receipt({ note: 'Invoice 771' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('6 received into batch CN-2411; 6 on hand');
    expect(await stockOf(t, product.id)).toBe(6);
    expect(await batchesOf(product.variantId)).toEqual([{ batchNo: 'CN-2411', quantity: 6, withdrawn: false }]);
    const [moved] = await t.ctx.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.variantId, product.variantId), eq(stockMovements.reason, 'received')));
    expect(moved).toMatchObject({ change: 6, stockAfter: 6, note: 'Batch CN-2411: Invoice 771' });
    const [audit] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, product.id), eq(auditLog.action, 'receive-stock')));
    expect(audit).toMatchObject({ label: `${product.name}, batch CN-2411`, before: { onHand: 0 }, after: { onHand: 6 } });
    const list = await call('GET', `/products/${product.id}/batches`);
    expect(list.json().data).toEqual([
      expect.objectContaining({ batchNo: 'CN-2411', quantity: 6, bestBefore: `${monthAhead(22)}-01`, manufacturedOn: `${monthAhead(-2)}-01`, withdrawn: false }),
    ]);
  });

  it('adds a second receipt of the same batch number to it, and refuses one whose months differ, changing nothing', async () => {
    const product = await createProduct(t.ctx, { stock: 0 });
    expect((await receive(product.id, product.variantId, receipt())).statusCode).toBe(200);
    expect((await receive(product.id, product.variantId, receipt({ quantity: 4 }))).json().data.quantity).toBe(10);
    const wrong = await receive(product.id, product.variantId, receipt({ bestBeforeMonth: monthAhead(23) }));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toContain('Batch CN-2411 was received before');
    expect(await stockOf(t, product.id)).toBe(10);
    expect(await batchesOf(product.variantId)).toEqual([{ batchNo: 'CN-2411', quantity: 10, withdrawn: false }]);
  });

  it('counts both of two receipts racing for one new batch number into one batch', async () => {
    const product = await createProduct(t.ctx, { stock: 0 });
    const both = await Promise.all([receive(product.id, product.variantId, receipt({ quantity: 3 })), receive(product.id, product.variantId, receipt({ quantity: 5 }))]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await batchesOf(product.variantId)).toEqual([{ batchNo: 'CN-2411', quantity: 8, withdrawn: false }]);
    expect(await stockOf(t, product.id)).toBe(8);
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const product = await createProduct(t.ctx, { stock: 2 });
    const other = await createProduct(t.ctx, { stock: 0 });
    const cases: [object, number, string][] = [
      [receipt({ batchNo: '' }), 400, 'Enter the batch number printed on the pack'],
      [receipt({ quantity: 0 }), 400, 'Enter how many packs came in'],
      [receipt({ bestBeforeMonth: '2027-13' }), 400, 'Enter the best-before month'],
      [receipt({ manufacturedMonth: monthAhead(3) }), 400, 'cannot be later than this month'],
      [receipt({ bestBeforeMonth: monthAhead(-3) }), 400, 'comes after the month of manufacture'],
      [receipt({ bestBeforeMonth: monthAhead(1) }), 422, 'is not received'],
    ];
    for (const [body, status, message] of cases) {
      const res = await receive(product.id, product.variantId, body);
      expect(res.statusCode, message).toBe(status);
      expect(res.json().message).toContain(message);
    }
    expect((await receive(product.id, other.variantId, receipt())).statusCode).toBe(404);
    expect((await receive(999_999, product.variantId, receipt())).statusCode).toBe(404);
    expect(await stockOf(t, product.id)).toBe(2);
    expect(await stockOf(t, other.id)).toBe(0);
    expect(await batchesOf(product.variantId)).toEqual([]);
  });

  it('tells the shoppers waiting for a sold-out size when a receipt brings it back', async () => {
    const product = await createProduct(t.ctx, { stock: 0 });
    const asked = await t.app.inject({ method: 'POST', url: `/admin/api/products/${product.id}/notify-me`, payload: { email: 'waiting@example.in' } });
    expect(asked.statusCode).toBe(200);
    await receive(product.id, product.variantId, receipt());
    const back = await t.ctx.db.select().from(jobs).where(eq(jobs.kind, 'stock.back'));
    expect(back.filter((j) => (j.payload as { variantId: number }).variantId === product.variantId)).toHaveLength(1);
  });

  it('keeps packs cancelled back into a batch withdrawn meanwhile off sale, so the stock stays the sum of the batches on sale', async () => {
    const product = await createProduct(t.ctx, { stock: 3 });
    const [soon] = await t.ctx.db
      .insert(stockBatches)
      .values({ variantId: product.variantId, batchNo: 'SOON', bestBefore: `${monthAhead(5)}-01`, quantity: 3 })
      .returning();
    await receive(product.id, product.variantId, receipt({ batchNo: 'LATER', quantity: 4 }));
    const session = await startCheckout(t, checkoutBody([{ productId: product.id, quantity: 2 }]));
    const orderId = (await reportPayment(t, session, paidReport(await paySimulated(t, session, 'success')))).json().data.orderId as number;
    await (t.ctx.payments as SimulatedProvider).settled();
    expect(await batchesOf(product.variantId)).toEqual([
      { batchNo: 'SOON', quantity: 1, withdrawn: false },
      { batchNo: 'LATER', quantity: 4, withdrawn: false },
    ]);
    // SOON comes inside the minimum shelf life and is withdrawn with the 1 pack left in it.
    await t.ctx.db
      .update(stockBatches)
      .set({ bestBefore: `${monthAhead(1)}-01` })
      .where(eq(stockBatches.id, soon!.id));
    await sweepShortDated(t.ctx);
    expect(await stockOf(t, product.id)).toBe(4);
    const cancel = await call('POST', `/orders/${orderId}/status`, { status: 'cancelled', note: 'Customer asked', refundMethod: 'manual' });
    expect(cancel.statusCode).toBe(200);
    expect(await batchesOf(product.variantId)).toEqual([
      { batchNo: 'SOON', quantity: 3, withdrawn: true },
      { batchNo: 'LATER', quantity: 4, withdrawn: false },
    ]);
    expect(await stockOf(t, product.id)).toBe(4);
    const history = await t.ctx.db.select().from(stockMovements).where(eq(stockMovements.variantId, product.variantId)).orderBy(asc(stockMovements.id));
    expect(history.slice(-2).map((m) => [m.reason, m.change, m.stockAfter])).toEqual([
      ['cancellation', 2, 6],
      ['short_dated', -2, 4],
    ]);
    expect(history.at(-1)!.note).toBe('Returned into withdrawn batch SOON; kept off sale');
  });

  it('sells the last packs of two dated batches once to six payers racing their webhooks, first-expiring first', async () => {
    const product = await createProduct(t.ctx, { stock: 0 });
    await receive(product.id, product.variantId, receipt({ batchNo: 'SOONER', quantity: 2, bestBeforeMonth: monthAhead(10) }));
    await receive(product.id, product.variantId, receipt({ batchNo: 'LATER', quantity: 1 }));
    const started = await Promise.all(Array.from({ length: 6 }, () => postCheckout(t, checkoutBody([{ productId: product.id, quantity: 1 }]))));
    expect(started.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 409, 409, 409]);
    const reports = await Promise.all(
      started
        .filter((r) => r.statusCode === 200)
        .map(async (r) => {
          const session = r.json().data;
          return reportPayment(t, session, paidReport(await paySimulated(t, session, 'success')));
        }),
    );
    await (t.ctx.payments as SimulatedProvider).settled();
    expect(reports.map((r) => [r.statusCode, r.json().status])).toEqual(Array(3).fill([200, 1]));

    expect(await stockOf(t, product.id)).toBe(0);
    expect(await batchesOf(product.variantId)).toEqual([
      { batchNo: 'SOONER', quantity: 0, withdrawn: false },
      { batchNo: 'LATER', quantity: 0, withdrawn: false },
    ]);
    // Each paid order's line took its one pack from a batch, and no pack was taken twice.
    const takes = await t.ctx.db
      .select({ lineId: orderLineBatches.lineId, batchNo: stockBatches.batchNo, quantity: orderLineBatches.quantity })
      .from(orderLineBatches)
      .innerJoin(stockBatches, eq(stockBatches.id, orderLineBatches.batchId))
      .where(eq(stockBatches.variantId, product.variantId));
    expect(new Set(takes.map((x) => x.lineId)).size).toBe(3);
    expect(takes.map((x) => `${x.batchNo} ${x.quantity}`).sort()).toEqual(['LATER 1', 'SOONER 1', 'SOONER 1']);
  });
});
