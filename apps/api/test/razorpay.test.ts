import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/errors';
import type { Logger } from '../src/logger';
import { RazorpayProvider } from '../src/services/payments/razorpay';
import { checkoutSignature, verifyCheckoutSignature, verifyWebhookSignature } from '../src/services/payments/signatures';
import { eq } from 'drizzle-orm';
import { subscriptions } from '../src/db/schema';
import { insertAddress } from '../src/repositories/addresses';
import { createCustomer, createProduct, HOME_ADDRESS, TEST_PASSWORD } from './helpers/factories';
import { loginAs } from './helpers/http';
import { startFakeRazorpay, type FakeRazorpay } from './helpers/fake-razorpay';
import { checkoutBody, eventsOf, orderRow, paymentRows, reportPayment, startCheckout, stockOf } from './helpers/orders';
import { withFakeRazorpay } from './helpers/with-fake-razorpay';

const silent = pino({ level: 'silent' }) as Logger;

describe('signatures (vectors computed with openssl dgst -sha256 -hmac)', () => {
  const secret = 'EnLs21M47BllR3X8PSFtjtbd';
  const vector = '0d4e745a1838664ad6c9c9902212a32d627d68e917290b0ad5f08ff4561bc50f';

  it('signs order_id|payment_id with the key secret as Razorpay does', () => {
    expect(checkoutSignature(secret, 'order_IEIaMR65cu6nz3', 'pay_IH4NVgf4Dreq1l')).toBe(vector);
    expect(verifyCheckoutSignature(secret, 'order_IEIaMR65cu6nz3', 'pay_IH4NVgf4Dreq1l', vector)).toBe(true);
    expect(verifyCheckoutSignature(secret, 'order_IEIaMR65cu6nz3', 'pay_IH4NVgf4Dreq1l', vector.toUpperCase())).toBe(true);
  });

  it('refuses a signature for another payment, another secret, or one that is not hex of the right length', () => {
    expect(verifyCheckoutSignature(secret, 'order_IEIaMR65cu6nz3', 'pay_OtherPayment01', vector)).toBe(false);
    expect(verifyCheckoutSignature('another-secret', 'order_IEIaMR65cu6nz3', 'pay_IH4NVgf4Dreq1l', vector)).toBe(false);
    expect(verifyCheckoutSignature(secret, 'order_IEIaMR65cu6nz3', 'pay_IH4NVgf4Dreq1l', vector.slice(2))).toBe(false);
    expect(verifyCheckoutSignature(secret, 'order_IEIaMR65cu6nz3', 'pay_IH4NVgf4Dreq1l', `${vector.slice(0, 62)}zz`)).toBe(false);
  });

  it('checks webhooks over the raw body with the webhook secret', () => {
    const body = Buffer.from('{"entity":"event","event":"payment.captured"}');
    const sig = '05eca6d7ef818a97e861a6e888d158a6678e96d67113dc1a732ad892923c4e47';
    expect(verifyWebhookSignature('webhook-secret-123', body, sig)).toBe(true);
    expect(verifyWebhookSignature('webhook-secret-123', Buffer.from('{"entity": "event","event":"payment.captured"}'), sig)).toBe(false);
    expect(verifyWebhookSignature(undefined, body, sig)).toBe(false);
    expect(verifyWebhookSignature('webhook-secret-123', body, undefined)).toBe(false);
  });
});

describe('the Razorpay adapter against a local fake of its API', () => {
  let fake: FakeRazorpay;
  let rzp: RazorpayProvider;
  beforeAll(async () => {
    fake = await startFakeRazorpay();
    rzp = new RazorpayProvider({ keyId: fake.keyId, keySecret: fake.keySecret, webhookSecret: fake.webhookSecret, apiUrl: fake.url }, silent);
  });
  afterAll(() => fake.close());

  it('creates an order in paise and INR with the key pair', async () => {
    const order = await rzp.createOrder({ amountPaise: 123400, receipt: 'ck_123', notes: { email: 'a@b.in' } });
    expect(order).toEqual({ id: expect.stringMatching(/^order_/), amountPaise: 123400, currency: 'INR' });
    expect(fake.orders.get(order.id)).toMatchObject({ amount: 123400, currency: 'INR', receipt: 'ck_123', notes: { email: 'a@b.in' } });
  });

  it('fetches a payment, reports an unknown one as absent, and never sends a malformed id', async () => {
    const order = await rzp.createOrder({ amountPaise: 50000, receipt: 'r', notes: {} });
    const { paymentId } = fake.pay(order.id);
    expect(await rzp.fetchPayment(paymentId)).toEqual({ id: paymentId, orderId: order.id, amountPaise: 50000, currency: 'INR', status: 'captured', errorDescription: null });
    expect(await rzp.fetchPayment('pay_DoesNotExist01')).toBeNull();
    const calls = fake.calls.length;
    expect(await rzp.fetchPayment('pay_x/../../v1/orders')).toBeNull();
    expect(fake.calls.length).toBe(calls);
  });

  it('captures an authorized payment', async () => {
    const order = await rzp.createOrder({ amountPaise: 20000, receipt: 'r', notes: {} });
    const { paymentId } = fake.pay(order.id, { status: 'authorized' });
    expect((await rzp.capturePayment(paymentId, 20000)).status).toBe('captured');
  });

  it('answers two captures of one payment racing each other with the captured payment, not an error', async () => {
    const order = await rzp.createOrder({ amountPaise: 30000, receipt: 'r', notes: {} });
    const { paymentId } = fake.pay(order.id, { status: 'authorized' });
    const both = await Promise.all([rzp.capturePayment(paymentId, 30000), rzp.capturePayment(paymentId, 30000)]);
    expect(both.map((p) => p.status)).toEqual(['captured', 'captured']);
  });

  it('still refuses a capture Razorpay refuses for a payment that is not captured', async () => {
    const order = await rzp.createOrder({ amountPaise: 30000, receipt: 'r', notes: {} });
    const { paymentId } = fake.pay(order.id, { status: 'authorized' });
    await expect(rzp.capturePayment(paymentId, 100)).rejects.toMatchObject({ code: 'PAYMENT_PROVIDER' });
    expect(fake.payments.get(paymentId)!.status).toBe('authorized');
  });

  it('turns wrong keys, an outage and an unreachable API into a 502 for the customer', async () => {
    const wrongKeys = new RazorpayProvider({ keyId: fake.keyId, keySecret: 'nope', webhookSecret: undefined, apiUrl: fake.url }, silent);
    await expect(wrongKeys.createOrder({ amountPaise: 10000, receipt: 'r', notes: {} })).rejects.toMatchObject({ code: 'PAYMENT_PROVIDER' });
    fake.down = true;
    try {
      await expect(rzp.fetchPayment('pay_Anything000001')).rejects.toBeInstanceOf(AppError);
    } finally {
      fake.down = false;
    }
    const nowhere = new RazorpayProvider({ keyId: 'k', keySecret: 's', webhookSecret: undefined, apiUrl: 'http://127.0.0.1:9' }, silent);
    await expect(nowhere.createOrder({ amountPaise: 10000, receipt: 'r', notes: {} })).rejects.toMatchObject({ code: 'PAYMENT_PROVIDER' });
  });

  describe('mandates (recurring payments)', () => {
    const customer = { name: 'Asha Rao', email: 'asha@example.in', contact: '9876543210' };

    async function authorisedMandate(maxAmountPaise = 500000) {
      const order = await rzp.createMandateOrder({ amountPaise: 93480, maxAmountPaise, receipt: 'sub_1', customer });
      const { paymentId } = fake.pay(order.id);
      return (await rzp.registerMandate(paymentId))!;
    }

    async function cycleCharge(ref: string, amountPaise: number) {
      const order = await rzp.createOrder({ amountPaise, receipt: 'autoship-1-2', notes: {} });
      return rzp.chargeMandate({ mandateRef: ref, providerOrderId: order.id, amountPaise, receipt: 'autoship-1-2', email: customer.email, contact: customer.contact });
    }

    it('registers a mandate from its authorisation payment: one customer, an as_presented token up to the limit', async () => {
      const mandate = await authorisedMandate();
      expect(mandate).toEqual({ ref: expect.stringMatching(/^cust_\w+\/token_\w+$/), status: 'active', maxAmountPaise: 500000 });
      const tokenOrder = [...fake.orders.values()].find((o) => o.token);
      expect(tokenOrder?.token).toEqual({ max_amount: 500000, frequency: 'as_presented' });
      // Asked again for the same person, Razorpay answers the customer it has.
      await rzp.createMandateOrder({ amountPaise: 100, maxAmountPaise: 500000, receipt: 'sub_2', customer });
      expect([...fake.customers.values()].filter((c) => c.email === customer.email)).toHaveLength(1);
    });

    it('answers no mandate for a payment that set up none', async () => {
      expect(await rzp.registerMandate(fake.payWithoutOrder(1000).id)).toBeNull();
    });

    it('charges a cycle through a new order and create/recurring, and reports a declined one as failed', async () => {
      const mandate = await authorisedMandate();
      const paid = await cycleCharge(mandate.ref, 93480);
      expect(paid).toMatchObject({ status: 'captured', amountPaise: 93480, orderId: expect.stringMatching(/^order_/) });
      expect(fake.calls).toContain('POST /v1/payments/create/recurring');
      fake.declineRecurring = 1;
      expect(await cycleCharge(mandate.ref, 93480)).toMatchObject({ status: 'failed', errorDescription: expect.stringMatching(/declined/) });
    });

    it('sees a mandate revoked, and revokes one itself; a revoked token is refused a charge', async () => {
      const mandate = await authorisedMandate();
      const [, tokenId] = mandate.ref.split('/');
      fake.tokens.get(tokenId!)!.recurring_details.status = 'cancelled';
      expect((await rzp.fetchMandate(mandate.ref))?.status).toBe('revoked');
      expect(await cycleCharge(mandate.ref, 93480)).toMatchObject({ status: 'failed', errorDescription: 'The token is not active' });

      const other = await authorisedMandate();
      await rzp.revokeMandate(other.ref);
      expect((await rzp.fetchMandate(other.ref))?.status).toBe('revoked');
      expect(await rzp.fetchMandate('cust_x/../token_y')).toBeNull();
    });
  });
});

describe('checkout and create_order with Razorpay', () => {
  const rz = withFakeRazorpay();

  it("opens Razorpay's checkout for the server's total and pays the order on a verified signature", async () => {
    const p = await createProduct(rz.t.ctx, { sellingPricePaise: 64900, stock: 3 });
    const session = await startCheckout(rz.t, checkoutBody([{ productId: p.id, quantity: 2 }]));
    expect(session).toMatchObject({ provider: 'razorpay', checkoutScriptUrl: 'https://checkout.razorpay.com/v1/checkout.js' });
    expect(session.razorpayOptions).toMatchObject({ key: rz.fake.keyId, amount: 137300, currency: 'INR' });
    expect(rz.fake.orders.get(session.razorpayOptions.order_id)).toMatchObject({ amount: 137300, currency: 'INR' });

    const { paymentId, signature } = rz.fake.pay(session.razorpayOptions.order_id);
    const res = await reportPayment(rz.t, session, { payment_type: 1, payment_id: paymentId, razorpay_order_id: session.razorpayOptions.order_id, razorpay_signature: signature });
    expect(res.json()).toMatchObject({ status: 1, data: { orderStatus: 'paid' } });
    expect(rz.fake.calls).toContain(`GET /v1/payments/${paymentId}`);
    expect(await stockOf(rz.t, p.id)).toBe(1);
  });

  it('opens a mandate order for a cart with an autoship line, and the paid order starts the subscription on its token', async () => {
    const customer = await createCustomer(rz.t.ctx);
    const cookie = await loginAs(rz.t.app, customer.mobile, TEST_PASSWORD);
    const address = await insertAddress(rz.t.ctx.db, customer.id, HOME_ADDRESS);
    const p = await createProduct(rz.t.ctx, { sellingPricePaise: 44900, stock: 5 });
    const lines = [{ productId: p.id, quantity: 2, autoshipWeeks: 8 }];
    const session = await startCheckout(rz.t, checkoutBody(lines, { savedAddressId: address.id }), cookie);
    // Razorpay's checkout offers UPI AutoPay and card e-mandates only with the customer and `recurring`.
    expect(session.razorpayOptions).toMatchObject({ amount: session.totals.totalPaise, customer_id: expect.stringMatching(/^cust_/), recurring: '1' });
    // Three deliveries of the ₹898 on autoship come to under the ₹5,000 the shop asks at least.
    expect(rz.fake.orders.get(session.razorpayOptions.order_id)?.token).toEqual({ max_amount: 500000, frequency: 'as_presented' });

    const { paymentId, signature } = rz.fake.pay(session.razorpayOptions.order_id);
    const res = await reportPayment(
      rz.t,
      session,
      { payment_type: 1, payment_id: paymentId, razorpay_order_id: session.razorpayOptions.order_id, razorpay_signature: signature },
      cookie,
    );
    expect(res.json()).toMatchObject({ status: 1, data: { orderStatus: 'paid' } });
    await rz.t.ctx.jobs.runDue();
    const [sub] = await rz.t.ctx.db.select().from(subscriptions).where(eq(subscriptions.customerId, customer.id));
    expect(sub).toMatchObject({
      paymentMethod: 'mandate',
      frequencyWeeks: 8,
      originOrderId: session.orderId,
      mandateRef: `${session.razorpayOptions.customer_id}/${rz.fake.payments.get(paymentId)!.token_id}`,
    });
  });

  it('verifies a spec-only report (payment id, no signature) by fetching the payment', async () => {
    const p = await createProduct(rz.t.ctx, { stock: 3 });
    const session = await startCheckout(rz.t, checkoutBody([{ productId: p.id, quantity: 1 }]));
    const { paymentId } = rz.fake.pay(session.razorpayOptions.order_id);
    const { razorpay_order_id: _omitted, ...specOnly } = session.orderPayload;
    const res = await rz.t.app.inject({ method: 'POST', url: '/admin/api/create_order', payload: { ...specOnly, payment_type: 1, payment_id: paymentId } });
    expect(res.json()).toMatchObject({ status: 1, data: { orderId: session.orderId, orderStatus: 'paid' } });
  });

  it('captures an authorized payment before calling the order paid', async () => {
    const p = await createProduct(rz.t.ctx);
    const session = await startCheckout(rz.t, checkoutBody([{ productId: p.id, quantity: 1 }]));
    const { paymentId, signature } = rz.fake.pay(session.razorpayOptions.order_id, { status: 'authorized' });
    const res = await reportPayment(rz.t, session, { payment_type: 1, payment_id: paymentId, razorpay_signature: signature });
    expect(res.json().status).toBe(1);
    expect(rz.fake.payments.get(paymentId)!.status).toBe('captured');
  });

  it('gives no paid order for a forged signature, a wrong amount, an unpaid or another order’s payment', async () => {
    const p = await createProduct(rz.t.ctx, { stock: 9 });
    const session = await startCheckout(rz.t, checkoutBody([{ productId: p.id, quantity: 1 }]));
    const orderId = session.razorpayOptions.order_id;
    const report = (payment_id: string, razorpay_signature?: string) =>
      reportPayment(rz.t, session, { payment_type: 1, payment_id, razorpay_order_id: orderId, razorpay_signature });

    const real = rz.fake.pay(orderId, { status: 'created' });
    const forged = await report(real.paymentId, 'f'.repeat(64));
    expect(forged.statusCode).toBe(422);

    const notCompleted = await report(real.paymentId, real.signature);
    expect(notCompleted.statusCode).toBe(422);
    expect(notCompleted.json().message).toContain('the payment has not been completed');

    const short = rz.fake.pay(orderId, { amount: 100 });
    const wrongAmount = await report(short.paymentId, short.signature);
    expect(wrongAmount.statusCode).toBe(422);
    expect(wrongAmount.json().message).toContain('does not match the order total');

    const other = await startCheckout(rz.t, checkoutBody([{ productId: p.id, quantity: 1 }]));
    const theirs = rz.fake.pay(other.razorpayOptions.order_id);
    expect((await report(theirs.paymentId, theirs.signature)).statusCode).toBe(422);
    expect((await report(theirs.paymentId)).statusCode).toBe(422);

    expect((await orderRow(rz.t, session.orderId)).status).toBe('pending_payment');
    expect(await stockOf(rz.t, p.id)).toBe(9);
    expect((await paymentRows(rz.t, session.orderId))[0]).toMatchObject({ status: 'created', providerPaymentId: null });
  });

  it('records a payment the provider reports failed, whatever the browser claimed', async () => {
    const p = await createProduct(rz.t.ctx);
    const session = await startCheckout(rz.t, checkoutBody([{ productId: p.id, quantity: 1 }]));
    const { paymentId } = rz.fake.pay(session.razorpayOptions.order_id, { status: 'failed' });
    const res = await reportPayment(rz.t, session, { payment_type: 1, payment_id: paymentId });
    expect(res.json()).toMatchObject({ status: 0, data: { orderStatus: 'payment_failed', paymentStatus: 'failed' } });
    expect((await eventsOf(rz.t, session.orderId)).at(-1)!.note).toContain('the bank declined it');
  });

  it('answers 502 while Razorpay is down, creating nothing, and leaves a paid order to the webhook', async () => {
    const p = await createProduct(rz.t.ctx);
    const body = checkoutBody([{ productId: p.id, quantity: 1 }]);
    rz.fake.down = true;
    const refused = await rz.t.app.inject({ method: 'POST', url: '/admin/api/checkout', payload: body });
    rz.fake.down = false;
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toEqual({ status: 0, message: 'We could not reach the payment provider. Please try again in a moment.' });

    const session = await startCheckout(rz.t, body);
    const { paymentId, signature } = rz.fake.pay(session.razorpayOptions.order_id);
    rz.fake.down = true;
    const res = await reportPayment(rz.t, session, { payment_type: 1, payment_id: paymentId, razorpay_signature: signature });
    rz.fake.down = false;
    expect(res.statusCode).toBe(502);
    expect((await orderRow(rz.t, session.orderId)).status).toBe('pending_payment');
  });
});
