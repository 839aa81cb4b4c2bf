import { formatINR, type Address, type Subscription, type SubscriptionAction } from '@canino/shared';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { Link } from '../../../components/link';
import { errorMessage } from '../../../lib/api-client';
import { formatOrderDate, formatShopDay } from '../../../lib/format-date';
import { notify } from '../../../lib/toast';
import { actOnSubscription } from '../api/subscriptions';
import { ItemsForm } from './items-form';
import { ScheduleForm } from './schedule-form';
import { useFocusAfter } from './use-focus-after';

const PAUSED_BECAUSE: Record<NonNullable<Subscription['pauseReason']>, string> = {
  customer: 'Paused by you',
  payment_failed: 'Paused: the last charge did not go through',
  mandate_revoked: 'Paused: your bank ended the mandate',
  no_address: 'Paused: its delivery address was removed',
};

/** Where the focus goes after each action: the same button, or the one that took its place. */
const FOCUS_AFTER: Record<SubscriptionAction, string[]> = {
  skip: ['[data-action=skip]'],
  'send-now': ['[data-action=send-now]'],
  pause: ['[data-action=resume]'],
  resume: ['[data-action=pause]'],
  cancel: ['.autoship-card__title'],
};

function statusText(s: Subscription): string {
  if (s.status === 'active') return 'Active';
  if (s.status === 'paused') return PAUSED_BECAUSE[s.pauseReason ?? 'customer'];
  return 'Cancelled';
}

/** `undefined` while the address book loads; `null` when the address is not in it any more. */
function AddressLines({ address }: { address: Address | null | undefined }) {
  if (address === undefined) return null;
  if (address === null) return <>This address is no longer in your address book.</>;
  return (
    <>
      {address.name}, {address.address}, {address.locality}, {address.city}, {address.state} – {address.pincode}
    </>
  );
}

/**
 * One subscription: what comes when, to where, how it is paid, and what the shopper can do with it.
 * Cancelling is one plain button, as easy as subscribing; nothing is asked first.
 */
export function SubscriptionCard({
  cusID,
  subscription: s,
  address,
  highlighted,
}: {
  cusID: number;
  subscription: Subscription;
  address: Address | null | undefined;
  highlighted: boolean;
}) {
  const [busy, setBusy] = useState<SubscriptionAction | null>(null);
  const { container, focusAfter } = useFocusAfter<HTMLElement>();
  const titleId = `autoship-${s.id}`;

  const act = async (action: SubscriptionAction) => {
    setBusy(action);
    try {
      notify.success(await actOnSubscription(cusID, s.id, action));
      focusAfter(...FOCUS_AFTER[action], '.autoship-card__title');
    } catch (err) {
      notify.error(errorMessage(err));
      focusAfter(`[data-action=${action}]`, '.autoship-card__title');
    } finally {
      setBusy(null);
    }
  };
  const button = (action: SubscriptionAction, label: string, variant: 'primary' | 'secondary' | 'ghost' = 'secondary') => (
    <Button size="sm" variant={variant} data-action={action} loading={busy === action} disabled={busy !== null} onClick={() => void act(action)}>
      {label}
    </Button>
  );

  return (
    <article ref={container} id={`autoship-card-${s.id}`} className={`autoship-card${highlighted ? ' autoship-card--highlight' : ''}`} aria-labelledby={titleId}>
      <header className="autoship-card__head">
        <h2 id={titleId} className="autoship-card__title" tabIndex={-1}>
          Autoship #{s.id}
        </h2>
        <span className={`autoship-status autoship-status--${s.status}`}>{statusText(s)}</span>
      </header>

      {highlighted && s.status === 'active' && <p className="autoship-card__note">This is the autoship your email is about: “Send now” orders its delivery today.</p>}

      <ul className="autoship-items">
        {s.items.map((i) => (
          <li key={i.variantId}>
            <span>
              <Link to={`/product-details?id=${i.productId}`}>{i.productName}</Link> · {i.label} × {i.quantity}
              {!i.onSale && <em> (no longer sold)</em>}
            </span>
            <span className="autoship-items__price">
              <span className="visually-hidden">Usual price </span>
              <del>{formatINR(i.unitPricePaise * i.quantity)}</del> <span className="visually-hidden">, on autoship </span>
              <strong>{formatINR(i.autoshipLinePaise)}</strong>
            </span>
          </li>
        ))}
      </ul>
      {s.status !== 'cancelled' && <p className="autoship-card__saving">{s.discountPercent} % autoship discount, at the price of the day each order is made.</p>}

      <dl className="autoship-facts">
        {s.status === 'cancelled' ? (
          <div>
            <dt>Cancelled</dt>
            <dd>{s.cancelledAt ? formatOrderDate(s.cancelledAt) : ''}. Nothing more will be sent or charged.</dd>
          </div>
        ) : (
          <>
            <div>
              <dt>Next delivery</dt>
              <dd>
                {formatShopDay(s.nextDeliveryDate)}, every {s.frequencyWeeks} weeks (ordered on {formatShopDay(s.nextOrderDate)})
              </dd>
            </div>
            <div>
              <dt>Paid by</dt>
              <dd>
                {s.paymentMethod === 'mandate' ? 'Your UPI or card mandate, charged on the day each order is made' : 'Cash on delivery: we email you a link to place each order'}
              </dd>
            </div>
          </>
        )}
        <div>
          <dt>Deliver to</dt>
          <dd>
            <AddressLines address={address} />
          </dd>
        </div>
      </dl>

      {s.status !== 'cancelled' && (
        <>
          <ScheduleForm cusID={cusID} subscription={s} />
          <ItemsForm cusID={cusID} subscription={s} />
          <div className="autoship-actions" role="group" aria-label={`Actions for autoship #${s.id}`}>
            {s.status === 'active' ? (
              <>
                {button('send-now', 'Send now', highlighted ? 'primary' : 'secondary')}
                {button('skip', 'Skip next delivery')}
                {button('pause', 'Pause')}
              </>
            ) : (
              button('resume', 'Resume')
            )}
            {button('cancel', 'Cancel autoship', 'ghost')}
          </div>
        </>
      )}
    </article>
  );
}
