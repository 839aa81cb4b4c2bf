import { useState } from 'react';
import { ORDER_STATUS_LABELS, type AdminOrderDetail, type AdminOrderStatus } from '@canino/shared';
import { Button } from '../../components/button';
import { TextArea, TextInput } from '../../components/field';
import { changeOrderStatus } from '../api/orders';
import { useSubmit } from './use-submit';

const HINTS: Partial<Record<AdminOrderStatus, string>> = {
  shipped: 'The customer is emailed the tracking number.',
  cancelled: 'Items that had not shipped go back into stock. The customer is emailed.',
  refunded: 'Only for money returned outside the shop. To return it through the payment provider, use Refunds below; the order becomes Refunded by itself.',
};

/** Moves the order to one of the statuses the flow allows next; shipping needs a tracking number. */
export function OrderStatusForm({ order, onChanged }: { order: AdminOrderDetail; onChanged: (o: AdminOrderDetail) => void }) {
  const [next, setNext] = useState<AdminOrderStatus | ''>('');
  const [tracking, setTracking] = useState('');
  const [note, setNote] = useState('');
  const { busy, errors, setErrors, send } = useSubmit();

  if (order.nextStatuses.length === 0) return <p className="adm-muted">This order is closed; its status can no longer change.</p>;

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!next) return setErrors({ status: 'Choose the new status' });
    if (next === 'shipped' && !tracking.trim()) return setErrors({ trackingNumber: 'Tracking number is required to mark an order shipped' });
    const res = await send(() => changeOrderStatus(order.id, { status: next, trackingNumber: tracking.trim(), note: note.trim() }));
    if (!res) return;
    setNext('');
    setNote('');
    onChanged(res.data);
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="adm-form-stack" noValidate>
      <fieldset className="adm-choices" aria-describedby={errors.status ? 'status-error' : undefined}>
        <legend className="field__label">Move this order to</legend>
        {order.nextStatuses.map((s) => (
          <label key={s} className={`adm-choice${next === s ? ' adm-choice--on' : ''}`}>
            <input type="radio" name="status" value={s} checked={next === s} onChange={() => setNext(s)} />
            <span>{ORDER_STATUS_LABELS[s]}</span>
          </label>
        ))}
        {errors.status && (
          <p className="field__error" id="status-error">
            {errors.status}
          </p>
        )}
      </fieldset>
      {next && HINTS[next] && <p className="adm-muted adm-small">{HINTS[next]}</p>}
      {next === 'shipped' && (
        <TextInput label="Tracking number" required value={tracking} maxLength={80} error={errors.trackingNumber} onChange={(e) => setTracking(e.target.value)} />
      )}
      <TextArea label="Note (optional)" rows={2} value={note} maxLength={500} error={errors.note} onChange={(e) => setNote(e.target.value)} hint="Kept in the order's history." />
      <Button type="submit" loading={busy} variant={next === 'cancelled' || next === 'refunded' ? 'danger' : 'primary'}>
        Update status
      </Button>
    </form>
  );
}
