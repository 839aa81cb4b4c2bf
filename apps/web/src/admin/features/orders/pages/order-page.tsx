import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import type { AdminOrderDetail } from '@canino/shared';
import { QueryView } from '../../../../components/query-view';
import { setQueryData } from '../../../../lib/query';
import { adminKey } from '../../../lib/api-client';
import { useOrder } from '../api/orders';
import { AuditLogSection } from '../../../components/audit-log-section';
import { OrderCustomer } from '../components/order-customer';
import { OrderDocuments } from '../components/order-documents';
import { OrderLines } from '../components/order-lines';
import { OrderPayment } from '../components/order-payment';
import { OrderRefunds } from '../components/order-refunds';
import { OrderStatusForm } from '../components/order-status-form';
import { PageHeader } from '../../../components/page-header';
import { Section } from '../../../components/section';
import { ShipmentPanel } from '../components/shipment-panel';
import { StatusTimeline } from '../components/status-timeline';
import { StatusBadge } from '../../../components/status-badge';
import { formatDateTime } from '../../../format';

/** What other features add to an order's page (its returns), composed where the routes are. */
type OrderExtras = (orderId: number) => ReactNode;

function OrderView({ order, extras }: { order: AdminOrderDetail; extras?: OrderExtras }) {
  const key = adminKey('orders', { id: order.id });
  const changed = (o: AdminOrderDetail) => setQueryData(key, () => o);
  return (
    <div className="adm-detail">
      <div className="adm-detail__main">
        <OrderLines order={order} />
        <StatusTimeline events={order.events} />
      </div>

      <div className="adm-detail__side">
        <Section title="Status">
          <p className="adm-status-line">
            <StatusBadge status={order.status} />
            {order.trackingNumber && <span className="adm-small">Tracking: {order.trackingNumber}</span>}
          </p>
          <OrderDocuments order={order} />
          <OrderStatusForm key={order.status} order={order} onChanged={changed} />
        </Section>

        <Section title="Shipping">
          <ShipmentPanel key={order.status} order={order} />
        </Section>

        <OrderCustomer order={order} />
        <OrderPayment order={order} onChanged={changed} />

        {(order.refundablePaise > 0 || order.refunds.length > 0) && (
          <Section title="Refunds">
            <OrderRefunds order={order} onChanged={changed} />
          </Section>
        )}
        {extras?.(order.id)}
      </div>
      <AuditLogSection path={`/orders/${order.id}/audit`} note="Admins' changes to this order; the timeline above also has the payment's and the carrier's." />
    </div>
  );
}

export function OrderPage({ extras }: { extras?: OrderExtras }) {
  const id = Number(useParams().id);
  const query = useOrder(id);
  return (
    <>
      <PageHeader title={`Order #${id}`} back={{ to: '/admin/orders', label: 'Orders' }}>
        {query.data && <p className="adm-muted">Placed {formatDateTime(query.data.createdAt)}</p>}
      </PageHeader>
      <QueryView query={query} errorTitle="We could not load this order">
        {(order) => <OrderView order={order} extras={extras} />}
      </QueryView>
    </>
  );
}
