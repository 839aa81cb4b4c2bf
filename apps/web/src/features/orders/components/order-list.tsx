import { formatINR, type CustomerOrderSummary, type Paged } from '@canino/shared';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/button';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/icons';
import { formatOrderDate } from '../format-date';
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

/** One page of the customer's orders with links to the previous and next pages. */
export function OrderList({ result }: { result: Paged<CustomerOrderSummary> }) {
  const pages = Math.max(Math.ceil(result.total / result.pageSize), 1);
  return (
    <>
      <ul className="order-list">
        {result.items.map((o) => (
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
