import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orderLines } from '../src/db/schema';
import { createCoupon, createCustomer, createProduct, TEST_PASSWORD } from './helpers/factories';
import { loginAs } from './helpers/http';
import { checkoutBody, orderRow, paymentRows, postCheckout, startCheckout, eventsOf } from './helpers/orders';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /checkout prices the order on the server', () => {
  it('uses database prices, the coupon and the spec rounding, and creates a pending order with a provider order', async () => {
    const p = await createProduct(t.ctx, { sellingPricePaise: 44950, stock: 5 });
    const coupon = await createCoupon(t.ctx, { percent: 10 });
    const session = await startCheckout(t, checkoutBody([{ productId: p.id, quantity: 3 }], { couponCode: coupon.code.toLowerCase() }));

    // subtotal 3 × ₹449.50 = ₹1348.50; discount 10 % = ₹134.85; whole rupees of ₹1213.65 = ₹1213; + ₹75
    expect(session.totals).toEqual({ subtotalPaise: 134850, discountPaise: 13485, shippingPaise: 7500, codFeePaise: 0, totalPaise: 128800 });
    expect(session.razorpayOptions).toMatchObject({ amount: 128800, currency: 'INR', key: 'rzp_test_simulated', description: `Order #${session.orderId}` });
    expect(session.provider).toBe('simulated');
    expect(session.checkoutScriptUrl).toBe('/admin/api/payments/simulated/checkout.js');
    expect(session.coupon).toEqual({ code: coupon.code, percent: 10 });
    expect(session.orderPayload).toMatchObject({
      cid: 0,
      name: 'Asha Raman',
      pamount: 1348.5,
      samount: 75,
      damount: 134.85,
      tamount: 1288,
      payment_method: 'razorpay',
      state: 'Tamil Nadu',
      district: 'Coimbatore',
      products: [{ pid: p.id, pname: p.name, pqty: 3, prate: 449.5, pprice: 1348.5, vid: p.variantId }],
      razorpay_order_id: session.razorpayOptions.order_id,
    });

    const order = await orderRow(t, session.orderId);
    expect(order).toMatchObject({ status: 'pending_payment', customerId: null, totalPaise: 128800, couponCode: coupon.code, couponPercent: 10 });
    const [line] = await t.ctx.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(line).toMatchObject({ productId: p.id, productName: p.name, unitPricePaise: 44950, quantity: 3, lineTotalPaise: 134850 });
    expect(await paymentRows(t, order.id)).toEqual([
      expect.objectContaining({ provider: 'simulated', providerOrderId: session.razorpayOptions.order_id, status: 'created', amountPaise: 128800 }),
    ]);
    expect(await eventsOf(t, order.id)).toEqual([expect.objectContaining({ fromStatus: null, toStatus: 'pending_payment', actor: 'customer' })]);
  });

  it('ignores any price, total or customer id a client slips into the request', async () => {
    const p = await createProduct(t.ctx, { sellingPricePaise: 50000 });
    const body = { ...checkoutBody([{ productId: p.id, quantity: 1, unitPricePaise: 1 } as never]), totalPaise: 100, cid: 999 };
    const session = await startCheckout(t, body);
    expect(session.totals.totalPaise).toBe(57500);
    expect((await orderRow(t, session.orderId)).customerId).toBeNull();
  });

  it('adds up a product listed twice', async () => {
    const p = await createProduct(t.ctx, { sellingPricePaise: 10000 });
    const session = await startCheckout(
      t,
      checkoutBody([
        { productId: p.id, quantity: 1 },
        { productId: p.id, quantity: 2 },
      ]),
    );
    expect(session.lines).toEqual([expect.objectContaining({ productId: p.id, quantity: 3, lineTotalPaise: 30000 })]);
  });
});

describe('checkout refuses what it cannot sell, with the reason', () => {
  it('names the product that is short or sold out (409) and creates nothing', async () => {
    const few = await createProduct(t.ctx, { stock: 2, name: 'Joint Care Chews' });
    const none = await createProduct(t.ctx, { stock: 0, name: 'Coat Oil' });
    const res = await postCheckout(
      t,
      checkoutBody([
        { productId: few.id, quantity: 3 },
        { productId: none.id, quantity: 1 },
      ]),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      status: 0,
      message: 'Only 2 of Joint Care Chews left',
      errors: { 'lines.0': 'Only 2 of Joint Care Chews left', 'lines.1': 'Coat Oil is sold out' },
    });
  });

  it('refuses a product no longer sold, an unknown product and an unusable coupon (422)', async () => {
    const hidden = await createProduct(t.ctx, { active: false, name: 'Old Formula' });
    const gone = await postCheckout(t, checkoutBody([{ productId: hidden.id, quantity: 1 }]));
    expect(gone.statusCode).toBe(422);
    expect(gone.json().errors).toEqual({ 'lines.0': 'Old Formula is no longer available' });

    const unknown = await postCheckout(t, checkoutBody([{ productId: 2_000_000, quantity: 1 }]));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ 'lines.0': 'This product is no longer sold' });

    const p = await createProduct(t.ctx);
    const expired = await createCoupon(t.ctx, { validTo: new Date(Date.now() - 1000) });
    const res = await postCheckout(t, checkoutBody([{ productId: p.id, quantity: 1 }], { couponCode: expired.code }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ status: 0, message: 'This coupon has expired', errors: { couponCode: 'This coupon has expired' } });
    const minimum = await createCoupon(t.ctx, { minOrderPaise: 1_000_000 });
    const small = await postCheckout(t, checkoutBody([{ productId: p.id, quantity: 1 }], { couponCode: minimum.code }));
    expect(small.json().errors.couponCode).toBe('This coupon needs an order of at least ₹10,000.00');
  });

  it('validates the form with the spec messages, a real state and a 6-digit pincode', async () => {
    const p = await createProduct(t.ctx);
    const body = checkoutBody([{ productId: p.id, quantity: 1 }]);
    const res = await postCheckout(t, {
      ...body,
      billing: { ...body.billing, firstName: ' ', lastName: '', pincode: '64100', state: 'Atlantis', email: 'asha@', country: 'Nepal', district: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      'billing.firstName': 'First name is required',
      'billing.lastName': 'Last name is required',
      'billing.pincode': 'Enter a valid 6-digit pincode',
      'billing.state': 'Choose a state or union territory of India',
      'billing.email': 'Please enter a valid email address',
      'billing.country': 'We deliver within India only',
      'billing.district': 'District is required',
    });
    const empty = await postCheckout(t, { ...body, lines: [] });
    expect(empty.json()).toMatchObject({ status: 0, errors: { lines: 'Your cart is empty' } });
    const noKey = await postCheckout(t, { ...body, idempotencyKey: 'short' });
    expect(noKey.statusCode).toBe(400);
  });

  it('takes quantities as JSON whole numbers only: never digits in a string, true, hex, exponents, fractions or a list', async () => {
    const p = await createProduct(t.ctx, { sellingPricePaise: 10000, stock: 100 });
    // Coercion once read `true` as 1, "0x10" as 16 and "1e1" as 10, and sold those; "2" and " 3 " were read as numbers.
    for (const quantity of ['2', ' 3 ', true, '0x10', '1e1', 1.5, '1.5', [2], '', null, ' ']) {
      const res = await postCheckout(t, checkoutBody([{ productId: p.id, quantity: quantity as number }]));
      expect(res.statusCode, JSON.stringify(quantity)).toBe(400);
      expect(res.json(), JSON.stringify(quantity)).toMatchObject({ status: 0, errors: { 'lines.0.quantity': 'Enter the quantity as a whole number' } });
    }
    const session = await startCheckout(t, checkoutBody([{ productId: p.id, quantity: 2 }]));
    expect(session.lines[0]).toMatchObject({ productId: p.id, quantity: 2 });
  });

  it('takes product ids as JSON whole numbers only: "0x10" is not product 16, nor are its digits in a string', async () => {
    const p = await createProduct(t.ctx);
    for (const productId of [`0x${p.id.toString(16)}`, String(p.id)]) {
      const res = await postCheckout(t, checkoutBody([{ productId: productId as unknown as number, quantity: 1 }]));
      expect(res.statusCode, productId).toBe(400);
      expect(res.json(), productId).toMatchObject({ status: 0, errors: { 'lines.0.productId': 'Product not found' } });
    }
  });

  it('accepts a state written as its code and stores the full name', async () => {
    const p = await createProduct(t.ctx);
    const body = checkoutBody([{ productId: p.id, quantity: 1 }]);
    const session = await startCheckout(t, { ...body, billing: { ...body.billing, state: 'tn', mobile: '+91 98765-43210' } });
    const order = await orderRow(t, session.orderId);
    expect(order.billing).toMatchObject({ state: 'Tamil Nadu', mobile: '9876543210' });
  });
});

describe('idempotency: one order per checkout key', () => {
  it('answers a repeated request, or two at once, with the same order and provider order', async () => {
    const p = await createProduct(t.ctx);
    const body = checkoutBody([{ productId: p.id, quantity: 2 }]);
    const [a, b] = await Promise.all([startCheckout(t, body), startCheckout(t, body)]);
    const c = await startCheckout(t, body);
    expect(b.orderId).toBe(a.orderId);
    expect(c.orderId).toBe(a.orderId);
    expect(b.razorpayOptions.order_id).toBe(a.razorpayOptions.order_id);
    expect(c.razorpayOptions.order_id).toBe(a.razorpayOptions.order_id);
    expect(await paymentRows(t, a.orderId)).toHaveLength(1);
  });

  it('refuses the same key with a different cart or from someone else', async () => {
    const p = await createProduct(t.ctx);
    const body = checkoutBody([{ productId: p.id, quantity: 1 }]);
    await startCheckout(t, body);
    const changed = await postCheckout(t, { ...body, lines: [{ productId: p.id, quantity: 2 }] });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().message).toBe('Your cart changed since this order was started. Please place the order again.');
    const other = await postCheckout(t, { ...body, billing: { ...body.billing, email: 'someone.else@example.com' } });
    expect(other.statusCode).toBe(409);
  });
});

describe('who the order belongs to', () => {
  it('links a logged-in customer by the session, and offers their saved address', async () => {
    const customer = await createCustomer(t.ctx);
    const cookie = await loginAs(t.app, customer.mobile, TEST_PASSWORD);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/admin/api/addresses',
      headers: { cookie },
      payload: { name: 'Ravi Kumar', mobile: '9123456780', pincode: '560001', state: 'Karnataka', address: '4 MG Road', locality: 'Shivajinagar', city: 'Bengaluru' },
    });
    const p = await createProduct(t.ctx);
    const session = await startCheckout(t, checkoutBody([{ productId: p.id, quantity: 1 }], { savedAddressId: saved.json().data.id }), cookie);
    const order = await orderRow(t, session.orderId);
    expect(order.customerId).toBe(customer.id);
    expect(session.orderPayload.cid).toBe(customer.id);
    expect(order.shipping).toEqual({
      firstName: 'Ravi',
      lastName: 'Kumar',
      address: '4 MG Road, Shivajinagar',
      city: 'Bengaluru',
      district: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560001',
      country: 'India',
      mobile: '9123456780',
    });
    expect(session.orderPayload).toMatchObject({ name: 'Ravi Kumar', state: 'Karnataka', pincode: '560001' });
  });

  it("refuses a saved address to a guest (401) and another customer's address (404)", async () => {
    const owner = await createCustomer(t.ctx);
    const ownerCookie = await loginAs(t.app, owner.mobile, TEST_PASSWORD);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/admin/api/addresses',
      headers: { cookie: ownerCookie },
      payload: { name: 'Owner', mobile: '9123456780', pincode: '560001', state: 'Karnataka', address: '4 MG Road', locality: 'Shivajinagar', city: 'Bengaluru' },
    });
    const p = await createProduct(t.ctx);
    const body = checkoutBody([{ productId: p.id, quantity: 1 }], { savedAddressId: saved.json().data.id });
    expect((await postCheckout(t, body)).statusCode).toBe(401);
    const intruder = await createCustomer(t.ctx);
    const res = await postCheckout(t, { ...body, idempotencyKey: `${body.idempotencyKey}-2` }, await loginAs(t.app, intruder.mobile, TEST_PASSWORD));
    expect(res.statusCode).toBe(404);
  });
});
