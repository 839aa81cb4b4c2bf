import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orders, products, productVariants } from '../src/db/schema';
import { moveOrderStatus } from '../src/repositories/order-list';
import { asAdmin, type AdminCall } from './admin-support';
import { createCustomer, createProduct, insertOrder } from './helpers/factories';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let call: AdminCall;
let adminEmail: string;
beforeAll(async () => {
  t = await createTestApp();
  const session = await asAdmin(t);
  call = session.call;
  adminEmail = session.admin.email;
});
afterAll(() => t.close());

const stockOf = async (id: number) => (await t.ctx.db.select({ s: products.stock }).from(products).where(eq(products.id, id)))[0]!.s;
const ids = (res: { json(): { data: { items: { id: number }[] } } }) => res.json().data.items.map((o) => o.id);

describe('order list', () => {
  it('filters by status, by India calendar dates, and searches by order number, name, email or mobile', async () => {
    const { order: early } = await insertOrder(t.ctx, { firstName: 'Kavya', createdAt: new Date('2026-02-01T20:00:00+05:30') });
    // 00:30 in India on 2 Feb is still 1 Feb in UTC: it belongs to 2 Feb.
    const { order: late } = await insertOrder(t.ctx, { firstName: 'Meera', status: 'shipped', createdAt: new Date('2026-02-02T00:30:00+05:30') });
    const { order: pending } = await insertOrder(t.ctx, {
      firstName: 'Kavya',
      status: 'pending_payment',
      email: 'kavya.pending@example.com',
      createdAt: new Date('2026-02-03T10:00:00+05:30'),
    });

    expect(ids(await call('GET', '/orders?from=2026-02-01&to=2026-02-01'))).toEqual([early.id]);
    // A checkout never paid for is not an order to handle: only the abandoned-checkouts filter shows it.
    expect(ids(await call('GET', '/orders?from=2026-02-02&to=2026-02-03'))).toEqual([late.id]);
    expect(ids(await call('GET', '/orders?from=2026-02-02&to=2026-02-03&show=abandoned'))).toEqual([pending.id]);
    expect(ids(await call('GET', '/orders?status=shipped&from=2026-02-01&to=2026-02-28'))).toEqual([late.id]);
    expect(ids(await call('GET', '/orders?q=kavya&from=2026-02-01&to=2026-02-28'))).toEqual([early.id]);
    expect(ids(await call('GET', '/orders?q=kavya.pending'))).toEqual([]);
    expect(ids(await call('GET', '/orders?q=kavya.pending&show=abandoned'))).toEqual([pending.id]);
    expect(ids(await call('GET', `/orders?q=%23${late.id}`))).toEqual([late.id]);

    const row = (await call('GET', `/orders?q=${early.id}`)).json().data.items.find((o: { id: number }) => o.id === early.id);
    expect(row).toMatchObject({ id: early.id, status: 'paid', customerName: 'Kavya Raman', itemCount: 2, totalPaise: early.totalPaise });
  });

  it('pages on the server and refuses bad filters', async () => {
    for (let i = 0; i < 3; i++) await insertOrder(t.ctx, { firstName: 'Pagewise' });
    const page = (await call('GET', '/orders?q=pagewise&pageSize=2&page=2')).json().data;
    expect(page).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page.items).toHaveLength(1);
    for (const qs of ['status=lost', 'from=yesterday', 'from=2026-03-01&to=2026-02-01', 'page=0']) {
      const res = await call('GET', `/orders?${qs}`);
      expect(res.statusCode, qs).toBe(400);
      expect(res.json().status).toBe(0);
    }
  });
});

describe('date filters outside the calendar the database keeps', () => {
  // PostgreSQL has no year 0: these once reached the query and answered 500 "date/time field value out of range".
  const OUT_OF_RANGE = ['from=0000-01-01', 'to=0000-01-01', 'from=1999-12-31', 'to=2101-01-01', 'from=2026-02-30', 'to=99999-01-01'];

  it.each(['/orders', '/orders/export.csv'])('%s answers 400 with a message, never 500', async (path) => {
    for (const qs of OUT_OF_RANGE) {
      const res = await call('GET', `${path}?${qs}`);
      expect(res.statusCode, qs).toBe(400);
      expect(res.json(), qs).toMatchObject({ status: 0, message: expect.stringMatching(/^Enter a (valid date|date between 2000-01-01 and 2100-12-31)$/) });
    }
    // The edges of the range are days like any other.
    expect((await call('GET', `${path}?from=2000-01-01&to=2100-12-31`)).statusCode).toBe(200);
  });
});

describe('order detail', () => {
  it('has lines, payment, addresses, history and the statuses it may move to', async () => {
    const customer = await createCustomer(t.ctx);
    const { order, product } = await insertOrder(t.ctx, { customerId: customer.id, quantity: 3 });
    const detail = (await call('GET', `/orders/${order.id}`)).json().data;
    expect(detail).toMatchObject({
      id: order.id,
      customerId: customer.id,
      status: 'paid',
      billing: { firstName: 'Asha', city: 'Coimbatore', pincode: '641018' },
      shipping: null,
      lines: [
        {
          productId: product.id,
          productName: product.name,
          sku: product.sku,
          quantity: 3,
          unitPricePaise: product.sellingPricePaise,
          lineTotalPaise: product.sellingPricePaise * 3,
        },
      ],
      payments: [{ provider: 'simulated', status: 'paid', amountPaise: order.totalPaise }],
      events: [{ fromStatus: 'pending_payment', toStatus: 'paid', actor: 'provider:simulated' }],
      nextStatuses: ['packed', 'cancelled', 'refunded'],
    });
    expect((await call('GET', '/orders/999999')).json()).toEqual({ status: 0, message: 'This order does not exist' });
  });
});

describe('order status', () => {
  it('moves paid → packed → shipped (tracking number) → delivered, recording who and when, and emails the customer when shipped', async () => {
    const { order } = await insertOrder(t.ctx);
    const packed = await call('POST', `/orders/${order.id}/status`, { status: 'packed' });
    expect(packed.json()).toMatchObject({ status: 1, message: `Order #${order.id} marked packed`, data: { status: 'packed', nextStatuses: ['shipped', 'cancelled', 'refunded'] } });

    const noTracking = await call('POST', `/orders/${order.id}/status`, { status: 'shipped' });
    expect(noTracking.statusCode).toBe(400);
    expect(noTracking.json().errors).toEqual({ trackingNumber: 'Tracking number is required to mark an order shipped' });

    const mailBefore = t.mail.length;
    const shipped = (await call('POST', `/orders/${order.id}/status`, { status: 'shipped', trackingNumber: 'DTDC123456', note: 'Sent by DTDC' })).json().data;
    expect(shipped).toMatchObject({ status: 'shipped', trackingNumber: 'DTDC123456' });
    expect(t.mail.slice(mailBefore)).toEqual([expect.objectContaining({ to: order.email, subject: `Your Canino order #${order.id}: Shipped` })]);
    expect(t.mail.at(-1)!.text).toContain('DTDC123456');

    const delivered = (await call('POST', `/orders/${order.id}/status`, { status: 'delivered' })).json().data;
    expect(delivered.nextStatuses).toEqual(['refunded']);
    const events = delivered.events.slice(1);
    expect(events.map((e: { fromStatus: string; toStatus: string }) => `${e.fromStatus}→${e.toStatus}`)).toEqual(['paid→packed', 'packed→shipped', 'shipped→delivered']);
    for (const e of events) expect(e.actor).toBe(`admin:${adminEmail}`);
    expect(events[1].note).toBe('Sent by DTDC');
    expect(Date.now() - Date.parse(events[2].createdAt)).toBeLessThan(60_000);
  });

  it('refuses moves the flow does not allow, and changes nothing', async () => {
    const { order: paid } = await insertOrder(t.ctx);
    const skip = await call('POST', `/orders/${paid.id}/status`, { status: 'delivered' });
    expect(skip.statusCode).toBe(409);
    expect(skip.json().message).toBe('An order that is "Paid" cannot be marked "Delivered"');
    const { order: pending } = await insertOrder(t.ctx, { status: 'pending_payment' });
    // Only the payment provider can say an order is paid.
    expect((await call('POST', `/orders/${pending.id}/status`, { status: 'paid' })).statusCode).toBe(409);
    expect((await call('POST', `/orders/${paid.id}/status`, { status: 'lost' })).statusCode).toBe(400);
    expect((await call('POST', '/orders/999999/status', { status: 'packed' })).statusCode).toBe(404);
    const [after] = await t.ctx.db.select().from(orders).where(eq(orders.id, paid.id));
    expect(after!.status).toBe('paid');
    expect(await t.ctx.db.select().from(orderEvents).where(eq(orderEvents.orderId, pending.id))).toEqual([]);
  });

  it('puts stock back when an unshipped paid order is cancelled, but not for a shipped one that is refunded', async () => {
    const product = await createProduct(t.ctx, { stock: 5 });
    const { order: cancelled } = await insertOrder(t.ctx, { productId: product.id, quantity: 2 });
    // Paid: the owner says how the money goes back (here, outside the shop); the order stays cancelled.
    const done = (await call('POST', `/orders/${cancelled.id}/status`, { status: 'cancelled', note: 'Customer asked', refundMethod: 'manual' })).json().data;
    expect(await stockOf(product.id)).toBe(7);
    expect(done).toMatchObject({ status: 'cancelled', unrefundedPaise: 0, refunds: [{ method: 'manual', status: 'processed', amountPaise: cancelled.totalPaise }] });
    // Nothing is left to refund, so Refunded is neither offered nor taken: no second refund, no second restock.
    expect(done.nextStatuses).toEqual([]);
    const refunded = await call('POST', `/orders/${cancelled.id}/status`, { status: 'refunded' });
    expect(refunded.statusCode).toBe(409);
    expect(refunded.json().message).toBe('An order that is "Cancelled" cannot be marked "Refunded"');
    expect((await call('GET', `/orders/${cancelled.id}`)).json().data).toMatchObject({ status: 'cancelled', refunds: [{ amountPaise: cancelled.totalPaise }] });
    expect(await stockOf(product.id)).toBe(7);

    const { order: shipped } = await insertOrder(t.ctx, { productId: product.id, quantity: 1, status: 'shipped' });
    await call('POST', `/orders/${shipped.id}/status`, { status: 'refunded' });
    expect(await stockOf(product.id)).toBe(7);
  });

  it('cancels an unpaid order without a refund step', async () => {
    const { order } = await insertOrder(t.ctx, { status: 'payment_failed' });
    const res = (await call('POST', `/orders/${order.id}/status`, { status: 'cancelled' })).json().data;
    expect(res).toMatchObject({ status: 'cancelled', nextStatuses: [] });
  });

  it('does not overwrite a change made meanwhile (another admin or a payment webhook)', async () => {
    const { order } = await insertOrder(t.ctx);
    await t.ctx.db.update(orders).set({ status: 'packed' }).where(eq(orders.id, order.id));
    const moved = await moveOrderStatus(t.ctx.db, { orderId: order.id, from: 'paid', to: 'cancelled', actor: 'admin:x', note: '' });
    expect(moved).toBe(false);
    const [row] = await t.ctx.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe('packed');
  });
});

describe('CSV export', () => {
  it('exports the filtered orders with rupee amounts and India times, and defuses formulas in names', async () => {
    const { order } = await insertOrder(t.ctx, { firstName: '=HYPERLINK("http://evil")', createdAt: new Date('2025-12-31T23:50:00+05:30') });
    const res = await call('GET', '/orders/export.csv?from=2025-12-31&to=2025-12-31');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="canino-orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, line, ...rest] = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rest).toEqual([]);
    expect(header).toBe('Order,Date,Status,Customer,Email,Mobile,City,State,Pincode,Items,Subtotal,Discount,Shipping,Total,Coupon,Tracking number,Paid at');
    const total = (order.totalPaise / 100).toFixed(2);
    expect(line).toBe(
      `${order.id},2025-12-31 23:50,Paid,"'=HYPERLINK(""http://evil"") Raman",${order.email},9876543210,Coimbatore,Tamil Nadu,641018,2,${(order.subtotalPaise / 100).toFixed(2)},0.00,75.00,${total},,,2025-12-31 23:50`,
    );
    expect((await call('GET', '/orders/export.csv?status=nope')).statusCode).toBe(400);
  });
});

describe('the parcel of an order', () => {
  it('weighs what its sizes weigh with the packaging, for the carrier booking; nothing when a size has no weight', async () => {
    const weighed = await createProduct(t.ctx);
    await t.ctx.db.update(productVariants).set({ weightGrams: 160 }).where(eq(productVariants.productId, weighed.id));
    const { order } = await insertOrder(t.ctx, { productId: weighed.id, quantity: 3 });
    // 3 × 160 g + 100 g of packaging.
    expect((await call('GET', `/orders/${order.id}`)).json().data.parcelWeightGrams).toBe(580);

    const unweighed = await insertOrder(t.ctx, { quantity: 1 });
    expect((await call('GET', `/orders/${unweighed.order.id}`)).json().data.parcelWeightGrams).toBeNull();
  });
});
