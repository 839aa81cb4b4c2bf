import { formatINR, type AutoshipReorder } from '@canino/shared';
import { useRef, useState } from 'react';
import { Button, ButtonLink } from '../../../components/button';
import { CostRows } from '../../../components/cost-rows';
import { EmptyState } from '../../../components/empty-state';
import { Link } from '../../../components/link';
import { errorMessage } from '../../../lib/api-client';
import { formatShopDay } from '../../../lib/format-date';
import { useFocusAfterRender } from '../../../lib/use-focus-after-render';
import { placeReorder, useReorder } from '../api/reorder';
import '../autoship.css';

/**
 * A cash-on-delivery autoship delivery, opened from its reminder's one-tap link: what it holds, where it
 * goes and what it costs, and one button that places it. Opening the page places nothing; the press is
 * the shopper's confirmation, so the order needs no other.
 */
export default function ReorderPanel({ token }: { token: string }) {
  const asked = useReorder(token);
  const [state, setState] = useState<{ placed?: AutoshipReorder; message?: string; error?: string; busy?: boolean }>({});
  const result = useRef<HTMLParagraphElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const delivery = state.placed ?? asked.data;

  const place = async () => {
    setState({ busy: true });
    try {
      const res = await placeReorder(token);
      setState({ placed: res.data, message: res.message });
    } catch (err) {
      setState({ error: errorMessage(err) });
    }
    // The answer replaces the button: focus follows it, so a keyboard or screen reader user hears it.
    focusAfterRender(() => result.current);
  };

  if (!delivery) {
    const failed = asked.error ? errorMessage(asked.error) : undefined;
    return (
      <EmptyState
        title={failed ? 'This link does not work' : 'Loading your delivery…'}
        tone={failed ? 'error' : 'plain'}
        action={failed && <ButtonLink to="/autoship">My Autoship</ButtonLink>}
      >
        {failed && <p>{failed}</p>}
      </EmptyState>
    );
  }
  if (delivery.placed) {
    return (
      <EmptyState title={`Order #${delivery.placed.orderId} is placed`} action={<ButtonLink to={`/orders/${delivery.placed.orderId}`}>View order</ButtonLink>}>
        <p role="status" ref={result} tabIndex={-1}>
          {state.message
            ? `${state.message}.`
            : `This delivery of autoship #${delivery.subscriptionId} is ordered: you pay ${formatINR(delivery.placed.totalPaise)} in cash when it arrives.`}
        </p>
      </EmptyState>
    );
  }
  return (
    <section className="autoship-card" aria-labelledby="reorder-title">
      <h2 id="reorder-title" className="autoship-card__title">
        Autoship #{delivery.subscriptionId}: delivery due {formatShopDay(delivery.deliveryDate)}
      </h2>
      <table className="autoship-reorder__items">
        <caption className="visually-hidden">What this delivery holds</caption>
        <tbody>
          {delivery.items.map((i) => (
            <tr key={i.variantId}>
              <th scope="row">
                {i.productName} ({i.label}) × {i.quantity}
              </th>
              <td>{formatINR(i.quantity * i.unitPricePaise)}</td>
            </tr>
          ))}
        </tbody>
        {delivery.totals && (
          <>
            <tbody className="autoship-reorder__costs">
              <CostRows totals={delivery.totals} couponNote="autoship" />
            </tbody>
            <tfoot>
              <tr className="autoship-reorder__total">
                <th scope="row">Pay on delivery</th>
                <td>{formatINR(delivery.totals.totalPaise)}</td>
              </tr>
            </tfoot>
          </>
        )}
      </table>
      {delivery.address && (
        <p className="autoship-card__saving">
          To {delivery.address.name}, {delivery.address.address}, {delivery.address.city} {delivery.address.pincode}
        </p>
      )}
      {state.error || delivery.problem ? (
        <p className="autoship-reorder__problem" role="alert" ref={result} tabIndex={-1}>
          {state.error ?? delivery.problem}
        </p>
      ) : (
        <div className="form-actions">
          <Button onClick={() => void place()} loading={state.busy} disabled={state.busy}>
            Place my order, pay on delivery
          </Button>
        </div>
      )}
      <p className="autoship-card__saving">
        To skip this delivery, change it or cancel your autoship, go to <Link to="/autoship">My Autoship</Link>.
      </p>
    </section>
  );
}
