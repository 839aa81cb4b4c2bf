import { formatINR, freeDeliveryShortfallPaise, type CartTotals, type ShippingRule } from '@canino/shared';
import './delivery.css';

/** "Add ₹X more for free delivery" while the owner's threshold is within reach; nothing without one. */
export function FreeDeliveryNudge({ totals, rule }: { totals: CartTotals; rule: ShippingRule }) {
  // The threshold applies to the goods after the coupon, as the fee rule reads them.
  const short = freeDeliveryShortfallPaise(totals.totalPaise - totals.shippingPaise, rule);
  if (short !== null) return <p className="delivery-nudge">Add {formatINR(short)} more for free delivery</p>;
  if (rule.freeAbovePaise !== null && totals.subtotalPaise > 0 && totals.shippingPaise === 0) {
    return <p className="delivery-nudge delivery-nudge--earned">Your order gets free delivery</p>;
  }
  return null;
}
