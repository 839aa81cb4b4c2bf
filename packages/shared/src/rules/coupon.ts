import { coversWholeOrder, type CouponScope } from './coupon-scope.js';
import { formatINR } from './money.js';

/**
 * What a coupon takes off: a percentage of the goods (optionally capped at `capPaise`), a flat amount
 * of the goods (`flatPaise`, never more than the goods), or the delivery fee. `percent` is 0 for the
 * kinds that are not a percentage.
 */
export const COUPON_KINDS = ['percent', 'flat', 'free_delivery'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

export interface CouponOffer {
  kind: CouponKind;
  percent: number;
  /** Only with a percentage: the most it takes off, in paise; null for no cap. */
  capPaise: number | null;
  /** Only with the flat kind: paise off the goods. */
  flatPaise: number | null;
}

/** A coupon's terms; its scope says which goods it covers, and a scoped coupon's minimums count only those. */
export interface CouponTerms extends CouponOffer, CouponScope {
  active: boolean;
  validFrom: Date | null;
  validTo: Date | null;
  usageLimit: number | null;
  usedCount: number;
  minOrderPaise: number;
  /** Only for a customer with no order placed yet. */
  firstOrderOnly: boolean;
  /** How many of a customer's orders may carry it; null for no limit. */
  perCustomerLimit: number | null;
  /** "Buy N or more": the fewest items the order must hold; null for any number. */
  minQuantity: number | null;
}

/**
 * What the shop knows of the customer at checkout, counted over the orders that share their account,
 * email or phone (so logging out is no way round a limit). An order counts while it is placed or
 * holds its stock for a payment; a cancelled order, an expired one, or an unpaid one whose hold ended
 * gives its use back.
 */
export interface CustomerCouponHistory {
  /** Orders the customer has placed, with or without this coupon. */
  placedOrders: number;
  /** Of those, the ones that carry this coupon. */
  couponUses: number;
}

export const FIRST_ORDER_ONLY_MESSAGE = 'This coupon is for your first order only';
export const PER_CUSTOMER_LIMIT_MESSAGE = 'You have already used this coupon as many times as it allows';
export const NOTHING_COVERED_MESSAGE = 'This coupon is not for anything in your cart';

export type CouponCheck = { ok: true; percent: number; offer: CouponOffer } | { ok: false; message: string };

/** The part of a coupon that prices an order, without its conditions. */
export const couponOffer = (c: CouponOffer): CouponOffer => ({ kind: c.kind, percent: c.percent, capPaise: c.capPaise, flatPaise: c.flatPaise });

/**
 * Whether a coupon may be applied to an order of `subtotalPaise` at `now`; the message is for the
 * customer. `customer` is null when nobody is known yet (the cart's bare lookup): the per-customer
 * terms are judged at checkout, when the email and phone are. `itemCount` (the number of items, a line of
 * 3 counting 3) is null when it is not known yet; the minimum quantity is then judged later. For a coupon
 * that covers only some goods, both counts are of the goods it covers (`coveredGoods`).
 */
export function checkCoupon(
  c: CouponTerms | null,
  subtotalPaise: number | null,
  now: Date,
  customer: CustomerCouponHistory | null = null,
  itemCount: number | null = null,
): CouponCheck {
  if (!c || !c.active) return { ok: false, message: 'This coupon code is not valid' };
  if (c.validFrom && now < c.validFrom) return { ok: false, message: 'This coupon is not active yet' };
  if (c.validTo && now > c.validTo) return { ok: false, message: 'This coupon has expired' };
  if (c.usageLimit !== null && c.usedCount >= c.usageLimit) {
    return { ok: false, message: 'This coupon has reached its usage limit' };
  }
  if (customer && c.firstOrderOnly && customer.placedOrders > 0) return { ok: false, message: FIRST_ORDER_ONLY_MESSAGE };
  if (customer && c.perCustomerLimit !== null && customer.couponUses >= c.perCustomerLimit) {
    return { ok: false, message: PER_CUSTOMER_LIMIT_MESSAGE };
  }
  const problem = contentsProblem(c, subtotalPaise, itemCount);
  return problem ? { ok: false, message: problem } : { ok: true, percent: c.percent, offer: couponOffer(c) };
}

/**
 * Whether what the order holds meets the coupon's minimums: the part of `checkCoupon` the browser's cart
 * can judge itself once it knows the terms, so the cart and checkout refuse with the same words. Counts
 * are of the covered goods; null where not known yet.
 */
export function contentsProblem(c: CouponScope & Pick<CouponTerms, 'minOrderPaise' | 'minQuantity'>, subtotalPaise: number | null, itemCount: number | null): string | null {
  const whole = coversWholeOrder(c);
  if (!whole && (itemCount === 0 || subtotalPaise === 0)) return NOTHING_COVERED_MESSAGE;
  if (subtotalPaise !== null && subtotalPaise < c.minOrderPaise) {
    return whole ? `This coupon needs an order of at least ${formatINR(c.minOrderPaise)}` : `This coupon needs at least ${formatINR(c.minOrderPaise)} of the items it covers`;
  }
  if (itemCount !== null && c.minQuantity !== null && itemCount < c.minQuantity) {
    return whole ? `This coupon needs at least ${c.minQuantity} items in the order` : `This coupon needs at least ${c.minQuantity} of the items it covers`;
  }
  return null;
}

export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * Order statuses that never use a coupon: the order was cancelled or ran out of time unpaid. Orders
 * still awaiting payment count only while they hold their stock (decision 009); every other status is
 * a placed order.
 */
export const COUPON_GIVEN_BACK_STATUSES = ['cancelled', 'expired'] as const;

/**
 * The coupon in plain words, as the shop shows it everywhere: "10% off", "10% off up to ₹200",
 * "₹100 off", "Free delivery", with its conditions: "on orders over ₹999", "when you buy 3 or more".
 * `covers` names what a scoped coupon is for (`scopeWords`): "10% off on Joint Care products when you
 * spend ₹999 or more on them".
 */
export function describeCoupon(c: CouponOffer & Pick<CouponTerms, 'minOrderPaise' | 'minQuantity'>, covers: string | null = null): string {
  const what =
    c.kind === 'flat'
      ? `${formatINR(c.flatPaise ?? 0)} off`
      : c.kind === 'free_delivery'
        ? 'Free delivery'
        : `${c.percent}% off${c.capPaise === null ? '' : ` up to ${formatINR(c.capPaise)}`}`;
  const them = covers ? ' of them' : '';
  const conditions = [
    covers ? `on ${covers}` : '',
    c.minOrderPaise > 0 ? (covers ? `when you spend ${formatINR(c.minOrderPaise)} or more on them` : `on orders of ${formatINR(c.minOrderPaise)} or more`) : '',
    c.minQuantity !== null && c.minQuantity > 1 ? `when you buy ${c.minQuantity} or more${them}` : '',
  ].filter(Boolean);
  return [what, ...conditions].join(' ');
}
