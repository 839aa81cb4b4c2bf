import { formatINR, type CartTotals } from '@canino/shared';
import type { ReactNode } from 'react';
import { CostRows } from '../../../components/cost-rows';
import type { AppliedCoupon } from '../../../stores/cart-store';
import './cart-summary.css';

/** The cost table: subtotal, shipping (₹75), coupon discount, round off and total, as computeCartTotals gives them. */
export function CartSummary({ totals, coupon, title = 'Cart Totals', children }: { totals: CartTotals; coupon: AppliedCoupon | null; title?: string; children?: ReactNode }) {
  return (
    <section className="cart-summary" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className="cart-summary__title">
        {title}
      </h2>
      <table className="cart-summary__table">
        <tbody>
          <CostRows totals={totals} couponNote={coupon ? `${coupon.code}, ${coupon.description}` : undefined} />
          <tr className="cart-summary__total">
            <th scope="row">Total</th>
            <td>{formatINR(totals.totalPaise)}</td>
          </tr>
        </tbody>
      </table>
      {children}
    </section>
  );
}
