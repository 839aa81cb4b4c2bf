import { formatINR, type AdminOrderDetail } from '@canino/shared';
import { Button } from '../../../../components/button';
import { markCodCollected } from '../api/orders';
import { formatDateTime } from '../../../format';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useSubmit } from '../../../components/use-submit';

/**
 * A Cash on Delivery order's payment: what the courier collects, and "Cash collected" once the parcel is
 * with the courier or delivered, which marks it paid and delivered and issues its tax invoice.
 */
export function CodPayment({ order, onChanged }: { order: AdminOrderDetail; onChanged: (o: AdminOrderDetail) => void }) {
  const { send } = useSubmit();
  const collect = async () => {
    const res = await send(() => markCodCollected(order.id));
    if (res) onChanged(res.data);
  };
  return (
    <div className="adm-form-stack">
      <p className="adm-kv">
        <strong>Cash on Delivery</strong>: the courier collects {formatINR(order.totalPaise)}
        {order.codFeePaise > 0 && <span className="adm-muted"> (with the {formatINR(order.codFeePaise)} COD fee)</span>}.
      </p>
      {order.paidAt ? (
        <p className="adm-small">Cash collected {formatDateTime(order.paidAt)}</p>
      ) : order.canMarkCodCollected ? (
        <ConfirmDialog
          title={`Cash collected for order #${order.id}?`}
          confirmLabel="Cash collected"
          tone="primary"
          onConfirm={collect}
          trigger={(open) => <Button onClick={open}>Cash collected</Button>}
        >
          <p>Record that {formatINR(order.totalPaise)} reached the shop. The order becomes paid and delivered, and its tax invoice is issued.</p>
        </ConfirmDialog>
      ) : (
        <p className="adm-muted adm-small">Once the order is shipped, record the cash here when the courier pays it over.</p>
      )}
    </div>
  );
}
