import { computeCartTotals, rupeesToPaise, type CartTotals, type ShippingRule } from '@canino/shared';
import type { CartLine } from './cart-lines';

/**
 * The spec's totals (coupon percent, whole-rupee total) and the owner's shipping rule, through the shared
 * rule. Kept apart from cart-lines so the home page, which never shows totals, does not load it.
 */
export function cartTotals(lines: readonly CartLine[], couponPercent: number | undefined, shipping: ShippingRule): CartTotals {
  return computeCartTotals(
    lines.map((l) => ({ unitPricePaise: rupeesToPaise(l.product_sprice), quantity: l.quantity })),
    couponPercent ?? 0,
    shipping,
  );
}
