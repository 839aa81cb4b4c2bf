import { computeCartTotals, markCovered, rupeesToPaise, WHOLE_ORDER, type CartTotals, type CoverableLine, type PricedLine, type ShippingRule } from '@canino/shared';
import type { CartLine } from './cart-lines';
import type { AppliedCoupon } from './cart-store';

/**
 * The spec's totals (the coupon, whole-rupee total) and the owner's shipping rule, through the shared
 * rule. Kept apart from cart-lines so the home page, which never shows totals, does not load it.
 */
export function cartTotals(lines: readonly CartLine[], coupon: AppliedCoupon | null, shipping: ShippingRule): CartTotals {
  return computeCartTotals(markCovered(pricedLines(lines), coupon?.scope ?? WHOLE_ORDER), coupon?.offer ?? 0, shipping);
}

/** The cart's lines as the shared rules price them, in paise, with what a coupon's scope is judged on. */
export const pricedLines = (lines: readonly CartLine[]): (PricedLine & CoverableLine)[] =>
  lines.map((l) => ({ productId: l.product_id, variantId: l.variant_id ?? null, unitPricePaise: rupeesToPaise(l.product_sprice), quantity: l.quantity }));
