import { formatDeduction, formatINR, ROUND_OFF_LABEL, roundOffPaise, type CustomerOrderDetail } from '@canino/shared';
import { Link } from '../../../components/link';
import { BuyAgain } from './buy-again';

interface OrderItemsProps {
  order: Pick<CustomerOrderDetail, 'lines' | 'totals' | 'coupon'>;
  /** Link of a product still in the catalogue, open on the size bought (the page passes the catalogue's address). */
  productHref: (productId: number, sizeSku?: string) => string;
  /** Offers "Buy again" on each line still in the catalogue (a customer's own order). */
  buyAgain?: boolean;
}

/** The order's lines at the prices paid, then subtotal, discount, shipping, COD fee, round off and total: rows that add up to it. */
export function OrderItems({ order, productHref, buyAgain = false }: OrderItemsProps) {
  const { lines, totals, coupon } = order;
  const roundOff = roundOffPaise(totals);
  return (
    <>
      <table className="order-items">
        <caption className="visually-hidden">Products in this order</caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col" className="order-items__num">
              Qty
            </th>
            <th scope="col" className="order-items__num">
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l, i) => (
            <tr key={`${l.productId ?? 'gone'}-${i}`}>
              <td>
                {l.productId ? <Link to={productHref(l.productId, l.variantId === null ? undefined : l.sku)}>{l.productName}</Link> : l.productName}
                <span className="order-items__unit">{formatINR(l.unitPricePaise)} each</span>
                {buyAgain && l.productId !== null && (
                  <div className="order-items__again">
                    <BuyAgain lines={[l]} name={l.productName} size="sm" />
                  </div>
                )}
              </td>
              <td className="order-items__num">{l.quantity}</td>
              <td className="order-items__num">{formatINR(l.lineTotalPaise)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="order-totals">
        <div>
          <dt>Subtotal</dt>
          <dd>{formatINR(totals.subtotalPaise)}</dd>
        </div>
        {totals.discountPaise > 0 && (
          <div>
            <dt>Discount{coupon && ` (${coupon.code}${coupon.percent ? `, ${coupon.percent}%` : ''})`}</dt>
            <dd>{formatDeduction(totals.discountPaise)}</dd>
          </div>
        )}
        <div>
          <dt>Shipping</dt>
          <dd>{formatINR(totals.shippingPaise)}</dd>
        </div>
        {totals.codFeePaise > 0 && (
          <div>
            <dt>Cash on Delivery fee</dt>
            <dd>{formatINR(totals.codFeePaise)}</dd>
          </div>
        )}
        {roundOff > 0 && (
          <div>
            <dt>{ROUND_OFF_LABEL}</dt>
            <dd>{formatDeduction(roundOff)}</dd>
          </div>
        )}
        <div className="order-totals__grand">
          <dt>Total</dt>
          <dd>{formatINR(totals.totalPaise)}</dd>
        </div>
      </dl>
    </>
  );
}
