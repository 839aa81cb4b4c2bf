import type { CouponOffer } from './coupon.js';
import { coveredGoods } from './coupon-scope.js';
import { formatINR } from './money.js';
import { DEFAULT_SHIPPING_RULE, shippingFeePaise, type ShippingRule } from './shipping-fee.js';

export interface PricedLine {
  unitPricePaise: number;
  quantity: number;
  /** False for a line the coupon does not cover (`markCovered`): it pays full price. Left out: covered. */
  couponApplies?: boolean | undefined;
}

export interface CartTotals {
  subtotalPaise: number;
  discountPaise: number;
  shippingPaise: number;
  totalPaise: number;
}

/**
 * The spec's cart arithmetic (section 4), in paise:
 * discount = subtotal × percent / 100, shown to the paisa;
 * total = whole-rupee part of (subtotal − discount) + shipping.
 * A coupon other than a bare percentage (`CouponOffer`) changes only the discount: a capped percentage
 * takes the smaller of the exact percentage and the cap; a flat coupon takes its amount, at most the
 * subtotal; free delivery takes nothing off the goods and makes the shipping 0. A bare number is a percent
 * (an autoship discount, or the spec's coupen_per). A coupon for some goods only takes its percentage of,
 * or its flat amount from, the lines it covers; the truncation is still of the whole order's goods.
 * The truncation to whole rupees is the spec's and customers have seen it on invoices, so it is kept.
 * An empty cart owes no shipping; the fee is the owner's (₹75 by default), free from their threshold on.
 */
export function computeCartTotals(lines: readonly PricedLine[], coupon: number | CouponOffer = 0, shipping: ShippingRule = DEFAULT_SHIPPING_RULE): CartTotals {
  const subtotalPaise = lines.reduce((sum, l) => sum + l.unitPricePaise * l.quantity, 0);
  if (subtotalPaise === 0) return { subtotalPaise: 0, discountPaise: 0, shippingPaise: 0, totalPaise: 0 };
  const offer: CouponOffer = typeof coupon === 'number' ? { kind: 'percent', percent: coupon, capPaise: null, flatPaise: null } : coupon;
  // Exact discount in hundredths of a paisa keeps the truncation below free of float error.
  const discountTimes100 = discountHundredthsOfPaise(coveredGoods(lines).subtotalPaise, offer);
  const discountPaise = Math.round(discountTimes100 / 100);
  const afterDiscountWholeRupees = Math.floor((subtotalPaise * 100 - discountTimes100) / 10000);
  const shippingPaise = offer.kind === 'free_delivery' ? 0 : shippingFeePaise(afterDiscountWholeRupees * 100, shipping);
  return { subtotalPaise, discountPaise, shippingPaise, totalPaise: afterDiscountWholeRupees * 100 + shippingPaise };
}

function discountHundredthsOfPaise(coveredPaise: number, offer: CouponOffer): number {
  if (offer.kind === 'free_delivery') return 0;
  if (offer.kind === 'flat') return Math.min(Math.max(offer.flatPaise ?? 0, 0), coveredPaise) * 100;
  const exact = coveredPaise * Math.min(Math.max(offer.percent, 0), 100);
  return offer.capPaise === null ? exact : Math.min(exact, offer.capPaise * 100);
}

/** The figures a total is made of, as an order or a cart shows them; the COD fee only where one is charged. */
export interface TotalParts {
  subtotalPaise: number;
  discountPaise: number;
  shippingPaise: number;
  codFeePaise?: number;
  totalPaise: number;
}

/** How the dropped paise are named wherever a total is shown: cart, checkout, emails, order pages, invoice. */
export const ROUND_OFF_LABEL = 'Round off';

/**
 * The paise a total dropped when it kept whole rupees of the discounted items (the spec's rule above):
 * subtotal − discount + shipping + COD fee − total. Shown as its own line ("Round off −₹0.20") wherever a
 * total is, so the lines on screen add up to it, as they do on the tax invoice, which takes it from here.
 */
export function roundOffPaise(t: TotalParts): number {
  return t.subtotalPaise - t.discountPaise + t.shippingPaise + (t.codFeePaise ?? 0) - t.totalPaise;
}

/** A deduction as every total shows it: "−₹0.20" (a minus sign, not a hyphen). */
export const formatDeduction = (paise: number) => `−${formatINR(paise)}`;

export function lineTotalPaise(line: PricedLine): number {
  return line.unitPricePaise * line.quantity;
}
