import { financialYear } from '@canino/shared';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../src/db/schema';
import { takeNextNumber } from '../src/repositories/document-series';
import { saveTaxSettings } from '../src/repositories/tax-settings';
import type { SimulatedProvider } from '../src/services/payments/simulated/provider';
import { createCoupon, createProduct } from './helpers/factories';
import { checkoutBody, mailTo, paidReport, paySimulated, reportPayment, startCheckout } from './helpers/orders';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await saveTaxSettings(t.ctx.db, {
    legalName: 'Canino Pet Wellness Private Limited',
    gstin: '33AAGCC1234L1ZW',
    address: '12 Race Course Road\nCoimbatore 641018',
    state: 'Tamil Nadu',
    invoicePrefix: 'CAN',
    shippingGstRate: 18,
  });
});
afterAll(() => t.close());

/** Checks out `lines` to an address in `state`, pays in the simulated checkout and reports it as the browser does. */
async function buyAndPay(lines: { productId: number; quantity: number }[], over: Record<string, unknown> = {}, state = 'Tamil Nadu') {
  const body = checkoutBody(lines, over);
  body.billing.state = state;
  const session = await startCheckout(t, body);
  const paid = await paySimulated(t, session, 'success');
  const res = await reportPayment(t, session, paidReport(paid as never));
  expect(res.statusCode).toBe(200);
  return { orderId: res.json().data.orderId as number, email: body.billing.email };
}

const invoiceOf = async (orderId: number) => (await t.ctx.db.select().from(invoices).where(eq(invoices.orderId, orderId)))[0];

describe('tax invoices', () => {
  it('numbers 50 concurrent payments in one gapless series, each once', async () => {
    const product = await createProduct(t.ctx, { stock: 500 });
    const before = (await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(invoices))[0]!.n;
    const orderIds = await Promise.all(Array.from({ length: 50 }, async () => (await buyAndPay([{ productId: product.id, quantity: 1 }])).orderId));
    await (t.ctx.payments as SimulatedProvider).settled();

    const rows = await t.ctx.db.select().from(invoices).orderBy(asc(invoices.sequence));
    const fy = financialYear(new Date());
    expect(rows).toHaveLength(before + 50);
    // Gapless from 1, no number twice, and every paid order has exactly one.
    expect(rows.map((r) => r.sequence)).toEqual(Array.from({ length: rows.length }, (_, i) => i + 1));
    expect(new Set(rows.map((r) => r.number)).size).toBe(rows.length);
    expect(rows.at(-1)!.number).toBe(`CAN/${fy}/${String(rows.length).padStart(6, '0')}`);
    expect(new Set(rows.map((r) => r.orderId)).size).toBe(rows.length);
    expect(orderIds.every((id) => rows.some((r) => r.orderId === id))).toBe(true);
  });

  it('gives a number back when the transaction that took it rolls back', async () => {
    const fy = '2030-31';
    const first = await t.ctx.db.transaction((tx) => takeNextNumber(tx, 'invoice', fy));
    await expect(
      t.ctx.db.transaction(async (tx) => {
        await takeNextNumber(tx, 'invoice', fy);
        throw new Error('the payment failed later in its transaction');
      }),
    ).rejects.toThrow('failed later');
    const next = await t.ctx.db.transaction((tx) => takeNextNumber(tx, 'invoice', fy));
    expect([first, next]).toEqual([1, 2]);
    // Another kind of document keeps its own series.
    expect(await t.ctx.db.transaction((tx) => takeNextNumber(tx, 'credit_note', fy))).toBe(1);
  });

  it('splits an in-state order into CGST + SGST and charges IGST out of state, adding up to the order total', async () => {
    const chews = await createProduct(t.ctx, { sellingPricePaise: 129900, hsnCode: '2309', gstRate: 18 });
    const oil = await createProduct(t.ctx, { sellingPricePaise: 29900, hsnCode: '1504', gstRate: 5 });
    const coupon = await createCoupon(t.ctx, { percent: 10 });
    const lines = [{ productId: chews.id, quantity: 1 }, { productId: oil.id, quantity: 2 }];

    const local = await invoiceOf((await buyAndPay(lines, { couponCode: coupon.code }, 'Tamil Nadu')).orderId);
    const away = await invoiceOf((await buyAndPay(lines, { couponCode: coupon.code }, 'Karnataka')).orderId);
    // ₹1,299 + 2 × ₹299 = ₹1,897; 10 % off = ₹1,707.30 → ₹1,707; + ₹75 shipping = ₹1,782.
    for (const inv of [local!, away!]) {
      expect(inv.totalPaise).toBe(178200);
      expect(inv.document.tax.totals.valuePaise).toBe(178200);
      expect(inv.taxablePaise + inv.taxPaise).toBe(178200);
      expect(inv.document.tax.lines.map((l) => [l.hsn, l.gstRate, l.valuePaise])).toEqual([
        ['2309', 18, 116889],
        ['1504', 5, 53811],
        ['996812', 18, 7500],
      ]);
    }
    expect(local!.placeOfSupply).toBe('Tamil Nadu');
    expect(local!.document.tax.supplyType).toBe('intra');
    expect(local!.document.tax.totals.igstPaise).toBe(0);
    expect(local!.document.tax.totals.cgstPaise + local!.document.tax.totals.sgstPaise).toBe(local!.taxPaise);
    expect(away!.placeOfSupply).toBe('Karnataka');
    expect(away!.document.placeOfSupply).toEqual({ state: 'Karnataka', stateCode: '29' });
    expect(away!.document.tax.totals).toMatchObject({ cgstPaise: 0, sgstPaise: 0, igstPaise: away!.taxPaise });
    expect(away!.document.seller).toMatchObject({ name: 'Canino Pet Wellness Private Limited', gstin: '33AAGCC1234L1ZW', stateCode: '33' });
  });

  it('links the invoice from the confirmation email', async () => {
    const product = await createProduct(t.ctx);
    const { orderId, email } = await buyAndPay([{ productId: product.id, quantity: 1 }]);
    const inv = await invoiceOf(orderId);
    const [confirmation] = mailTo(t, email);
    expect(confirmation!.text).toContain(`Your tax invoice ${inv!.number} (PDF): http://shop.test/admin/api/orders/${orderId}/invoice.pdf?token=`);
  });
});
