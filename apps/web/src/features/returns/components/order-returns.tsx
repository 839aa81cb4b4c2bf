import { formatINR } from '@canino/shared';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { Link } from '../../../components/link';
import { FormAlert } from '../../../components/form-alert';
import { formatOrderDate } from '../../../lib/format-date';
import { useOrderReturns } from '../api/order-returns';
import { ReturnForm } from './return-form';
import './returns.css';

/**
 * Returns on the customer's order page: each delivered line that may still go back has "Return or report a
 * problem", and each return shows every step it went through, with the shop's message.
 */
export function OrderReturns({ orderId }: { orderId: number }) {
  const query = useOrderReturns(orderId);
  const [open, setOpen] = useState<number | null>(null);
  const [done, setDone] = useState<string>();
  const data = query.data;
  if (!data || (data.windowEndsAt === null && data.returns.length === 0)) return null;
  const returnable = data.lines.filter((l) => l.left > 0);
  return (
    <section className="order-panel order-returns" aria-labelledby={`returns-${orderId}`}>
      <h2 id={`returns-${orderId}`} className="order-panel__title">
        Returns
      </h2>
      {done && <FormAlert tone="success">{done}</FormAlert>}
      {data.windowEndsAt && returnable.length > 0 && (
        <p className="order-returns__window">
          You can ask for a return until <time dateTime={data.windowEndsAt}>{formatOrderDate(data.windowEndsAt)}</time>.
        </p>
      )}
      <ul className="order-returns__lines">
        {data.lines.map((l) => (
          <li key={l.lineId} className="order-returns__line">
            <p className="order-returns__name">{l.productName}</p>
            {l.left > 0 ? (
              open === l.lineId ? (
                <ReturnForm
                  orderId={orderId}
                  line={l}
                  onDone={(message) => {
                    setOpen(null);
                    setDone(message);
                  }}
                />
              ) : (
                <Button variant="secondary" size="sm" onClick={() => setOpen(l.lineId)} aria-label={`Return or report a problem: ${l.productName}`}>
                  Return or report a problem
                </Button>
              )
            ) : (
              l.refusal && <p className="order-returns__refusal">{l.refusal}.</p>
            )}
          </li>
        ))}
      </ul>
      {data.returns.map((r) => (
        <article key={r.id} className="order-return" aria-label={`Return of ${r.productName}`}>
          <p className="order-return__head">
            <strong>{r.productName}</strong> × {r.quantity} · {r.reasonLabel} · {r.outcome === 'replacement' ? 'replacement' : formatINR(r.refundPaise)}
            <span className="order-return__status"> {r.statusLabel}</span>
          </p>
          {r.ownerMessage && <p className="order-return__message">From the shop: {r.ownerMessage}</p>}
          {r.pickupAwb && <p>Courier tracking number: {r.pickupAwb}</p>}
          {r.replacementOrderId && (
            <p>
              Your replacement is <Link to={`/orders/${r.replacementOrderId}`}>order #{r.replacementOrderId}</Link>, at no cost.
            </p>
          )}
          <ol className="order-return__steps">
            {r.steps.map((s) => (
              <li key={s.status}>
                {s.label} · <time dateTime={s.at}>{formatOrderDate(s.at)}</time>
              </li>
            ))}
          </ol>
        </article>
      ))}
    </section>
  );
}
