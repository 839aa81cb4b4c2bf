import { randomUUID } from 'node:crypto';
import { computeCreditNoteTax } from '@canino/shared';
import { asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { creditNotes, refunds } from '../src/db/schema';
import { asAdmin, type AdminCall } from './admin-support';
import { mailTo, stockOf } from './helpers/orders';
import { paidInvoicedOrder, registerShopForGst } from './helpers/invoiced-orders';
import { withFakeRazorpay } from './helpers/with-fake-razorpay';

/**
 * The owner's "Try again" on a refund the provider refused (decision 015, section 8). A failed refund gets one retry (a
 * new refund naming it), however often the button is pressed; the retry gives back no more than is
 * still unrefunded, and its credit note credits the goods the failed refund put back, to the paisa.
 */
describe('trying a failed refund again', () => {
  const rz = withFakeRazorpay();
  let call: AdminCall;
  let secondOwner: AdminCall;
  beforeAll(async () => {
    call = (await asAdmin(rz.t)).call;
    secondOwner = (await asAdmin(rz.t)).call;
    await registerShopForGst(rz.t);
  });

  const paidOrder = () => paidInvoicedOrder(rz, call);
  const notesOf = (orderId: number) => rz.t.ctx.db.select().from(creditNotes).where(eq(creditNotes.orderId, orderId)).orderBy(asc(creditNotes.id));
  const refundsOf = (orderId: number) => rz.t.ctx.db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id));
  const refundCalls = (paymentId: string) => rz.fake.calls.filter((c) => c === `POST /v1/payments/${paymentId}/refund`).length;
  const refundMails = (email: string) => mailTo(rz.t, email).filter((m) => / refunded$/.test(m.subject));
  const retry = (orderId: number, refundId: number, as = call) => as('POST', `/orders/${orderId}/refunds/${refundId}/retry`);
  /** Cancels the order with a refund through Razorpay that Razorpay refuses; returns the failed refund's id. */
  async function cancelRefused(orderId: number) {
    rz.fake.refuseRefunds = 1;
    const res = await call('POST', `/orders/${orderId}/status`, { status: 'cancelled', refundMethod: 'provider' });
    expect(rz.fake.refuseRefunds).toBe(0);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(`Order #${orderId} marked cancelled; refund of ₹1,373.00 failed`);
    return res.json().data.refunds[0].id as number;
  }

  it('a cancellation whose refund Razorpay refused: Try again makes one new refund, processed, with a credit note of the goods the cancellation put back', async () => {
    const o = await paidOrder();
    const failedId = await cancelRefused(o.orderId);
    const before = (await call('GET', `/orders/${o.orderId}`)).json().data;
    // Not "refund due" (the last-unit race's one-click box): the owner tries this refund again from its row.
    expect(before).toMatchObject({ status: 'cancelled', refundablePaise: 137300, unrefundedPaise: 137300, refundDue: false });
    expect(before.refunds).toEqual([expect.objectContaining({ id: failedId, status: 'failed', retryOf: null, restocked: [{ lineId: o.lineId, quantity: 2 }], creditNote: null })]);
    expect(before.refunds[0].failureReason).toContain("the customer's bank declined it");
    expect(await notesOf(o.orderId)).toEqual([]);
    expect(refundMails(o.email)).toEqual([]); // no money moved: the customer is not told of a refund
    expect(await stockOf(rz.t, o.productId)).toBe(5);

    const res = await retry(o.orderId, failedId);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Refund of ₹1,373.00 is done');
    const after = res.json().data;
    expect(after).toMatchObject({ status: 'cancelled', refundablePaise: 0, unrefundedPaise: 0 });
    const retried = after.refunds[1];
    expect(retried).toMatchObject({
      status: 'processed',
      method: 'provider',
      retryOf: failedId,
      amountPaise: 137300,
      paymentId: o.paymentId,
      restocked: [],
      reason: 'Order cancelled',
    });
    // Razorpay was asked once more, with a key of its own and the shop's receipt of the retry.
    expect(refundCalls(o.paymentId)).toBe(2);
    const made = [...rz.fake.refunds.values()].filter((r) => r.payment_id === o.paymentId);
    expect(made).toEqual([expect.objectContaining({ amount: 137300, status: 'processed', receipt: `refund-${retried.id}` })]);
    const [row] = (await refundsOf(o.orderId)).filter((r) => r.id === retried.id);
    expect(row!.idempotencyKey).toMatch(new RegExp(`^retry-of-refund-${failedId}-[0-9a-f-]{36}$`));

    // One credit note, for the retry: the whole invoice, line by line, and both tins it names as back.
    const notes = await notesOf(o.orderId);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ refundId: retried.id, totalPaise: 137300 });
    expect(notes[0]!.taxablePaise + notes[0]!.taxPaise).toBe(137300);
    expect(notes[0]!.document.tax.totals).toEqual(o.invoice.document.tax.totals);
    expect(notes[0]!.document.tax.lines.map((l) => [l.kind, l.quantity, l.valuePaise])).toEqual([
      ['item', 2, 129800],
      ['shipping', 0, 7500],
    ]);
    expect(after.refunds[1].creditNote).toEqual({ id: notes[0]!.id, number: notes[0]!.number });
    expect(await stockOf(rz.t, o.productId)).toBe(5); // the cancellation put them back once
    expect(refundMails(o.email).map((m) => m.subject)).toEqual([`Your Canino order #${o.orderId}: ₹1,373.00 refunded`]);

    // Pressed again: the same retry, nothing new. The retry itself did not fail: nothing to try again.
    const again = await retry(o.orderId, failedId);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.refunds).toHaveLength(2);
    expect(refundCalls(o.paymentId)).toBe(2);
    const processed = await retry(o.orderId, retried.id);
    expect(processed.statusCode).toBe(422);
    expect(processed.json().message).toBe('Only a failed refund, or one the payment provider has not answered, can be tried again.');
    expect(await refundsOf(o.orderId)).toHaveLength(2);
  });

  it('two owners pressing Try again at once make exactly one retry, one Razorpay refund and one credit note', async () => {
    const o = await paidOrder();
    const failedId = await cancelRefused(o.orderId);
    const answers = await Promise.all([retry(o.orderId, failedId), retry(o.orderId, failedId, secondOwner), retry(o.orderId, failedId), retry(o.orderId, failedId, secondOwner)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    const rows = await refundsOf(o.orderId);
    expect(rows.map((r) => [r.status, r.retryOf])).toEqual([
      ['failed', null],
      ['processed', failedId],
    ]);
    expect(refundCalls(o.paymentId)).toBe(2); // the refused one and the retry
    expect([...rz.fake.refunds.values()].filter((r) => r.payment_id === o.paymentId)).toHaveLength(1);
    expect((await notesOf(o.orderId)).map((n) => n.totalPaise)).toEqual([137300]);
    expect(refundMails(o.email)).toHaveLength(1);
  });

  it('a failed partial refund with goods back: its retry credits those goods first, to the paisa, and a retry of a retry works the same way', async () => {
    const o = await paidOrder();
    rz.fake.refundStatus = 'pending';
    try {
      await call('POST', `/orders/${o.orderId}/refunds`, {
        idempotencyKey: randomUUID(),
        amountPaise: 30001,
        reason: 'One tin arrived dented',
        restock: [{ lineId: o.lineId, quantity: 1 }],
      });
    } finally {
      rz.fake.refundStatus = 'processed';
    }
    // Razorpay took it, then reported it failed.
    const [first] = await refundsOf(o.orderId);
    const failed = await rz.t.app.inject({
      method: 'POST',
      url: '/admin/api/payments/webhook',
      ...(({ payload, headers }) => ({ payload, headers }))(rz.fake.refundWebhook('refund.failed', rz.fake.refunds.get(first!.providerRefundId!)!)),
    });
    expect(failed.statusCode).toBe(200);
    expect(await stockOf(rz.t, o.productId)).toBe(4);

    rz.fake.refuseRefunds = 1;
    const refused = await retry(o.orderId, first!.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe("The payment provider refused the refund: The refund could not be processed: the customer's bank declined it");
    const [, second] = await refundsOf(o.orderId);
    expect(second).toMatchObject({ status: 'failed', retryOf: first!.id, amountPaise: 30001 });

    const res = await retry(o.orderId, second!.id);
    expect(res.json().message).toBe('Refund of ₹300.01 is done');
    const third = (await refundsOf(o.orderId))[2]!;
    expect(third).toMatchObject({ status: 'processed', retryOf: second!.id, amountPaise: 30001, reason: 'One tin arrived dented' });
    const [note] = await notesOf(o.orderId);
    const expected = computeCreditNoteTax({ invoice: o.invoice.document.tax, creditedBefore: [0, 0], amountPaise: 30001, returned: [1, 0] });
    expect(note!.document.tax.lines).toEqual(expected.lines);
    expect(note!.document.tax.totals).toEqual(expected.totals);
    expect(note!.document.tax.lines).toEqual([expect.objectContaining({ kind: 'item', quantity: 1, valuePaise: 30001 })]);
    expect(note!.taxablePaise + note!.taxPaise).toBe(30001);
    expect(note!.document.tax.totals.cgstPaise).toBe(note!.document.tax.totals.sgstPaise); // Tamil Nadu to Tamil Nadu
    expect(await stockOf(rz.t, o.productId)).toBe(4); // the tin went back once, with the first refund
  });

  it('refuses what cannot be tried again, changing nothing: more than is left, another order’s refund, a refund that does not exist', async () => {
    const o = await paidOrder();
    rz.fake.refuseRefunds = 1;
    expect((await call('POST', `/orders/${o.orderId}/refunds`, { idempotencyKey: randomUUID(), amountPaise: 100000 })).statusCode).toBe(422);
    const [failed] = await refundsOf(o.orderId);
    expect(failed!.status).toBe('failed');
    // Meanwhile the owner refunded part of it with a new refund: ₹873.00 is left, less than the failed ₹1,000.00.
    expect((await call('POST', `/orders/${o.orderId}/refunds`, { idempotencyKey: randomUUID(), amountPaise: 50000 })).statusCode).toBe(200);
    const other = await paidOrder();
    const calls = refundCalls(o.paymentId);

    const cases: [string, number, number, number, string][] = [
      ['more than is left', o.orderId, failed!.id, 422, 'At most ₹873.00 of this order can still be refunded.'],
      ["another order's refund", other.orderId, failed!.id, 404, 'This refund does not exist'],
      ['a refund that does not exist', o.orderId, 2_000_000, 404, 'This refund does not exist'],
      ['an order that does not exist', 2_000_000, failed!.id, 404, 'This order does not exist'],
    ];
    for (const [what, orderId, refundId, status, message] of cases) {
      const res = await retry(orderId, refundId);
      expect(res.statusCode, what).toBe(status);
      expect(res.json().message, what).toBe(message);
    }
    expect((await retry(o.orderId, 0)).statusCode).toBe(400);
    expect(refundCalls(o.paymentId)).toBe(calls);
    expect((await refundsOf(o.orderId)).map((r) => r.status)).toEqual(['failed', 'processed']);
    expect(await refundsOf(other.orderId)).toEqual([]);
  });

  it('asks again about a refund whose answer was lost, only after the pause, with its own key: Razorpay answers with the refund it made', async () => {
    const o = await paidOrder();
    rz.fake.loseRefundAnswers = 2; // the call and the adapter's one retry on a fresh connection
    expect((await call('POST', `/orders/${o.orderId}/refunds`, { idempotencyKey: randomUUID(), amountPaise: 20000 })).statusCode).toBe(502);
    const [lost] = await refundsOf(o.orderId);
    expect(lost).toMatchObject({ status: 'pending', providerRefundId: null });
    const calls = refundCalls(o.paymentId);

    const soon = await retry(o.orderId, lost!.id);
    expect(soon.json().message).toBe('Refund of ₹200.00 is pending at the payment provider');
    expect(refundCalls(o.paymentId)).toBe(calls); // the first attempt may still be running

    await rz.t.ctx.db
      .update(refunds)
      .set({ sentAt: sql`now() - interval '1 minute'` })
      .where(eq(refunds.id, lost!.id));
    const later = await retry(o.orderId, lost!.id);
    expect(later.json().message).toBe('Refund of ₹200.00 is done');
    expect(refundCalls(o.paymentId)).toBe(calls + 1);
    expect([...rz.fake.refunds.values()].filter((r) => r.payment_id === o.paymentId)).toHaveLength(1); // the same refund, not a second
    expect((await refundsOf(o.orderId)).map((r) => [r.status, r.retryOf])).toEqual([['processed', null]]);
    expect((await notesOf(o.orderId)).map((n) => n.totalPaise)).toEqual([20000]);
  });
});
