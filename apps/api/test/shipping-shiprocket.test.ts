import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trackShipments } from '../src/services/shipping/track-shipments';
import { asAdmin, type AdminCall } from './admin-support';
import { startFakeShiprocket, type FakeShiprocket } from './helpers/fake-shiprocket';
import { mailTo, orderRow } from './helpers/orders';
import { historyOf, PARCEL, pdfText, shipmentEventCodes, shipmentOf } from './helpers/shipping';
import { createTestApp, type TestApp } from './helpers/test-app';
import { insertOrder, insertReturn } from './helpers/factories';

/**
 * Shipping through Shiprocket (a local fake of its API): booking, label, tracking by poll, and its
 * tracking webhooks, which repeat and arrive out of order without ever moving an order backwards.
 */
let fake: FakeShiprocket;
let t: TestApp;
let call: AdminCall;

beforeAll(async () => {
  fake = await startFakeShiprocket();
  t = await createTestApp(fake.env);
  call = (await asAdmin(t)).call;
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const webhook = (payload: string, headers: Record<string, string>) => t.app.inject({ method: 'POST', url: '/admin/api/shipping/webhook', payload, headers });

async function shipPackedOrder() {
  const { order, product } = await insertOrder(t.ctx, { status: 'packed', firstName: 'Ravi' });
  const res = await call('POST', `/orders/${order.id}/shipment`, PARCEL);
  expect(res.statusCode, res.body).toBe(200);
  return { order, product, awb: res.json().data.shipment.awb as string };
}

describe('booking with Shiprocket', () => {
  it('logs in once, creates the order, assigns the AWB, requests the pickup, and fetches the label', async () => {
    const { order, product, awb } = await shipPackedOrder();
    expect(fake.calls.slice(0, 4)).toEqual([
      'POST /v1/external/auth/login',
      'POST /v1/external/orders/create/adhoc',
      'POST /v1/external/courier/assign/awb',
      'POST /v1/external/courier/generate/pickup',
    ]);
    const booked = fake.byAwb(awb)!;
    expect(booked.body).toMatchObject({
      order_id: String(order.id),
      pickup_location: 'Coimbatore warehouse',
      billing_customer_name: 'Ravi',
      billing_pincode: order.billing.pincode,
      billing_phone: order.billing.mobile,
      payment_method: 'Prepaid',
      sub_total: order.subtotalPaise / 100,
      shipping_charges: 75,
      transaction_charges: 0,
      total_discount: 0,
      weight: 0.65,
      length: 20,
      order_items: [{ name: product.name, units: 2, selling_price: product.sellingPricePaise / 100 }],
    });
    const { data } = (await call('GET', `/orders/${order.id}/shipment`)).json();
    expect(data).toMatchObject({
      mode: 'shiprocket',
      canCreate: false,
      shipment: { awb, courier: 'Delhivery Surface', courierTrackingUrl: `https://shiprocket.co/tracking/${awb}` },
    });
    expect(await orderRow(t, order.id)).toMatchObject({ status: 'shipped', trackingNumber: awb });
    expect(mailTo(t, order.email)[0]!.text).toContain('Delhivery Surface');

    const label = await call('GET', `/orders/${order.id}/shipment/label.pdf`);
    expect(label.statusCode).toBe(200);
    expect(label.body).toContain(`Shiprocket label for ${awb}`);
    expect(fake.logins).toBe(1);
  });

  it('books a cash-on-delivery parcel as COD, its parts adding up to the total the courier collects', async () => {
    const { order } = await insertOrder(t.ctx, { status: 'packed', codFeePaise: 4900 });
    const res = await call('POST', `/orders/${order.id}/shipment`, PARCEL);
    expect(res.statusCode, res.body).toBe(200);
    const body = fake.byAwb(res.json().data.shipment.awb)!.body as Record<string, number>;
    expect(body).toMatchObject({ payment_method: 'COD', sub_total: order.subtotalPaise / 100, shipping_charges: 75, transaction_charges: 49, total_discount: 0 });
    expect(body.sub_total! + body.shipping_charges! + body.transaction_charges! - body.total_discount!).toBe(order.totalPaise / 100);
  });

  it('logs in again when its token expires, and a refused AWB frees the order to try again', async () => {
    fake.tokens.clear();
    const { order } = await insertOrder(t.ctx, { status: 'packed' });
    fake.awbError = 'Selected courier is not serviceable for this pincode';
    const refused = await call('POST', `/orders/${order.id}/shipment`, PARCEL);
    expect(refused.statusCode).toBe(502);
    expect(refused.json().message).toContain('not serviceable');
    expect(fake.logins).toBe(2);
    expect(await shipmentOf(t, order.id)).toBeUndefined();
    expect((await orderRow(t, order.id)).status).toBe('packed');

    fake.awbError = null;
    expect((await call('POST', `/orders/${order.id}/shipment`, PARCEL)).statusCode).toBe(200);
  });
});

describe('tracking webhooks', () => {
  it('refuses a webhook without the right token, and acknowledges one about a parcel of another shop', async () => {
    const { order, awb } = await shipPackedOrder();
    fake.scan(awb, '42', 'PICKED UP', '2026-11-24 15:32:17');
    for (const token of ['', 'wrong-token']) {
      const { payload, headers } = fake.webhook(awb, { token });
      expect((await webhook(payload, headers)).statusCode).toBe(401);
    }
    const stranger = fake.webhook(awb);
    const res = await webhook(stranger.payload.replace(awb, '99999999999999'), stranger.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('not a shipment of this shop');
    expect(await shipmentEventCodes(t, (await shipmentOf(t, order.id))!.id)).toEqual([]);
  });

  it('moves the order along with the scans, and repeated or late webhooks never move it back or twice', async () => {
    const { order, awb } = await shipPackedOrder();
    const shipment = (await shipmentOf(t, order.id))!;
    const pickedUp = fake.scan(awb, '42', 'PICKED UP', '2026-11-24 15:32:17');
    const pickedUpHook = fake.webhook(awb);
    fake.scan(awb, '18', 'IN TRANSIT', '2026-11-25 02:10:00', 'Chennai_Hub (Tamil Nadu)');
    const outForDelivery = fake.scan(awb, '17', 'OUT FOR DELIVERY', '2026-11-26 08:05:00', 'Madurai_DC (Tamil Nadu)');
    const ofdHook = fake.webhook(awb);
    fake.scan(awb, '7', 'DELIVERED', '2026-11-26 13:40:00', 'Madurai_DC (Tamil Nadu)');
    const deliveredHook = fake.webhook(awb);

    // Delivered arrives first; the earlier news comes late, and everything comes twice.
    expect((await webhook(deliveredHook.payload, deliveredHook.headers)).json().message).toBe('order marked delivered');
    expect((await orderRow(t, order.id)).status).toBe('delivered');
    for (const hook of [ofdHook, pickedUpHook, deliveredHook, ofdHook]) {
      const res = await webhook(hook.payload, hook.headers);
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('already handled');
    }
    expect((await orderRow(t, order.id)).status).toBe('delivered');
    expect(await shipmentEventCodes(t, shipment.id)).toEqual(['picked_up', 'in_transit', 'out_for_delivery', 'delivered']);
    expect((await historyOf(t, order.id)).slice(-2)).toEqual(['packed→shipped by admin', 'shipped→delivered by carrier']);
    const emails = mailTo(t, order.email).map((m) => m.subject.split(': ')[1]);
    expect(emails).toEqual(['Shipped', 'Delivered']);
    expect(pickedUp.date).not.toBe(outForDelivery.date);

    // The customer's timeline reads in order, whatever order the news came in.
    const tracking = (await call('GET', `/orders/${order.id}/shipment`)).json().data.shipment;
    expect(tracking.events.map((e: { code: string }) => e.code)).toEqual(['delivered', 'out_for_delivery', 'in_transit', 'picked_up', 'label_created']);
    expect(tracking.events[1]).toMatchObject({ location: 'Madurai_DC (Tamil Nadu)', at: '2026-11-26T02:35:00.000Z' });
  });

  it('the same webhook delivered twice at once records its events once', async () => {
    const { order, awb } = await shipPackedOrder();
    fake.scan(awb, '42', 'PICKED UP', '2026-11-24 15:32:17');
    fake.scan(awb, '17', 'OUT FOR DELIVERY', '2026-11-25 08:05:00');
    const hook = fake.webhook(awb);
    const answers = await Promise.all([webhook(hook.payload, hook.headers), webhook(hook.payload, hook.headers)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(answers.map((r) => r.json().message).sort()).toEqual(['already handled', 'order marked out_for_delivery']);
    expect(await shipmentEventCodes(t, (await shipmentOf(t, order.id))!.id)).toEqual(['picked_up', 'out_for_delivery']);
    expect((await historyOf(t, order.id)).filter((h) => h.includes('carrier'))).toEqual(['shipped→out_for_delivery by carrier']);
  });

  it("records a parcel's return to origin once, at its first RTO scan, however often the webhook repeats", async () => {
    const { order, awb } = await shipPackedOrder();
    fake.scan(awb, '17', 'OUT FOR DELIVERY', '2026-11-25 08:05:00');
    fake.scan(awb, '21', 'UNDELIVERED', '2026-11-25 18:00:00');
    fake.scan(awb, '9', 'RTO INITIATED', '2026-11-27 10:00:00');
    const initiated = fake.webhook(awb);
    for (let i = 0; i < 2; i++) expect((await webhook(initiated.payload, initiated.headers)).statusCode).toBe(200);
    const shipment = (await shipmentOf(t, order.id))!;
    // 10:00 in India is 04:30 UTC.
    expect(shipment.rtoAt).toEqual(new Date('2026-11-27T04:30:00Z'));

    fake.scan(awb, '10', 'RTO DELIVERED', '2026-11-30 12:00:00');
    const back = fake.webhook(awb);
    for (const hook of [back, initiated, back]) expect((await webhook(hook.payload, hook.headers)).statusCode).toBe(200);
    expect((await shipmentOf(t, order.id))!.rtoAt).toEqual(new Date('2026-11-27T04:30:00Z'));
    expect(await shipmentEventCodes(t, shipment.id)).toEqual(['out_for_delivery', 'delivery_failed', 'returning', 'returning']);
    expect((await orderRow(t, order.id)).status).toBe('out_for_delivery');
  });

  it('reads tracking by AWB when webhooks were lost, and leaves a refunded order as the owner left it', async () => {
    const { order, awb } = await shipPackedOrder();
    fake.scan(awb, '42', 'PICKED UP', '2026-11-24 15:32:17');
    fake.scan(awb, '17', 'OUT FOR DELIVERY', '2026-11-25 08:05:00');
    const refunded = await shipPackedOrder();
    expect((await call('POST', `/orders/${refunded.order.id}/status`, { status: 'refunded' })).statusCode).toBe(200);
    fake.scan(refunded.awb, '7', 'DELIVERED', '2026-11-25 12:00:00');

    await trackShipments(t.ctx, { pauseMs: 60 * 60_000 });
    expect(fake.calls).toContain(`GET /v1/external/courier/track/awb/${awb}`);
    expect((await orderRow(t, order.id)).status).toBe('out_for_delivery');
    expect((await orderRow(t, refunded.order.id)).status).toBe('refunded');
    // Within the hour it does not ask again.
    const asked = fake.calls.length;
    await trackShipments(t.ctx, { pauseMs: 60 * 60_000 });
    expect(fake.calls.length).toBe(asked);
    const slip = pdfText((await call('GET', `/orders/${order.id}/packing-slip.pdf`)).rawPayload);
    expect(slip).toContain(awb);
  });
});

describe('a return’s pickup with Shiprocket', () => {
  it('approving books a return order from the shopper to the shop’s pickup location, and assigns its AWB as a return', async () => {
    const { ret, order } = await insertReturn(t.ctx, 'requested');
    fake.calls.length = 0;
    const res = await call('POST', `/returns/${ret.id}/approve`, { message: 'We will collect it' });
    expect(res.statusCode, res.body).toBe(200);
    expect(fake.calls).toEqual(['GET /v1/external/settings/company/pickup', 'POST /v1/external/orders/create/return', 'POST /v1/external/courier/assign/awb']);
    const booked = fake.byAwb(res.json().data.pickupAwb)!;
    expect(booked.body).toMatchObject({
      order_id: `R${ret.id}`,
      pickup_customer_name: 'Asha',
      pickup_pincode: order.billing.pincode,
      pickup_phone: order.billing.mobile,
      shipping_customer_name: 'Canino Naturals',
      shipping_address: '12 Avinashi Road, Peelamedu',
      shipping_pincode: '641004',
      shipping_phone: '9876501234',
      payment_method: 'Prepaid',
      order_items: [expect.objectContaining({ units: 1 })],
    });
    expect(res.json().data).toMatchObject({ status: 'pickup_booked', pickupCourier: 'Delhivery Surface' });
  });

  it('a courier refused leaves the return approved, and Approve again books it', async () => {
    const { ret } = await insertReturn(t.ctx, 'requested');
    fake.awbError = 'No courier serves this pincode for returns';
    const refused = await call('POST', `/returns/${ret.id}/approve`, {});
    fake.awbError = null;
    expect(refused.statusCode).toBe(502);
    expect(refused.json().message).toBe('Shiprocket could not assign a courier to collect the return: No courier serves this pincode for returns');
    const again = await call('POST', `/returns/${ret.id}/approve`, {});
    expect(again.json().data).toMatchObject({ status: 'pickup_booked', pickupAwb: expect.any(String) });
  });
});
