import { formatShopDate, type Subscription } from '@canino/shared';

const PAUSE_REASONS: Record<NonNullable<Subscription['pauseReason']>, string> = {
  customer: 'by the customer',
  payment_failed: 'payment failed',
  mandate_revoked: 'the bank ended the mandate',
  no_address: 'the address was removed',
};

/** Active, Cancelled, or Paused with why; a declined charge's pause stands out as Payment failed. */
export function SubscriptionStatus({ sub }: { sub: Pick<Subscription, 'status' | 'pauseReason'> }) {
  if (sub.status === 'active') return <span className="adm-badge adm-badge--success">Active</span>;
  if (sub.status === 'cancelled') return <span className="adm-badge adm-badge--muted">Cancelled</span>;
  if (sub.pauseReason === 'payment_failed') return <span className="adm-badge adm-badge--danger">Payment failed</span>;
  return <span className="adm-badge adm-badge--warning">Paused{sub.pauseReason ? `: ${PAUSE_REASONS[sub.pauseReason]}` : ''}</span>;
}

/** "2 × Joint chews (60 tablets)", each item of a subscription. */
export const itemsText = (sub: Pick<Subscription, 'items'>) => sub.items.map((i) => `${i.quantity} × ${i.productName} (${i.label})`).join(', ');

/** What the next cycle costs at today's prices less its discount. */
export const cyclePaise = (sub: Pick<Subscription, 'items'>) => sub.items.reduce((sum, i) => sum + i.autoshipLinePaise, 0);

/** A delivery or order date as the shop's calendar day: "4 Mar 2026". */
export const shopDay = (day: string) => formatShopDate(new Date(`${day}T00:00:00+05:30`));
