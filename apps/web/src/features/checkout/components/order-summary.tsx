import { formatINR, rupeesToPaise, type CartTotals } from '@canino/shared';
import type { ReactNode } from 'react';
import { CostRows } from '../../../components/cost-rows';
import { lineKey, lineName, lineSchedule, type CartLine } from '../../../stores/cart-lines';
import type { AppliedCoupon } from '../../../stores/cart-store';
import './order-summary.css';

interface OrderSummaryProps {
  lines: readonly CartLine[];
  totals: CartTotals;
  coupon: AppliedCoupon | null;
  /** Cash on Delivery's fee, added to the total, when the shopper pays that way. */
  codFeePaise?: number;
  children?: ReactNode;
}

/** 'Order Summary': each line with its quantity and amount, then the cost table and the total. */
export function OrderSummary({ lines, totals, coupon, codFeePaise = 0, children }: OrderSummaryProps) {
  return (
    <section className="order-summary" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title">Order Summary</h2>
      <table className="order-summary__table">
        <caption className="visually-hidden">Products and costs of your order</caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Amount</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => (
            <tr key={lineKey(l)}>
              <th scope="row" className="order-summary__product">
                {lineName(l)} <span className="order-summary__qty">× {l.quantity}</span>
                {lineSchedule(l) && <span className="order-summary__plan">{lineSchedule(l)}</span>}
              </th>
              <td>{formatINR(rupeesToPaise(l.subtotal))}</td>
            </tr>
          ))}
        </tbody>
        <tbody className="order-summary__costs">
          <CostRows totals={{ ...totals, codFeePaise, totalPaise: totals.totalPaise + codFeePaise }} couponNote={coupon?.code} />
        </tbody>
        <tfoot>
          <tr className="order-summary__total">
            <th scope="row">Total</th>
            <td>{formatINR(totals.totalPaise + codFeePaise)}</td>
          </tr>
        </tfoot>
      </table>
      {children}
    </section>
  );
}
