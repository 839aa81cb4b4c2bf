import { useState } from 'react';
import { ORDER_STATUS_LABELS, formatINR, type AdminOrderDetail, type AdminOrderStatus, type RefundMethod } from '@canino/shared';
import { Button } from '../../../../components/button';
import { TextArea, TextInput } from '../../../../components/field';
import { changeOrderStatus } from '../api/orders';
import { toPaise, toRupeesInput } from '../../../format';
import { readRestock, RestockFields, type RestockCounts } from './restock-fields';
import { useSubmit } from '../../../components/use-submit';

const HINTS: Partial<Record<AdminOrderStatus, string>> = {
  cod_confirmed: 'Confirm by phone: only once the customer has told you they want it. They are emailed the confirmation, and the order can then be packed.',
  shipped: 'The customer is emailed the tracking number.',
  cancelled: 'Items that had not shipped go back into stock. The customer is emailed.',
  refunded:
    'Only for money returned outside the shop (cash, a bank transfer). It is recorded as a refund with its credit note, and the customer is emailed. To return money through the payment provider, use Refunds below.',
};

/** Statuses whose goods have left the shop: marking them Refunded asks which came back. */
const SENT: readonly AdminOrderStatus[] = ['shipped', 'out_for_delivery', 'delivered'];

/**
 * Moves the order to one of the statuses the flow allows next; shipping needs a tracking number.
 * Cancelling a paid order asks how the money goes back; Refunded records how much went back outside the shop.
 */
export function OrderStatusForm({ order, onChanged }: { order: AdminOrderDetail; onChanged: (o: AdminOrderDetail) => void }) {
  const [next, setNext] = useState<AdminOrderStatus | ''>('');
  const [tracking, setTracking] = useState('');
  const [note, setNote] = useState('');
  // No choice made for the owner: money leaves the shop only the way they pick.
  const [method, setMethod] = useState<RefundMethod | ''>('');
  const [amount, setAmount] = useState(toRupeesInput(order.unrefundedPaise));
  const [back, setBack] = useState<RestockCounts>({});
  const { busy, errors, setErrors, send } = useSubmit();

  if (order.nextStatuses.length === 0) return <p className="adm-muted">This order is closed; its status can no longer change.</p>;

  const owed = order.unrefundedPaise;
  const returnable = SENT.includes(order.status) ? order.lines.filter((l) => l.restockable > 0) : [];

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!next) return setErrors({ status: 'Choose the new status' });
    if (next === 'shipped' && !tracking.trim()) return setErrors({ trackingNumber: 'Tracking number is required to mark an order shipped' });
    const refund: { refundMethod?: RefundMethod; refundAmountPaise?: number; restock?: { lineId: number; quantity: number }[] } = {};
    if (next === 'cancelled' && owed > 0) {
      if (!method) return setErrors({ refundMethod: 'Choose how the money goes back' });
      refund.refundMethod = method;
    }
    if (next === 'refunded' && owed > 0) {
      const paise = toPaise(amount);
      if (paise === undefined || paise <= 0) return setErrors({ refundAmountPaise: 'Enter the amount in rupees with at most two decimals' });
      if (paise > owed) return setErrors({ refundAmountPaise: `At most ${formatINR(owed)} of this order can still be refunded.` });
      const found: Record<string, string> = {};
      refund.refundAmountPaise = paise;
      refund.restock = readRestock(returnable, back, found);
      if (Object.keys(found).length) return setErrors(found);
    }
    const res = await send(() => changeOrderStatus(order.id, { status: next, trackingNumber: tracking.trim(), note: note.trim(), ...refund }));
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
      {next === 'cancelled' && owed > 0 && (
        <fieldset className="adm-choices" aria-describedby={errors.refundMethod ? 'refund-method-error' : undefined}>
          <legend className="field__label">The customer paid {formatINR(owed)}. How does it go back?</legend>
          {owed > (order.refundAllowance.upToPaise ?? Infinity) && <p className="adm-muted adm-small">{order.refundAllowance.reason}</p>}
          {order.refundablePaise > 0 && (
            <label className={`adm-choice${method === 'provider' ? ' adm-choice--on' : ''}`}>
              <input type="radio" name="refundMethod" value="provider" checked={method === 'provider'} onChange={() => setMethod('provider')} />
              <span>Refund {formatINR(owed)} to the customer's payment method now</span>
            </label>
          )}
          <label className={`adm-choice${method === 'manual' ? ' adm-choice--on' : ''}`}>
            <input type="radio" name="refundMethod" value="manual" checked={method === 'manual'} onChange={() => setMethod('manual')} />
            <span>Already returned outside the shop (cash, bank transfer)</span>
          </label>
          {errors.refundMethod && (
            <p className="field__error" id="refund-method-error">
              {errors.refundMethod}
            </p>
          )}
        </fieldset>
      )}
      {next === 'refunded' && owed > 0 && (
        <>
          <TextInput
            label="Amount returned outside the shop (₹)"
            inputMode="decimal"
            required
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            error={errors.refundAmountPaise}
            hint={`Up to ${formatINR(owed)}, still unrefunded.`}
          />
          <RestockFields legend="Back in stock (returned)" lines={returnable} counts={back} onChange={setBack} errorOf={(id) => errors[`line-${id}`] ?? errors.restock} />
        </>
      )}
      <TextArea label="Note (optional)" rows={2} value={note} maxLength={500} error={errors.note} onChange={(e) => setNote(e.target.value)} hint="Kept in the order's history." />
      <Button type="submit" loading={busy} variant={next === 'cancelled' || next === 'refunded' ? 'danger' : 'primary'}>
        Update status
      </Button>
    </form>
  );
}
