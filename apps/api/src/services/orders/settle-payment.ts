import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import { countCouponUse, lockStock, takeStock } from '../../repositories/orders-inventory';
import { insertOrderEvent, lockOrder, updateOrder, type OrderLineRow, type OrderRow } from '../../repositories/orders';
import { updatePayment } from '../../repositories/payments';
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
  await updatePayment(tx, paid.paymentRowId, { status: 'paid', providerPaymentId: paid.providerPaymentId, failureReason: null });
  const event = { orderId: order.id, fromStatus: order.status, actor };

  if (order.status === 'cancelled') {
    const updated = await updateOrder(tx, order.id, { paidAt: now });
    await insertOrderEvent(tx, { ...event, toStatus: 'cancelled', note: `Payment ${paid.providerPaymentId} arrived after the order was cancelled: refund due` });
    return { order: updated, changed: true };
  }

  const soldOut = await takeStockFor(tx, lines);
  if (soldOut) {
    const updated = await updateOrder(tx, order.id, { status: 'cancelled', paidAt: now });
    await insertOrderEvent(tx, { ...event, toStatus: 'cancelled', note: soldOutNote(paid.providerPaymentId, soldOut) });
    return { order: updated, lines, changed: true, soldOut };
  }

  let note = `Payment ${paid.providerPaymentId} verified`;
  // The customer was shown a valid coupon and paid the discounted price: honour it, but never count
  // past the coupon's limit.
  if (order.couponCode && !(await countCouponUse(tx, order.couponCode))) {
    note += `; coupon ${order.couponCode} could not be counted (limit reached or removed), discount honoured`;
  }
  const updated = await updateOrder(tx, order.id, { status: 'paid', paidAt: now });
  await insertOrderEvent(tx, { ...event, toStatus: 'paid', note });
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

/** The name of the first product there is not enough of, or null after taking every line's quantity. */
async function takeStockFor(tx: Db, lines: OrderLineRow[]): Promise<string | null> {
  const deleted = lines.find((l) => l.productId === null);
  if (deleted) return deleted.productName;
  const needed = new Map<number, { productId: number; quantity: number; name: string }>();
  for (const l of lines) {
    const seen = needed.get(l.productId!);
    if (seen) seen.quantity += l.quantity;
    else needed.set(l.productId!, { productId: l.productId!, quantity: l.quantity, name: l.productName });
  }
  const stock = new Map((await lockStock(tx, [...needed.keys()])).map((p) => [p.id, p.stock]));
  for (const n of needed.values()) if ((stock.get(n.productId) ?? 0) < n.quantity) return n.name;
  const taken = await takeStock(tx, [...needed.values()]);
  if (taken !== needed.size) throw new Error(`stock changed under lock: took ${taken} of ${needed.size} lines`);
  return null;
}

/** Records a failed attempt. A paid order stays paid: a late or forged failure report changes nothing. */
export async function applyFailureInTx(
  tx: Db,
  order: OrderRow,
  failure: { paymentRowId: number | null; reason: string },
  actor: string,
): Promise<Settlement> {
  if (order.status !== 'pending_payment' && order.status !== 'payment_failed') return { order, changed: false };
  if (failure.paymentRowId !== null) await updatePayment(tx, failure.paymentRowId, { status: 'failed', failureReason: failure.reason });
  if (order.status === 'payment_failed') return { order, changed: false };
  const updated = await updateOrder(tx, order.id, { status: 'payment_failed' });
  await insertOrderEvent(tx, { orderId: order.id, fromStatus: order.status, toStatus: 'payment_failed', actor, note: failure.reason });
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
