import type { Address } from '@canino/shared';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { ButtonLink } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { QueryView } from '../../../components/query-view';
import { useSubscriptions } from '../api/subscriptions';
import { SubscriptionCard } from './subscription-card';
import '../autoship.css';

/** The subscription a cash-on-delivery reminder links to (`#reorder=12`), or null. */
const reorderIdOf = (hash: string) => {
  const id = Number(/^#reorder=(\d+)$/.exec(hash)?.[1]);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * "My Autoship": every subscription, newest first as the API lists them. The reorder email's link lands on
 * its subscription, scrolled to and focused, with "Send now" first.
 */
export default function AutoshipPanel({ cusID, addresses }: { cusID: number; addresses: readonly Address[] | undefined }) {
  const query = useSubscriptions();
  const { hash } = useLocation();
  const reorderId = reorderIdOf(hash);
  const loaded = query.data !== undefined;

  useEffect(() => {
    if (!loaded || reorderId === null) return;
    const title = document.getElementById(`autoship-${reorderId}`);
    title?.scrollIntoView({ block: 'center' });
    title?.focus({ preventScroll: true });
  }, [loaded, reorderId]);

  return (
    <QueryView query={query} errorTitle="We could not load your autoship">
      {(subscriptions) =>
        subscriptions.length === 0 ? (
          <EmptyState
            title="No autoship yet"
            action={
              <ButtonLink to="/products" variant="primary">
                Browse products
              </ButtonLink>
            }
          >
            <p>
              Autoship delivers your dog&apos;s supplements every 2 to 16 weeks at a standing discount, so a pack never runs out. You can change the date, skip a delivery, pause or
              cancel at any time, here in one click.
            </p>
          </EmptyState>
        ) : (
          <div className="autoship-list">
            {reorderId !== null && !subscriptions.some((s) => s.id === reorderId) && <p role="status">That autoship is not in your account.</p>}
            {subscriptions.map((s) => (
              <SubscriptionCard
                key={s.id}
                cusID={cusID}
                subscription={s}
                address={addresses && (addresses.find((a) => a.id === s.addressId) ?? null)}
                highlighted={s.id === reorderId}
              />
            ))}
          </div>
        )
      }
    </QueryView>
  );
}
