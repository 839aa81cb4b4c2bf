import { AWAITING_PAYMENT_STATUSES } from '@canino/shared';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { AppError, conflict, notFound } from '../../errors';
import { readPricingFacts, type CouponCustomer, type PricingFacts } from '../../repositories/orders-inventory';
import { lockOrder, recordOrderChange, setOrderHold, type OrderLineRow, type OrderRow } from '../../repositories/orders';
import { findPaymentAndOrder } from '../../repositories/payments';
import { lockSellableStock } from '../stock/stock-history';
import { assertAvailable, couponCustomer, priceWithFacts, pricingQuestion, type RequestedLine } from './price-order';

/** What an order takes from stock: its lines of one size added up, and the first line whose size (or product) was deleted. */
export function stockNeeds(lines: readonly OrderLineRow[]) {
  const variants = new Map<number, { productId: number; variantId: number; quantity: number; name: string }>();
  for (const l of lines) {
    if (l.productId === null || l.variantId === null) continue;
    const seen = variants.get(l.variantId);
    if (seen) seen.quantity += l.quantity;
    else variants.set(l.variantId, { productId: l.productId, variantId: l.variantId, quantity: l.quantity, name: l.productName });
  }
  return { variants: [...variants.values()], deleted: lines.find((l) => l.productId === null || l.variantId === null) };
}

/**
 * Inside a transaction, before a hold is written: locks the sizes (variants, by id) and the coupon, then reads
 * them afresh, leaving `exceptOrderId`'s own hold out, and throws the customer's message ("Only 2 of …
 * left", "… is sold out", the coupon's) when others hold or bought what this order needs. Under the
 * locks nobody can take it between this check and the hold: the coupon's lock also makes a customer's
 * two checkouts with one coupon take turns, so its per-customer terms see the other's order. Answers
 * the fresh facts.
 */
export async function checkHoldable(
  tx: Db,
  now: Date,
  ask: {
    lines: readonly RequestedLine[];
    couponCode: string | null;
    customer: CouponCustomer;
    idempotencyKey?: string;
    exceptOrderId?: number;
    /** MIN_SHELF_LIFE_DAYS: batches closer to their best-before come off sale first (decision 062). */
    minShelfLifeDays: number;
  },
): Promise<PricingFacts> {
  const question = pricingQuestion(ask.lines, ask.couponCode ?? undefined, ask.customer);
  const { read: facts } = await lockSellableStock(tx, question, { now, minShelfLifeDays: ask.minShelfLifeDays }, () =>
    readPricingFacts(tx, { ...question, idempotencyKey: ask.idempotencyKey, exceptOrderId: ask.exceptOrderId }),
  );
  // A double click that lost the race answers with the winner's order, which holds the stock already.
  if (!facts.existingOrder) assertAvailable(priceWithFacts(facts, now, ask.lines, ask.couponCode ?? undefined, { strictCoupon: true }));
  return facts;
}

/**
 * A new hold for an order that awaits its payment (POST /orders/:id/pay, "Try again", a repeated
 * checkout), refused with the reason before any money moves when the stock or the coupon is gone.
 */
export async function renewHold(ctx: Pick<AppContext, 'db' | 'now' | 'config'>, orderId: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, orderId);
    if (!locked) throw notFound('This order was not found');
    const { order, lines } = locked;
    if (!AWAITING_PAYMENT_STATUSES.includes(order.status)) return;
    const needs = stockNeeds(lines);
    if (needs.deleted) throw cannotPay(order, `${needs.deleted.productName} is no longer sold`);
    try {
      await checkHoldable(tx, ctx.now(), {
        lines: needs.variants,
        couponCode: order.couponCode,
        customer: couponCustomer(order.customerId, order),
        exceptOrderId: order.id,
        minShelfLifeDays: ctx.config.minShelfLifeDays,
      });
    } catch (err) {
      if (err instanceof AppError && (err.code === 'CONFLICT' || err.code === 'UNPROCESSABLE')) throw cannotPay(order, err.message);
      throw err;
    }
    await setOrderHold(tx, order.id, ctx.config.stockHoldMinutes);
  });
}

const cannotPay = (order: OrderRow, reason: string) => conflict(`Order #${order.id} cannot be paid now: ${reason.replace(/\.$/, '')}. Please place a new order.`);

/**
 * The customer closed the payment window without paying (`modal.ondismiss`): the order's quantities
 * and coupon use go back on sale at once instead of when the hold runs out. The order stays payable;
 * paying it later takes a new hold. Knowing the provider's order id is what entitles the caller.
 */
export async function releaseDismissedHold(ctx: Pick<AppContext, 'db'>, providerOrderId: string): Promise<string> {
  const found = await findPaymentAndOrder(ctx.db, { providerOrderId });
  if (!found) throw notFound('This order was not found');
  const { order } = found;
  if (!order.holdExpiresAt || !AWAITING_PAYMENT_STATUSES.includes(order.status)) return `Order #${order.id} holds nothing.`;
  await ctx.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.id);
    if (!locked?.order.holdExpiresAt || !AWAITING_PAYMENT_STATUSES.includes(locked.order.status)) return;
    await recordOrderChange(tx, {
      orderId: order.id,
      patch: { holdExpiresAt: null },
      event: { fromStatus: locked.order.status, toStatus: locked.order.status, actor: 'customer', note: 'Payment window closed: held stock released' },
    });
  });
  return `Order #${order.id} no longer holds stock.`;
}
