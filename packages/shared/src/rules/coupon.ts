import { formatINR } from './money.js';

export interface CouponTerms {
  percent: number;
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

export type CouponCheck = { ok: true; percent: number } | { ok: false; message: string };

/**
 * Whether a coupon may be applied to an order of `subtotalPaise` at `now`; the message is for the
 * customer. `customer` is null when nobody is known yet (the cart's bare lookup): the per-customer
 * terms are judged at checkout, when the email and phone are.
 */
export function checkCoupon(c: CouponTerms | null, subtotalPaise: number | null, now: Date, customer: CustomerCouponHistory | null = null): CouponCheck {
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
  if (subtotalPaise !== null && subtotalPaise < c.minOrderPaise) {
    return { ok: false, message: `This coupon needs an order of at least ${formatINR(c.minOrderPaise)}` };
  }
  return { ok: true, percent: c.percent };
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
