import { useState } from 'react';
import { REFUND_STATUS_LABELS, formatINR, type AdminOrderDetail, type AdminRefund, type RefundStatus } from '@canino/shared';
import { Button } from '../../../../components/button';
import { TextArea, TextInput } from '../../../../components/field';
import { Modal } from '../../../../components/modal';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ApiError, errorMessage } from '../../../../lib/api-client';
import { notify } from '../../../../lib/toast';
import { refundOrder, retryRefund } from '../api/orders';
import { formatDateTime, toPaise, toRupeesInput } from '../../../format';
import { readRestock, RestockFields, type RestockCounts } from './restock-fields';

const TONE: Record<RefundStatus, string> = { pending: 'warning', processed: 'success', failed: 'danger' };

/**
 * Sends one refund intent. Its key is kept while the outcome is unknown (the shop could not say, 502 or
 * no answer), so pressing again asks about the same refund; any definite answer starts a new intent.
 */
interface RefundInput {
  amountPaise: number;
  reason?: string;
  restock?: { lineId: number; quantity: number }[];
}

function useRefundIntent(orderId: number, onChanged: (o: AdminOrderDetail) => void) {
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [busy, setBusy] = useState(false);
  const send = async (input: RefundInput) => {
    setBusy(true);
    try {
      const res = await refundOrder(orderId, { idempotencyKey: key, ...input });
      notify.success(res.message);
      setKey(crypto.randomUUID());
      onChanged(res.data);
      return { ok: true as const };
    } catch (err) {
      const unknown = !(err instanceof ApiError) || err.status === 0 || err.status >= 500;
      if (!unknown) setKey(crypto.randomUUID());
      notify.error(unknown ? 'We could not confirm the refund. Press Refund again to check on it: it will not be made twice.' : errorMessage(err));
      return { ok: false as const, fields: err instanceof ApiError ? err.fields : {} };
    } finally {
      setBusy(false);
    }
  };
  return { send, busy };
}

/**
 * "Try again" on a failed refund that has no retry yet and still fits what can be refunded, and "Ask
 * again" on one the provider never answered. The shop makes one retry per failed refund however often
 * it is pressed; a refusal shows why, and the order (with the failed retry) is read again.
 */
/** The most this admin may refund on the order now: what is refundable, within their refund limit (decision 040). */
const mayRefundUpTo = (order: AdminOrderDetail) => Math.min(order.refundablePaise, order.refundAllowance.upToPaise ?? Infinity);

/** Why a refund button is missing: the server refuses staff beyond the owner's limit with the same words. */
const Limited = ({ order }: { order: AdminOrderDetail }) => <p className="adm-muted adm-small">{order.refundAllowance.reason}</p>;

function TryAgain({ order, refund, onChanged }: { order: AdminOrderDetail; refund: AdminRefund; onChanged: (o: AdminOrderDetail) => void }) {
  const [busy, setBusy] = useState(false);
  const unanswered = refund.status === 'pending' && !refund.providerRefundId && refund.method === 'provider';
  const retried = order.refunds.some((r) => r.retryOf === refund.id);
  const fits = refund.status === 'failed' && refund.method === 'provider' && !retried && refund.amountPaise <= order.refundablePaise;
  if (!unanswered && !fits) return null;
  if (!unanswered && refund.amountPaise > mayRefundUpTo(order)) return <Limited order={order} />;
  const press = async () => {
    setBusy(true);
    try {
      const res = await retryRefund(order.id, refund.id);
      notify.success(res.message);
      onChanged(res.data);
    } catch (err) {
      notify.error(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="secondary"
      size="sm"
      loading={busy}
      onClick={() => void press()}
      aria-label={`${unanswered ? 'Ask again about' : 'Try again'} the refund of ${formatINR(refund.amountPaise)}`}
    >
      {unanswered ? 'Ask again' : 'Try again'}
    </Button>
  );
}

function RefundList({ order, onChanged }: { order: AdminOrderDetail; onChanged: (o: AdminOrderDetail) => void }) {
  const name = (lineId: number) => order.lines.find((l) => l.id === lineId)?.productName ?? 'An item';
  return (
    <ul className="adm-list">
      {[...order.refunds].reverse().map((r: AdminRefund) => (
        <li key={r.id} className="adm-payment">
          <div className="adm-list__row">
            <span className="adm-strong">{formatINR(r.amountPaise)}</span>
            <span className={`adm-badge adm-badge--${TONE[r.status]}`}>{REFUND_STATUS_LABELS[r.status]}</span>
          </div>
          <div className="adm-muted adm-small">
            {formatDateTime(r.createdAt)}
            {r.method === 'manual' ? ' · outside the shop' : ''}
            {r.providerRefundId ? ` · ${r.providerRefundId}` : ''}
          </div>
          {r.retryOf !== null && <div className="adm-small">Tries again the refund that failed</div>}
          {r.reason && <div className="adm-small">{r.reason}</div>}
          {r.restocked.length > 0 && <div className="adm-small">Back in stock: {r.restocked.map((l) => `${name(l.lineId)} × ${l.quantity}`).join(', ')}</div>}
          {r.status === 'pending' && !r.providerRefundId && <div className="adm-small">Not confirmed by the payment provider yet.</div>}
          {r.failureReason && <div className="adm-small adm-refund__failure">{r.failureReason}</div>}
          <TryAgain order={order} refund={r} onChanged={onChanged} />
        </li>
      ))}
    </ul>
  );
}

/** The whole amount back in one click, for an order paid after its last unit went to someone else. */
function RefundDue({ order, onChanged }: { order: AdminOrderDetail; onChanged: (o: AdminOrderDetail) => void }) {
  const { send, busy } = useRefundIntent(order.id, onChanged);
  return (
    <div className="adm-refund-due" role="status">
      <p>
        <strong>Refund due.</strong> The customer paid {formatINR(order.refundablePaise)}, but the order could not be filled.
      </p>
      <ConfirmDialog
        title={`Refund ${formatINR(order.refundablePaise)}?`}
        confirmLabel={`Refund ${formatINR(order.refundablePaise)}`}
        onConfirm={async () => void (await send({ amountPaise: order.refundablePaise, reason: 'Sold out before the payment was confirmed' }))}
        trigger={(open) => (
          <Button variant="danger" loading={busy} onClick={open}>
            Refund now {formatINR(order.refundablePaise)}
          </Button>
        )}
      >
        <p>{REFUND_WHERE}</p>
      </ConfirmDialog>
    </div>
  );
}

const REFUND_WHERE = "The money goes back to the customer's original payment method through the payment provider. A refund cannot be undone.";

/**
 * The last word before money leaves: the amount and how it goes back, in a dialog, so a double click on
 * the form's button (whose amount changes to the rest after a refund) never makes a second refund.
 */
function ConfirmRefund({ ask, busy, onCancel, onConfirm }: { ask: RefundInput | null; busy: boolean; onCancel: () => void; onConfirm: () => void }) {
  const amount = ask ? formatINR(ask.amountPaise) : '';
  return (
    <Modal
      open={ask !== null}
      onClose={onCancel}
      title={`Refund ${amount}?`}
      size="sm"
      dismissible={!busy}
      footer={
        <>
          <Button variant="ghost" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button variant="danger" loading={busy} onClick={onConfirm}>
            Refund {amount}
          </Button>
        </>
      }
    >
      <p>{REFUND_WHERE}</p>
      {ask?.reason && <p>Reason told to the customer: {ask.reason}</p>}
    </Modal>
  );
}

function RefundForm({ order, onChanged }: { order: AdminOrderDetail; onChanged: (o: AdminOrderDetail) => void }) {
  const { send, busy } = useRefundIntent(order.id, onChanged);
  const [amount, setAmount] = useState(toRupeesInput(mayRefundUpTo(order)));
  const [reason, setReason] = useState('');
  const [back, setBack] = useState<RestockCounts>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [ask, setAsk] = useState<RefundInput | null>(null);
  const restockable = order.lines.filter((l) => l.restockable > 0);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const amountPaise = toPaise(amount);
    const found: Record<string, string> = {};
    if (amountPaise === undefined) found.amountPaise = 'Enter the amount in rupees with at most two decimals';
    else if (amountPaise <= 0) found.amountPaise = 'The refund amount must be more than zero';
    else if (amountPaise > order.refundablePaise) found.amountPaise = `At most ${formatINR(order.refundablePaise)} of this order can still be refunded.`;
    else if (amountPaise > mayRefundUpTo(order)) found.amountPaise = order.refundAllowance.reason ?? '';
    const restock = readRestock(restockable, back, found);
    setErrors(found);
    if (Object.keys(found).length) return;
    setAsk({ amountPaise: amountPaise!, reason: reason.trim(), restock });
  };

  const confirm = async () => {
    if (!ask) return;
    const result = await send(ask);
    setAsk(null);
    if (result.ok) {
      setReason('');
      setBack({});
    } else setErrors(result.fields);
  };

  return (
    <>
      <form onSubmit={submit} className="adm-form-stack" noValidate aria-label="Refund this order">
        <TextInput
          label="Amount to refund (₹)"
          inputMode="decimal"
          required
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          error={errors.amountPaise}
          hint={`Up to ${formatINR(mayRefundUpTo(order))}. The money goes back to the customer's original payment method.${order.refundAllowance.reason ? ` ${order.refundAllowance.reason}` : ''}`}
        />
        <RestockFields
          legend="Back in stock (returned or not shipped)"
          lines={restockable}
          counts={back}
          onChange={setBack}
          errorOf={(id) => errors[`line-${id}`] ?? (errors.restock && !errors.amountPaise ? errors.restock : undefined)}
        />
        <TextArea label="Reason (optional)" rows={2} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} hint="Told to the customer in the refund email." />
        <Button type="submit" variant="danger" loading={busy}>
          Refund {toPaise(amount) ? formatINR(toPaise(amount)!) : ''}
        </Button>
      </form>
      <ConfirmRefund ask={ask} busy={busy} onCancel={() => setAsk(null)} onConfirm={() => void confirm()} />
    </>
  );
}

/** Refunds made through the payment provider, the refund-due button, and the form for a new one. */
export function OrderRefunds({ order, onChanged }: { order: AdminOrderDetail; onChanged: (o: AdminOrderDetail) => void }) {
  const canRefund = order.refundablePaise > 0;
  if (!canRefund && order.refunds.length === 0) return null;
  // Staff beyond the owner's refund limit see why there is no refund button (decision 040).
  const allowed = mayRefundUpTo(order) > 0;
  return (
    <>
      {order.refundDue && (order.refundablePaise <= mayRefundUpTo(order) ? <RefundDue order={order} onChanged={onChanged} /> : <Limited order={order} />)}
      {order.refunds.length > 0 && <RefundList order={order} onChanged={onChanged} />}
      {canRefund && !order.refundDue && (allowed ? <RefundForm key={order.refundablePaise} order={order} onChanged={onChanged} /> : <Limited order={order} />)}
      {!canRefund && <p className="adm-muted adm-small">Everything paid for this order has been refunded or is on its way back.</p>}
    </>
  );
}
