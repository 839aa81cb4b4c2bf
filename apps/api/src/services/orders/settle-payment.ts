import { AWAITING_PAYMENT_STATUSES, checkCoupon, formatINR, payNowOffer } from '@canino/shared';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { transactionEndingWith } from '../../db/transaction-ending-with';
import { notFound } from '../../errors';
import { readPricingFacts } from '../../repositories/orders-inventory';
import { lockOrder, recordOrderChange, recordSale, setOrderHold, type OrderLineRow, type OrderRow } from '../../repositories/orders';
import { updatePaymentAttempt, type PaymentRow } from '../../repositories/payments';
import { readSaleFacts } from '../../repositories/sale-facts';
import { draftInvoice, invoicedProducts, numberInvoice, prepareInvoice } from '../invoices/issue-invoice';
import { refreshAfterSettlement, settlementEmails } from './notify-order';
import { emailJobs } from '../mail/enqueue-email';
import { enqueueOrderConfirmedUpdate } from '../whatsapp/order-updates';
import { enqueueJobs, jobRows } from '../jobs/enqueue';
import { enqueueAutoshipStart } from '../autoship/start-from-order';
import { paymentStanding } from './order-outcome';
import { allocateBatchTakes } from '../stock/batches';
import { applyLowStockRule, lockSellableStock } from '../stock/stock-history';
import { couponCustomer } from './price-order';
import { shopProfile, type ShopProfile } from './shop-profile';
import type { Settlement } from './settlement';
import { assertTransition } from './order-transition';
import { stockNeeds } from './stock-hold';

export interface VerifiedPayment {
  paymentRowId: number;
  providerPaymentId: string;
}

/**
 * Applies a verified payment inside a transaction that holds the order's lock. While the order's hold
 * lasts, the held quantities and coupon use become the sale. After it ran out (or was released), the
 * payment re-takes them only if they are free now — stock others do not hold, a coupon still valid and
 * under its limit — and otherwise the order is cancelled with a refund due, the sold-out product kept
 * in its own columns; a stale discount is never honoured. Stock never goes below zero. Repeats (the
 * browser and two webhooks for one payment) change nothing.
 */
export async function applyPaymentInTx(
  tx: Db,
  order: OrderRow,
  paid: VerifiedPayment,
  actor: string,
  now: Date,
  lines: OrderLineRow[],
  minShelfLifeDays: number,
): Promise<Settlement> {
  const standing = paymentStanding(order);
  if (standing === 'paid' || standing === 'refund_due' || order.status === 'refunded') return { order, changed: false };
  const payment = { id: paid.paymentRowId, status: 'paid' as const, providerPaymentId: paid.providerPaymentId, failureReason: null };
  const event = { fromStatus: order.status, actor };
  const refundDue = async (reason: string, soldOut?: { id: number | null; name: string }) => {
    assertTransition('pay too late', order.status, 'cancelled', order);
    const note = `Payment ${paid.providerPaymentId} verified, but ${reason}: refund due`;
    const patch = { status: 'cancelled' as const, paidAt: now, holdExpiresAt: null, soldOutProductId: soldOut?.id ?? null, soldOutProductName: soldOut?.name ?? null };
    const updated = await recordOrderChange(tx, { orderId: order.id, patch, payment, event: { ...event, toStatus: 'cancelled', note } });
    return { order: updated, lines, changed: true, refundReason: reason };
  };

  if (order.status === 'cancelled') return refundDue('it arrived after the order was cancelled');

  const needs = stockNeeds(lines);
  // A product deleted since the order was placed cannot be sent.
  if (needs.deleted) return refundDue(`${needs.deleted.productName} sold out before it was confirmed`, { id: null, name: needs.deleted.productName });
  const variantIds = needs.variants.map((v) => v.variantId);
  // A batch that came inside the minimum shelf life since the hold was taken is not sold. The sale's
  // batches and invoice facts are read behind the locks, in their round trip.
  const { locked, read: facts } = await lockSellableStock(tx, { variantIds, couponCode: order.couponCode }, { now, minShelfLifeDays }, () =>
    readSaleFacts(tx, variantIds, invoicedProducts(lines)),
  );
  const holding = AWAITING_PAYMENT_STATUSES.includes(order.status) && order.holdExpiresAt !== null && order.holdExpiresAt > locked.now;
  const free = holding
    ? undefined
    : await readPricingFacts(tx, {
        variantIds,
        defaultOf: [],
        couponCode: order.couponCode,
        customer: couponCustomer(order.customerId, order),
        exceptOrderId: order.id,
      });
  const available = (variantId: number) => {
    const stock = locked.stock.get(variantId) ?? 0;
    // Under its own hold the order may have all the stock there is; without one, only what others do not hold.
    return free ? stock - (free.variants.find((v) => v.id === variantId)?.held ?? stock) : stock;
  };
  const short = needs.variants.find((v) => available(v.variantId) < v.quantity);
  if (short) return refundDue(`${short.name} sold out before it was confirmed`, { id: short.productId, name: short.name });
  if (free && order.couponCode) {
    const c = free.coupon;
    const check = checkCoupon(c ? { ...c, usedCount: c.usedCount + free.couponHeld } : null, null, locked.now, free.customerHistory);
    if (!check.ok) return refundDue(`coupon ${order.couponCode} could no longer be used (${check.message.toLowerCase()})`);
  }

  assertTransition('pay', order.status, 'paid');
  const sold = needs.variants.map((v) => ({ variantId: v.variantId, change: -v.quantity }));
  const { order: updated, moved } = await recordSale(
    tx,
    {
      orderId: order.id,
      patch: { status: 'paid', paidAt: now, holdExpiresAt: null },
      payment,
      event: { ...event, toStatus: 'paid', note: `Payment ${paid.providerPaymentId} verified${holding ? '' : ' after its hold had ended'}` },
    },
    {
      couponCode: order.couponCode,
      stock: { changes: sold, cause: { reason: 'sale', actor, orderId: order.id } },
      batches: allocateBatchTakes(facts.batches, needs.variants, lines),
    },
  );
  await applyLowStockRule(tx, moved);
  return { order: updated, lines, changed: true, invoice: draftInvoice(facts.invoice, updated, lines, now) };
}

/**
 * A verified online payment of a cash-on-delivery order (its confirmation page's "Pay now instead"),
 * under the order's lock. Not yet packed: the order becomes paid online, its COD fee dropped from the
 * total, and its tax invoice is issued now rather than when the courier's cash would have come in. Its
 * stock and coupon use were taken when it was placed. Cancelled meanwhile (the shopper's Cancel, the
 * unanswered sweep): the payment is kept with a refund due, as any late payment. Packed or further, the
 * parcel is on its way as cash on delivery: the payment is recorded on its attempt and in the order's
 * history for the owner to refund. A repeat (the browser and the webhook) changes nothing.
 */
async function applyPayInsteadInTx(tx: Db, order: OrderRow, paid: VerifiedPayment, actor: string, now: Date, lines: OrderLineRow[]): Promise<Settlement> {
  if (order.paymentMethod !== 'cod' || order.paidAt) return { order, changed: false };
  const payment = { id: paid.paymentRowId, status: 'paid' as const, providerPaymentId: paid.providerPaymentId, failureReason: null };
  const patch = { paymentMethod: 'online' as const, codFeePaise: 0, totalPaise: order.totalPaise - order.codFeePaise, paidAt: now };
  const event = { fromStatus: order.status, actor };
  const offer = payNowOffer(order);
  if (offer) {
    assertTransition('pay instead of cash', order.status, 'paid', order);
    const note = `Paid online instead of cash on delivery: payment ${paid.providerPaymentId} verified${offer.savePaise ? `, the ${formatINR(offer.savePaise)} COD fee dropped` : ''}`;
    const updated = await recordOrderChange(tx, { orderId: order.id, patch: { ...patch, status: 'paid' }, payment, event: { ...event, toStatus: 'paid', note } });
    return { order: updated, lines, changed: true, invoice: await prepareInvoice(tx, updated, lines, now) };
  }
  if (order.status === 'cancelled') {
    assertTransition('pay instead of cash', order.status, 'cancelled', order);
    const reason = 'it arrived after the order was cancelled';
    const note = `Payment ${paid.providerPaymentId} verified, but ${reason}: refund due`;
    const updated = await recordOrderChange(tx, { orderId: order.id, patch, payment, event: { ...event, toStatus: 'cancelled', note } });
    return { order: updated, lines, changed: true, refundReason: reason };
  }
  const note = `Payment ${paid.providerPaymentId} verified after the order was ${order.status.replaceAll('_', ' ')} for cash on delivery: refund it, or tell the courier to collect nothing`;
  await recordOrderChange(tx, { orderId: order.id, patch: {}, payment, event: { ...event, toStatus: order.status, note } });
  return { order, changed: false };
}

/** Records a failed attempt. A paid order stays paid: a late or forged failure report changes nothing. */
export async function applyFailureInTx(tx: Db, order: OrderRow, failure: { paymentRowId: number | null; reason: string }, actor: string): Promise<Settlement> {
  if (order.status !== 'pending_payment' && order.status !== 'payment_failed') return { order, changed: false };
  const payment = failure.paymentRowId === null ? undefined : { id: failure.paymentRowId, status: 'failed' as const, failureReason: failure.reason };
  if (order.status === 'payment_failed') {
    // Another failed attempt at an order that already failed: the attempt is recorded, its hold ends.
    if (payment) await updatePaymentAttempt(tx, payment);
    if (order.holdExpiresAt) await setOrderHold(tx, order.id, null);
    return { order, changed: false };
  }
  // The failed attempt's hold ends: its stock goes back on sale, and a new attempt takes a new hold.
  assertTransition('fail payment', order.status, 'payment_failed');
  const updated = await recordOrderChange(tx, {
    orderId: order.id,
    patch: { status: 'payment_failed', holdExpiresAt: null },
    payment,
    event: { fromStatus: order.status, toStatus: 'payment_failed', actor, note: failure.reason },
  });
  return { order: updated, changed: true };
}

/**
 * A step that runs in the settlement's transaction, under the order's lock, before the change; false
 * leaves the order as it is. A webhook claims its event id here, so the claim commits with the work or not at all.
 */
export type SettlementGuard = (tx: Db) => Promise<boolean>;

/**
 * The last steps of a settlement's transaction: its emails, then its invoice's number. The number comes
 * last because the year's series row stays locked from then until the commit, and every other paying
 * transaction waits on it (decision 026); the confirmation email links the invoice without its number.
 * With an invoice, the emails are written by the numbering's statement (they take no lock), one round
 * trip fewer (decision 031). Answers that last statement sent and not waited for, for the commit to go
 * out behind it (`transactionEndingWith`).
 */
export async function finishSettlementInTx(tx: Db, ctx: AppContext, s: Settlement, shop: ShopProfile): Promise<{ last: Promise<unknown> }> {
  const emails = emailJobs(ctx.config.publicUrl, await settlementEmails(tx, ctx, s, shop));
  if (s.changed && paymentStanding(s.order) === 'paid') {
    await enqueueOrderConfirmedUpdate(tx, s.order);
    await enqueueAutoshipStart(tx, s.order, s.lines ?? []);
  }
  return { last: s.invoice ? numberInvoice(tx, s.invoice, jobRows(emails)) : enqueueJobs(tx, emails) };
}

/** Locks the order, applies `change`, queues the emails it calls for and numbers its invoice in one transaction, then refreshes the catalog. */
async function settle(
  ctx: AppContext,
  orderId: number,
  change: (tx: Db, order: OrderRow, lines: OrderLineRow[]) => Promise<Settlement>,
  guard?: SettlementGuard,
): Promise<Settlement> {
  const shop = await shopProfile(ctx);
  const settlement = await transactionEndingWith<Settlement>(ctx.db, async (tx) => {
    const locked = await lockOrder(tx, orderId);
    if (!locked) throw notFound('This order was not found');
    if (guard && !(await guard(tx))) return { last: { order: locked.order, changed: false } };
    const s = await change(tx, locked.order, locked.lines);
    const { last } = await finishSettlementInTx(tx, ctx, s, shop);
    return { last: last.then(() => s) };
  });
  refreshAfterSettlement(ctx, settlement);
  return settlement;
}

const settlePaid = (ctx: AppContext, orderId: number, paid: VerifiedPayment, actor: string, guard?: SettlementGuard) =>
  settle(ctx, orderId, (tx, order, lines) => applyPaymentInTx(tx, order, paid, actor, ctx.now(), lines, ctx.config.minShelfLifeDays), guard);

/** settlePaid for a cash-on-delivery order paid online instead (applyPayInsteadInTx). */
const settlePaidInsteadOfCash = (ctx: AppContext, orderId: number, paid: VerifiedPayment, actor: string, guard?: SettlementGuard) =>
  settle(ctx, orderId, (tx, order, lines) => applyPayInsteadInTx(tx, order, paid, actor, ctx.now(), lines), guard);

/**
 * The settlement a verified payment of this order takes, and the amount it must be: an order placed for
 * cash on delivery is paid online only through "Pay now instead", for the amount its attempt was opened
 * with (the total less the COD fee); any other order for its total.
 */
export function paymentRoute(order: OrderRow, attempt: Pick<PaymentRow, 'amountPaise'>) {
  return order.paymentMethod === 'cod' ? { amountPaise: attempt.amountPaise, settle: settlePaidInsteadOfCash } : { amountPaise: order.totalPaise, settle: settlePaid };
}

export const settleFailed = (ctx: AppContext, orderId: number, failure: { paymentRowId: number | null; reason: string }, actor: string, guard?: SettlementGuard) =>
  settle(ctx, orderId, (tx, order) => applyFailureInTx(tx, order, failure, actor), guard);
