import type { CustomerOrderDetail } from '@canino/shared';
import type { ReactNode } from 'react';
import { formatOrderDate } from '../format-date';
import { OrderAddresses } from './order-address';
import { OrderItems } from './order-items';
import { OrderPayment } from './order-payment';
import { OrderStatusBadge } from './order-status-badge';
import { OrderTimeline } from './order-timeline';
import './orders.css';

/** Everything about one order: where it stands, what was bought, how it was paid and where it goes. */
interface OrderDetailProps {
  order: CustomerOrderDetail;
  productHref: (productId: number) => string;
  /** Buttons for the order's next step (the page composes them, e.g. paying an unpaid order). */
  actions?: ReactNode;
}

export function OrderDetail({ order, productHref, actions }: OrderDetailProps) {
  return (
    <div className="order-detail">
      <section className="order-panel order-head" aria-label="Order status">
        <div className="order-head__top">
          <p className="order-head__placed">
            Placed on <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time>
          </p>
          <OrderStatusBadge status={order.status} label={order.statusLabel} />
        </div>
        <p className="order-head__message">{order.statusMessage}</p>
        {order.trackingNumber && (
          <p className="order-head__tracking">
            Tracking number: <strong>{order.trackingNumber}</strong>
          </p>
        )}
        {actions && <div className="order-head__actions">{actions}</div>}
      </section>

      <div className="order-detail__grid">
        <div className="order-detail__column">
          <section className="order-panel" aria-labelledby="order-items-title">
            <h2 id="order-items-title" className="order-panel__title">
              Items
            </h2>
            <OrderItems order={order} productHref={productHref} />
            {order.notes && (
              <p className="order-notes">
                <strong>Your notes:</strong> {order.notes}
              </p>
            )}
          </section>
          <OrderAddresses order={order} />
        </div>

        <div className="order-detail__column">
          <section className="order-panel" aria-labelledby="order-progress-title">
            <h2 id="order-progress-title" className="order-panel__title">
              Order progress
            </h2>
            <OrderTimeline history={order.history} />
          </section>
          <section className="order-panel" aria-labelledby="order-payment-title">
            <h2 id="order-payment-title" className="order-panel__title">
              Payment
            </h2>
            <OrderPayment order={order} />
          </section>
        </div>
      </div>
    </div>
  );
}
