import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimulatedProvider } from '../src/services/payments/simulated/provider';
import { createCustomer, createProduct, TEST_PASSWORD } from './helpers/factories';
import { loginAs } from './helpers/http';
import { checkoutBody, paidReport, paySimulated, reportPayment, startCheckout } from './helpers/orders';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe("a customer's own orders", () => {
  it('lists them newest first with their status, ten to a page', async () => {
    const customer = await createCustomer(t.ctx);
    const cookie = await loginAs(t.app, customer.mobile, TEST_PASSWORD);
    const p = await createProduct(t.ctx, { name: 'Calming Drops', stock: 50 });
    const ids: number[] = [];
    for (let i = 0; i < 11; i++) ids.push((await startCheckout(t, checkoutBody([{ productId: p.id, quantity: 1 + (i % 2) }]), cookie)).orderId);
    await startCheckout(t, checkoutBody([{ productId: p.id, quantity: 1 }])); // a guest's order, not theirs

    const first = await get('/admin/api/orders', cookie);
    expect(first.statusCode).toBe(200);
    const page1 = first.json().data;
    expect(page1).toMatchObject({ total: 11, page: 1, pageSize: 10 });
    expect(page1.items.map((o: { orderId: number }) => o.orderId)).toEqual(ids.slice(1).reverse());
    expect(page1.items[0]).toMatchObject({ status: 'pending_payment', statusLabel: 'Awaiting payment', itemCount: 1, itemsPreview: 'Calming Drops' });
    expect(page1.items[1]).toMatchObject({ itemCount: 2, itemsPreview: 'Calming Drops × 2' });
    const page2 = (await get('/admin/api/orders?page=2', cookie)).json().data;
    expect(page2.items.map((o: { orderId: number }) => o.orderId)).toEqual([ids[0]]);
  });

  it('shows one order in full: lines, totals, addresses, payment and history', async () => {
    const customer = await createCustomer(t.ctx);
    const cookie = await loginAs(t.app, customer.mobile, TEST_PASSWORD);
    const p = await createProduct(t.ctx, { sellingPricePaise: 25000 });
    const body = checkoutBody([{ productId: p.id, quantity: 2 }], { notes: 'Ring twice' });
    const session = await startCheckout(t, body, cookie);
    const result = await paySimulated(t, session, 'success');
    await reportPayment(t, session, paidReport(result), cookie);
    await (t.ctx.payments as SimulatedProvider).settled();

    const res = await get(`/admin/api/orders/${session.orderId}`, cookie);
    expect(res.statusCode).toBe(200);
    const order = res.json().data;
    expect(order).toMatchObject({
      orderId: session.orderId,
      status: 'paid',
      statusLabel: 'Paid',
      email: body.billing.email,
      notes: 'Ring twice',
      totals: { subtotalPaise: 50000, discountPaise: 0, shippingPaise: 7500, codFeePaise: 0, totalPaise: 57500 },
      lines: [{ productId: p.id, productName: p.name, unitPricePaise: 25000, quantity: 2, lineTotalPaise: 50000 }],
      billing: { firstName: 'Asha', state: 'Tamil Nadu', pincode: '641002' },
      shipping: null,
      payment: { provider: 'simulated', status: 'paid', paymentId: result.razorpay_payment_id },
      trackingNumber: null,
      canPay: false,
    });
    expect(order.statusMessage).toContain(`We have received your payment for order #${session.orderId}`);
    expect(order.paidAt).toEqual(expect.any(String));
    expect(order.history.map((h: { status: string }) => h.status)).toEqual(['pending_payment', 'paid']);
  });

  it("answers 404 for someone else's order and 401 when logged out", async () => {
    const owner = await createCustomer(t.ctx);
    const ownerCookie = await loginAs(t.app, owner.mobile, TEST_PASSWORD);
    const p = await createProduct(t.ctx);
    const session = await startCheckout(t, checkoutBody([{ productId: p.id, quantity: 1 }]), ownerCookie);
    const other = await createCustomer(t.ctx);
    const otherCookie = await loginAs(t.app, other.mobile, TEST_PASSWORD);
    const res = await get(`/admin/api/orders/${session.orderId}`, otherCookie);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 0, message: 'This order was not found in your account' });
    expect((await get('/admin/api/orders', otherCookie)).json().data.items).toEqual([]);
    expect((await get('/admin/api/orders')).statusCode).toBe(401);
    expect((await get(`/admin/api/orders/${session.orderId}`)).statusCode).toBe(401);
    expect((await get('/admin/api/orders/abc', ownerCookie)).statusCode).toBe(400);
  });

  it('lets the customer pay a failed order again, and not a paid one', async () => {
    const customer = await createCustomer(t.ctx);
    const cookie = await loginAs(t.app, customer.mobile, TEST_PASSWORD);
    const p = await createProduct(t.ctx);
    const session = await startCheckout(t, checkoutBody([{ productId: p.id, quantity: 1 }]), cookie);
    await reportPayment(t, session, { payment_type: 0, payment_id: '' }, cookie);
    const detail = (await get(`/admin/api/orders/${session.orderId}`, cookie)).json().data;
    expect(detail).toMatchObject({ status: 'payment_failed', statusLabel: 'Payment failed', canPay: true });

    const again = await t.app.inject({ method: 'POST', url: `/admin/api/orders/${session.orderId}/pay`, headers: { cookie } });
    expect(again.statusCode).toBe(200);
    const resumed = again.json().data;
    expect(resumed).toMatchObject({ orderId: session.orderId, orderStatus: 'payment_failed', razorpayOptions: { order_id: session.razorpayOptions.order_id } });
    const paid = await reportPayment(t, resumed, paidReport(await paySimulated(t, resumed, 'success')), cookie);
    expect(paid.json().status).toBe(1);
    const refused = await t.app.inject({ method: 'POST', url: `/admin/api/orders/${session.orderId}/pay`, headers: { cookie } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(`Order #${session.orderId} cannot be paid now: it is paid.`);
    await (t.ctx.payments as SimulatedProvider).settled();
  });
});
