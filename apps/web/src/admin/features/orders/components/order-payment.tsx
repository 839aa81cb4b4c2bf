import { formatINR, type AdminOrderDetail } from '@canino/shared';
import { Section } from '../../../components/section';
import { formatDateTime } from '../../../format';
import { CodPayment } from './cod-payment';

/** How the order is paid: the courier's cash, or each online attempt with its outcome. */
export function OrderPayment({ order, onChanged }: { order: AdminOrderDetail; onChanged: (order: AdminOrderDetail) => void }) {
  return (
    <Section title="Payment">
      {order.paymentMethod === 'cod' ? (
        <CodPayment order={order} onChanged={onChanged} />
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
  );
}
