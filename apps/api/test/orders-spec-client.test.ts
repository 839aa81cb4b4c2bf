import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SimulatedProvider } from '../src/services/payments/simulated/provider';
import { createCustomer, createProduct, TEST_PASSWORD } from './helpers/factories';
import { loginAs } from './helpers/http';
import { orderRow, paymentRows, stockOf } from './helpers/orders';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * create_order from the spec's original storefront, which never calls /checkout: it opens the payment
 * without a provider order and sends only the payment id. The server prices the order itself and asks
 * the provider about the payment.
 */
let t: TestApp;
let provider: SimulatedProvider;
beforeAll(async () => {
  t = await createTestApp();
  provider = t.ctx.payments as SimulatedProvider;
});
afterAll(() => t.close());

describe('a client written to the spec alone (no /checkout)', () => {
  const specPayload = (pid: number, over: Record<string, unknown> = {}) => ({
    cid: 0,
    name: 'Meena Iyer',
    address: '7 Temple Street',
    city: 'Madurai',
    pincode: '625001',
    district: 'Madurai',
    state: 'TN',
    country: 'India',
    mobile: '9445566778',
    email: 'meena@example.com',
    pamount: 1,
    samount: 75,
    damount: 0,
    tamount: 1,
    payment_method: 'razorpay',
    products: [{ pid, pname: 'whatever', pqty: 2, prate: 1, pprice: 2, vid: 0 }],
    ...over,
  });

  it('gets a paid order when the payment fetched from the provider has the right amount', async () => {
    const p = await createProduct(t.ctx, { sellingPricePaise: 30000, stock: 5 });
    const paid = await provider.pay({ amountPaise: 67500, outcome: 'success' }); // 2 × ₹300 + ₹75
    const res = await t.app.inject({ method: 'POST', url: '/admin/api/create_order', payload: specPayload(p.id, { payment_type: 1, payment_id: paid.payment.id }) });
    expect(res.json()).toMatchObject({ status: 1, data: { orderStatus: 'paid' } });
    const order = await orderRow(t, res.json().data.orderId);
    expect(order).toMatchObject({ totalPaise: 67500, email: 'meena@example.com' });
    expect(order.billing).toMatchObject({ firstName: 'Meena', lastName: 'Iyer', state: 'Tamil Nadu', district: 'Madurai' });
    expect(await stockOf(t, p.id)).toBe(3);
    // The payment id has its own column; no provider order id is made up for a payment made without one.
    expect(await paymentRows(t, order.id)).toEqual([expect.objectContaining({ providerOrderId: null, providerPaymentId: paid.payment.id, status: 'paid' })]);
    const repeat = await t.app.inject({ method: 'POST', url: '/admin/api/create_order', payload: specPayload(p.id, { payment_type: 1, payment_id: paid.payment.id }) });
    expect(repeat.json()).toMatchObject({ status: 1, data: { orderId: order.id, orderStatus: 'paid' } });
    expect(await stockOf(t, p.id)).toBe(3);
    expect(await paymentRows(t, order.id)).toHaveLength(1);
  });

  it('matches a repeated report of a payment taken for the wrong amount by its payment id, and offers no checkout to reopen', async () => {
    const customer = await createCustomer(t.ctx);
    const cookie = await loginAs(t.app, customer.mobile, TEST_PASSWORD);
    const p = await createProduct(t.ctx, { sellingPricePaise: 30000 });
    const cheap = await provider.pay({ amountPaise: 100, outcome: 'success' });
    const report = () =>
      t.app.inject({ method: 'POST', url: '/admin/api/create_order', payload: specPayload(p.id, { payment_type: 1, payment_id: cheap.payment.id }), headers: { cookie } });
    const first = (await report()).json();
    expect(first).toMatchObject({ status: 0, data: { orderStatus: 'payment_failed' } });
    // The repeat finds the recorded order by the payment id and is told again why it is not paid.
    const repeat = await report();
    expect(repeat.statusCode).toBe(422);
    expect(repeat.json().message).toContain('the amount paid (₹1.00) does not match the order total (₹675.00)');
    expect(await paymentRows(t, first.data.orderId)).toEqual([expect.objectContaining({ providerOrderId: null, providerPaymentId: cheap.payment.id, status: 'failed' })]);

    const detail = await t.app.inject({ method: 'GET', url: `/admin/api/orders/${first.data.orderId}`, headers: { cookie } });
    expect(detail.json().data).toMatchObject({ status: 'payment_failed', canPay: false });
    const resume = await t.app.inject({ method: 'POST', url: `/admin/api/orders/${first.data.orderId}/pay`, headers: { cookie } });
    expect(resume.statusCode).toBe(409);
    expect(resume.json()).toEqual({ status: 0, message: expect.stringContaining(`Order #${first.data.orderId} cannot be paid`) });
  });

  it('takes pqty as a JSON whole number and refuses its digits in a string, true, hex and fractions', async () => {
    const p = await createProduct(t.ctx, { sellingPricePaise: 30000, stock: 5 });
    const withQuantity = (pqty: unknown) => specPayload(p.id, { payment_type: 0, products: [{ pid: p.id, pname: 'whatever', pqty, prate: 1, pprice: 2, vid: 0 }] });
    for (const pqty of ['2', true, '0x10', 1.5, '2.0']) {
      const res = await t.app.inject({ method: 'POST', url: '/admin/api/create_order', payload: withQuantity(pqty) });
      expect(res.statusCode, JSON.stringify(pqty)).toBe(400);
      expect(res.json(), JSON.stringify(pqty)).toMatchObject({ status: 0, errors: { 'products.0.pqty': 'Enter the quantity as a whole number' } });
    }
    const res = await t.app.inject({ method: 'POST', url: '/admin/api/create_order', payload: withQuantity(2) });
    expect(res.json()).toMatchObject({ status: 0, data: { orderStatus: 'payment_failed' } });
    expect((await orderRow(t, res.json().data.orderId)).totalPaise).toBe(67500); // 2 × ₹300 + ₹75
  });

  it('records money taken for the wrong amount as an unpaid order for the shop to sort out', async () => {
    const p = await createProduct(t.ctx, { sellingPricePaise: 30000 });
    const cheap = await provider.pay({ amountPaise: 100, outcome: 'success' });
    const res = await t.app.inject({ method: 'POST', url: '/admin/api/create_order', payload: specPayload(p.id, { payment_type: 1, payment_id: cheap.payment.id }) });
    expect(res.json()).toMatchObject({ status: 0, data: { orderStatus: 'payment_failed' } });
    const [payment] = await paymentRows(t, res.json().data.orderId);
    expect(payment!.failureReason).toBe('The amount paid (₹1.00) does not match the order total (₹675.00)');
  });

  it('records a failed payment as a failed order, and checks the address like the form does', async () => {
    const p = await createProduct(t.ctx);
    const res = await t.app.inject({ method: 'POST', url: '/admin/api/create_order', payload: specPayload(p.id, { payment_type: 0, payment_id: '' }) });
    expect(res.json()).toMatchObject({ status: 0, data: { orderStatus: 'payment_failed' } });
    const bad = await t.app.inject({ method: 'POST', url: '/admin/api/create_order', payload: specPayload(p.id, { payment_type: 0, pincode: '1234', email: 'x' }) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({ pincode: 'Enter a valid 6-digit pincode', email: 'Please enter a valid email address' });
  });
});
