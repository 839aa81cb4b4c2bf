import { Link, useParams } from 'react-router';
import { actorLabel, ORDER_STATUS_LABELS, ROUND_OFF_LABEL, formatDeduction, formatINR, roundOffPaise, type AdminOrderDetail, type AdminOrderStatus } from '@canino/shared';
import { QueryView } from '../../../../components/query-view';
import { setQueryData } from '../../../../lib/query';
import { adminKey } from '../../../lib/api-client';
import { useOrder } from '../api/orders';
import { AuditLogSection } from '../../../components/audit-log-section';
import { CodPayment } from '../components/cod-payment';
import { OrderRefunds } from '../components/order-refunds';
import { OrderStatusForm } from '../components/order-status-form';
import { PageHeader } from '../../../components/page-header';
import { Section } from '../../../components/section';
import { ShipmentPanel } from '../components/shipment-panel';
import { StatusBadge } from '../../../components/status-badge';
import { formatDateTime } from '../../../format';

type Address = AdminOrderDetail['billing'];

function AddressBlock({ title, a }: { title: string; a: Address }) {
  return (
    <div>
      <h3 className="adm-label">{title}</h3>
      <address className="adm-address">
        {a.firstName} {a.lastName}
        <br />
        {a.address}
        <br />
        {a.city}
        {a.district && a.district !== a.city ? `, ${a.district}` : ''}
        <br />
        {a.state} {a.pincode}, {a.country}
        <br />
        {a.mobile}
      </address>
    </div>
  );
}

function OrderView({ order }: { order: AdminOrderDetail }) {
  const key = adminKey('orders', { id: order.id });
  return (
    <div className="adm-detail">
      <div className="adm-detail__main">
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
                    <td>{l.productId ? <Link to={`/admin/products/${l.productId}`}>{l.productName}</Link> : l.productName}</td>
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
                <dt>Discount{order.couponCode ? ` (${order.couponCode}, ${order.couponPercent}%)` : ''}</dt>
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

        <Section title="Status history">
          <ol className="adm-timeline">
            {[...order.events].reverse().map((e, i) => (
              <li key={i}>
                <div className="adm-timeline__what">
                  {e.fromStatus ? `${ORDER_STATUS_LABELS[e.fromStatus as AdminOrderStatus] ?? e.fromStatus} → ` : ''}
                  <strong>{ORDER_STATUS_LABELS[e.toStatus as AdminOrderStatus] ?? e.toStatus}</strong>
                </div>
                <div className="adm-muted adm-small">
                  {formatDateTime(e.createdAt)} · {actorLabel(e.actor)}
                </div>
                {e.note && <div className="adm-small">{e.note}</div>}
              </li>
            ))}
          </ol>
        </Section>
      </div>

      <div className="adm-detail__side">
        <Section title="Status">
          <p className="adm-status-line">
            <StatusBadge status={order.status} />
            {order.trackingNumber && <span className="adm-small">Tracking: {order.trackingNumber}</span>}
          </p>
          {order.invoiceNumber && (
            <p className="adm-small">
              Tax invoice{' '}
              <a href={`/admin/api/admin/orders/${order.id}/invoice.pdf`} target="_blank" rel="noreferrer">
                {order.invoiceNumber} (PDF)
              </a>
            </p>
          )}
          {order.refunds.map(
            (r) =>
              r.creditNote && (
                <p key={r.creditNote.id} className="adm-small">
                  Credit note{' '}
                  <a href={`/admin/api/admin/orders/${order.id}/credit-notes/${r.creditNote.id}.pdf`} target="_blank" rel="noreferrer">
                    {r.creditNote.number} (PDF)
                  </a>{' '}
                  for the refund of {formatINR(r.amountPaise)}
                </p>
              ),
          )}
          <OrderStatusForm key={order.status} order={order} onChanged={(o) => setQueryData(key, () => o)} />
        </Section>

        <Section title="Shipping">
          <ShipmentPanel key={order.status} order={order} />
        </Section>

        <Section title="Customer">
          <p className="adm-kv">
            {order.customerId ? <Link to={`/admin/customers/${order.customerId}`}>{order.customerName}</Link> : `${order.customerName} (guest)`}
            <br />
            <a href={`mailto:${order.email}`}>{order.email}</a>
            <br />
            <a href={`tel:${order.mobile}`}>{order.mobile}</a>
          </p>
          <AddressBlock title={order.shipping ? 'Billing address' : 'Billing and shipping address'} a={order.billing} />
          {order.shipping && <AddressBlock title="Ship to" a={order.shipping} />}
        </Section>

        <Section title="Payment">
          {order.paymentMethod === 'cod' ? (
            <CodPayment order={order} onChanged={(o) => setQueryData(key, () => o)} />
          ) : order.payments.length === 0 ? (
            <p className="adm-muted">No payment was started.</p>
          ) : (
            <ul className="adm-list">
              {order.payments.map((p) => (
                <li key={p.providerPaymentId ?? p.providerOrderId} className="adm-payment">
                  <div className="adm-list__row">
                    <span className="adm-strong">{formatINR(p.amountPaise)}</span>
                    <span className={`adm-badge adm-badge--${p.status === 'paid' ? 'success' : p.status === 'failed' ? 'danger' : 'neutral'}`}>{p.status}</span>
                  </div>
                  <div className="adm-muted adm-small">
                    {p.provider} · {p.providerPaymentId ?? p.providerOrderId} · {formatDateTime(p.createdAt)}
                  </div>
                  {p.failureReason && <div className="adm-small">{p.failureReason}</div>}
                </li>
              ))}
            </ul>
          )}
          {order.paidAt && order.paymentMethod === 'online' && <p className="adm-small">Paid {formatDateTime(order.paidAt)}</p>}
        </Section>

        {(order.refundablePaise > 0 || order.refunds.length > 0) && (
          <Section title="Refunds">
            <OrderRefunds order={order} onChanged={(o) => setQueryData(key, () => o)} />
          </Section>
        )}
      </div>
      <AuditLogSection path={`/orders/${order.id}/audit`} note="Admins' changes to this order; the timeline above also has the payment's and the carrier's." />
    </div>
  );
}

export function OrderPage() {
  const id = Number(useParams().id);
  const query = useOrder(id);
  return (
    <>
      <PageHeader title={`Order #${id}`} back={{ to: '/admin/orders', label: 'Orders' }}>
        {query.data && <p className="adm-muted">Placed {formatDateTime(query.data.createdAt)}</p>}
      </PageHeader>
      <QueryView query={query} errorTitle="We could not load this order">
        {(order) => <OrderView order={order} />}
      </QueryView>
    </>
  );
}
