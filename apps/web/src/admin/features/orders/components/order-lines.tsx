import { Link } from 'react-router';
import { ROUND_OFF_LABEL, formatDeduction, formatINR, roundOffPaise, type AdminOrderDetail } from '@canino/shared';
import { Section } from '../../../components/section';

/** What was bought: each line with its size's SKU for picking, the totals as the invoice adds them, and the customer's note. */
export function OrderLines({ order }: { order: AdminOrderDetail }) {
  return (
    <Section title="Items">
      <div className="adm-table-scroll">
        <table className="adm-table adm-table--plain">
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col" className="adm-num">
                Price
              </th>
              <th scope="col" className="adm-num">
                Qty
              </th>
              <th scope="col" className="adm-num">
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((l, i) => (
              <tr key={i}>
                <td>
                  {l.productId ? <Link to={`/admin/products/${l.productId}`}>{l.productName}</Link> : l.productName}
                  {l.sku && <div className="adm-muted adm-small">SKU {l.sku}</div>}
                </td>
                <td className="adm-num">{formatINR(l.unitPricePaise)}</td>
                <td className="adm-num">{l.quantity}</td>
                <td className="adm-num">{formatINR(l.lineTotalPaise)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="adm-totals">
        <dt>Subtotal</dt>
        <dd>{formatINR(order.subtotalPaise)}</dd>
        {order.discountPaise > 0 && (
          <>
            <dt>Discount{order.couponCode ? ` (${order.couponCode}${order.couponPercent ? `, ${order.couponPercent}%` : ''})` : ''}</dt>
            <dd>{formatDeduction(order.discountPaise)}</dd>
          </>
        )}
        <dt>Shipping</dt>
        <dd>{formatINR(order.shippingPaise)}</dd>
        {order.codFeePaise > 0 && (
          <>
            <dt>Cash on Delivery fee</dt>
            <dd>{formatINR(order.codFeePaise)}</dd>
          </>
        )}
        {roundOffPaise(order) > 0 && (
          <>
            <dt>{ROUND_OFF_LABEL}</dt>
            <dd>{formatDeduction(roundOffPaise(order))}</dd>
          </>
        )}
        <dt className="adm-totals__grand">Total</dt>
        <dd className="adm-totals__grand">{formatINR(order.totalPaise)}</dd>
      </dl>
      {order.notes && (
        <p className="adm-note">
          <strong>Customer’s note:</strong> {order.notes}
        </p>
      )}
    </Section>
  );
}
