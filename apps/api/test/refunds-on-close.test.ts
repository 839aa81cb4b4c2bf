import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { creditNotes, orders, refunds } from '../src/db/schema';
import { asAdmin, type AdminCall } from './admin-support';
import { createProduct, insertOrder } from './helpers/factories';
import { checkoutBody, mailTo, startCheckout, stockOf } from './helpers/orders';
import { pdfText } from './helpers/pdf-text';
import { paidInvoicedOrder, registerShopForGst } from './helpers/invoiced-orders';
import { withFakeRazorpay } from './helpers/with-fake-razorpay';

/**
 * Every refund or cancellation after invoicing must come with a credit note (decision 026). Money returned outside
 * the shop (the owner marks the order Refunded) and a cancellation record a refund in the same
 * transaction, and its credit note comes from the provider refunds' own path, once.
 */
describe('refunds recorded when the owner cancels or marks an order Refunded', () => {
  const rz = withFakeRazorpay();
  let call: AdminCall;
  let secondOwner: AdminCall;
  beforeAll(async () => {
    call = (await asAdmin(rz.t)).call;
    secondOwner = (await asAdmin(rz.t)).call;
    await registerShopForGst(rz.t);
  });

  const paidOrder = async () => {
    const order = await paidInvoicedOrder(rz, call);
    expect(order.invoice.totalPaise).toBe(137300);
    return order;
  };
  const notesOf = (orderId: number) => rz.t.ctx.db.select().from(creditNotes).where(eq(creditNotes.orderId, orderId)).orderBy(asc(creditNotes.id));
  const refundsOf = (orderId: number) => rz.t.ctx.db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id));
  const statusOf = async (orderId: number) => (await rz.t.ctx.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.status;
  const refundMails = (email: string) => mailTo(rz.t, email).filter((m) => / refunded$/.test(m.subject));
  const deliver = (d: { payload: string; headers: Record<string, string> }) =>
    rz.t.app.inject({ method: 'POST', url: '/admin/api/payments/webhook', payload: d.payload, headers: d.headers });
  const ship = async (orderId: number) => {
    await call('POST', `/orders/${orderId}/status`, { status: 'packed' });
    await call('POST', `/orders/${orderId}/status`, { status: 'shipped', trackingNumber: 'DTDC123456' });
  };

  it('"Refunded" on a shipped, invoiced order records the money returned outside the shop, with one credit note, an email and only the returned goods back', async () => {
    const o = await paidOrder();
    await ship(o.orderId);
    const callsBefore = rz.fake.refunds.size;
    const res = await call('POST', `/orders/${o.orderId}/status`, { status: 'refunded', note: 'Paid back by bank transfer', restock: [{ lineId: o.lineId, quantity: 1 }] });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(`Order #${o.orderId} marked refunded; refund of ₹1,373.00 recorded as returned outside the shop`);
    expect(res.json().data).toMatchObject({
      status: 'refunded',
      unrefundedPaise: 0,
      refunds: [{ method: 'manual', status: 'processed', amountPaise: 137300, reason: 'Paid back by bank transfer', restocked: [{ lineId: o.lineId, quantity: 1 }] }],
    });
    expect(rz.fake.refunds.size).toBe(callsBefore); // Razorpay was not asked
    expect(await stockOf(rz.t, o.productId)).toBe(4); // one tin came back, the other stays with the customer

    const notes = await notesOf(o.orderId);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ totalPaise: 137300, invoiceId: o.invoice.id });
    expect(notes[0]!.taxablePaise + notes[0]!.taxPaise).toBe(137300);
    expect(notes[0]!.document.tax.totals).toEqual(o.invoice.document.tax.totals);
    const pdf = await rz.t.app.inject({ method: 'GET', url: `/admin/api/orders/${o.orderId}/credit-notes/${notes[0]!.id}.pdf`, headers: { cookie: o.cookie } });
    expect(pdfText(pdf.rawPayload, { layout: false }).replace(/\s+/g, ' ')).toContain('Refund of ₹1,373.00 outside the shop: Paid back by bank transfer');

    // One email, about the refund (not a second "Refunded" status email claiming the original payment method).
    const mails = refundMails(o.email);
    expect(mails.map((m) => m.subject)).toEqual([`Your Canino order #${o.orderId}: ₹1,373.00 refunded`]);
    expect(mails[0]!.text).toContain('We have refunded ₹1,373.00 for your order #' + o.orderId + ' directly to you, outside our online payment.');
    expect(mails[0]!.text).toContain(`Your GST credit note ${notes[0]!.number} for this refund (PDF): http://`);
    expect(mailTo(rz.t, o.email).filter((m) => m.subject.endsWith(': Refunded'))).toEqual([]);
    // The customer sees it in My Orders with its credit note.
    const mine = (await rz.t.app.inject({ method: 'GET', url: `/admin/api/orders/${o.orderId}`, headers: { cookie: o.cookie } })).json().data;
    expect(mine.refunds).toEqual([expect.objectContaining({ method: 'manual', amountPaise: 137300, creditNote: { id: notes[0]!.id, number: notes[0]!.number } })]);
  });

  it('"Refunded" with an amount after a partial provider refund: the rest of the invoice at most, and credit notes that add up to what came back', async () => {
    const o = await paidOrder();
    await call('POST', `/orders/${o.orderId}/refunds`, { idempotencyKey: randomUUID(), amountPaise: 30000 });
    const tooMuch = await call('POST', `/orders/${o.orderId}/status`, { status: 'refunded', refundAmountPaise: 107301 });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().message).toBe('At most ₹1,073.00 of this order can still be refunded.');
    const fractional = await call('POST', `/orders/${o.orderId}/status`, { status: 'refunded', refundAmountPaise: 100.5 });
    expect(fractional.statusCode).toBe(400);
    const viaProvider = await call('POST', `/orders/${o.orderId}/status`, { status: 'refunded', refundMethod: 'provider' });
    expect(viaProvider.statusCode).toBe(400);
    const tooManyBack = await call('POST', `/orders/${o.orderId}/status`, { status: 'refunded', restock: [{ lineId: o.lineId, quantity: 3 }] });
    expect(tooManyBack.statusCode).toBe(422);
    expect(await statusOf(o.orderId)).toBe('paid');
    expect(await refundsOf(o.orderId)).toHaveLength(1);
    expect(await stockOf(rz.t, o.productId)).toBe(3);

    const res = await call('POST', `/orders/${o.orderId}/status`, { status: 'refunded', refundAmountPaise: 50000 });
    expect(res.statusCode).toBe(200);
    // From Paid the goods never left: they all come back with the status, and the refund names them.
    expect(await stockOf(rz.t, o.productId)).toBe(5);
    expect(res.json().data.refunds.map((r: { method: string; amountPaise: number; restocked: unknown }) => [r.method, r.amountPaise, r.restocked])).toEqual([
      ['provider', 30000, []],
      ['manual', 50000, [{ lineId: o.lineId, quantity: 2 }]],
    ]);
    const notes = await notesOf(o.orderId);
    expect(notes.map((n) => n.totalPaise)).toEqual([30000, 50000]);
    // Nothing more can go back through the provider once the owner has closed it as refunded.
    expect((await call('POST', `/orders/${o.orderId}/refunds`, { idempotencyKey: randomUUID(), amountPaise: 100 })).statusCode).toBe(422);
  });

  it('cancelling a paid, invoiced order asks how the money goes back, then refunds the rest through Razorpay with a credit note net of earlier ones', async () => {
    const o = await paidOrder();
    await call('POST', `/orders/${o.orderId}/refunds`, { idempotencyKey: randomUUID(), amountPaise: 20000, restock: [{ lineId: o.lineId, quantity: 1 }] });
    const mailsBefore = mailTo(rz.t, o.email).length;
    const unsaid = await call('POST', `/orders/${o.orderId}/status`, { status: 'cancelled' });
    expect(unsaid.statusCode).toBe(422);
    expect(unsaid.json().errors.refundMethod).toBe(
      `The customer paid ₹1,173.00 for order #${o.orderId} that has not been refunded. Choose how it goes back: through the payment provider, or returned outside the shop.`,
    );
    expect(await statusOf(o.orderId)).toBe('paid');
    expect(mailTo(rz.t, o.email)).toHaveLength(mailsBefore);

    const res = await call('POST', `/orders/${o.orderId}/status`, { status: 'cancelled', refundMethod: 'provider' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(`Order #${o.orderId} marked cancelled; refund of ₹1,173.00 is done`);
    expect(res.json().data).toMatchObject({ status: 'cancelled', unrefundedPaise: 0, refundablePaise: 0, nextStatuses: [] });
    const made = [...rz.fake.refunds.values()].filter((r) => r.payment_id === o.paymentId).map((r) => r.amount);
    expect(made).toEqual([20000, 117300]);
    expect(await stockOf(rz.t, o.productId)).toBe(5);
    const notes = await notesOf(o.orderId);
    expect(notes.map((n) => n.totalPaise)).toEqual([20000, 117300]);
    const inv = o.invoice.document.tax.totals;
    for (const key of ['taxablePaise', 'cgstPaise', 'sgstPaise', 'igstPaise', 'taxPaise', 'valuePaise'] as const) {
      expect(notes[0]!.document.tax.totals[key] + notes[1]!.document.tax.totals[key]).toBe(inv[key]);
    }
    // The cancellation email and one refund email, sent by the job queue in either order; the late
    // refund.processed webhook changes nothing.
    expect(
      mailTo(rz.t, o.email)
        .slice(mailsBefore)
        .map((m) => m.subject)
        .sort(),
    ).toEqual([`Your Canino order #${o.orderId}: Cancelled`, `Your Canino order #${o.orderId}: ₹1,173.00 refunded`].sort());
    const second = [...rz.fake.refunds.values()].find((r) => r.payment_id === o.paymentId && r.amount === 117300)!;
    expect((await deliver(rz.fake.refundWebhook('refund.processed', second))).statusCode).toBe(200);
    expect(await notesOf(o.orderId)).toHaveLength(2);
  });

  it("the customer's order says what came of the money of a cancelled paid order: being refunded, then refunded on the day", async () => {
    const o = await paidOrder();
    const message = async () => (await rz.t.app.inject({ method: 'GET', url: `/admin/api/orders/${o.orderId}`, headers: { cookie: o.cookie } })).json().data.statusMessage;
    rz.fake.refundStatus = 'pending';
    try {
      expect((await call('POST', `/orders/${o.orderId}/status`, { status: 'cancelled', refundMethod: 'provider' })).statusCode).toBe(200);
    } finally {
      rz.fake.refundStatus = 'processed';
    }
    expect(await message()).toBe(`Order #${o.orderId} was cancelled and ₹1,373.00 is being refunded to your original payment method; it usually arrives within 3-5 business days.`);

    const made = [...rz.fake.refunds.values()].find((r) => r.payment_id === o.paymentId)!;
    expect((await deliver(rz.fake.refundWebhook('refund.processed', made))).statusCode).toBe(200);
    const [refund] = await refundsOf(o.orderId);
    expect(refund!.status).toBe('processed');
    const day = refund!.processedAt!.toLocaleDateString('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'long', year: 'numeric' });
    expect(await message()).toBe(`Order #${o.orderId} was cancelled and ₹1,373.00 was refunded to your original payment method on ${day}.`);
  });

  it('cancelling with the money returned outside the shop, and an unpaid order: a credit note only where there is an invoice and money', async () => {
    const o = await paidOrder();
    const res = await call('POST', `/orders/${o.orderId}/status`, { status: 'cancelled', refundMethod: 'manual', note: 'Customer collected cash at the shop' });
    expect(res.json().data).toMatchObject({ status: 'cancelled', refunds: [{ method: 'manual', status: 'processed', amountPaise: 137300, paymentId: o.paymentId }] });
    const mine = (await rz.t.app.inject({ method: 'GET', url: `/admin/api/orders/${o.orderId}`, headers: { cookie: o.cookie } })).json().data;
    expect(mine.statusMessage).toMatch(new RegExp(`^Order #${o.orderId} was cancelled and ₹1,373\\.00 was refunded on \\d{1,2} \\w+ \\d{4}\\.$`));
    expect((await notesOf(o.orderId)).map((n) => n.totalPaise)).toEqual([137300]);

    const { t } = rz;
    const product = await createProduct(t.ctx, { stock: 5 });
    const unpaid = await startCheckout(t, checkoutBody([{ productId: product.id, quantity: 1 }]));
    const cancelled = await call('POST', `/orders/${unpaid.orderId}/status`, { status: 'cancelled' });
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', refunds: [] });
    expect(await notesOf(unpaid.orderId)).toEqual([]);
    const withAmount = await call('POST', `/orders/${unpaid.orderId}/status`, { status: 'cancelled', refundAmountPaise: 100 });
    expect(withAmount.statusCode).toBe(400);
  });

  it('a cash-on-delivery order whose cash was collected is refunded outside the shop, with its credit note', async () => {
    const { order } = await insertOrder(rz.t.ctx, { status: 'shipped', codFeePaise: 4000 });
    expect((await call('POST', `/orders/${order.id}/cod-collected`, { note: '' })).statusCode).toBe(200);
    const res = await call('POST', `/orders/${order.id}/status`, { status: 'refunded' });
    expect(res.json().data).toMatchObject({ status: 'refunded', refunds: [{ method: 'manual', paymentId: null, amountPaise: order.totalPaise }] });
    expect((await notesOf(order.id)).map((n) => n.totalPaise)).toEqual([order.totalPaise]);
  });

  it('two owners pressing Cancel and Refunded at once: one wins, one refund, one credit note', async () => {
    const o = await paidOrder();
    const answers = await Promise.all([
      call('POST', `/orders/${o.orderId}/status`, { status: 'cancelled', refundMethod: 'manual' }),
      secondOwner('POST', `/orders/${o.orderId}/status`, { status: 'refunded' }),
      call('POST', `/orders/${o.orderId}/status`, { status: 'cancelled', refundMethod: 'provider' }),
      secondOwner('POST', `/orders/${o.orderId}/status`, { status: 'refunded' }),
    ]);
    expect(answers.filter((a) => a.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    for (const a of answers) expect([200, 409]).toContain(a.statusCode);
    const rows = await refundsOf(o.orderId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amountPaise: 137300, status: 'processed' });
    expect((await notesOf(o.orderId)).map((n) => n.totalPaise)).toEqual([137300]);
    expect(refundMails(o.email)).toHaveLength(1);
    expect(await stockOf(rz.t, o.productId)).toBe(5);
  });

  it('a provider refund webhook racing a manual "Refunded": one credit note per refund, never more than the invoice', async () => {
    const o = await paidOrder();
    rz.fake.refundStatus = 'pending';
    try {
      await call('POST', `/orders/${o.orderId}/refunds`, { idempotencyKey: randomUUID(), amountPaise: 40000 });
    } finally {
      rz.fake.refundStatus = 'processed';
    }
    const pending = [...rz.fake.refunds.values()].find((r) => r.payment_id === o.paymentId)!;
    const webhook = rz.fake.refundWebhook('refund.processed', pending);
    const [hook, manual, again] = await Promise.all([
      deliver(webhook),
      call('POST', `/orders/${o.orderId}/status`, { status: 'refunded' }),
      deliver(rz.fake.refundWebhook('refund.processed', pending)),
    ]);
    expect([hook.statusCode, manual.statusCode, again.statusCode]).toEqual([200, 200, 200]);
    const rows = await refundsOf(o.orderId);
    expect(rows.map((r) => [r.method, r.status, r.amountPaise])).toEqual([
      ['provider', 'processed', 40000],
      ['manual', 'processed', 97300],
    ]);
    const notes = await notesOf(o.orderId);
    expect(notes.map((n) => n.refundId).sort()).toEqual(rows.map((r) => r.id).sort());
    expect(notes.reduce((n, c) => n + c.totalPaise, 0)).toBe(o.invoice.totalPaise);
    expect(refundMails(o.email)).toHaveLength(2);
  });
});
