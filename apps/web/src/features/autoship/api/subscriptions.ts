import type { Subscription, SubscriptionAction, SubscriptionChange } from '@canino/shared';
import { apiRequest } from '../../../lib/api-client';
import { setQueryData, useQuery } from '../../../lib/query';
import { customerKey, useUser } from '../../../stores/session-store';

/** The logged-in customer's autoship subscriptions (GET /subscriptions). */
const subscriptionsKey = (cusID: number) => customerKey(cusID, 'subscriptions');

export function useSubscriptions() {
  const user = useUser();
  return useQuery(user ? subscriptionsKey(user.cusID) : null, () => apiRequest<Subscription[]>('/subscriptions', { asCustomer: true }).then((r) => r.data));
}

/** Every change answers with the subscription as it now is, which replaces the cached one. Resolves with the server's message. */
async function replaceWith(cusID: number, request: Promise<{ message: string; data: Subscription }>): Promise<string> {
  const { message, data } = await request;
  setQueryData<Subscription[]>(subscriptionsKey(cusID), (old = []) => old.map((s) => (s.id === data.id ? data : s)));
  return message;
}

/** PATCH /subscriptions/:id: frequency or next delivery date; a refusal carries the field it is about. */
export const changeSubscription = (cusID: number, id: number, change: SubscriptionChange) =>
  replaceWith(cusID, apiRequest<Subscription>(`/subscriptions/${id}`, { method: 'PATCH', body: change, asCustomer: true }));

/** POST /subscriptions/:id/<skip|pause|resume|cancel|send-now>. */
export const actOnSubscription = (cusID: number, id: number, action: SubscriptionAction) =>
  replaceWith(cusID, apiRequest<Subscription>(`/subscriptions/${id}/${action}`, { method: 'POST', asCustomer: true }));
