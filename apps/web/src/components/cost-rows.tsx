import { formatDeduction, formatINR, ROUND_OFF_LABEL, roundOffPaise, type TotalParts } from '@canino/shared';

/**
 * Subtotal, shipping, discount, the COD fee (when charged) and the round off (when the whole-rupee total
 * dropped paise) rows of a cost table, so the rows add up to the total each table places after them.
 * `couponNote` names the coupon beside the discount when one applies.
 */
export function CostRows({ totals, couponNote }: { totals: TotalParts; couponNote: string | undefined }) {
  const discounted = totals.discountPaise > 0;
  const codFeePaise = totals.codFeePaise ?? 0;
  const roundOff = roundOffPaise(totals);
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
        <td>{discounted ? formatDeduction(totals.discountPaise) : formatINR(0)}</td>
      </tr>
      {codFeePaise > 0 && (
        <tr>
          <th scope="row">Cash on Delivery fee</th>
          <td>{formatINR(codFeePaise)}</td>
        </tr>
      )}
      {roundOff > 0 && (
        <tr>
          <th scope="row">{ROUND_OFF_LABEL}</th>
          <td>{formatDeduction(roundOff)}</td>
        </tr>
      )}
    </>
  );
}
