import type { PublicOrderTracking } from '@canino/shared';
import { OrderStatusBadge } from './order-status-badge';
import { OrderPanel } from './order-panel';
import { formatOrderDate } from '../../../lib/format-date';
import './orders.css';
import { ShipmentTracking } from '../../../components/shipment-tracking';

/** A guest's view of an order: its status, what is in it, and the parcel's tracking once it ships. */
export function OrderTracking({ tracking }: { tracking: PublicOrderTracking }) {
  return (
    <div className="order-detail">
      <section className="order-panel order-head" aria-label="Order status">
        <div className="order-head__top">
          <p className="order-head__placed">
            Order #{tracking.orderId}, placed on <time dateTime={tracking.createdAt}>{formatOrderDate(tracking.createdAt)}</time>
          </p>
          <OrderStatusBadge status={tracking.status} label={tracking.statusLabel} />
        </div>
        <p className="order-head__message">{tracking.itemsPreview}</p>
      </section>
      <OrderPanel title="Shipment">
        {tracking.shipment ? (
          <ShipmentTracking shipment={tracking.shipment} />
        ) : (
          <p>This order has not been handed to a courier yet. We email you the tracking details as soon as it ships.</p>
        )}
      </OrderPanel>
    </div>
  );
}
