import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { webhookEvents } from '../src/db/schema';
import { createProduct } from './helpers/factories';
import type { FakePayment } from './helpers/fake-razorpay';
import { checkoutBody, eventsOf, expireHold, mailTo, orderRow, startCheckout, stockOf } from './helpers/orders';
import { createTestApp } from './helpers/test-app';
import { withFakeRazorpay } from './helpers/with-fake-razorpay';

const rz = withFakeRazorpay();

const deliver = (delivery: { payload: string; headers: Record<string, string> }) =>
  rz.t.app.inject({ method: 'POST', url: '/admin/api/payments/webhook', payload: delivery.payload, headers: delivery.headers });

/** A pending order at the shop and its Razorpay order; the customer pays with `status`. */
async function pendingOrder(stock = 5, status: FakePayment['status'] = 'captured') {
  const p = await createProduct(rz.t.ctx, { stock });
  const body = checkoutBody([{ productId: p.id, quantity: 1 }]);
  const session = await startCheckout(rz.t, body);
  const { payment } = rz.fake.pay(session.razorpayOptions.order_id, { status });
  return { product: p, session, payment, email: body.billing.email };
}

describe('POST /payments/webhook', () => {
  it('marks paid the order of a customer who closed the tab, once, however often the event comes', async () => {
    const { product, session, payment, email } = await pendingOrder();
    const captured = rz.fake.webhook('payment.captured', payment);
    const first = await deliver(captured);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: 1 });
    const order = await orderRow(rz.t, session.orderId);
    expect(order.status).toBe('paid');
    expect(await stockOf(rz.t, product.id)).toBe(4);
    expect((await eventsOf(rz.t, order.id)).at(-1)).toMatchObject({ toStatus: 'paid', actor: 'webhook:razorpay' });

    const replay = await deliver(captured);
    expect(replay.json()).toEqual({ status: 1, message: 'already handled' });
    // The same payment again under another event id (order.paid), as Razorpay also sends.
    const orderPaid = await deliver(rz.fake.webhook('order.paid', payment));
    expect(orderPaid.json().message).toBe(`order ${order.id} unchanged`);
    expect(await stockOf(rz.t, product.id)).toBe(4);
    expect(mailTo(rz.t, email)).toHaveLength(1);
    const seen = await rz.t.ctx.db.select().from(webhookEvents).where(eq(webhookEvents.eventId, captured.headers['x-razorpay-event-id']!));
    expect(seen).toEqual([expect.objectContaining({ type: 'payment.captured' })]);
  });

  it('handles a delivery again when the provider retries one whose work failed here', async () => {
    const { session, payment } = await pendingOrder();
    const captured = rz.fake.webhook('payment.captured', payment);
    const now = rz.t.ctx.now;
    rz.t.ctx.now = () => {
      throw new Error('the database went away');
    };
    try {
      const failed = await deliver(captured);
      expect(failed.statusCode).toBe(500);
      expect(failed.json()).toEqual({ status: 0, message: expect.not.stringContaining('database') });
    } finally {
      rz.t.ctx.now = now;
    }
    expect((await orderRow(rz.t, session.orderId)).status).toBe('pending_payment');

    const retried = await deliver(captured);
    expect(retried.json()).toMatchObject({ status: 1, message: `order ${session.orderId} paid` });
    expect((await orderRow(rz.t, session.orderId)).status).toBe('paid');
  });

  it('records a delivery as handled in the transaction that settles it: two copies at once settle the order once', async () => {
    const { product, session, payment } = await pendingOrder();
    const captured = rz.fake.webhook('payment.captured', payment);
    const answers = (await Promise.all([deliver(captured), deliver(captured)])).map((r) => r.json().message).sort();
    expect(answers).toEqual(['already handled', `order ${session.orderId} paid`]);
    expect(await stockOf(rz.t, product.id)).toBe(4);
    expect((await eventsOf(rz.t, session.orderId)).filter((e) => e.toStatus === 'paid')).toHaveLength(1);
  });

  it('refuses a forged or unsigned delivery and changes nothing', async () => {
    const { session, payment } = await pendingOrder();
    const forged = rz.fake.webhook('payment.captured', payment, { secret: 'not-the-webhook-secret' });
    const res = await deliver(forged);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 0, message: 'The webhook signature is not valid' });
    const genuine = rz.fake.webhook('payment.captured', payment);
    const tampered = { ...genuine, payload: genuine.payload.replace(`"amount":${payment.amount}`, `"amount":${payment.amount + 1}`) };
    expect((await deliver(tampered)).statusCode).toBe(401);
    const { 'x-razorpay-signature': _dropped, ...unsignedHeaders } = genuine.headers;
    expect((await deliver({ payload: genuine.payload, headers: unsignedHeaders })).statusCode).toBe(401);
    expect((await orderRow(rz.t, session.orderId)).status).toBe('pending_payment');
    // A refused delivery is not remembered, so Razorpay's genuine retry still works.
    expect((await deliver(genuine)).statusCode).toBe(200);
    expect((await orderRow(rz.t, session.orderId)).status).toBe('paid');
  });

  it('handles events out of order: a late failure never undoes a payment, a later capture pays a failed order', async () => {
    const a = await pendingOrder();
    const failedAttempt = rz.fake.pay(a.session.razorpayOptions.order_id, { status: 'failed' }).payment;
    await deliver(rz.fake.webhook('payment.captured', a.payment));
    await deliver(rz.fake.webhook('payment.failed', failedAttempt));
    expect((await orderRow(rz.t, a.session.orderId)).status).toBe('paid');

    const b = await pendingOrder(5, 'failed');
    await deliver(rz.fake.webhook('payment.failed', b.payment));
    expect((await orderRow(rz.t, b.session.orderId)).status).toBe('payment_failed');
    const retry = rz.fake.pay(b.session.razorpayOptions.order_id).payment;
    await deliver(rz.fake.webhook('order.paid', retry));
    expect((await orderRow(rz.t, b.session.orderId)).status).toBe('paid');
  });

  it('does not pay an order for an amount other than its total, and ignores payments that are not ours', async () => {
    const { session, payment } = await pendingOrder();
    const wrong = { ...payment, amount: payment.amount - 100 };
    const res = await deliver(rz.fake.webhook('payment.captured', wrong));
    expect(res.statusCode).toBe(200);
    expect((await orderRow(rz.t, session.orderId)).status).toBe('pending_payment');

    const stranger = rz.fake.payWithoutOrder(5000);
    expect((await deliver(rz.fake.webhook('payment.captured', stranger))).json()).toMatchObject({ status: 1, message: 'not an order of this shop' });
    expect((await deliver(rz.fake.webhook('refund.processed', payment))).json()).toMatchObject({ status: 1, message: 'ignored' });
  });

  it('marks for refund an order paid by webhook after its hold ran out and its last unit went to someone else', async () => {
    const late = await pendingOrder(1);
    await expireHold(rz.t, late.session.orderId);
    const rival = await startCheckout(rz.t, checkoutBody([{ productId: late.product.id, quantity: 1 }]));
    await deliver(rz.fake.webhook('payment.captured', rz.fake.pay(rival.razorpayOptions.order_id).payment));
    await deliver(rz.fake.webhook('payment.captured', late.payment));
    expect((await orderRow(rz.t, rival.orderId)).status).toBe('paid');
    expect(await orderRow(rz.t, late.session.orderId)).toMatchObject({ status: 'cancelled', paidAt: expect.any(Date), soldOutProductId: late.product.id });
    expect(await stockOf(rz.t, late.product.id)).toBe(0);
  });
});

describe('without a webhook secret', () => {
  it('refuses every delivery, since none can be verified', async () => {
    const { RAZORPAY_WEBHOOK_SECRET: _unset, ...env } = rz.fake.env;
    const noSecret = await createTestApp(env);
    try {
      const p = await createProduct(noSecret.ctx);
      const session = await startCheckout(noSecret, checkoutBody([{ productId: p.id, quantity: 1 }]));
      const { payment } = rz.fake.pay(session.razorpayOptions.order_id);
      const delivery = rz.fake.webhook('payment.captured', payment);
      const res = await noSecret.app.inject({ method: 'POST', url: '/admin/api/payments/webhook', payload: delivery.payload, headers: delivery.headers });
      expect(res.statusCode).toBe(401);
      expect((await orderRow(noSecret, session.orderId)).status).toBe('pending_payment');
    } finally {
      await noSecret.close();
    }
  });
});
