import { randomUUID } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderEvents, orderLines, orders, products, productVariants, refunds, returns } from '../src/db/schema';
import { CANNOT_REPLACE } from '../src/services/returns/send-replacement';
import { AppError } from '../src/errors';
import { eraseCustomerRecords } from '../src/repositories/erase-customer';
import { FormBody, productForm, ownerTestApp } from './admin-support';
import { createCustomer, insertOrder, TEST_PASSWORD } from './helpers/factories';
import { loginAs } from './helpers/http';
import { jpegWithExif, EXIF_SECRET } from './helpers/images';
import { mailTo, stockOf } from './helpers/orders';

/** Returns the shopper starts on a delivered order, and the owner's approve, pickup, received and refund. */
const { t, call: admin } = ownerTestApp({ SHIPPING: 'simulated' });

/** A customer's order of 2 delivered `deliveredAgoDays` ago, and their session. */
async function deliveredOrder(deliveredAgoDays = 1) {
  const customer = await createCustomer(t.ctx);
  const cookie = await loginAs(t.app, customer.mobile, TEST_PASSWORD);
  const { order, product } = await insertOrder(t.ctx, { status: 'delivered', customerId: customer.id, email: customer.email });
  const at = new Date(Date.now() - deliveredAgoDays * 86_400_000);
  await t.ctx.db.insert(orderEvents).values({ orderId: order.id, fromStatus: 'shipped', toStatus: 'delivered', actor: 'carrier', createdAt: at });
  const lineId = (await returnsOf(order.id, cookie)).json().data.lines[0].lineId as number;
  return { order, product, cookie, lineId, email: customer.email };
}

const returnsOf = (orderId: number, cookie: string) => t.app.inject({ method: 'GET', url: `/admin/api/orders/${orderId}/returns`, headers: { cookie } });

function askReturn(orderId: number, cookie: string, fields: Record<string, string>, photos: Buffer[] = []) {
  const form = new FormBody(
    fields,
    photos.map((data) => ({ field: 'photos', data, type: 'image/jpeg', name: 'dent.jpg' })),
  );
  return t.app.inject({ method: 'POST', url: `/admin/api/orders/${orderId}/returns`, headers: { ...form.headers, cookie }, payload: form.payload });
}

const one = (lineId: number, quantity = 1) => ({ lineId: String(lineId), quantity: String(quantity), reason: 'damaged', details: 'The lid was cracked' });

describe('a return from request to refund', () => {
  it('the shopper asks with a photo, the owner approves (a pickup is booked), marks it received, and the line is refunded and restocked', async () => {
    const o = await deliveredOrder();
    const stockBefore = await stockOf(t, o.product.id);
    const asked = await askReturn(o.order.id, o.cookie, one(o.lineId), [await jpegWithExif(1600, 1200)]);
    expect(asked.statusCode, asked.body).toBe(200);
    const mine = asked.json().data;
    expect(mine.lines[0]).toMatchObject({ lineId: o.lineId, quantity: 2, left: 1, refusal: null });
    expect(mine.returns).toEqual([
      expect.objectContaining({ quantity: 1, reason: 'damaged', reasonLabel: 'Arrived damaged', status: 'requested', refundPaise: o.product.sellingPricePaise }),
    ]);
    // The photo is stored resized and without its camera metadata, like every upload.
    const photo = mine.returns[0].photos[0] as string;
    expect(photo).toMatch(/\/returns\/.+\.webp$/);
    const stored = await t.app.inject({ method: 'GET', url: photo });
    expect(stored.statusCode).toBe(200);
    expect(stored.rawPayload.toString('latin1')).not.toContain(EXIF_SECRET);
    expect(mailTo(t, o.email).map((m) => m.subject)).toContain(`Order #${o.order.id}: We have your return request`);

    const queue = (await admin('GET', '/returns')).json().data as { id: number; orderId: number }[];
    const id = queue.find((r) => r.orderId === o.order.id)!.id;
    const approved = await admin('POST', `/returns/${id}/approve`, { message: 'Sorry about that, we will collect it' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ status: 'pickup_booked', ownerMessage: 'Sorry about that, we will collect it', pickupAwb: expect.stringMatching(/^SIM\d{11}$/) });

    const received = await admin('POST', `/returns/${id}/received`, {});
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json().data.status).toBe('refunded');
    expect(await stockOf(t, o.product.id)).toBe(stockBefore + 1);
    const [refund] = await t.ctx.db.select().from(refunds).where(eq(refunds.orderId, o.order.id));
    expect(refund).toMatchObject({ amountPaise: o.product.sellingPricePaise, status: 'processed', restocked: [{ lineId: o.lineId, quantity: 1 }] });

    const seen = (await returnsOf(o.order.id, o.cookie)).json().data;
    expect(seen.returns[0].steps.map((s: { label: string }) => s.label)).toEqual(['Requested', 'Approved', 'Pickup booked', 'Received', 'Refunded']);
    expect(seen.lines[0].left).toBe(1);
    expect(mailTo(t, o.email).map((m) => m.subject)).toEqual(
      expect.arrayContaining([
        `Order #${o.order.id}: Your return is approved`,
        `Order #${o.order.id}: A courier will collect your return`,
        `Order #${o.order.id}: Your return reached us`,
        `Order #${o.order.id}: Your return is refunded`,
      ]),
    );
    // Pressed again: one refund, told it is done.
    expect((await admin('POST', `/returns/${id}/received`, {})).statusCode).toBe(409);
    expect(await t.ctx.db.select().from(refunds).where(eq(refunds.orderId, o.order.id))).toHaveLength(1);
  });

  it('a declined return says the owner’s message and gives the quantity back', async () => {
    const o = await deliveredOrder();
    expect((await askReturn(o.order.id, o.cookie, one(o.lineId, 2))).statusCode).toBe(200);
    const [row] = await t.ctx.db.select().from(returns).where(eq(returns.orderId, o.order.id));
    const declined = await admin('POST', `/returns/${row!.id}/decline`, { message: 'The seal is intact; it cannot be returned' });
    expect(declined.json().data).toMatchObject({ status: 'declined', statusLabel: 'Declined' });
    expect((await admin('POST', `/returns/${row!.id}/approve`, {})).statusCode).toBe(409);
    const seen = (await returnsOf(o.order.id, o.cookie)).json().data;
    expect(seen.returns[0].ownerMessage).toBe('The seal is intact; it cannot be returned');
    expect(seen.lines[0].left).toBe(2);
    expect(mailTo(t, o.email).find((m) => m.subject.endsWith('Your return was declined'))!.text).toContain('The seal is intact');
    // The return is the shopper's personal data: it is in their data export.
    const exported = (await t.app.inject({ method: 'GET', url: '/admin/api/account/data-export', headers: { cookie: o.cookie } })).json();
    expect(exported.returns).toEqual([
      expect.objectContaining({
        orderId: o.order.id,
        product: o.product.name,
        quantity: 2,
        reason: 'damaged',
        status: 'declined',
        shopMessage: 'The seal is intact; it cannot be returned',
      }),
    ]);
  });
});

describe('an erased account', () => {
  it('keeps its returns with the order, without the shopper’s words or photos, whose files are handed back for removal', async () => {
    const o = await deliveredOrder();
    const asked = await askReturn(o.order.id, o.cookie, one(o.lineId), [await jpegWithExif()]);
    const photo = asked.json().data.returns[0].photos[0] as string;
    const removed = await t.ctx.db.transaction((tx) => eraseCustomerRecords(tx, o.order.customerId!, o.email));
    expect(removed).toContain(photo);
    const [kept] = await t.ctx.db.select().from(returns).where(eq(returns.orderId, o.order.id));
    expect(kept).toMatchObject({ details: '', photos: [], quantity: 1, status: 'requested' });
  });
});

describe('what cannot be returned', () => {
  it('refuses a line of another customer’s order, outside the window, of a non-returnable product, or more than is left', async () => {
    const o = await deliveredOrder();
    const other = await deliveredOrder();
    expect((await askReturn(other.order.id, o.cookie, one(other.lineId))).statusCode).toBe(404);
    expect((await askReturn(o.order.id, o.cookie, one(o.lineId, 3))).json()).toMatchObject({ status: 0, message: 'At most 2 of this item can be returned' });

    const late = await deliveredOrder(30);
    const refused = await askReturn(late.order.id, late.cookie, one(late.lineId));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(/^The return window closed/);

    // The owner marks the product non-returnable: its page says so, and a return of it is refused.
    const kept = await deliveredOrder();
    const saved = await admin('PUT', `/products/${kept.product.id}`, await productForm(admin, kept.product.id, { returnable: false }));
    expect(saved.json().data.returnable).toBe(false);
    const page = await t.app.inject({ method: 'GET', url: `/admin/api/productById/${kept.product.id}` });
    expect(page.json().data.returnable).toBe(false);
    const nope = await askReturn(kept.order.id, kept.cookie, one(kept.lineId));
    expect(nope.json()).toMatchObject({ status: 0, message: 'This product cannot be returned once delivered' });
    expect((await returnsOf(kept.order.id, kept.cookie)).json().data.lines[0]).toMatchObject({ left: 0, refusal: 'This product cannot be returned once delivered' });
  });

  it('refuses a return before delivery', async () => {
    const customer = await createCustomer(t.ctx);
    const cookie = await loginAs(t.app, customer.mobile, TEST_PASSWORD);
    const { order } = await insertOrder(t.ctx, { status: 'shipped', customerId: customer.id });
    const lineId = (await returnsOf(order.id, cookie)).json().data.lines[0].lineId as number;
    expect((await askReturn(order.id, cookie, one(lineId))).json()).toMatchObject({ status: 0, message: 'Returns open once the order is delivered' });
  });
});

describe('races', () => {
  it('two requests for the whole line at once: one is written, the other is refused', async () => {
    const o = await deliveredOrder();
    const answers = await Promise.all([askReturn(o.order.id, o.cookie, one(o.lineId, 2)), askReturn(o.order.id, o.cookie, one(o.lineId, 2))]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422]);
    expect(await t.ctx.db.select().from(returns).where(eq(returns.orderId, o.order.id))).toHaveLength(1);
  });

  it('Approve pressed twice while the carrier answers: one pickup booked, the second press told so; a refused booking can be tried again', async () => {
    const o = await deliveredOrder();
    expect((await askReturn(o.order.id, o.cookie, one(o.lineId))).statusCode).toBe(200);
    const [row] = await t.ctx.db.select().from(returns).where(eq(returns.orderId, o.order.id));
    const carrier = t.ctx.shipping!;
    const book = carrier.bookReturnPickup.bind(carrier);
    let bookings = 0;
    let refuse = true;
    carrier.bookReturnPickup = async (r) => {
      bookings += 1;
      // The carrier takes its time, as a real one does, so the second press arrives meanwhile.
      await new Promise((done) => setTimeout(done, 200));
      if (refuse) throw new AppError('CARRIER', 'The courier has no pickup slot');
      return book(r);
    };
    try {
      const refused = await admin('POST', `/returns/${row!.id}/approve`, {});
      expect([refused.statusCode, refused.json().message]).toEqual([502, 'The courier has no pickup slot']);
      expect((await t.ctx.db.select().from(returns).where(eq(returns.id, row!.id)))[0]).toMatchObject({ status: 'approved', pickupClaimedAt: null });
      refuse = false;
      bookings = 0;
      const [a, b] = await Promise.all([admin('POST', `/returns/${row!.id}/approve`, {}), admin('POST', `/returns/${row!.id}/approve`, {})]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      expect([a, b].find((x) => x.statusCode === 409)!.json().message).toMatch(/already being booked/);
    } finally {
      carrier.bookReturnPickup = book;
    }
    expect(bookings).toBe(1);
    expect((await t.ctx.db.select().from(returns).where(eq(returns.id, row!.id)))[0]).toMatchObject({ status: 'pickup_booked', pickupAwb: expect.stringMatching(/^SIM/) });
  });

  it('a return received while the owner refunds the same line by hand: the line is refunded once', async () => {
    const o = await deliveredOrder();
    expect((await askReturn(o.order.id, o.cookie, one(o.lineId, 2))).statusCode).toBe(200);
    const [row] = await t.ctx.db.select().from(returns).where(eq(returns.orderId, o.order.id));
    expect((await admin('POST', `/returns/${row!.id}/approve`, {})).statusCode).toBe(200);
    const stockBefore = await stockOf(t, o.product.id);
    const byHand = { idempotencyKey: randomUUID(), amountPaise: 2 * o.product.sellingPricePaise, restock: [{ lineId: o.lineId, quantity: 2 }] };
    const [received, refunded] = await Promise.all([admin('POST', `/returns/${row!.id}/received`, {}), admin('POST', `/orders/${o.order.id}/refunds`, byHand)]);
    expect([received.statusCode, refunded.statusCode].sort()).toEqual([200, 422]);
    const made = await t.ctx.db.select().from(refunds).where(eq(refunds.orderId, o.order.id));
    expect(made).toHaveLength(1);
    expect(await stockOf(t, o.product.id)).toBe(stockBefore + 2);
  });
});

describe('a return the shopper wants replaced', () => {
  const replace = (lineId: number, quantity = 1) => ({ ...one(lineId, quantity), outcome: 'replacement' });

  it('on Received sends one ₹0 order of the same size, paid, its stock taken, however often Received is pressed', async () => {
    const o = await deliveredOrder();
    const asked = await askReturn(o.order.id, o.cookie, replace(o.lineId, 2));
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().data.returns[0]).toMatchObject({ outcome: 'replacement', replacementOrderId: null });
    const [row] = await t.ctx.db.select().from(returns).where(eq(returns.orderId, o.order.id));
    expect((await admin('POST', `/returns/${row!.id}/approve`, {})).statusCode).toBe(200);
    const stockBefore = await stockOf(t, o.product.id);
    const presses = await Promise.all([admin('POST', `/returns/${row!.id}/received`, {}), admin('POST', `/returns/${row!.id}/received`, {})]);
    expect(presses.map((p) => p.statusCode)).toContain(200);
    expect(presses.every((p) => p.statusCode === 200 || p.statusCode === 409)).toBe(true);

    const [done] = await t.ctx.db.select().from(returns).where(eq(returns.id, row!.id));
    expect(done).toMatchObject({ status: 'replaced', replacementOrderId: expect.any(Number), refundId: null });
    const made = await t.ctx.db
      .select()
      .from(orders)
      .where(like(orders.notes, `Replacement for order #${o.order.id} %`));
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ id: done!.replacementOrderId, status: 'paid', totalPaise: 0, email: o.email, customerId: o.order.customerId, paidAt: expect.any(Date) });
    const lines = await t.ctx.db.select().from(orderLines).where(eq(orderLines.orderId, made[0]!.id));
    expect(lines).toEqual([expect.objectContaining({ productId: o.product.id, quantity: 2, unitPricePaise: 0, lineTotalPaise: 0 })]);
    expect(await stockOf(t, o.product.id)).toBe(stockBefore - 2);
    expect(await t.ctx.db.select().from(refunds).where(eq(refunds.orderId, o.order.id))).toEqual([]);
    expect(mailTo(t, o.email).map((m) => m.subject)).toContain(`Order #${o.order.id}: Your replacement is on its way to being packed`);
    // The shopper sees the step and the new order; the line cannot be returned again.
    const mine = (await returnsOf(o.order.id, o.cookie)).json().data;
    expect(mine.returns[0]).toMatchObject({ status: 'replaced', statusLabel: 'Replacement sent', replacementOrderId: made[0]!.id });
    expect(mine.lines[0].left).toBe(0);
    expect((await admin('POST', `/returns/${row!.id}/received`, {})).json().message).toBe('A replacement was already sent for this return');
  });

  it('refuses to send a size that is sold out, changing nothing, and refunds instead when the owner asks', async () => {
    const o = await deliveredOrder();
    expect((await askReturn(o.order.id, o.cookie, replace(o.lineId))).statusCode).toBe(200);
    const [row] = await t.ctx.db.select().from(returns).where(eq(returns.orderId, o.order.id));
    expect((await admin('POST', `/returns/${row!.id}/approve`, {})).statusCode).toBe(200);
    await t.ctx.db.update(productVariants).set({ stock: 0 }).where(eq(productVariants.productId, o.product.id));
    await t.ctx.db.update(products).set({ stock: 0 }).where(eq(products.id, o.product.id));
    const refused = await admin('POST', `/returns/${row!.id}/received`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(CANNOT_REPLACE);
    const [held] = await t.ctx.db.select().from(returns).where(eq(returns.id, row!.id));
    expect(held).toMatchObject({ status: 'received', replacementOrderId: null });
    const refunded = await admin('POST', `/returns/${row!.id}/received`, { refundInstead: true });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json().data).toMatchObject({ status: 'refunded', replacementOrderId: null });
  });

  it('refuses an outcome it does not know, saving nothing', async () => {
    const o = await deliveredOrder();
    const res = await askReturn(o.order.id, o.cookie, { ...one(o.lineId), outcome: 'store credit' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ outcome: 'Choose a refund or a replacement' });
    expect(await t.ctx.db.select().from(returns).where(eq(returns.orderId, o.order.id))).toEqual([]);
  });
});
