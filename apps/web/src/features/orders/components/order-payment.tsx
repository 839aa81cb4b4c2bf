import type { CustomerOrderDetail } from '@canino/shared';
import { formatOrderTime } from '../../../lib/format-date';

const PAYMENT_STATUS = { created: 'Awaiting payment', paid: 'Paid', failed: 'Payment failed' } as const;
const PROVIDER = { razorpay: 'Online payment (Razorpay)', simulated: 'Online payment (test mode)' } as const;

/** How the order was paid: the payment's status, method, reference and time. */
export function OrderPayment({ order }: { order: Pick<CustomerOrderDetail, 'payment' | 'paidAt'> }) {
  if (!order.payment) return <p className="muted">No payment has been made for this order yet.</p>;
  return (
    <dl className="order-facts">
      <div>
        <dt>Status</dt>
        <dd>{PAYMENT_STATUS[order.payment.status]}</dd>
      </div>
      <div>
        <dt>Method</dt>
        <dd>{PROVIDER[order.payment.provider]}</dd>
      </div>
      {order.payment.paymentId && (
        <div>
          <dt>Payment ID</dt>
          <dd className="order-facts__code">{order.payment.paymentId}</dd>
        </div>
      )}
      {order.paidAt && (
        <div>
          <dt>Paid on</dt>
          <dd>{formatOrderTime(order.paidAt)}</dd>
        </div>
      )}
    </dl>
  );
}
