import { computeCartTotals, rupeesToPaise, type CartTotals, type CouponOffer, type PricedLine, type ShippingRule } from '@canino/shared';
import type { CartLine } from './cart-lines';

/**
 * The spec's totals (the coupon, whole-rupee total) and the owner's shipping rule, through the shared
 * rule. Kept apart from cart-lines so the home page, which never shows totals, does not load it.
 */
export function cartTotals(lines: readonly CartLine[], coupon: CouponOffer | number | undefined, shipping: ShippingRule): CartTotals {
  return computeCartTotals(pricedLines(lines), coupon ?? 0, shipping);
}

/** The cart's lines as the shared rules price them, in paise. */
export const pricedLines = (lines: readonly CartLine[]): PricedLine[] => lines.map((l) => ({ unitPricePaise: rupeesToPaise(l.product_sprice), quantity: l.quantity }));
