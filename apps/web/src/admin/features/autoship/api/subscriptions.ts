import type { AdminSubscription, AdminSubscriptionQuery, AdminSubscriptionRow, AutoshipFigures, Paged, SubscriptionAction } from '@canino/shared';
import { useQuery } from '../../../../lib/query';
import { adminGet, adminKey, adminRequest, refreshAfterWrite } from '../../../lib/api-client';

export const useSubscriptions = (q: Partial<AdminSubscriptionQuery>) => useQuery(adminKey('subscriptions', q), () => adminGet<Paged<AdminSubscriptionRow>>('/subscriptions', q));

export const useSubscription = (id: number) => useQuery(adminKey('subscriptions', { id }), () => adminGet<AdminSubscription>(`/subscriptions/${id}`));

// Under the subscriptions' key, so an action on one refreshes the figures too.
export const useAutoshipFigures = () => useQuery(adminKey('subscriptions-figures'), () => adminGet<AutoshipFigures>('/autoship/figures'));

/** Skip, pause, resume, cancel or send now, on the customer's behalf (the server audits it). */
export async function actOnSubscription(id: number, action: SubscriptionAction) {
  const res = await adminRequest<AdminSubscription>(`/subscriptions/${id}/${action}`, { method: 'POST' });
  refreshAfterWrite('subscriptions');
  return res;
}
