import { formatINR } from './money.js';

export interface CouponTerms {
  percent: number;
  active: boolean;
  validFrom: Date | null;
  validTo: Date | null;
  usageLimit: number | null;
  usedCount: number;
  minOrderPaise: number;
}

export type CouponCheck = { ok: true; percent: number } | { ok: false; message: string };

/** Whether a coupon may be applied to an order of `subtotalPaise` at `now`; the message is for the customer. */
export function checkCoupon(c: CouponTerms | null, subtotalPaise: number | null, now: Date): CouponCheck {
  if (!c || !c.active) return { ok: false, message: 'This coupon code is not valid' };
  if (c.validFrom && now < c.validFrom) return { ok: false, message: 'This coupon is not active yet' };
  if (c.validTo && now > c.validTo) return { ok: false, message: 'This coupon has expired' };
  if (c.usageLimit !== null && c.usedCount >= c.usageLimit) {
    return { ok: false, message: 'This coupon has reached its usage limit' };
  }
  if (subtotalPaise !== null && subtotalPaise < c.minOrderPaise) {
    return { ok: false, message: `This coupon needs an order of at least ${formatINR(c.minOrderPaise)}` };
  }
  return { ok: true, percent: c.percent };
}

export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}
