import { formatINR, type AdminReturn } from '@canino/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../../components/button';
import { TextArea } from '../../../../components/field';
import { withToast } from '../../../components/run-action';
import { formatDateTime } from '../../../format';
import { stepReturn } from '../api/returns';

/**
 * One return as the owner settles it: what the shopper said and showed, then Approve or Decline with a
 * message to them, and Received once the item is back: it refunds the line and puts it back in stock, or
 * sends the replacement the shopper asked for (Refund instead, where one cannot be sent).
 */
export function ReturnCard({ ret, showOrder }: { ret: AdminReturn; showOrder: boolean }) {
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const run = async (step: 'approve' | 'decline' | 'received' | 'refund instead') => {
    setBusy(true);
    await withToast(stepReturn(ret.id, step, message));
    setBusy(false);
  };
  const name = `return ${ret.id} (${ret.productName})`;
  return (
    <article className="adm-card adm-section" aria-label={`Return ${ret.id}`}>
      <p>
        {showOrder && (
          <>
            <Link to={`/admin/orders/${ret.orderId}`}>Order #{ret.orderId}</Link> ·{' '}
          </>
        )}
        <strong>{ret.productName}</strong> × {ret.quantity} · {ret.reasonLabel} · {ret.outcome === 'replacement' ? 'wants a replacement' : `refund ${formatINR(ret.refundPaise)}`}
      </p>
      <p className="adm-muted adm-small">
        {ret.statusLabel} · asked {formatDateTime(ret.createdAt)} by {ret.customerEmail}
        {ret.pickupAwb && ` · pickup ${ret.pickupAwb}${ret.pickupCourier ? ` (${ret.pickupCourier})` : ''}`}
      </p>
      {ret.replacementOrderId && (
        <p>
          Replacement sent as <Link to={`/admin/orders/${ret.replacementOrderId}`}>order #{ret.replacementOrderId}</Link>
        </p>
      )}
      {ret.details && <p>“{ret.details}”</p>}
      {ret.photos.length > 0 && (
        <p className="adm-return-photos">
          {ret.photos.map((src, i) => (
            <a key={src} href={src} target="_blank" rel="noreferrer">
              <img src={src} alt={`Shopper's photo ${i + 1} of ${ret.productName}`} width={96} height={96} loading="lazy" />
            </a>
          ))}
        </p>
      )}
      {ret.ownerMessage && <p className="adm-small">Your message: {ret.ownerMessage}</p>}
      {ret.status === 'requested' && (
        <div className="adm-form-stack">
          <TextArea label={`Message to the shopper about ${name}`} rows={2} maxLength={1000} value={message} onChange={(e) => setMessage(e.target.value)} />
          <p className="adm-actions-row">
            <Button loading={busy} onClick={() => void run('approve')}>
              Approve
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => void run('decline')}>
              Decline
            </Button>
          </p>
        </div>
      )}
      {ret.status === 'approved' && (
        <p className="adm-actions-row">
          <Button variant="secondary" loading={busy} onClick={() => void run('approve')}>
            Book the pickup again
          </Button>
        </p>
      )}
      {['approved', 'pickup_booked', 'received'].includes(ret.status) && (
        <p className="adm-actions-row">
          <Button loading={busy} onClick={() => void run('received')}>
            {receivedLabel(ret)}
          </Button>
          {ret.outcome === 'replacement' && ret.status === 'received' && (
            <Button variant="secondary" disabled={busy} onClick={() => void run('refund instead')}>
              Refund {formatINR(ret.refundPaise)} instead
            </Button>
          )}
        </p>
      )}
    </article>
  );
}

/** What Received does next: a received return is one whose refund or replacement did not go through yet. */
function receivedLabel(ret: AdminReturn): string {
  if (ret.outcome === 'replacement') return ret.status === 'received' ? 'Send the replacement again' : 'Received: send the replacement';
  return ret.status === 'received' ? 'Refund it again' : 'Received: refund';
}
