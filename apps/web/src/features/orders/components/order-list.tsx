import { formatINR, type CustomerOrderSummary, type Paged } from '@canino/shared';
import type { ReactNode } from 'react';
import { Link } from '../../../components/link';
import { ButtonLink } from '../../../components/button';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/icons';
import { formatOrderDate, formatOrderTime } from '../../../lib/format-date';
import { OrderStatusBadge } from './order-status-badge';
import './orders.css';

function OrderRow({ order }: { order: CustomerOrderSummary }) {
  const items = `${order.itemCount} ${order.itemCount === 1 ? 'item' : 'items'}`;
  return (
    <article className="order-row" aria-labelledby={`order-${order.orderId}`}>
      <div className="order-row__main">
        <h3 id={`order-${order.orderId}`} className="order-row__number">
          <Link to={`/orders/${order.orderId}`}>Order #{order.orderId}</Link>
        </h3>
        <p className="order-row__meta">
          Placed on <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time> · {items}
        </p>
        <p className="order-row__items">{order.itemsPreview}</p>
      </div>
      <div className="order-row__side">
        <OrderStatusBadge status={order.status} label={order.statusLabel} />
        <p className="order-row__total">
          <span className="visually-hidden">Total </span>
          {formatINR(order.totalPaise)}
        </p>
        <ButtonLink to={`/orders/${order.orderId}`} variant="secondary" size="sm" aria-label={`View details of order #${order.orderId}`}>
          View details
        </ButtonLink>
      </div>
    </article>
  );
}

/** An order whose payment was cancelled or failed, while it can still be paid: apart, with "Pay now". */
function UnpaidRow({ order, payAction }: { order: CustomerOrderSummary; payAction: ReactNode }) {
  return (
    <article className="order-row order-row--unpaid" aria-labelledby={`order-${order.orderId}`}>
      <div className="order-row__main">
        <h3 id={`order-${order.orderId}`} className="order-row__number">
          <Link to={`/orders/${order.orderId}`}>Order #{order.orderId}</Link>
        </h3>
        <p className="order-row__meta">
          Placed on <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time> · {formatINR(order.totalPaise)}
        </p>
        <p className="order-row__items">{order.itemsPreview}</p>
        {order.payBy && (
          <p className="order-row__deadline">
            You can pay until <time dateTime={order.payBy}>{formatOrderTime(order.payBy)}</time>.
          </p>
        )}
      </div>
      <div className="order-row__side">
        <OrderStatusBadge status={order.status} label={order.statusLabel} />
        {payAction}
      </div>
    </article>
  );
}

/**
 * One page of the customer's orders with links to the previous and next pages. Orders whose payment was
 * not completed and can still be paid come first, apart, as "Payment not completed: Pay now".
 */
export function OrderList({ result, payAction }: { result: Paged<CustomerOrderSummary>; payAction: (order: CustomerOrderSummary) => ReactNode }) {
  const pages = Math.max(Math.ceil(result.total / result.pageSize), 1);
  const unpaid = result.items.filter((o) => o.canPay);
  const placed = result.items.filter((o) => !o.canPay);
  return (
    <>
      {unpaid.length > 0 && (
        <section className="order-unpaid" aria-labelledby="unpaid-title">
          <h3 id="unpaid-title" className="order-unpaid__title">
            Payment not completed
          </h3>
          <p className="order-unpaid__text">These orders were saved but not paid for. Nothing has been charged; pay now to have them sent.</p>
          <ul className="order-list">
            {unpaid.map((o) => (
              <li key={o.orderId}>
                <UnpaidRow order={o} payAction={payAction(o)} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <ul className="order-list">
        {placed.map((o) => (
          <li key={o.orderId}>
            <OrderRow order={o} />
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <nav className="order-pager" aria-label="Order pages">
          {result.page > 1 ? (
            <ButtonLink to={`?page=${result.page - 1}`} variant="secondary" size="sm">
              <ChevronLeftIcon size={18} /> Newer orders
            </ButtonLink>
          ) : (
            <span />
          )}
          <span className="order-pager__count">
            Page {result.page} of {pages}
          </span>
          {result.page < pages ? (
            <ButtonLink to={`?page=${result.page + 1}`} variant="secondary" size="sm">
              Older orders <ChevronRightIcon size={18} />
            </ButtonLink>
          ) : (
            <span />
          )}
        </nav>
      )}
    </>
  );
}
