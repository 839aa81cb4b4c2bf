import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { PaymentSession } from '@canino/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refunds, returns, webhookEvents } from '../src/db/schema';
import type { SimulatedProvider } from '../src/services/payments/simulated/provider';
import { asAdmin, type AdminCall } from './admin-support';
import { createCustomer, createProduct, TEST_PASSWORD } from './helpers/factories';
import { loginAs } from './helpers/http';
import { checkoutBody, expireHold, mailTo, orderRow, paidReport, paySimulated, reportPayment, startCheckout, stockOf } from './helpers/orders';
import { createTestApp, type TestApp } from './helpers/test-app';
import { withFakeRazorpay } from './helpers/with-fake-razorpay';

const refundBody = (amountPaise: number, over: Record<string, unknown> = {}) => ({ idempotencyKey: randomUUID(), amountPaise, ...over });
const refundRows = (t: TestApp, orderId: number) => t.ctx.db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(refunds.id);

describe('refunds through Razorpay', () => {
  const rz = withFakeRazorpay();
  let call: AdminCall;
  beforeAll(async () => {
    call = (await asAdmin(rz.t)).call;
  });

  /** A paid order of 2 × ₹649 + ₹75 shipping (₹1,373), its Razorpay payment, the buyer's email and session. */
  async function paidOrder() {
    const { t, fake } = rz;
    const customer = await createCustomer(t.ctx);
    const cookie = await loginAs(t.app, customer.mobile, TEST_PASSWORD);
    const product = await createProduct(t.ctx, { sellingPricePaise: 64900, stock: 5 });
    const body = checkoutBody([{ productId: product.id, quantity: 2 }]);
    const session: PaymentSession = await startCheckout(t, body, cookie);
    const { paymentId, signature } = fake.pay(session.razorpayOptions.order_id);
    const res = await reportPayment(
      t,
      session,
      { payment_type: 1, payment_id: paymentId, razorpay_order_id: session.razorpayOptions.order_id, razorpay_signature: signature },
      cookie,
    );
    expect(res.json().status).toBe(1);
    const detail = (await call('GET', `/orders/${session.orderId}`)).json().data;
    return { orderId: session.orderId, paymentId, product, email: body.billing.email, cookie, lineId: detail.lines[0].id as number };
  }
  const refundCalls = (paymentId: string) => rz.fake.calls.filter((c) => c === `POST /v1/payments/${paymentId}/refund`);
  const deliver = (d: { payload: string; headers: Record<string, string> }) =>
    rz.t.app.inject({ method: 'POST', url: '/admin/api/payments/webhook', payload: d.payload, headers: d.headers });

  it('refunds part, then the rest: Razorpay is asked with the amount, receipt and key; stock, emails and both histories follow', async () => {
    const { t, fake } = rz;
    const o = await paidOrder();
    expect(await stockOf(t, o.product.id)).toBe(3);

    const part = await call('POST', `/orders/${o.orderId}/refunds`, refundBody(30000, { reason: 'One tin arrived dented', restock: [{ lineId: o.lineId, quantity: 1 }] }));
    expect(part.statusCode).toBe(200);
    expect(part.json().message).toBe('Refund of ₹300.00 is done');
    const afterPart = part.json().data;
    expect(afterPart).toMatchObject({ status: 'paid', refundablePaise: 107300, refundDue: false });
    expect(afterPart.refunds).toEqual([
      expect.objectContaining({
        amountPaise: 30000,
        status: 'processed',
        paymentId: o.paymentId,
        reason: 'One tin arrived dented',
        restocked: [{ lineId: o.lineId, quantity: 1 }],
      }),
    ]);
    expect(afterPart.lines[0].restockable).toBe(1);
    expect(await stockOf(t, o.product.id)).toBe(4);
    const [first] = [...fake.refunds.values()].filter((r) => r.payment_id === o.paymentId);
    expect(first).toMatchObject({ amount: 30000, speed_requested: 'normal', receipt: `refund-${afterPart.refunds[0].id}`, notes: { shop_order_id: String(o.orderId) } });
    expect(afterPart.refunds[0].providerRefundId).toBe(first!.id);

    const rest = await call('POST', `/orders/${o.orderId}/refunds`, refundBody(107300));
    expect(rest.json().data).toMatchObject({ status: 'refunded', refundablePaise: 0 });
    expect(fake.payments.get(o.paymentId)).toMatchObject({ status: 'refunded', amount_refunded: 137300 });
    expect(await stockOf(t, o.product.id)).toBe(4); // nothing else was marked as back

    const mails = mailTo(t, o.email).filter((m) => m.subject.includes('refunded'));
    expect(mails.map((m) => m.subject)).toEqual([`Your Canino order #${o.orderId}: ₹300.00 refunded`, `Your Canino order #${o.orderId}: ₹1,073.00 refunded`]);
    expect(mails[0]!.text).toContain('In all, ₹300.00 of the ₹1,373.00 you paid has been refunded.');
    expect(mails[0]!.text).toContain('Reason: One tin arrived dented');
    expect(mails[1]!.text).toContain('This is the full amount you paid for the order.');

    const mine = (await t.app.inject({ method: 'GET', url: `/admin/api/orders/${o.orderId}`, headers: { cookie: o.cookie } })).json().data;
    expect(mine.status).toBe('refunded');
    expect(mine.refunds).toEqual([
      expect.objectContaining({ amountPaise: 30000, status: 'processed', statusLabel: 'Refunded' }),
      expect.objectContaining({ amountPaise: 107300, status: 'processed' }),
    ]);
    expect(mine.history.at(-1)).toMatchObject({ status: 'refunded' });
  });

  it('a double click or retried request makes one refund and one call to Razorpay', async () => {
    const o = await paidOrder();
    const body = refundBody(50000);
    const answers = await Promise.all(Array.from({ length: 5 }, () => call('POST', `/orders/${o.orderId}/refunds`, body)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const ids = new Set(
      answers.map((a) =>
        a
          .json()
          .data.refunds.map((r: { id: number }) => r.id)
          .join(),
      ),
    );
    expect(ids.size).toBe(1);
    expect(await refundRows(rz.t, o.orderId)).toHaveLength(1);
    expect(refundCalls(o.paymentId)).toHaveLength(1);
    expect(rz.fake.payments.get(o.paymentId)!.amount_refunded).toBe(50000);
    expect(mailTo(rz.t, o.email).filter((m) => m.subject.includes('refunded'))).toHaveLength(1);

    const reused = await call('POST', `/orders/${o.orderId}/refunds`, { ...body, amountPaise: 60000 });
    expect(reused.statusCode).toBe(409);
    expect(await refundRows(rz.t, o.orderId)).toHaveLength(1);
  });

  it('keeps a refund whose answer was lost pending until its webhook (found by receipt) or a resend with the same key after a pause settles it', async () => {
    const { t, fake } = rz;
    const o = await paidOrder();
    const ofPayment = () => [...fake.refunds.values()].filter((r) => r.payment_id === o.paymentId);

    // Lost answer, then the webhook arrives before anything named Razorpay's refund id here.
    fake.loseRefundAnswers = 2; // the call and the adapter's one retry on a fresh connection
    expect((await call('POST', `/orders/${o.orderId}/refunds`, refundBody(10000))).statusCode).toBe(502);
    const [first] = await refundRows(t, o.orderId);
    expect(first).toMatchObject({ status: 'pending', providerRefundId: null });
    // Razorpay made one refund: the retry carried the same X-Refund-Idempotency key.
    expect(ofPayment()).toHaveLength(1);
    expect((await deliver(fake.refundWebhook('refund.processed', ofPayment()[0]!))).json().message).toBe(`refund ${first!.id} processed`);
    expect((await refundRows(t, o.orderId))[0]).toMatchObject({ status: 'processed', providerRefundId: ofPayment()[0]!.id });

    // Lost answer and no webhook: the owner presses Refund again (same key).
    const body = refundBody(20000);
    fake.loseRefundAnswers = 2;
    expect((await call('POST', `/orders/${o.orderId}/refunds`, body)).statusCode).toBe(502);
    const second = (await refundRows(t, o.orderId))[1]!;
    const callsSoFar = refundCalls(o.paymentId).length;
    // At once: the first attempt may still be running, so no second call; the amount stays set aside.
    const again = await call('POST', `/orders/${o.orderId}/refunds`, body);
    expect(again.json().data.refunds[1]).toMatchObject({ status: 'pending' });
    expect(again.json().data.refundablePaise).toBe(137300 - 30000);
    expect(refundCalls(o.paymentId)).toHaveLength(callsSoFar);
    // After the pause the same key asks Razorpay again, which answers with the refund it made.
    await t.ctx.db
      .update(refunds)
      .set({ sentAt: sql`now() - interval '1 minute'` })
      .where(eq(refunds.id, second.id));
    const resent = await call('POST', `/orders/${o.orderId}/refunds`, body);
    expect(resent.json().data.refunds[1]).toMatchObject({ status: 'processed', providerRefundId: expect.stringMatching(/^rfnd_/) });
    expect(ofPayment()).toHaveLength(2);
    expect(fake.payments.get(o.paymentId)!.amount_refunded).toBe(30000);
    expect(mailTo(t, o.email).filter((m) => m.subject.includes('refunded'))).toHaveLength(2);
  });

  it('applies refund webhooks out of order and repeated: pending → processed once, never back', async () => {
    const { t, fake } = rz;
    const o = await paidOrder();
    fake.refundStatus = 'pending';
    try {
      const res = await call('POST', `/orders/${o.orderId}/refunds`, refundBody(40000));
      expect(res.json().message).toBe('Refund of ₹400.00 is pending at the payment provider');
    } finally {
      fake.refundStatus = 'processed';
    }
    const [row] = await refundRows(t, o.orderId);
    const refund = fake.refunds.get(row!.providerRefundId!)!;
    // Taken by Razorpay: the customer hears of it now.
    expect(mailTo(t, o.email).filter((m) => m.subject.includes('refunded'))).toHaveLength(1);

    const processed = fake.refundWebhook('refund.processed', refund);
    expect((await deliver(processed)).json()).toEqual({ status: 1, message: `refund ${row!.id} processed` });
    expect((await deliver(processed)).json()).toEqual({ status: 1, message: 'already handled' });
    const lateFailure = await deliver(fake.refundWebhook('refund.failed', refund));
    expect(lateFailure.json()).toEqual({ status: 1, message: `refund ${row!.id} unchanged` });
    const [after] = await refundRows(t, o.orderId);
    expect(after).toMatchObject({ status: 'processed', processedAt: expect.any(Date), failureReason: null });
    expect(mailTo(t, o.email).filter((m) => m.subject.includes('refunded'))).toHaveLength(1);
    const seen = await t.ctx.db.select().from(webhookEvents).where(eq(webhookEvents.eventId, processed.headers['x-razorpay-event-id']!));
    expect(seen).toEqual([expect.objectContaining({ type: 'refund.processed' })]);
  });

  it('a returned item whose refund the bank takes later stays received until the refund is processed, then is refunded once', async () => {
    const { t, fake } = rz;
    const o = await paidOrder();
    await t.ctx.db.execute(sql`update orders set status = 'delivered' where id = ${o.orderId}`);
    const [asked] = await t.ctx.db
      .insert(returns)
      .values({
        orderId: o.orderId,
        lineId: o.lineId,
        customerId: (await orderRow(t, o.orderId)).customerId,
        quantity: 1,
        reason: 'damaged',
        details: 'Dented',
        photos: [],
        refundPaise: 64900,
        status: 'approved',
        decidedAt: new Date(),
      })
      .returning();
    fake.refundStatus = 'pending';
    try {
      const received = await call('POST', `/returns/${asked!.id}/received`, {});
      expect(received.statusCode, received.body).toBe(200);
      expect(received.json().data.status).toBe('received');
      // Pressed again while the bank works on it: the same refund, still received.
      expect((await call('POST', `/returns/${asked!.id}/received`, {})).json().data.status).toBe('received');
    } finally {
      fake.refundStatus = 'processed';
    }
    const [row] = await refundRows(t, o.orderId);
    expect(row).toMatchObject({ status: 'pending', amountPaise: 64900 });
    const refunded = () => mailTo(t, o.email).filter((m) => m.subject === `Order #${o.orderId}: Your return is refunded`);
    expect(refunded()).toHaveLength(0);

    const processed = fake.refundWebhook('refund.processed', fake.refunds.get(row!.providerRefundId!)!);
    await deliver(processed);
    await deliver(processed);
    const [after] = await t.ctx.db.select().from(returns).where(eq(returns.id, asked!.id));
    expect(after).toMatchObject({ status: 'refunded', refundId: row!.id, refundedAt: expect.any(Date) });
    expect(refunded()).toHaveLength(1);
    expect(await refundRows(t, o.orderId)).toHaveLength(1);
  });

  it('a failed refund frees its amount again and tells the owner why; the customer is not told of money that never moved', async () => {
    const { t, fake } = rz;
    const o = await paidOrder();
    fake.refundStatus = 'pending';
    try {
      await call('POST', `/orders/${o.orderId}/refunds`, refundBody(137300));
    } finally {
      fake.refundStatus = 'processed';
    }
    const [row] = await refundRows(t, o.orderId);
    const failed = await deliver(fake.refundWebhook('refund.failed', fake.refunds.get(row!.providerRefundId!)!));
    expect(failed.json().message).toBe(`refund ${row!.id} failed`);
    const detail = (await call('GET', `/orders/${o.orderId}`)).json().data;
    expect(detail).toMatchObject({ status: 'paid', refundablePaise: 137300 });
    expect(detail.refunds[0]).toMatchObject({ status: 'failed', failureReason: expect.any(String) });
    const mine = (await t.app.inject({ method: 'GET', url: `/admin/api/orders/${o.orderId}`, headers: { cookie: o.cookie } })).json().data;
    expect(mine.refunds).toEqual([]);
    // A late processed for a failed refund does not bring it back.
    await deliver(fake.refundWebhook('refund.processed', fake.refunds.get(row!.providerRefundId!)!));
    expect((await refundRows(t, o.orderId))[0]!.status).toBe('failed');
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const { t, fake } = rz;
    const o = await paidOrder();
    const unpaid = await startCheckout(t, checkoutBody([{ productId: o.product.id, quantity: 1 }]));
    const other = fake.payWithoutOrder(50000);
    const before = { stock: await stockOf(t, o.product.id), calls: fake.calls.length };
    const cases: [string, number, object, number, string][] = [
      ['more than was paid', o.orderId, refundBody(137301), 422, 'At most ₹1,373.00 of this order can still be refunded.'],
      ['an unpaid order', unpaid.orderId, refundBody(1000), 422, `Order #${unpaid.orderId} has not been paid, so there is nothing to refund.`],
      ['a negative amount', o.orderId, refundBody(-500), 400, 'The refund amount must be more than zero'],
      ['zero', o.orderId, refundBody(0), 400, 'The refund amount must be more than zero'],
      ['fractional paise', o.orderId, refundBody(100.5), 400, 'Enter the amount in rupees with at most two decimals'],
      ['an amount as text', o.orderId, refundBody('500' as never), 400, 'Enter the amount to refund'],
      ["another shop's payment", o.orderId, refundBody(1000, { paymentId: other.id }), 422, `That payment is not a payment of order #${o.orderId}.`],
      ['more stock back than was sold', o.orderId, refundBody(1000, { restock: [{ lineId: o.lineId, quantity: 3 }] }), 422, 'At most 2 of that item can go back in stock'],
      ["another order's line", o.orderId, refundBody(1000, { restock: [{ lineId: 2_000_000, quantity: 1 }] }), 422, 'That item is not part of this order'],
      ['no key', o.orderId, { amountPaise: 1000 }, 400, 'A refund key is required'],
      ['an order that does not exist', 2_000_000, refundBody(1000), 404, 'This order does not exist'],
    ];
    for (const [what, orderId, body, status, message] of cases) {
      const res = await call('POST', `/orders/${orderId}/refunds`, body);
      expect({ what, status: res.statusCode }).toEqual({ what, status });
      expect(res.json()).toMatchObject({ status: 0 });
      expect(JSON.stringify(res.json())).toContain(message);
    }
    expect(await refundRows(t, o.orderId)).toEqual([]);
    expect(await refundRows(t, unpaid.orderId)).toEqual([]);
    expect(await stockOf(t, o.product.id)).toBe(before.stock);
    expect(fake.calls.slice(before.calls).filter((c) => c.endsWith('/refund'))).toEqual([]);

    // A refund webhook about a payment of another shop on the same account leaves no trace.
    const foreign = {
      id: 'rfnd_Foreign0000001',
      entity: 'refund' as const,
      amount: 1000,
      currency: 'INR',
      payment_id: other.id,
      notes: {},
      receipt: 'refund-1',
      status: 'processed' as const,
      speed_requested: 'normal',
      created_at: 0,
    };
    const delivery = fake.refundWebhook('refund.processed', foreign);
    expect((await deliver(delivery)).json()).toEqual({ status: 1, message: 'not a refund of this shop' });
    expect(await t.ctx.db.select().from(webhookEvents).where(eq(webhookEvents.eventId, delivery.headers['x-razorpay-event-id']!))).toEqual([]);
  });
});

describe('refunds with the simulated provider', () => {
  let t: TestApp;
  let call: AdminCall;
  beforeAll(async () => {
    t = await createTestApp();
    call = (await asAdmin(t)).call;
  });
  afterAll(() => t.close());

  it('refunds a refund-due order of the last-unit race in one call; its webhook finds it done', async () => {
    const provider = t.ctx.payments as SimulatedProvider;
    const p = await createProduct(t.ctx, { stock: 1, sellingPricePaise: 49900 });
    const late = await startCheckout(t, checkoutBody([{ productId: p.id, quantity: 1 }]));
    await expireHold(t, late.orderId);
    const rival = await startCheckout(t, checkoutBody([{ productId: p.id, quantity: 1 }]));
    await reportPayment(t, rival, paidReport(await paySimulated(t, rival, 'success')));
    await reportPayment(t, late, paidReport(await paySimulated(t, late, 'success')));
    await provider.settled();

    const due = (await call('GET', `/orders/${late.orderId}`)).json().data;
    expect(due).toMatchObject({ status: 'cancelled', refundDue: true, refundablePaise: 57400 });
    expect(due.lines[0].restockable).toBe(0); // its stock was never taken

    const res = await call('POST', `/orders/${late.orderId}/refunds`, refundBody(due.refundablePaise));
    await provider.settled();
    // It stays cancelled (it was never filled); its refund says the money is back.
    expect(res.json().data).toMatchObject({ status: 'cancelled', refundDue: false, refundablePaise: 0 });
    const [row] = await refundRows(t, late.orderId);
    expect(row).toMatchObject({ status: 'processed', providerRefundId: expect.stringMatching(/^rfnd_/) });
    expect((await orderRow(t, late.orderId)).status).toBe('cancelled');
    expect(await stockOf(t, p.id)).toBe(0);
  });

  it('a cancellation after a partial refund with restock returns only the rest of the goods', async () => {
    const provider = t.ctx.payments as SimulatedProvider;
    const p = await createProduct(t.ctx, { stock: 5 });
    const session = await startCheckout(t, checkoutBody([{ productId: p.id, quantity: 3 }]));
    await reportPayment(t, session, paidReport(await paySimulated(t, session, 'success')));
    await provider.settled();
    const lineId = (await call('GET', `/orders/${session.orderId}`)).json().data.lines[0].id;
    await call('POST', `/orders/${session.orderId}/refunds`, refundBody(1000, { restock: [{ lineId, quantity: 1 }] }));
    expect(await stockOf(t, p.id)).toBe(3);
    const cancelled = await call('POST', `/orders/${session.orderId}/status`, { status: 'cancelled', refundMethod: 'provider' });
    expect(cancelled.statusCode).toBe(200);
    expect(await stockOf(t, p.id)).toBe(5);
    // The rest of the money went back with the cancellation, naming the goods that came back with it.
    expect(cancelled.json().data.refunds.map((r: { amountPaise: number; restocked: unknown }) => [r.amountPaise, r.restocked])).toEqual([
      [1000, [{ lineId, quantity: 1 }]],
      [cancelled.json().data.totalPaise - 1000, [{ lineId, quantity: 2 }]],
    ]);
  });
});
