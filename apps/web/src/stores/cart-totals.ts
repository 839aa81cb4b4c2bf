import { computeCartTotals, rupeesToPaise, type CartTotals } from '@canino/shared';
import type { CartLine } from './cart-lines';

/**
 * The spec's totals (shipping ₹75, coupon percent, whole-rupee total) through the shared rule. Kept apart
 * from cart-lines so the home page, which never shows totals, does not load it.
 */
export function cartTotals(lines: readonly CartLine[], couponPercent = 0): CartTotals {
  return computeCartTotals(
    lines.map((l) => ({ unitPricePaise: rupeesToPaise(l.product_sprice), quantity: l.quantity })),
    couponPercent,
  );
}
