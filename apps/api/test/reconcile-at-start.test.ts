import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refunds } from '../src/db/schema';
import { insertRefund } from '../src/repositories/refunds';
import { recordSimulatedRefund } from '../src/repositories/simulated-bank';
import { RECURRING_JOBS } from '../src/services/jobs/recurring';
import { enqueueStartJobs } from '../src/services/jobs/start-jobs';
import type { SimulatedProvider } from '../src/services/payments/simulated/provider';
import { reconcilePendingRefunds } from '../src/services/refunds/reconcile-refunds';
import { asAdmin } from './admin-support';
import { createProduct } from './helpers/factories';
import { paidInvoicedOrder, registerShopForGst } from './helpers/invoiced-orders';
import { checkoutBody, mailTo, orderRow, paidReport, paySimulated, paymentRows, reportPayment, startCheckout } from './helpers/orders';
import { createTestApp, type TestApp } from './helpers/test-app';
import { withFakeRazorpay } from './helpers/with-fake-razorpay';

/**
 * What happened at the payment provider while the shop was stopped is settled when it starts again, not
 * at the next reconciliation slot nor when the owner presses "Ask again".
 */
describe('at start, against the simulated bank', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const refundRow = async (id: number) => (await t.ctx.db.select().from(refunds).where(eq(refunds.id, id)))[0]!;

  async function paidOrder() {
    const p = await createProduct(t.ctx, { stock: 5 });
    const body = checkoutBody([{ productId: p.id, quantity: 1 }]);
    const session = await startCheckout(t, body);
    const paid = await paySimulated(t, session, 'success');
    await reportPayment(t, session, paidReport(paid));
    const [payment] = await paymentRows(t, session.orderId);
    expect((await orderRow(t, session.orderId)).status).toBe('paid');
    return { orderId: session.orderId, email: body.billing.email, payment: payment! };
  }

  /** A refund the shop wrote as pending and sent; the process stopped before the bank's answer was recorded. */
  async function refundCutShort(o: Awaited<ReturnType<typeof paidOrder>>, amountPaise: number) {
    const refund = await insertRefund(t.ctx.db, {
      orderId: o.orderId,
      paymentId: o.payment.id,
      idempotencyKey: randomUUID(),
      amountPaise,
      reason: 'One tin arrived dented',
      restocked: [],
      actor: 'owner',
    });
    await t.ctx.db
      .update(refunds)
      .set({ sentAt: sql`now() - interval '2 minutes'` })
      .where(eq(refunds.id, refund.id));
    return refund;
  }

  it('a refund the bank made while the shop was stopped is processed at start, without the owner, and the customer told once', async () => {
    const o = await paidOrder();
    const unanswered = await refundCutShort(o, 10000);
    const bankRefundId = 'rfnd_AtStartUnanswered1';
    await recordSimulatedRefund(t.ctx.db, {
      idempotencyKey: unanswered.idempotencyKey,
      id: bankRefundId,
      paymentId: o.payment.providerPaymentId!,
      amountPaise: 10000,
      status: 'processed',
      receipt: `refund-${unanswered.id}`,
    });
    // The bank's answer (pending) came, its processed webhook did not.
    const webhookLost = await refundCutShort(o, 5000);
    await t.ctx.db.update(refunds).set({ providerRefundId: 'rfnd_AtStartWebhookLost' }).where(eq(refunds.id, webhookLost.id));
    await recordSimulatedRefund(t.ctx.db, {
      idempotencyKey: webhookLost.idempotencyKey,
      id: 'rfnd_AtStartWebhookLost',
      paymentId: o.payment.providerPaymentId!,
      amountPaise: 5000,
      status: 'processed',
      receipt: `refund-${webhookLost.id}`,
    });

    await enqueueStartJobs(t.ctx);
    await t.ctx.jobs.runDue();

    expect(await refundRow(unanswered.id)).toMatchObject({ status: 'processed', providerRefundId: bankRefundId });
    expect(await refundRow(webhookLost.id)).toMatchObject({ status: 'processed', providerRefundId: 'rfnd_AtStartWebhookLost' });
    expect(mailTo(t, o.email).filter((m) => / refunded$/.test(m.subject))).toHaveLength(2);
    // Nothing is left to settle: a second run changes nothing.
    expect(await reconcilePendingRefunds(t.ctx)).toEqual({ checked: 0, settled: 0 });
  });

  it('a payment the bank captured while the shop was stopped is paid at start, though younger than RECONCILE_AFTER_MINUTES', async () => {
    const p = await createProduct(t.ctx, { stock: 5 });
    const session = await startCheckout(t, checkoutBody([{ productId: p.id, quantity: 1 }]));
    await (t.ctx.payments as SimulatedProvider).pay({ orderId: session.razorpayOptions.order_id, outcome: 'success' });
    expect((await orderRow(t, session.orderId)).status).toBe('pending_payment');

    await enqueueStartJobs(t.ctx);
    await t.ctx.jobs.runDue();
    expect((await orderRow(t, session.orderId)).status).toBe('paid');
  });

  it('leaves an order placed after the start to its browser and webhook: it is being paid for now', async () => {
    const p = await createProduct(t.ctx, { stock: 5 });
    await enqueueStartJobs(t.ctx);
    await new Promise((r) => setTimeout(r, 5));
    const session = await startCheckout(t, checkoutBody([{ productId: p.id, quantity: 1 }]));
    await (t.ctx.payments as SimulatedProvider).pay({ orderId: session.razorpayOptions.order_id, outcome: 'success' });
    await t.ctx.jobs.runDue();
    expect((await orderRow(t, session.orderId)).status).toBe('pending_payment');
  });

  it('refund reconciliation also runs on the usual schedule', () => {
    expect(RECURRING_JOBS.find((j) => j.kind === 'refunds.reconcile')).toBeDefined();
  });
});

describe('refund reconciliation against Razorpay (the fake)', () => {
  const rz = withFakeRazorpay();

  it('looks a refund up by GET /v1/payments/:id/refunds/:id and applies what Razorpay says now', async () => {
    const { call } = await asAdmin(rz.t);
    await registerShopForGst(rz.t);
    const o = await paidInvoicedOrder(rz, call);
    rz.fake.refundStatus = 'pending';
    try {
      const res = await call('POST', `/orders/${o.orderId}/refunds`, { idempotencyKey: randomUUID(), amountPaise: 20000, reason: 'One tin arrived dented' });
      expect(res.statusCode).toBe(200);
    } finally {
      rz.fake.refundStatus = 'processed';
    }
    const [pending] = await rz.t.ctx.db.select().from(refunds).where(eq(refunds.orderId, o.orderId));
    expect(pending).toMatchObject({ status: 'pending' });
    const providerRefundId = pending!.providerRefundId!;

    // Still pending at Razorpay: nothing changes.
    expect(await reconcilePendingRefunds(rz.t.ctx)).toMatchObject({ settled: 0 });
    expect(rz.fake.calls).toContain(`GET /v1/payments/${o.paymentId}/refunds/${providerRefundId}`);

    // Processed, and its webhook lost.
    rz.fake.refunds.get(providerRefundId)!.status = 'processed';
    expect(await reconcilePendingRefunds(rz.t.ctx)).toMatchObject({ settled: 1 });
    const [after] = await rz.t.ctx.db.select().from(refunds).where(eq(refunds.id, pending!.id));
    expect(after).toMatchObject({ status: 'processed', providerRefundId });

    // The adapter: a refund Razorpay does not have, or of another payment, is null; a malformed id never reaches a URL.
    const calls = rz.fake.calls.length;
    expect(await rz.t.ctx.payments.fetchRefund(o.paymentId, 'rfnd_NoSuchRefund01')).toBeNull();
    expect(await rz.t.ctx.payments.fetchRefund('pay_SomeoneElses01', providerRefundId)).toBeNull();
    expect(await rz.t.ctx.payments.fetchRefund(o.paymentId, '../orders')).toBeNull();
    expect(rz.fake.calls.length).toBe(calls + 2);
  });
});
