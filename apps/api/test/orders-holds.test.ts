import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, orderLines, orders } from '../src/db/schema';
import type { SimulatedProvider } from '../src/services/payments/simulated/provider';
import { createCoupon, createCustomer, createProduct, TEST_PASSWORD } from './helpers/factories';
import { loginAs } from './helpers/http';
import { checkoutBody, couponUses, expireHold, orderRow, paidReport, paySimulated, postCheckout, reportPayment, startCheckout, stockOf } from './helpers/orders';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const one = (productId: number, over: Record<string, unknown> = {}) => checkoutBody([{ productId, quantity: 1 }], over);
const dismiss = (providerOrderId: string) => t.app.inject({ method: 'POST', url: '/admin/api/checkout/dismiss', payload: { razorpay_order_id: providerOrderId } });
const payLater = (orderId: number, cookie: string) => t.app.inject({ method: 'POST', url: `/admin/api/orders/${orderId}/pay`, headers: { cookie } });

describe('checkout holds the stock and the coupon use while the customer pays', () => {
  it('tells the next customers at once "Only N left" or "sold out", and takes nothing from stock until paid', async () => {
    const p = await createProduct(t.ctx, { stock: 3, name: 'Joint Care Chews' });
    const first = await startCheckout(t, checkoutBody([{ productId: p.id, quantity: 2 }]));
    const held = await orderRow(t, first.orderId);
    // The default hold: 15 minutes from the order's creation.
    expect(held.holdExpiresAt!.getTime() - held.createdAt.getTime()).toBeGreaterThan(14.9 * 60_000);
    expect(held.holdExpiresAt!.getTime() - held.createdAt.getTime()).toBeLessThan(15.1 * 60_000);

    const second = await postCheckout(t, checkoutBody([{ productId: p.id, quantity: 2 }]));
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ status: 0, message: 'Only 1 of Joint Care Chews left', errors: { 'lines.0': 'Only 1 of Joint Care Chews left' } });
    await startCheckout(t, one(p.id));
    const fourth = await postCheckout(t, one(p.id));
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().message).toBe('Joint Care Chews is sold out');
    expect(await stockOf(t, p.id)).toBe(3);
  });

  it('releases the hold when the payment fails', async () => {
    const p = await createProduct(t.ctx, { stock: 1 });
    const first = await startCheckout(t, one(p.id));
    expect((await postCheckout(t, one(p.id))).statusCode).toBe(409);
    const failed = await reportPayment(t, first, { payment_type: 0, payment_id: '' });
    expect(failed.json().data.orderStatus).toBe('payment_failed');
    expect((await orderRow(t, first.orderId)).holdExpiresAt).toBeNull();
    expect((await postCheckout(t, one(p.id))).statusCode).toBe(200);
  });

  it('releases the hold when the payment window is dismissed, and keeps the order payable', async () => {
    const p = await createProduct(t.ctx, { stock: 1 });
    const first = await startCheckout(t, one(p.id));
    expect((await postCheckout(t, one(p.id))).statusCode).toBe(409);
    const res = await dismiss(first.razorpayOptions.order_id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 1, message: `Order #${first.orderId} no longer holds stock.` });
    expect(await orderRow(t, first.orderId)).toMatchObject({ status: 'pending_payment', holdExpiresAt: null });
    expect((await postCheckout(t, one(p.id))).statusCode).toBe(200);
    expect((await dismiss('order_NoSuchOrder0001')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/admin/api/checkout/dismiss', payload: {} })).statusCode).toBe(400);
  });

  it('stops counting a hold that ran out, and that late payment still takes the stock when it is there', async () => {
    const p = await createProduct(t.ctx, { stock: 1 });
    const late = await startCheckout(t, one(p.id));
    expect((await postCheckout(t, one(p.id))).statusCode).toBe(409);
    await expireHold(t, late.orderId);
    const next = await startCheckout(t, one(p.id));
    await dismiss(next.razorpayOptions.order_id);
    const res = await reportPayment(t, late, paidReport(await paySimulated(t, late, 'success')));
    expect(res.json()).toMatchObject({ status: 1, data: { orderStatus: 'paid' } });
    expect(await stockOf(t, p.id)).toBe(0);
    await (t.ctx.payments as SimulatedProvider).settled();
  });
});

describe('paying an order later takes a new hold', () => {
  it('holds again on POST /orders/:id/pay, and refuses before money moves when the stock or the coupon is gone', async () => {
    const customer = await createCustomer(t.ctx);
    const cookie = await loginAs(t.app, customer.mobile, TEST_PASSWORD);
    const p = await createProduct(t.ctx, { stock: 1, name: 'Coat Oil' });
    const mine = await startCheckout(t, one(p.id), cookie);
    await dismiss(mine.razorpayOptions.order_id);

    const again = await payLater(mine.orderId, cookie);
    expect(again.statusCode).toBe(200);
    expect((await orderRow(t, mine.orderId)).holdExpiresAt!.getTime()).toBeGreaterThan(Date.now());
    expect((await postCheckout(t, one(p.id))).statusCode).toBe(409);

    await dismiss(mine.razorpayOptions.order_id);
    await startCheckout(t, one(p.id));
    const refused = await payLater(mine.orderId, cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(`Order #${mine.orderId} cannot be paid now: Coat Oil is sold out. Please place a new order.`);

    const q = await createProduct(t.ctx, { stock: 5 });
    const coupon = await createCoupon(t.ctx, { percent: 20 });
    const discounted = await startCheckout(t, one(q.id, { couponCode: coupon.code }), cookie);
    await dismiss(discounted.razorpayOptions.order_id);
    await t.ctx.db.update(coupons).set({ active: false }).where(eq(coupons.id, coupon.id));
    const stale = await payLater(discounted.orderId, cookie);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(`Order #${discounted.orderId} cannot be paid now: This coupon code is not valid. Please place a new order.`);
    expect((await orderRow(t, discounted.orderId)).holdExpiresAt).toBeNull();
  });
});

describe('many customers at once', () => {
  it('15 customers and a coupon limited to 3: exactly 3 get the discount, the rest are told at checkout, and it is used 3 times', async () => {
    const p = await createProduct(t.ctx, { stock: 100 });
    const coupon = await createCoupon(t.ctx, { percent: 50, usageLimit: 3 });
    const answers = await Promise.all(Array.from({ length: 15 }, () => postCheckout(t, one(p.id, { couponCode: coupon.code }))));
    const held = answers.filter((r) => r.statusCode === 200);
    expect(held).toHaveLength(3);
    for (const r of answers.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode).toBe(422);
      expect(r.json().errors).toEqual({ couponCode: 'This coupon has reached its usage limit' });
    }
    await Promise.all(
      held.map(async (r) => {
        const session = r.json().data;
        const res = await reportPayment(t, session, paidReport(await paySimulated(t, session, 'success')));
        expect(res.json()).toMatchObject({ status: 1 });
      }),
    );
    await (t.ctx.payments as SimulatedProvider).settled();
    expect(await couponUses(t, coupon.id)).toBe(3);
    const discounted = await t.ctx.db.select().from(orders).where(eq(orders.couponCode, coupon.code));
    expect(discounted.filter((o) => o.status === 'paid')).toHaveLength(3);
  });

  it('20 payers for the last unit: 1 paid, 19 told at checkout, none charged for nothing', async () => {
    const p = await createProduct(t.ctx, { stock: 1, name: 'Last Jar of Paw Balm' });
    const answers = await Promise.all(Array.from({ length: 20 }, () => postCheckout(t, one(p.id))));
    const winners = answers.filter((r) => r.statusCode === 200);
    expect(winners).toHaveLength(1);
    for (const r of answers.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode).toBe(409);
      expect(r.json().message).toBe('Last Jar of Paw Balm is sold out');
    }
    const session = winners[0]!.json().data;
    const res = await reportPayment(t, session, paidReport(await paySimulated(t, session, 'success')));
    await (t.ctx.payments as SimulatedProvider).settled();
    expect(res.json()).toMatchObject({ status: 1 });
    expect(await stockOf(t, p.id)).toBe(0);
    // One order was made for it: nobody else reached the payment window, so nobody paid for nothing.
    const made = await t.ctx.db.select({ status: orders.status }).from(orderLines).innerJoin(orders, eq(orders.id, orderLines.orderId)).where(eq(orderLines.productId, p.id));
    expect(made).toEqual([{ status: 'paid' }]);
  });
});
