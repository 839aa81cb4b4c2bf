import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons } from '../src/db/schema';
import { SimulatedProvider } from '../src/services/payments/simulated/provider';
import { saveShopSettings, DEFAULT_SHOP_SETTINGS } from '../src/repositories/shop-settings';
import { createCoupon, createCustomer, createProduct, TEST_PASSWORD } from './helpers/factories';
import { loginAs } from './helpers/http';
import {
  checkoutBody,
  couponUses,
  eventsOf,
  expireHold,
  mailTo,
  orderRow,
  paidReport,
  paymentRows,
  paySimulated,
  postCheckout,
  reportPayment,
  startCheckout,
  stockOf,
} from './helpers/orders';
import { createTestApp, type TestApp } from './helpers/test-app';

const SHOP_EMAIL = 'orders@canino.test';
let t: TestApp;
let provider: SimulatedProvider;
beforeAll(async () => {
  t = await createTestApp();
  provider = t.ctx.payments as SimulatedProvider;
  await saveShopSettings(t.ctx.db, { ...DEFAULT_SHOP_SETTINGS, email: SHOP_EMAIL });
});
afterAll(() => t.close());

/** A paid checkout through the simulated provider, as the browser does it. */
async function payFor(body: ReturnType<typeof checkoutBody>, cookie?: string) {
  const session = await startCheckout(t, body, cookie);
  const result = await paySimulated(t, session, 'success');
  return { session, result, res: await reportPayment(t, session, paidReport(result), cookie) };
}

describe('a successful payment', () => {
  it('marks the order paid, takes the stock, counts the coupon and sends both emails once', async () => {
    const p = await createProduct(t.ctx, { stock: 5, sellingPricePaise: 45000, name: 'Joint Care Chews' });
    const coupon = await createCoupon(t.ctx, { percent: 10 });
    const body = checkoutBody([{ productId: p.id, quantity: 2 }], { couponCode: coupon.code, notes: 'Leave at the gate' });
    const { session, result, res } = await payFor(body);

    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 1, data: { orderId: session.orderId, orderStatus: 'paid', paymentStatus: 'paid' } });
    const order = await orderRow(t, session.orderId);
    expect(order.status).toBe('paid');
    expect(order.paidAt).toBeInstanceOf(Date);
    expect(await stockOf(t, p.id)).toBe(3);
    expect(await couponUses(t, coupon.id)).toBe(1);
    expect(await paymentRows(t, order.id)).toEqual([expect.objectContaining({ status: 'paid', providerPaymentId: result.razorpay_payment_id })]);

    // The simulated provider also sends its webhook; with a repeated call it changes nothing.
    const again = await reportPayment(t, session, paidReport(result));
    await provider.settled();
    expect(again.json()).toMatchObject({ status: 1, data: { orderStatus: 'paid' } });
    expect(await stockOf(t, p.id)).toBe(3);
    expect(await couponUses(t, coupon.id)).toBe(1);
    expect((await eventsOf(t, order.id)).map((e) => [e.fromStatus, e.toStatus])).toEqual([
      [null, 'pending_payment'],
      ['pending_payment', 'paid'],
    ]);

    const [confirmation, ...more] = mailTo(t, body.billing.email);
    expect(more).toHaveLength(0);
    expect(confirmation!.subject).toBe(`Your Canino order #${order.id} is confirmed`);
    for (const part of [confirmation!.text, confirmation!.html]) {
      expect(part).toContain('Joint Care Chews');
      expect(part).toContain('₹900.00'); // the line
      expect(part).toContain('₹885.00'); // 900 − 90 → 810 + 75
      expect(part).toContain('12 Lake View Road, RS Puram');
      expect(part).toContain('641002');
      expect(part).toContain('Leave at the gate');
    }
    const notices = mailTo(t, SHOP_EMAIL).filter((m) => m.subject.includes(`#${order.id} `));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain(body.billing.email);
  });

  it('is linked to the logged-in customer by the session, whatever cid the browser sends', async () => {
    const customer = await createCustomer(t.ctx);
    const other = await createCustomer(t.ctx);
    const cookie = await loginAs(t.app, customer.mobile, TEST_PASSWORD);
    const p = await createProduct(t.ctx);
    const session = await startCheckout(t, checkoutBody([{ productId: p.id, quantity: 1 }]), cookie);
    const result = await paySimulated(t, session, 'success');
    const res = await reportPayment(t, session, { ...paidReport(result), cid: other.id }, cookie);
    expect(res.json().status).toBe(1);
    expect((await orderRow(t, session.orderId)).customerId).toBe(customer.id);
  });

  it('marks paid an order whose customer closed the tab after paying (the webhook does it)', async () => {
    const p = await createProduct(t.ctx, { stock: 4 });
    const body = checkoutBody([{ productId: p.id, quantity: 1 }]);
    const session = await startCheckout(t, body);
    await paySimulated(t, session, 'success');
    await provider.settled();
    const order = await orderRow(t, session.orderId);
    expect(order.status).toBe('paid');
    expect(await stockOf(t, p.id)).toBe(3);
    expect((await eventsOf(t, order.id)).at(-1)).toMatchObject({ toStatus: 'paid', actor: 'webhook:simulated' });
    expect(mailTo(t, body.billing.email)).toHaveLength(1);
  });

  it('keeps the paid order when the confirmation email cannot be sent', async () => {
    const broken = await createTestApp({}, { mailer: { send: async () => Promise.reject(new Error('SMTP down')) } });
    try {
      const p = await createProduct(broken.ctx, { stock: 2 });
      const session = await startCheckout(broken, checkoutBody([{ productId: p.id, quantity: 1 }]));
      const result = await paySimulated(broken, session, 'success');
      const res = await reportPayment(broken, session, paidReport(result));
      expect(res.json()).toMatchObject({ status: 1, data: { orderStatus: 'paid' } });
      expect((await orderRow(broken, session.orderId)).status).toBe('paid');
    } finally {
      await broken.close();
    }
  });
});

describe('a failed or abandoned payment', () => {
  it('records the failure on the order, takes nothing, and a later successful attempt still pays it', async () => {
    const p = await createProduct(t.ctx, { stock: 3 });
    const session = await startCheckout(t, checkoutBody([{ productId: p.id, quantity: 1 }]));
    const failed = await paySimulated(t, session, 'failure');
    const res = await reportPayment(t, session, {
      payment_type: 0,
      payment_id: failed.error.metadata.payment_id,
      failure_reason: failed.error.description,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 0, data: { orderStatus: 'payment_failed', paymentStatus: 'failed' } });
    expect(res.json().message).toContain('did not go through');
    await provider.settled();
    expect(await stockOf(t, p.id)).toBe(3);
    const [payment] = await paymentRows(t, session.orderId);
    expect(payment).toMatchObject({ status: 'failed' });
    expect(payment!.failureReason).toContain('The simulated bank declined this payment.');

    const retry = await paySimulated(t, session, 'success');
    const paid = await reportPayment(t, session, paidReport(retry));
    expect(paid.json()).toMatchObject({ status: 1, data: { orderStatus: 'paid' } });
    expect(await stockOf(t, p.id)).toBe(2);
  });

  it('records a failure the browser reports without any payment id', async () => {
    const p = await createProduct(t.ctx);
    const session = await startCheckout(t, checkoutBody([{ productId: p.id, quantity: 1 }]));
    const res = await reportPayment(t, session, { payment_type: 0, payment_id: '' });
    expect(res.json()).toMatchObject({ status: 0, data: { orderStatus: 'payment_failed' } });
    expect((await eventsOf(t, session.orderId)).at(-1)).toMatchObject({ toStatus: 'payment_failed', note: 'The payment was not completed' });
  });

  it('leaves a dismissed checkout pending', async () => {
    const p = await createProduct(t.ctx);
    const session = await startCheckout(t, checkoutBody([{ productId: p.id, quantity: 1 }]));
    expect((await orderRow(t, session.orderId)).status).toBe('pending_payment');
  });
});

describe('nothing but a verified payment makes an order paid', () => {
  it('refuses a forged signature, a made-up payment and a paid claim without a payment id', async () => {
    const p = await createProduct(t.ctx, { stock: 5 });
    const session = await startCheckout(t, checkoutBody([{ productId: p.id, quantity: 1 }]));
    const forged = await reportPayment(t, session, {
      payment_type: 1,
      payment_id: 'pay_Forged00000001',
      razorpay_order_id: session.razorpayOptions.order_id,
      razorpay_signature: 'a'.repeat(64),
    });
    expect(forged.statusCode).toBe(422);
    expect(forged.json().message).toContain('We could not verify this payment (the payment signature is not valid)');
    const unsigned = await reportPayment(t, session, { payment_type: 1, payment_id: 'pay_MadeUp00000001', razorpay_signature: '' });
    expect(unsigned.statusCode).toBe(422);
    const noId = await reportPayment(t, session, { payment_type: 1, payment_id: '' });
    expect(noId.statusCode).toBe(400);
    expect(noId.json().errors).toEqual({ payment_id: 'A paid order needs the payment id from the payment provider' });
    expect((await orderRow(t, session.orderId)).status).toBe('pending_payment');
    expect(await stockOf(t, p.id)).toBe(5);
  });

  it("refuses another order's payment, signed or not", async () => {
    const p = await createProduct(t.ctx, { stock: 5 });
    const mine = await startCheckout(t, checkoutBody([{ productId: p.id, quantity: 1 }]));
    const theirs = await startCheckout(t, checkoutBody([{ productId: p.id, quantity: 1 }]));
    const theirPayment = await paySimulated(t, theirs, 'success');
    const signed = await reportPayment(t, mine, { ...paidReport(theirPayment), razorpay_order_id: mine.razorpayOptions.order_id });
    expect(signed.statusCode).toBe(422);
    const unsigned = await reportPayment(t, mine, { payment_type: 1, payment_id: theirPayment.razorpay_payment_id });
    expect(unsigned.statusCode).toBe(422);
    expect(unsigned.json().message).toContain('this payment belongs to another order');
    await provider.settled();
    expect((await orderRow(t, mine.orderId)).status).toBe('pending_payment');
  });

  it('answers 404 for an unknown provider order id', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin/api/create_order',
      payload: { payment_type: 1, payment_id: 'pay_Anything000001', razorpay_order_id: 'order_Unknown0000001' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().status).toBe(0);
  });
});

describe('a payment that arrives after its hold ran out', () => {
  it('is cancelled with a refund due when another order took the stock meanwhile, and names the product in its own columns', async () => {
    const p = await createProduct(t.ctx, { stock: 1, name: 'Last Tin of Coat Oil' });
    const bodies = [checkoutBody([{ productId: p.id, quantity: 1 }]), checkoutBody([{ productId: p.id, quantity: 1 }])];
    const late = await startCheckout(t, bodies[0]!);
    await expireHold(t, late.orderId);
    const rival = await startCheckout(t, bodies[1]!);
    expect((await reportPayment(t, rival, paidReport(await paySimulated(t, rival, 'success')))).json().status).toBe(1);

    const res = await reportPayment(t, late, paidReport(await paySimulated(t, late, 'success')));
    await provider.settled();
    const answer = res.json();
    expect(answer).toMatchObject({ status: 0, data: { orderId: late.orderId, orderStatus: 'cancelled', paymentStatus: 'paid' } });
    expect(answer.message).toContain('Last Tin of Coat Oil sold out before it was confirmed');
    expect(answer.message).toContain('will be refunded to your original payment method within 3-5 business days');
    expect(await stockOf(t, p.id)).toBe(0);
    const lost = await orderRow(t, late.orderId);
    expect(lost).toMatchObject({ paidAt: expect.any(Date), soldOutProductId: p.id, soldOutProductName: 'Last Tin of Coat Oil', holdExpiresAt: null });
    expect((await eventsOf(t, lost.id)).at(-1)!.note).toContain('refund due');
    expect(mailTo(t, bodies[0]!.billing.email).map((m) => m.subject)).toEqual([`Your Canino order #${lost.id}: a full refund is on its way`]);
    const notice = mailTo(t, SHOP_EMAIL).filter((m) => m.subject === `Refund due: order #${lost.id}`);
    expect(notice).toHaveLength(1);
    expect(notice[0]!.text).toContain('Last Tin of Coat Oil sold out before it was confirmed');
  });

  it('takes all of an order or none of it: one short product leaves the others and the coupon untouched', async () => {
    const plenty = await createProduct(t.ctx, { stock: 5, name: 'Paw Balm' });
    const scarce = await createProduct(t.ctx, { stock: 1, name: 'Tick Shampoo' });
    const coupon = await createCoupon(t.ctx, { percent: 10 });
    const both = await startCheckout(
      t,
      checkoutBody(
        [
          { productId: plenty.id, quantity: 2 },
          { productId: scarce.id, quantity: 1 },
        ],
        { couponCode: coupon.code },
      ),
    );
    await expireHold(t, both.orderId);
    const rival = await startCheckout(t, checkoutBody([{ productId: scarce.id, quantity: 1 }]));
    const rivalPaid = await paySimulated(t, rival, 'success');
    expect((await reportPayment(t, rival, paidReport(rivalPaid))).json().status).toBe(1);

    const paid = await paySimulated(t, both, 'success');
    const res = await reportPayment(t, both, paidReport(paid));
    await provider.settled();
    expect(res.json()).toMatchObject({ status: 0, data: { orderStatus: 'cancelled', paymentStatus: 'paid' } });
    expect(res.json().message).toContain('Tick Shampoo sold out');
    expect(await stockOf(t, plenty.id)).toBe(5);
    expect(await stockOf(t, scarce.id)).toBe(0);
    expect(await couponUses(t, coupon.id)).toBe(0);
  });

  it('takes the stock again when it is still there, and counts the coupon', async () => {
    const p = await createProduct(t.ctx, { stock: 2 });
    const coupon = await createCoupon(t.ctx, { usageLimit: 5 });
    const session = await startCheckout(t, checkoutBody([{ productId: p.id, quantity: 2 }], { couponCode: coupon.code }));
    await expireHold(t, session.orderId);
    const res = await reportPayment(t, session, paidReport(await paySimulated(t, session, 'success')));
    expect(res.json()).toMatchObject({ status: 1, data: { orderStatus: 'paid' } });
    expect(await stockOf(t, p.id)).toBe(0);
    expect(await couponUses(t, coupon.id)).toBe(1);
  });

  it('never honours a discount whose coupon was switched off or expired after the hold ended: refund due', async () => {
    const p = await createProduct(t.ctx, { stock: 10 });
    const off = await createCoupon(t.ctx, { percent: 50 });
    const expiring = await createCoupon(t.ctx, { percent: 50 });
    const a = await startCheckout(t, checkoutBody([{ productId: p.id, quantity: 1 }], { couponCode: off.code }));
    const b = await startCheckout(t, checkoutBody([{ productId: p.id, quantity: 1 }], { couponCode: expiring.code }));
    await Promise.all([expireHold(t, a.orderId), expireHold(t, b.orderId)]);
    await t.ctx.db.update(coupons).set({ active: false }).where(eq(coupons.id, off.id));
    await t.ctx.db
      .update(coupons)
      .set({ validTo: new Date(Date.now() - 1000) })
      .where(eq(coupons.id, expiring.id));
    for (const [session, coupon, reason] of [
      [a, off, 'this coupon code is not valid'],
      [b, expiring, 'this coupon has expired'],
    ] as const) {
      const res = await reportPayment(t, session, paidReport(await paySimulated(t, session, 'success')));
      expect(res.json()).toMatchObject({ status: 0, data: { orderStatus: 'cancelled', paymentStatus: 'paid' } });
      expect((await eventsOf(t, session.orderId)).at(-1)!.note).toContain(`coupon ${coupon.code} could no longer be used (${reason}): refund due`);
      expect(await couponUses(t, coupon.id)).toBe(0);
    }
    await provider.settled();
    expect(await stockOf(t, p.id)).toBe(10);
  });
});

describe('a payment within its hold', () => {
  it('turns the held coupon use into a counted one, even if the coupon was switched off meanwhile', async () => {
    const p = await createProduct(t.ctx, { stock: 10 });
    const coupon = await createCoupon(t.ctx, { usageLimit: 1 });
    const one = await startCheckout(t, checkoutBody([{ productId: p.id, quantity: 1 }], { couponCode: coupon.code }));
    // Its one use is held: the next customer is told at checkout, before paying anything.
    const two = await postCheckout(t, checkoutBody([{ productId: p.id, quantity: 1 }], { couponCode: coupon.code }));
    expect(two.statusCode).toBe(422);
    expect(two.json().errors).toEqual({ couponCode: 'This coupon has reached its usage limit' });
    await t.ctx.db.update(coupons).set({ active: false }).where(eq(coupons.id, coupon.id));
    const res = await reportPayment(t, one, paidReport(await paySimulated(t, one, 'success')));
    expect(res.json()).toMatchObject({ status: 1, data: { orderStatus: 'paid' } });
    expect(await couponUses(t, coupon.id)).toBe(1);
    expect(await orderRow(t, one.orderId)).toMatchObject({ holdExpiresAt: null, discountPaise: 4490 });
  });
});
