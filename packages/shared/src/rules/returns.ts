import { coveredGoods } from './coupon-scope.js';
import { IST_OFFSET_MS } from './shop-clock.js';

/**
 * Which of a delivered order's lines a shopper may still send back, and how many. The window is the
 * owner's "report a problem within N days of delivery" (0: on the day of delivery), counted in India's
 * calendar days, so the policy page's sentence and this rule say the same thing.
 */

const DAY_MS = 86_400_000;

/** The last moment a return may be asked for: the end of the India day `windowDays` after delivery. */
export function returnWindowEnds(deliveredAt: Date, windowDays: number): Date {
  const localDay = Math.floor((deliveredAt.getTime() + IST_OFFSET_MS) / DAY_MS);
  return new Date((localDay + windowDays + 1) * DAY_MS - IST_OFFSET_MS - 1);
}

export interface ReturnableLineInput {
  id: number;
  quantity: number;
  /** False when the owner marked the product non-returnable (or it was deleted since: nothing to check it against). */
  returnable: boolean;
}

export interface ReturnableOrder {
  status: string;
  /** When the order was marked delivered; null while it is not. */
  deliveredAt: Date | null;
  lines: readonly ReturnableLineInput[];
  /**
   * How many of each line are already spoken for: put back with a refund, or in a return that is open or
   * done (a declined one gives its quantity back).
   */
  taken: ReadonlyMap<number, number>;
}

export interface ReturnableLine {
  lineId: number;
  /** How many may still be asked for; 0 with a `refusal` saying why. */
  left: number;
  refusal: string | null;
}

export const NON_RETURNABLE_MESSAGE = 'This product cannot be returned once delivered';

/** Why no line of the order can be returned, or null while the order allows returns at `now`. */
export function orderReturnRefusal(order: Pick<ReturnableOrder, 'status' | 'deliveredAt'>, windowDays: number, now: Date): string | null {
  if (order.status !== 'delivered' || !order.deliveredAt) return 'Returns open once the order is delivered';
  if (now > returnWindowEnds(order.deliveredAt, windowDays)) {
    return `The return window closed ${windowDays === 0 ? 'at the end of the day of delivery' : `${windowDays} ${windowDays === 1 ? 'day' : 'days'} after delivery`}`;
  }
  return null;
}

/** Each line of the order with how many of it may still be returned at `now`, and why not when none. */
export function returnableLines(order: ReturnableOrder, windowDays: number, now: Date): ReturnableLine[] {
  const closed = orderReturnRefusal(order, windowDays, now);
  return order.lines.map((line) => {
    if (closed) return { lineId: line.id, left: 0, refusal: closed };
    if (!line.returnable) return { lineId: line.id, left: 0, refusal: NON_RETURNABLE_MESSAGE };
    const left = Math.max(0, line.quantity - (order.taken.get(line.id) ?? 0));
    return { lineId: line.id, left, refusal: left === 0 ? 'This item has already been returned or refunded' : null };
  });
}

/**
 * What returning `quantity` of a line gives back: its share of what was paid for the goods, so an order's
 * coupon discount is taken off in the same proportion (rounded down, never more than was paid). A coupon
 * that covered only some lines took its discount from those, so only they give it back; a line it did not
 * cover returns its full price. Shipping and the cash-on-delivery fee are not part of a line and are not
 * refunded with it.
 */
export function returnRefundPaise(
  order: { discountPaise: number },
  lines: readonly { unitPricePaise: number; quantity: number; couponApplies: boolean }[],
  line: { unitPricePaise: number; couponApplies: boolean },
  quantity: number,
): number {
  const goods = line.unitPricePaise * quantity;
  if (!line.couponApplies || order.discountPaise === 0) return goods;
  const covered = coveredGoods(lines).subtotalPaise;
  if (covered <= 0) return 0;
  return Math.floor((goods * (covered - order.discountPaise)) / covered);
}
