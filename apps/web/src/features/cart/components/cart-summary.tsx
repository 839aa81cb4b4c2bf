import { formatINR, type CartTotals } from '@canino/shared';
import type { ReactNode } from 'react';
import type { AppliedCoupon } from '../../../stores/cart-store';
import './cart-summary.css';

/** The cost table: subtotal, shipping (₹75), coupon discount and total, as computeCartTotals gives them. */
export function CartSummary({ totals, coupon, title = 'Cart Totals', children }: { totals: CartTotals; coupon: AppliedCoupon | null; title?: string; children?: ReactNode }) {
  return (
    <section className="cart-summary" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className="cart-summary__title">
        {title}
      </h2>
      <table className="cart-summary__table">
        <tbody>
          <tr>
            <th scope="row">Subtotal</th>
            <td>{formatINR(totals.subtotalPaise)}</td>
          </tr>
          <tr>
            <th scope="row">Shipping</th>
            <td>{formatINR(totals.shippingPaise)}</td>
          </tr>
          <tr>
            <th scope="row">Discount{coupon && totals.discountPaise > 0 ? ` (${coupon.code}, ${coupon.percent}%)` : ''}</th>
            <td>{totals.discountPaise > 0 ? `− ${formatINR(totals.discountPaise)}` : formatINR(0)}</td>
          </tr>
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
