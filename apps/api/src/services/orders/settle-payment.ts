import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import { reserveForOrder, type Reservation } from '../../repositories/orders-inventory';
import { lockOrder, recordOrderChange, type OrderLineRow, type OrderRow } from '../../repositories/orders';
import { updatePaymentAttempt } from '../../repositories/payments';
import { notifyOrderSettled } from './notify-order';
import { paymentStanding } from './order-outcome';

export interface Settlement {
  order: OrderRow;
  /** The order's lines when the settlement read them (saves the emails a query). */
  lines?: OrderLineRow[];
  /** True when this call changed the order (so its emails go out once, from whoever changed it). */
  changed: boolean;
  /** The product that sold out while the customer was paying, when that is why a refund is due. */
  soldOut?: string;
}

export interface VerifiedPayment {
  paymentRowId: number;
  providerPaymentId: string;
}

/**
 * Applies a verified payment inside a transaction that holds the order's lock: takes the stock, counts
 * the coupon, marks the order paid and records who did it. Stock is checked under the products' locks;
 * when a product ran out while the customer was paying, nothing is taken and the order is cancelled
 * with a refund due. Repeats (the browser and two webhooks for one payment) change nothing.
 */
export async function applyPaymentInTx(
  tx: Db,
  order: OrderRow,
  paid: VerifiedPayment,
  actor: string,
  now: Date,
  lines: OrderLineRow[],
): Promise<Settlement> {
  const standing = paymentStanding(order);
  if (standing === 'paid' || standing === 'refund_due' || order.status === 'refunded') return { order, changed: false };
  const payment = { id: paid.paymentRowId, status: 'paid' as const, providerPaymentId: paid.providerPaymentId, failureReason: null };
  const event = { fromStatus: order.status, actor };

  if (order.status === 'cancelled') {
    const note = `Payment ${paid.providerPaymentId} arrived after the order was cancelled: refund due`;
    const updated = await recordOrderChange(tx, { orderId: order.id, patch: { paidAt: now }, payment, event: { ...event, toStatus: 'cancelled', note } });
    return { order: updated, changed: true };
  }

  // The customer was shown a valid coupon and paid the discounted price: it is honoured either way,
  // but never counted past the coupon's limit.
  const reserved = await reserveStockFor(tx, lines, order.couponCode);
  if (reserved.short) {
    const note = soldOutNote(paid.providerPaymentId, reserved.short);
    const updated = await recordOrderChange(tx, { orderId: order.id, patch: { status: 'cancelled', paidAt: now }, payment, event: { ...event, toStatus: 'cancelled', note } });
    return { order: updated, lines, changed: true, soldOut: reserved.short };
  }
  let note = `Payment ${paid.providerPaymentId} verified`;
  if (order.couponCode && !reserved.couponCounted) {
    note += `; coupon ${order.couponCode} could not be counted (limit reached or removed), discount honoured`;
  }
  const updated = await recordOrderChange(tx, { orderId: order.id, patch: { status: 'paid', paidAt: now }, payment, event: { ...event, toStatus: 'paid', note } });
  return { order: updated, lines, changed: true };
}

const SOLD_OUT = /verified, but (.+) sold out before it was confirmed: refund due$/;
const soldOutNote = (paymentId: string, product: string) => `Payment ${paymentId} verified, but ${product} sold out before it was confirmed: refund due`;

/** The product that sold out under a refund-due order, read back from the event that recorded it. */
export function soldOutProduct(events: readonly { note: string }[]): string | undefined {
  for (let i = events.length - 1; i >= 0; i--) {
    const match = SOLD_OUT.exec(events[i]!.note);
    if (match) return match[1];
  }
  return undefined;
}

/** Takes the order's quantities (lines of one product added up) and its coupon use, or nothing. */
async function reserveStockFor(tx: Db, lines: OrderLineRow[], couponCode: string | null): Promise<Reservation> {
  // A product deleted since the order was placed cannot be sent.
  const deleted = lines.find((l) => l.productId === null);
  if (deleted) return { short: deleted.productName, couponCounted: false };
  const needed = new Map<number, { productId: number; quantity: number; name: string }>();
  for (const l of lines) {
    const seen = needed.get(l.productId!);
    if (seen) seen.quantity += l.quantity;
    else needed.set(l.productId!, { productId: l.productId!, quantity: l.quantity, name: l.productName });
  }
  return reserveForOrder(tx, [...needed.values()], couponCode);
}

/** Records a failed attempt. A paid order stays paid: a late or forged failure report changes nothing. */
export async function applyFailureInTx(
  tx: Db,
  order: OrderRow,
  failure: { paymentRowId: number | null; reason: string },
  actor: string,
): Promise<Settlement> {
  if (order.status !== 'pending_payment' && order.status !== 'payment_failed') return { order, changed: false };
  const payment = failure.paymentRowId === null ? undefined : { id: failure.paymentRowId, status: 'failed' as const, failureReason: failure.reason };
  if (order.status === 'payment_failed') {
    // Another failed attempt at an order that already failed: the attempt is recorded, the order unchanged.
    if (payment) await updatePaymentAttempt(tx, payment);
    return { order, changed: false };
  }
  const updated = await recordOrderChange(tx, {
    orderId: order.id,
    patch: { status: 'payment_failed' },
    payment,
    event: { fromStatus: order.status, toStatus: 'payment_failed', actor, note: failure.reason },
  });
  return { order: updated, changed: true };
}

/** Locks the order, applies `change`, commits, then sends what the change calls for (emails, cache). */
export async function settle(
  ctx: AppContext,
  orderId: number,
  change: (tx: Db, order: OrderRow, lines: OrderLineRow[]) => Promise<Settlement>,
): Promise<Settlement> {
  const settlement = await ctx.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, orderId);
    if (!locked) throw notFound('This order was not found');
    return change(tx, locked.order, locked.lines);
  });
  await notifyOrderSettled(ctx, settlement);
  return settlement;
}

export const settlePaid = (ctx: AppContext, orderId: number, paid: VerifiedPayment, actor: string) =>
  settle(ctx, orderId, (tx, order, lines) => applyPaymentInTx(tx, order, paid, actor, ctx.now(), lines));

export const settleFailed = (ctx: AppContext, orderId: number, failure: { paymentRowId: number | null; reason: string }, actor: string) =>
  settle(ctx, orderId, (tx, order) => applyFailureInTx(tx, order, failure, actor));
