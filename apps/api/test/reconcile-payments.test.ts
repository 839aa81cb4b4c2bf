import { type PaymentSession } from '@canino/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_HANDLERS } from '../src/services/jobs/handlers';
import { RECURRING_JOBS } from '../src/services/jobs/recurring';
import { reconcilePendingPayments } from '../src/services/payments/reconcile-payments';
import type { SimulatedProvider } from '../src/services/payments/simulated/provider';
import { createProduct } from './helpers/factories';
import { asAdmin, enableCod } from './admin-support';
import { checkoutBody, mailTo, orderRow, startCheckout, stockOf } from './helpers/orders';
import { createTestApp, type TestApp } from './helpers/test-app';
import { withFakeRazorpay } from './helpers/with-fake-razorpay';

/**
 * Reconciliation: an order whose payment was captured, but whose webhook and browser report never
 * arrived, is found by asking the provider, and paid through the same settlement.
 */
const MINUTE = 60_000;
const later = (t: TestApp, ms: number) => ({ ...t.ctx, now: () => new Date(Date.now() + ms) });

describe('against Razorpay (the rz.fake)', () => {
  const rz = withFakeRazorpay();

  it('pays an order captured at the provider minutes ago, leaves unpaid ones, and does not ask again at once', async () => {
    const p = await createProduct(rz.t.ctx, { stock: 5 });
    const paidSilently = await startCheckout(rz.t, checkoutBody([{ productId: p.id, quantity: 1 }]));
    const abandoned = await startCheckout(rz.t, checkoutBody([{ productId: p.id, quantity: 1 }]));
    rz.fake.pay(paidSilently.razorpayOptions.order_id);

    expect(await reconcilePendingPayments(later(rz.t, 0), { afterMs: 5 * MINUTE })).toEqual({ checked: 0, paid: 0 });
    expect(await reconcilePendingPayments(later(rz.t, 6 * MINUTE), { afterMs: 5 * MINUTE })).toMatchObject({ paid: 1 });
    expect(await orderRow(rz.t, paidSilently.orderId)).toMatchObject({ status: 'paid' });
    expect((await orderRow(rz.t, abandoned.orderId)).status).toBe('pending_payment');
    expect(rz.fake.calls).toContain(`GET /v1/orders/${paidSilently.razorpayOptions.order_id}/payments`);
    expect(await stockOf(rz.t, p.id)).toBeLessThanOrEqual(4);

    const calls = rz.fake.calls.length;
    expect(await reconcilePendingPayments(later(rz.t, 7 * MINUTE), { afterMs: 5 * MINUTE })).toEqual({ checked: 0, paid: 0 });
    expect(rz.fake.calls.length).toBe(calls);
  });
});

describe('against the simulated provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('pays an order the simulated bank captured', async () => {
    const p = await createProduct(t.ctx, { stock: 5 });
    const session = await startCheckout(t, checkoutBody([{ productId: p.id, quantity: 1 }]));
    const provider = t.ctx.payments as SimulatedProvider;
    await provider.pay({ orderId: session.razorpayOptions.order_id, outcome: 'success' });
    expect(await reconcilePendingPayments(later(t, 6 * MINUTE), { afterMs: 5 * MINUTE })).toMatchObject({ paid: 1 });
    expect((await orderRow(t, session.orderId)).status).toBe('paid');
  });

  it('runs as the recurring job payments.reconcile, waiting RECONCILE_AFTER_MINUTES (10) before it asks', async () => {
    expect(RECURRING_JOBS.map((j) => j.kind)).toContain('payments.reconcile');
    const p = await createProduct(t.ctx, { stock: 5 });
    const session = await startCheckout(t, checkoutBody([{ productId: p.id, quantity: 1 }]));
    await (t.ctx.payments as SimulatedProvider).pay({ orderId: session.razorpayOptions.order_id, outcome: 'success' });
    const job = { id: 1, attempt: 1 };
    await JOB_HANDLERS['payments.reconcile'](later(t, 9 * MINUTE), {}, job);
    expect((await orderRow(t, session.orderId)).status).toBe('pending_payment');
    await JOB_HANDLERS['payments.reconcile'](later(t, 11 * MINUTE), {}, job);
    expect((await orderRow(t, session.orderId)).status).toBe('paid');
  });

  it('pays a cash-on-delivery order paid online instead whose browser and webhook never reported, and leaves an open attempt alone', async () => {
    const admin = (await asAdmin(t)).call;
    await enableCod(admin);
    const p = await createProduct(t.ctx, { stock: 5 });
    const placeAndOpen = async (mobile: string) => {
      const body = checkoutBody([{ productId: p.id, quantity: 1 }]);
      const placed = await t.app.inject({ method: 'POST', url: '/admin/api/checkout/cod', payload: { ...body, billing: { ...body.billing, mobile } } });
      expect(placed.statusCode, placed.body).toBe(200);
      const orderId = placed.json().data.orderId as number;
      const ask = mailTo(t, body.billing.email).find((m) => m.subject === `Please confirm your order #${orderId}`)!;
      const token = /#token=([\w-]+)/.exec(ask.text)![1]!;
      const opened = await t.app.inject({ method: 'POST', url: '/admin/api/orders/cod-confirmation/pay', payload: { token } });
      return { orderId, session: opened.json().data as PaymentSession };
    };
    const paid = await placeAndOpen('9123400001');
    const open = await placeAndOpen('9123400002');
    await (t.ctx.payments as SimulatedProvider).pay({ orderId: paid.session.razorpayOptions.order_id, outcome: 'success' });

    expect(await reconcilePendingPayments(later(t, 6 * MINUTE), { afterMs: 5 * MINUTE })).toMatchObject({ paid: 1 });
    expect(await orderRow(t, paid.orderId)).toMatchObject({ status: 'paid', paymentMethod: 'online', codFeePaise: 0 });
    expect(await orderRow(t, open.orderId)).toMatchObject({ status: 'cod_awaiting_confirmation', paymentMethod: 'cod' });
  });
});
