import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, webhookEvents } from '../src/db/schema';
import type { SimulatedProvider } from '../src/services/payments/simulated/provider';
import { asAdmin } from './admin-support';
import { createProduct } from './helpers/factories';
import { checkoutBody, orderRow, startCheckout } from './helpers/orders';
import { createTestApp, type TestApp } from './helpers/test-app';

/** The simulated provider's "bank", POST /payments/simulated/pay: public in a simulated shop, so bounded. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CHECKOUT_RATE_LIMIT_MAX: '5' });
});
afterAll(() => t.close());

const pay = (payload: object, ip = '10.0.0.1') => t.app.inject({ method: 'POST', url: '/admin/api/payments/simulated/pay', payload, remoteAddress: ip });
const rows = async () => ({
  payments: (await t.ctx.db.select({ n: count() }).from(payments))[0]!.n,
  events: (await t.ctx.db.select({ n: count() }).from(webhookEvents))[0]!.n,
});
const webhooksDelivered = () => (t.ctx.payments as SimulatedProvider).settled();

describe('POST /payments/simulated/pay', () => {
  it('pays only a provider order the simulated bank made, and only once', async () => {
    const before = await rows();
    const unknown = await pay({ order_id: 'order_NotMadeHere0001', outcome: 'success' }, '10.0.1.1');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ status: 0, message: 'This payment session has expired. Please place the order again.' });

    const p = await createProduct(t.ctx);
    const session = await startCheckout(t, checkoutBody([{ productId: p.id, quantity: 1 }]));
    const paid = await pay({ order_id: session.razorpayOptions.order_id, outcome: 'success' }, '10.0.1.1');
    expect(paid.json()).toMatchObject({ status: 1, data: { razorpay_order_id: session.razorpayOptions.order_id } });
    await webhooksDelivered();
    expect((await orderRow(t, session.orderId)).status).toBe('paid');
    const again = await pay({ order_id: session.razorpayOptions.order_id, outcome: 'success' }, '10.0.1.1');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ status: 0, message: 'This order has already been paid.' });
    // The checkout's payment row and the one webhook event of the paid order; nothing for the refusals.
    expect(await rows()).toEqual({ payments: before.payments + 1, events: before.events + 1 });
  });

  it('writes no row for payments made without an order (the spec-only client), and bounds their amount', async () => {
    const before = await rows();
    for (const outcome of ['success', 'failure', 'success'] as const) {
      expect((await pay({ amount: 67500, outcome }, '10.0.2.1')).statusCode).toBe(200);
    }
    await webhooksDelivered();
    expect(await rows()).toEqual(before);
    const huge = await pay({ amount: 100_000_001, outcome: 'success' }, '10.0.2.1');
    expect(huge.statusCode).toBe(400);
  });

  it('answers 429 past CHECKOUT_RATE_LIMIT_MAX calls a minute from one client, and other clients still pay', async () => {
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await pay({ amount: 100, outcome: 'failure' }, '10.0.3.1')).statusCode);
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = await pay({ amount: 100, outcome: 'failure' }, '10.0.3.1');
    expect(limited.json()).toEqual({ status: 0, message: expect.stringMatching(/^Too many attempts/) });
    expect((await pay({ amount: 100, outcome: 'failure' }, '10.0.3.2')).statusCode).toBe(200);
  });
});

describe('POST /payments/simulated/decline-next-refund', () => {
  const declineAs = (cookie: string | undefined, paymentId: string) =>
    t.app.inject({
      method: 'POST',
      url: '/admin/api/payments/simulated/decline-next-refund',
      payload: { payment_id: paymentId },
      headers: cookie ? { cookie } : {},
      remoteAddress: '10.0.3.1',
    });

  it('is refused without the owner signed in: a stranger 401, staff 403, and the bank declines nothing', async () => {
    const p = await createProduct(t.ctx);
    const session = await startCheckout(t, checkoutBody([{ productId: p.id, quantity: 1 }]));
    const paid = await pay({ order_id: session.razorpayOptions.order_id, outcome: 'success' }, '10.0.4.2');
    const paymentId = paid.json().data.razorpay_payment_id as string;
    await webhooksDelivered();
    expect((await declineAs(undefined, paymentId)).statusCode).toBe(401);
    const staff = await asAdmin(t, 'orders');
    const refused = await declineAs(staff.cookie, paymentId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ status: 0, message: "Only the shop's owner can make the simulated bank decline a refund" });
    const provider = t.ctx.payments as SimulatedProvider;
    const refund = { paymentId, amountPaise: 1000, receipt: 'refund-1', notes: {}, idempotencyKey: 'undeclined-refund-1' };
    expect(await provider.refund(refund)).toMatchObject({ status: 'processed' });
    await webhooksDelivered();
  });

  it('makes the simulated bank decline the next refund of a payment it knows, once; an unknown payment is 404', async () => {
    const { cookie } = await asAdmin(t);
    const decline = (paymentId: string) => declineAs(cookie, paymentId);
    const p = await createProduct(t.ctx);
    const session = await startCheckout(t, checkoutBody([{ productId: p.id, quantity: 1 }]));
    const paid = await pay({ order_id: session.razorpayOptions.order_id, outcome: 'success' }, '10.0.3.2');
    const paymentId = paid.json().data.razorpay_payment_id as string;
    await webhooksDelivered();
    const unknown = await decline('pay_NotMadeHere0001');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No such payment');
    expect((await decline(paymentId)).json()).toEqual({ status: 1, data: { payment_id: paymentId } });

    const provider = t.ctx.payments as SimulatedProvider;
    const refund = { paymentId, amountPaise: 1000, receipt: 'refund-1', notes: {} };
    await expect(provider.refund({ ...refund, idempotencyKey: 'declined-refund-0001' })).rejects.toThrow("the customer's bank declined the refund");
    expect(await provider.refund({ ...refund, idempotencyKey: 'second-refund-00001' })).toMatchObject({ status: 'processed', amountPaise: 1000 });
    await webhooksDelivered();
  });
});
