import { DEFAULT_CHECKOUT_SETTINGS, type CheckoutSettings } from '@canino/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkoutSettings } from '../src/db/schema';
import { recordCarrierEvents } from '../src/services/shipping/record-carrier-events';
import { trackShipments } from '../src/services/shipping/track-shipments';
import { ownerTestApp, enableCod } from './admin-support';
import { insertCodOrder } from './helpers/cod-rto';
import { createProduct, insertOrder } from './helpers/factories';
import { checkoutBody, orderRow } from './helpers/orders';
import { PARCEL, shipmentEventCodes, shipmentOf } from './helpers/shipping';

/**
 * Cash on delivery's parcels that come back (return to origin, decision 066): the simulated carrier
 * sends back a parcel whose address says the shopper refuses it, and the shipment keeps when it first
 * turned back, once, whatever the carrier repeats.
 */
const HOUR = 3_600_000;
const at = (ms: number) => ({ ...t.ctx, now: () => new Date(Date.now() + ms) });

const codOrders = async (n: number, pincode: string, outcome: 'delivered' | 'returned' | 'on its way', daysAgo?: number) => {
  for (let i = 0; i < n; i++) await insertCodOrder(t.ctx, { pincode, outcome, daysAgo });
};
const codOrder = (pincode: string, outcome: 'returned' | 'on its way', daysAgo?: number) => insertCodOrder(t.ctx, { pincode, outcome, daysAgo });

const saveCod = (cod: Partial<CheckoutSettings['cod']>) => enableCod(call, cod);
const lookup = async (pin: string) => (await t.app.inject({ method: 'GET', url: `/admin/api/pincode/${pin}` })).json().data.cod;
const BENGALURU = { address: '1 MG Road', city: 'Bengaluru', district: 'Bangalore', state: 'Karnataka', pincode: '560001' };
let phone = 9100000000;
async function placeCodTo(place: typeof BENGALURU) {
  const product = await createProduct(t.ctx, { stock: 5 });
  const body = checkoutBody([{ productId: product.id, quantity: 1 }]);
  const payload = { ...body, billing: { ...body.billing, ...place, mobile: String(++phone) } };
  return t.app.inject({ method: 'POST', url: '/admin/api/checkout/cod', payload });
}

const { t, call } = ownerTestApp({ SHIPPING: 'simulated', SIMULATED_CARRIER_STEP_MINUTES: '60' });

describe('a COD parcel refused at the door', () => {
  it('comes back from the simulated carrier, and its return is recorded once under repeated events', async () => {
    const { order } = await insertOrder(t.ctx, { status: 'packed', codFeePaise: 4900, street: '4 Lake View Road (refuses delivery)' });
    expect((await call('POST', `/orders/${order.id}/shipment`, PARCEL)).statusCode).toBe(200);
    const shipment = (await shipmentOf(t, order.id))!;
    expect(shipment.rtoAt).toBeNull();

    await trackShipments(at(5.5 * HOUR), { pauseMs: 0 });
    const returned = (await shipmentOf(t, order.id))!;
    expect(returned.rtoAt).toEqual(new Date(shipment.createdAt.getTime() + 5 * HOUR));
    expect(await shipmentEventCodes(t, shipment.id)).toEqual(['picked_up', 'in_transit', 'out_for_delivery', 'delivery_failed', 'returning']);
    // Turned back at the door: the order is not delivered.
    expect((await orderRow(t, order.id)).status).toBe('out_for_delivery');

    // The same news again (a second poll, a repeated webhook), then the parcel's arrival back at the shop.
    await trackShipments(at(6.5 * HOUR), { pauseMs: 0 });
    const repeat = { code: 'returning' as const, description: 'RTO initiated', location: '', at: returned.rtoAt! };
    expect(await recordCarrierEvents(t.ctx, shipment.id, [repeat], 'webhook:test')).toEqual({ added: 0, orderStatus: null });
    expect((await shipmentOf(t, order.id))!.rtoAt).toEqual(returned.rtoAt);
    expect(await shipmentEventCodes(t, shipment.id)).toEqual(['picked_up', 'in_transit', 'out_for_delivery', 'delivery_failed', 'returning', 'returning']);
  });

  it('leaves a delivered parcel without a return', async () => {
    const { order } = await insertOrder(t.ctx, { status: 'packed', codFeePaise: 4900 });
    expect((await call('POST', `/orders/${order.id}/shipment`, PARCEL)).statusCode).toBe(200);
    await trackShipments(at(4.5 * HOUR), { pauseMs: 0 });
    expect((await shipmentOf(t, order.id))!.rtoAt).toBeNull();
    expect((await orderRow(t, order.id)).status).toBe('delivered');
  });
});

describe('a pincode whose COD parcels come back', () => {
  const REFUSED = 'Cash on Delivery is not available for pincode 560001. Please pay online.';

  it('is refused COD at the lookup and at placing once over the limit, with a reason the shopper can act on', async () => {
    // Bengaluru 560001: 3 of 6 finished orders came back (50 %); one still on its way and one older
    // than 180 days do not count.
    await codOrders(3, '560001', 'delivered');
    await codOrders(3, '560001', 'returned');
    await codOrder('560001', 'on its way');
    await codOrder('560001', 'returned', 200);
    await saveCod({ rtoThresholdPercent: 40, rtoMinOrders: 5 });

    expect(await lookup('560001')).toEqual({ allowed: false, reason: REFUSED, feePaise: 4900 });
    const res = await placeCodTo(BENGALURU);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ status: 0, message: REFUSED, errors: { paymentMethod: REFUSED } });

    // At a 50 % limit the same figures are allowed ("above", not "at").
    await saveCod({ rtoThresholdPercent: 50, rtoMinOrders: 5 });
    expect((await lookup('560001')).allowed).toBe(true);
    expect((await placeCodTo(BENGALURU)).statusCode).toBe(200);
  });

  it('is allowed under the minimum sample, however its few parcels went', async () => {
    // Chennai 600001: 2 of 2 came back, below a sample of 5.
    await codOrders(2, '600001', 'returned');
    await saveCod({ rtoThresholdPercent: 10, rtoMinOrders: 5 });
    expect(await lookup('600001')).toEqual({ allowed: true, reason: null, feePaise: 4900 });
    const res = await placeCodTo({ address: '1 Anna Salai', city: 'Chennai', district: 'Chennai', state: 'Tamil Nadu', pincode: '600001' });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('is allowed with the limit off, the default, also for settings saved before the limit existed', async () => {
    await codOrders(5, '400001', 'returned');
    await saveCod({});
    expect((await call('GET', '/checkout-settings')).json().data.cod).toMatchObject({ rtoThresholdPercent: null, rtoMinOrders: 5 });
    expect((await lookup('400001')).allowed).toBe(true);

    // Settings as a shop saved them before: no RTO keys in the stored COD settings.
    const { rtoThresholdPercent: _off, rtoMinOrders: _min, ...before } = { ...DEFAULT_CHECKOUT_SETTINGS.cod, enabled: true };
    await t.ctx.db
      .update(checkoutSettings)
      .set({ cod: before as CheckoutSettings['cod'] })
      .where(eq(checkoutSettings.id, 1));
    await saveCod({});
    expect((await call('GET', '/checkout-settings')).json().data.cod).toMatchObject({ rtoThresholdPercent: null, rtoMinOrders: 5 });
    expect((await lookup('400001')).allowed).toBe(true);
  });
});

describe('the RTO settings', () => {
  it('refuses a limit or sample out of range with a message, and keeps the saved ones', async () => {
    await saveCod({ rtoThresholdPercent: 25, rtoMinOrders: 8 });
    for (const [cod, message] of [
      [{ rtoThresholdPercent: 0 }, 'The RTO limit must be at least 1%'],
      [{ rtoThresholdPercent: 100 }, 'The RTO limit must be below 100%'],
      [{ rtoThresholdPercent: 12.5 }, 'Enter the RTO limit as a whole percent'],
      [{ rtoThresholdPercent: '20' }, 'The RTO limit must be a percent, or empty to turn it off'],
      [{ rtoMinOrders: 0 }, 'The RTO rate needs at least 1 finished order'],
      [{ rtoMinOrders: 5000 }, 'The RTO sample can be at most 1000 orders'],
    ] as const) {
      const res = await call('PUT', '/checkout-settings', { ...DEFAULT_CHECKOUT_SETTINGS, cod: { ...DEFAULT_CHECKOUT_SETTINGS.cod, ...cod } });
      expect(res.statusCode, JSON.stringify(cod)).toBe(400);
      expect(JSON.stringify(res.json()), JSON.stringify(cod)).toContain(message);
    }
    expect((await call('GET', '/checkout-settings')).json().data.cod).toMatchObject({ enabled: true, rtoThresholdPercent: 25, rtoMinOrders: 8 });
  });
});
