import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatINR, TRACK_ORDER_NOT_FOUND } from '@canino/shared';
import { customers } from '../src/db/schema';
import { JOB_HANDLERS } from '../src/services/jobs/handlers';
import { RECURRING_JOBS } from '../src/services/jobs/recurring';
import { trackShipments } from '../src/services/shipping/track-shipments';
import { ownerTestApp } from './admin-support';
import { createCustomer, insertOrder, TEST_PASSWORD } from './helpers/factories';
import { loginAs } from './helpers/http';
import { mailTo, orderRow } from './helpers/orders';
import { historyOf, PARCEL, pdfText, shipmentEventCodes, shipmentOf } from './helpers/shipping';

/**
 * Shipping with the simulated carrier: "Create shipment" on a packed order books an AWB and a label,
 * the order is shipped and the customer told; the carrier's stages follow an hour apart (the test asks
 * with a later clock), and the order becomes out for delivery, then delivered, with its email.
 */
const HOUR = 3_600_000;
const at = (ms: number) => ({ ...t.ctx, now: () => new Date(Date.now() + ms) });

const { t, call } = ownerTestApp({ SHIPPING: 'simulated', SIMULATED_CARRIER_STEP_MINUTES: '60' });

describe('a parcel from packing to the doorstep', () => {
  let orderId: number;
  let email: string;
  let awb: string;
  let trackingUrl: string;

  it('books the shipment of a packed order: AWB, courier, label, the order shipped and the customer emailed', async () => {
    const customer = await createCustomer(t.ctx);
    const { order, product } = await insertOrder(t.ctx, { status: 'packed', customerId: customer.id });
    orderId = order.id;
    email = order.email;
    expect((await call('GET', `/orders/${orderId}/shipment`)).json().data).toEqual({ mode: 'simulated', canCreate: true, shipment: null });

    const res = await call('POST', `/orders/${orderId}/shipment`, PARCEL);
    expect(res.statusCode).toBe(200);
    const { shipment } = res.json().data;
    expect(shipment).toMatchObject({ courier: 'Canino Express (simulated)', stage: 'label_created', stageLabel: 'Shipment created' });
    expect(shipment.awb).toMatch(/^SIM\d{11}$/);
    awb = shipment.awb;
    trackingUrl = shipment.trackingUrl;
    expect(trackingUrl).toMatch(/^http:\/\/shop\.test\/track#token=[A-Za-z0-9_-]{32}$/);
    expect(await orderRow(t, orderId)).toMatchObject({ status: 'shipped', trackingNumber: awb });
    expect(await historyOf(t, orderId)).toContain('packed→shipped by admin');

    const [mail] = mailTo(t, email);
    expect(mail!.subject).toMatch(new RegExp(`order #${orderId}: Shipped`));
    expect(mail!.text).toContain('Canino Express (simulated)');
    expect(mail!.text).toContain(awb);
    expect(mail!.text).toContain(trackingUrl);
    expect(mail!.html).toContain(`href="${trackingUrl}"`);

    const label = await call('GET', `/orders/${orderId}/shipment/label.pdf`);
    expect(label.headers['content-type']).toBe('application/pdf');
    const labelText = pdfText(label.rawPayload);
    expect(labelText).toContain(awb);
    expect(labelText).toContain(order.billing.pincode);
    expect(labelText).toContain(`Order #${orderId}`);
    expect(labelText).toContain('PREPAID: COLLECT NOTHING');

    const slip = pdfText((await call('GET', `/orders/${orderId}/packing-slip.pdf`)).rawPayload);
    expect(slip).toContain('Packing slip');
    expect(slip).toContain(product.name);
    expect(slip).toContain(awb);
    expect(slip).not.toContain('₹');
  });

  it("prints a cash-on-delivery parcel's label with the cash to collect, ₹ sign and all (the label's font has it)", async () => {
    const { order } = await insertOrder(t.ctx, { status: 'packed', codFeePaise: 4900 });
    expect((await call('POST', `/orders/${order.id}/shipment`, PARCEL)).statusCode).toBe(200);
    const label = pdfText((await call('GET', `/orders/${order.id}/shipment/label.pdf`)).rawPayload);
    expect(label).toContain(`COD: COLLECT ${formatINR(order.totalPaise)}`);
  });

  it('books one parcel per order, only for packed orders, and refuses a bad parcel without changing anything', async () => {
    expect((await call('POST', `/orders/${orderId}/shipment`, PARCEL)).statusCode).toBe(409);
    const { order: paid } = await insertOrder(t.ctx, { status: 'paid' });
    const notPacked = await call('POST', `/orders/${paid.id}/shipment`, PARCEL);
    expect(notPacked.statusCode).toBe(409);
    expect(notPacked.json().message).toMatch(/packed/);
    const { order: packed } = await insertOrder(t.ctx, { status: 'packed' });
    for (const bad of [{ ...PARCEL, weightGrams: 'heavy' }, { ...PARCEL, weightGrams: 0 }, { ...PARCEL, lengthCm: 500 }, {}]) {
      const res = await call('POST', `/orders/${packed.id}/shipment`, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().status).toBe(0);
    }
    expect(await shipmentOf(t, packed.id)).toBeUndefined();
    expect((await orderRow(t, packed.id)).status).toBe('packed');
    expect((await call('POST', '/orders/999999/shipment', PARCEL)).statusCode).toBe(404);
    expect((await call('GET', `/orders/${packed.id}/shipment/label.pdf`)).statusCode).toBe(404);
  });

  it('moves one stage an hour: picked up, in transit, out for delivery (the order too), delivered (with its email)', async () => {
    const shipment = (await shipmentOf(t, orderId))!;
    await trackShipments(at(30 * 60_000), { pauseMs: 0 });
    expect(await shipmentEventCodes(t, shipment.id)).toEqual([]);

    await trackShipments(at(2.5 * HOUR), { pauseMs: 0 });
    expect(await shipmentEventCodes(t, shipment.id)).toEqual(['picked_up', 'in_transit']);
    expect((await orderRow(t, orderId)).status).toBe('shipped');

    // The recurring job is what runs it in the shop.
    expect(RECURRING_JOBS.map((j) => j.kind)).toContain('shipments.track');
    await JOB_HANDLERS['shipments.track'](at(3.5 * HOUR), {}, { id: 1, attempt: 1 });
    expect((await orderRow(t, orderId)).status).toBe('out_for_delivery');
    expect(mailTo(t, email)).toHaveLength(1);

    // Asked again at the same hour: nothing new, nothing twice.
    await trackShipments(at(3.5 * HOUR), { pauseMs: 0 });
    await trackShipments(at(4.5 * HOUR), { pauseMs: 0 });
    expect(await shipmentEventCodes(t, shipment.id)).toEqual(['picked_up', 'in_transit', 'out_for_delivery', 'delivered']);
    expect((await orderRow(t, orderId)).status).toBe('delivered');
    expect((await historyOf(t, orderId)).slice(-3)).toEqual(['packed→shipped by admin', 'shipped→out_for_delivery by carrier', 'out_for_delivery→delivered by carrier']);
    await t.ctx.jobs.runDue();
    const delivered = mailTo(t, email).at(-1)!;
    expect(delivered.subject).toMatch(/Delivered/);
    expect(delivered.text).toContain(`order #${orderId} has been delivered`);
    // A delivered parcel is no longer asked about.
    expect(await trackShipments(at(9 * HOUR), { pauseMs: 0 })).toMatchObject({ checked: 0 });
  });

  it('shows the customer the courier, AWB, link and timeline on their order', async () => {
    const row = await orderRow(t, orderId);
    const [customer] = await t.ctx.db.select().from(customers).where(eq(customers.id, row.customerId!));
    const cookie = await loginAs(t.app, customer!.mobile, TEST_PASSWORD);
    const res = await t.app.inject({ method: 'GET', url: `/admin/api/orders/${orderId}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ status: 'delivered', statusLabel: 'Delivered', shipment: { awb, courier: 'Canino Express (simulated)', stage: 'delivered', trackingUrl } });
    expect(data.shipment.events.map((e: { label: string }) => e.label)).toEqual(['Delivered', 'Out for delivery', 'In transit', 'Picked up', 'Shipment created']);
  });

  it('lets a guest follow the parcel by the emailed link, or by order number and phone or email, and tells no stranger anything', async () => {
    const token = trackingUrl.split('#token=').at(-1)!;
    const byLink = await t.app.inject({ method: 'GET', url: `/admin/api/track/${token}` });
    expect(byLink.statusCode).toBe(200);
    expect(byLink.json().data).toMatchObject({ orderId, status: 'delivered', shipment: { awb } });
    // No address, phone or email on a page anyone with the link can open.
    expect(byLink.body).not.toContain(email);
    expect(byLink.body).not.toContain('9876543210');

    const track = (body: object) => t.app.inject({ method: 'POST', url: '/admin/api/track', payload: body });
    for (const contact of ['+91 98765 43210', '09876543210', email.toUpperCase()]) {
      const res = await track({ orderNumber: `#${orderId}`, contact });
      expect(res.statusCode, contact).toBe(200);
      expect(res.json().data.shipment.awb).toBe(awb);
    }
    const { order: unpaid } = await insertOrder(t.ctx, { status: 'pending_payment' });
    const misses = [
      { orderNumber: String(orderId), contact: 'someone.else@example.com' },
      { orderNumber: String(orderId), contact: '9000000000' },
      { orderNumber: '987654321', contact: email },
      { orderNumber: String(unpaid.id), contact: unpaid.email },
    ];
    for (const miss of misses) {
      const res = await track(miss);
      expect(res.statusCode, JSON.stringify(miss)).toBe(404);
      expect(res.json()).toEqual({ status: 0, message: TRACK_ORDER_NOT_FOUND });
    }
    expect((await track({ orderNumber: 'abc', contact: email })).statusCode).toBe(400);
    expect((await track({ orderNumber: String(orderId) })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/admin/api/track/${'x'.repeat(32)}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/admin/api/track/short' })).statusCode).toBe(400);
  });
});

describe('an order marked delivered by hand before the carrier reported it', () => {
  it('shows its parcel delivered too, on the customer’s order and on the tracking page, never "Shipment created"', async () => {
    const customer = await createCustomer(t.ctx);
    const { order } = await insertOrder(t.ctx, { status: 'packed', customerId: customer.id });
    const { shipment } = (await call('POST', `/orders/${order.id}/shipment`, PARCEL)).json().data;
    expect((await call('POST', `/orders/${order.id}/status`, { status: 'delivered' })).json().data.status).toBe('delivered');

    const cookie = await loginAs(t.app, customer.mobile, TEST_PASSWORD);
    const mine = (await t.app.inject({ method: 'GET', url: `/admin/api/orders/${order.id}`, headers: { cookie } })).json().data;
    expect(mine).toMatchObject({ statusLabel: 'Delivered', shipment: { stage: 'delivered', stageLabel: 'Delivered' } });
    const token = new URL(String(shipment.trackingUrl)).hash.slice('#token='.length);
    const tracked = (await t.app.inject({ method: 'GET', url: `/admin/api/track/${token}` })).json().data;
    expect(tracked).toMatchObject({ statusLabel: 'Delivered', shipment: { stage: 'delivered', stageLabel: 'Delivered' } });
  });
});
