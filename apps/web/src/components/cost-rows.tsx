import { formatINR, type CartTotals } from '@canino/shared';

/**
 * Subtotal, shipping and discount rows of a cost table, from computeCartTotals; each table places its
 * own total row. `couponNote` names the coupon beside the discount when one applies.
 */
export function CostRows({ totals, couponNote }: { totals: CartTotals; couponNote: string | undefined }) {
  const discounted = totals.discountPaise > 0;
  return (
    <>
      <tr>
        <th scope="row">Subtotal</th>
        <td>{formatINR(totals.subtotalPaise)}</td>
      </tr>
      <tr>
        <th scope="row">Shipping</th>
        {/* Free from the owner's threshold on; an empty cart owes nothing and says ₹0. */}
        <td>{totals.shippingPaise === 0 && totals.subtotalPaise > 0 ? 'Free' : formatINR(totals.shippingPaise)}</td>
      </tr>
      <tr>
        <th scope="row">Discount{couponNote && discounted ? ` (${couponNote})` : ''}</th>
        <td>{discounted ? `− ${formatINR(totals.discountPaise)}` : formatINR(0)}</td>
      </tr>
    </>
  );
}
