import { formatINR, type AdminSubscription, type SubscriptionAction } from '@canino/shared';
import { useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '../../../../components/button';
import { QueryView } from '../../../../components/query-view';
import { errorMessage } from '../../../../lib/api-client';
import { setQueryData } from '../../../../lib/query';
import { useFocusAfterRender } from '../../../../lib/use-focus-after-render';
import { notify } from '../../../../lib/toast';
import { adminKey } from '../../../lib/api-client';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { Section } from '../../../components/section';
import { actOnSubscription, useSubscription } from '../api/subscriptions';
import { cyclePaise, shopDay, SubscriptionStatus } from '../components/subscription-status';

const MANDATE: Record<AdminSubscription['mandate'], string> = {
  active: 'Mandate (UPI AutoPay or card): active',
  ended: 'Mandate: ended by the bank; the customer must set autoship up again',
  none: 'Cash on delivery: the customer is emailed a reorder link each cycle',
};

const CYCLE_STATES: Record<AdminSubscription['cycles'][number]['state'], string> = {
  reminded: 'Reminded',
  ordered: 'Ordered, awaiting payment',
  charged: 'Charged',
  failed: 'Payment failed',
  skipped: 'Skipped',
};

/** Which of the customer's actions the subscription allows now (the server refuses the rest anyway). */
function allowed(sub: AdminSubscription): Exclude<SubscriptionAction, 'cancel'>[] {
  if (sub.status === 'active') return ['skip', 'pause', 'send-now'];
  if (sub.status === 'paused' && sub.pauseReason !== 'mandate_revoked') return ['resume'];
  return [];
}

const LABELS: Record<SubscriptionAction, string> = { skip: 'Skip the next delivery', pause: 'Pause', resume: 'Resume', cancel: 'Cancel autoship', 'send-now': 'Send now' };

/**
 * The actions on the customer's behalf. After one, focus goes to the first action the new status allows
 * (Pause becomes Resume), so a keyboard user stays where they were; a refusal is shown beside the buttons.
 */
function Actions({ sub }: { sub: AdminSubscription }) {
  const [busy, setBusy] = useState<SubscriptionAction | null>(null);
  const [error, setError] = useState('');
  const group = useRef<HTMLDivElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const act = async (action: SubscriptionAction) => {
    setBusy(action);
    setError('');
    try {
      const res = await actOnSubscription(sub.id, action);
      setQueryData(adminKey('subscriptions', { id: sub.id }), () => res.data);
      notify.success(res.message || 'Autoship updated');
      focusAfterRender(() => group.current?.querySelector<HTMLElement>('button') ?? group.current);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(null);
    }
  };
  const open = sub.status !== 'cancelled';
  return (
    <div ref={group} role="group" aria-label="Actions on the customer's behalf" tabIndex={-1} className="adm-actions">
      {allowed(sub).map((a) => (
        <Button key={a} variant={a === 'resume' ? 'primary' : 'secondary'} size="sm" loading={busy === a} disabled={busy !== null} onClick={() => void act(a)}>
          {LABELS[a]}
        </Button>
      ))}
      {open && (
        <ConfirmDialog
          title={`Cancel autoship #${sub.id}?`}
          confirmLabel="Cancel autoship"
          onConfirm={() => act('cancel')}
          trigger={(show) => (
            <Button variant="ghost" size="sm" disabled={busy !== null} onClick={show}>
              {LABELS.cancel}
            </Button>
          )}
        >
          <p>No more orders are made and the mandate is ended at the bank. The customer can subscribe again later.</p>
        </ConfirmDialog>
      )}
      {!open && <p className="adm-muted">This subscription is cancelled.</p>}
      {error && (
        <p role="alert" className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

function SubscriptionView({ sub }: { sub: AdminSubscription }) {
  return (
    <div className="adm-detail">
      <div className="adm-detail__main">
        <Section title="Items">
          <ul className="adm-list">
            {sub.items.map((i) => (
              <li key={i.variantId} className="adm-list__row">
                <span>
                  {i.quantity} × <Link to={`/admin/products/${i.productId}`}>{i.productName}</Link> ({i.label}){!i.onSale && ' · no longer sold'}
                </span>
                <span className="adm-num">{formatINR(i.autoshipLinePaise)}</span>
              </li>
            ))}
          </ul>
          <p className="adm-small">
            Each delivery {formatINR(cyclePaise(sub))} at today's prices, {sub.discountPercent} % off, every {sub.frequencyWeeks} weeks.
          </p>
        </Section>
        <Section title="Deliveries">
          {sub.cycles.length === 0 ? (
            <p className="adm-muted">No delivery has been reminded, ordered or skipped yet.</p>
          ) : (
            <ul className="adm-list">
              {sub.cycles.map((c) => (
                <li key={c.cycleNo} className="adm-list__row">
                  <span>
                    #{c.cycleNo} · {shopDay(c.dueDate)} · {CYCLE_STATES[c.state]}
                    {c.lastError && <span className="adm-muted adm-small"> ({c.lastError})</span>}
                  </span>
                  {c.orderId !== null && <Link to={`/admin/orders/${c.orderId}`}>Order #{c.orderId}</Link>}
                </li>
              ))}
            </ul>
          )}
        </Section>
      </div>
      <div className="adm-detail__side">
        <Section title="Status">
          <p className="adm-status-line">
            <SubscriptionStatus sub={sub} />
            {sub.failureCount > 0 && <span className="adm-small">{sub.failureCount} declined in a row</span>}
          </p>
          {sub.status !== 'cancelled' && (
            <p>
              Next order {shopDay(sub.nextOrderDate)}, delivered {shopDay(sub.nextDeliveryDate)}
            </p>
          )}
          <Actions sub={sub} />
        </Section>
        <Section title="Customer">
          <p>
            <Link to={`/admin/customers/${sub.customerId}`}>{sub.customerName}</Link>
            <br />
            <span className="adm-small">{sub.customerEmail}</span>
          </p>
          {sub.address ? (
            <address className="adm-address">
              {sub.address.name}
              <br />
              {sub.address.address}, {sub.address.locality}
              <br />
              {sub.address.city}, {sub.address.state} {sub.address.pincode}
              <br />
              {sub.address.mobile}
            </address>
          ) : (
            <p className="adm-muted">The delivery address was removed.</p>
          )}
        </Section>
        <Section title="Payment">
          <p>{MANDATE[sub.mandate]}</p>
        </Section>
      </div>
    </div>
  );
}

export function SubscriptionPage() {
  const id = Number(useParams().id);
  const query = useSubscription(id);
  return (
    <>
      <PageHeader title={`Autoship #${id}`} back={{ to: '/admin/autoship', label: 'Autoship' }} />
      <QueryView query={query} errorTitle="We could not load this subscription">
        {(sub) => <SubscriptionView sub={sub} />}
      </QueryView>
    </>
  );
}
