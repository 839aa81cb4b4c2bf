import type { CustomerOrderDetail } from '@canino/shared';
import type { ReactNode } from 'react';
import { formatOrderDate } from '../../../lib/format-date';
import { OrderAddresses } from './order-address';
import { OrderItems } from './order-items';
import { OrderPanel } from './order-panel';
import { OrderPayment } from './order-payment';
import { OrderStatusBadge } from './order-status-badge';
import { OrderTimeline } from './order-timeline';
import { ShipmentTracking } from '../../../components/shipment-tracking';
import './orders.css';

/** Everything about one order: where it stands, what was bought, how it was paid and where it goes. */
interface OrderDetailProps {
  order: CustomerOrderDetail;
  productHref: (productId: number, sizeSku?: string) => string;
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
        {order.trackingNumber && !order.shipment && (
          <p className="order-head__tracking">
            Tracking number: <strong>{order.trackingNumber}</strong>
          </p>
        )}
        {actions && <div className="order-head__actions">{actions}</div>}
      </section>

      <div className="order-detail__grid">
        <div className="order-detail__column">
          <OrderPanel title="Items">
            <OrderItems order={order} productHref={productHref} buyAgain />
            {order.notes && (
              <p className="order-notes">
                <strong>Your notes:</strong> {order.notes}
              </p>
            )}
          </OrderPanel>
          <OrderAddresses order={order} />
        </div>

        <div className="order-detail__column">
          {order.shipment && (
            <OrderPanel title="Shipment">
              <ShipmentTracking shipment={order.shipment} showPageLink />
            </OrderPanel>
          )}
          <OrderPanel title="Order progress">
            <OrderTimeline history={order.history} refunds={order.refunds} />
          </OrderPanel>
          <OrderPanel title="Payment">
            <OrderPayment order={order} />
          </OrderPanel>
        </div>
      </div>
    </div>
  );
}
