import { DEFAULT_CHECKOUT_SETTINGS, type CheckoutSettings } from '@canino/shared';
import { describe, expect, it } from 'vitest';
import { ownerTestApp } from './admin-support';
import { createProduct } from './helpers/factories';
import { checkoutBody, postCheckout, reportPayment, startCheckout } from './helpers/orders';

// Monday 23 Nov 2026, 10:00 in India: before the 14:00 cut-off.
const NOW = new Date('2026-11-23T10:00:00+05:30');
const { t, call: admin } = ownerTestApp({}, { now: () => NOW });

const pincode = (pin: string) => t.app.inject({ method: 'GET', url: `/admin/api/pincode/${pin}` });
const saveSettings = async (change: (s: CheckoutSettings) => CheckoutSettings) => {
  const res = await admin('PUT', '/checkout-settings', change(structuredClone(DEFAULT_CHECKOUT_SETTINGS)));
  expect(res.statusCode, res.body).toBe(200);
};

describe('GET /pincode/:pin answers from India Post’s directory', () => {
  it('names the state, district and localities, and the delivery date from the shop in Coimbatore', async () => {
    const res = await pincode('560001');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      pincode: '560001',
      state: 'Karnataka',
      district: 'Bangalore',
      localities: expect.arrayContaining(['Mahatma Gandhi Road', 'Vidhana Soudha']),
      delivers: true,
      cod: { allowed: false, reason: 'Cash on Delivery is not offered at the moment', feePaise: 4900 },
      // Metro: 3 days from a Monday dispatch.
      delivery: { zone: 'metro', dispatchDate: '2026-11-23', deliveryDate: '2026-11-26', label: 'Thu, 26 Nov' },
    });
    expect((await pincode('641018')).json().data).toMatchObject({ state: 'Tamil Nadu', district: 'Coimbatore', delivery: { zone: 'sameCity', label: 'Tue, 24 Nov' } });
    expect((await pincode('781001')).json().data.delivery).toMatchObject({ zone: 'remote', deliveryDate: '2026-12-02' });
    // Leh is Ladakh's, as it has been since 2019.
    expect((await pincode('194101')).json().data.state).toBe('Ladakh');
  });

  it('an unknown pincode is a 404 with the shopper’s message', async () => {
    const res = await pincode('999999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 0, message: 'We could not find this pincode' });
  });

  it.each([
    ['64101', 'A pincode has exactly 6 digits'],
    ['64101a', 'A pincode has exactly 6 digits'],
    ['abcdef', 'A pincode has exactly 6 digits'],
    ['000000', 'A pincode cannot start with 0'],
    ['6410181', 'A pincode has exactly 6 digits'],
  ])('bad input %s is a 400 with a message', async (pin, message) => {
    const res = await pincode(pin);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 0, message });
  });

  it('follows the owner’s settings: no delivery to a listed area, COD allowed or refused by state', async () => {
    await saveSettings((s) => ({ ...s, delivery: { ...s.delivery, noDeliveryPincodes: ['744'] }, cod: { ...s.cod, enabled: true, refusedStates: ['Assam'] } }));
    expect((await pincode('744101')).json().data).toMatchObject({ delivers: false, delivery: null, cod: { allowed: false, reason: 'We do not deliver to pincode 744101' } });
    expect((await pincode('781001')).json().data.cod).toEqual({ allowed: false, reason: 'Cash on Delivery is not available in Assam', feePaise: 4900 });
    expect((await pincode('560001')).json().data.cod).toEqual({ allowed: true, reason: null, feePaise: 4900 });
    await saveSettings((s) => s);
  });
});

describe('owner settings', () => {
  it('refuses impossible settings with field messages and keeps the old ones', async () => {
    const bad = {
      ...DEFAULT_CHECKOUT_SETTINGS,
      delivery: { ...DEFAULT_CHECKOUT_SETTINGS.delivery, cutoff: '25:00', dispatchWeekdays: [] },
      shipping: { feePaise: -1, freeAbovePaise: null },
    };
    const res = await admin('PUT', '/checkout-settings', bad);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().errors)).toMatch(/cut-off time/);
    expect((await admin('GET', '/checkout-settings')).json().data).toEqual(DEFAULT_CHECKOUT_SETTINGS);
  });

  it('needs an admin', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/admin/api/admin/checkout-settings' })).statusCode).toBe(401);
  });
});

describe('the shipping fee is the server’s', () => {
  it('is ₹75 by default; the owner’s fee and free-delivery threshold apply to checkout and the cart terms', async () => {
    const p = await createProduct(t.ctx, { sellingPricePaise: 60000, stock: 10 });
    expect((await startCheckout(t, checkoutBody([{ productId: p.id, quantity: 1 }]))).totals.shippingPaise).toBe(7500);

    await saveSettings((s) => ({ ...s, shipping: { feePaise: 9900, freeAbovePaise: 100000 } }));
    const terms = (await t.app.inject({ method: 'GET', url: '/admin/api/delivery-terms' })).json().data;
    expect(terms.shipping).toEqual({ feePaise: 9900, freeAbovePaise: 100000 });
    expect((await startCheckout(t, checkoutBody([{ productId: p.id, quantity: 1 }]))).totals).toMatchObject({ shippingPaise: 9900, totalPaise: 69900 });
    expect((await startCheckout(t, checkoutBody([{ productId: p.id, quantity: 2 }]))).totals).toMatchObject({ shippingPaise: 0, totalPaise: 120000 });
    await saveSettings((s) => s);
  });

  it('a client that claims free shipping gets the real fee, at checkout and through the spec’s create_order', async () => {
    const p = await createProduct(t.ctx, { sellingPricePaise: 30000, stock: 10 });
    const claimed = { ...checkoutBody([{ productId: p.id, quantity: 1 }]), shippingPaise: 0, samount: 0, freeShipping: true };
    expect((await startCheckout(t, claimed)).totals).toMatchObject({ shippingPaise: 7500, totalPaise: 37500 });

    // The spec's original client reports a failed payment with its own amounts: the order keeps the real ones.
    const session = await startCheckout(t, checkoutBody([{ productId: p.id, quantity: 1 }]));
    const { razorpay_order_id: _, ...payload } = session.orderPayload;
    const res = await reportPayment(t, { ...session, orderPayload: { ...payload, samount: 0, tamount: 300 } as never }, { payment_type: 0, payment_id: '' });
    expect(res.statusCode, res.body).toBe(200);
    const orderId = res.json().data.orderId;
    const { orderRow } = await import('./helpers/orders');
    expect(await orderRow(t, orderId)).toMatchObject({ shippingPaise: 7500, totalPaise: 37500 });
  });
});

describe('the address must agree with its pincode', () => {
  it('a state contradicting the pincode is refused before payment, under the state field', async () => {
    const p = await createProduct(t.ctx, { stock: 5 });
    const body = checkoutBody([{ productId: p.id, quantity: 1 }]);
    const res = await postCheckout(t, { ...body, billing: { ...body.billing, pincode: '641018', state: 'Kerala' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'billing.state': 'Pincode 641018 is in Tamil Nadu, not Kerala. Please check the state or the pincode.' });
  });

  it('a pincode missing from the directory is taken as typed', async () => {
    const p = await createProduct(t.ctx, { stock: 5 });
    const body = checkoutBody([{ productId: p.id, quantity: 1 }]);
    expect((await postCheckout(t, { ...body, billing: { ...body.billing, pincode: '641999' } })).statusCode).toBe(200);
  });
});
