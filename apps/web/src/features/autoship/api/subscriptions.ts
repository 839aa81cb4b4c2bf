import { earliestDeliveryDate, followingDelivery, type Subscription, type SubscriptionAction, type SubscriptionChange, type SubscriptionInput } from '@canino/shared';
import { apiRequest } from '../../../lib/api-client';
import { invalidateQueries, setQueryData, useQuery } from '../../../lib/query';
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

/** A cart line on autoship, as the order placed for it names its size. */
export interface AutoshipLine {
  variantId: number;
  quantity: number;
  frequencyWeeks: number;
}

/**
 * POST /subscriptions for each autoship line of an order just placed (decision 057): that order is the
 * first delivery, so the subscription's first is a frequency after the earliest delivery an order placed
 * today gets. Paid online, the order's payment sets up the mandate; on cash on delivery each cycle is
 * reminded with a reorder link. My Autoship's list is read again.
 */
export async function subscribeToLines(cusID: number, lines: readonly AutoshipLine[], how: { addressId: number; paymentId?: string }): Promise<void> {
  const shipsBy = earliestDeliveryDate(new Date());
  for (const line of lines) {
    await apiRequest<Subscription>('/subscriptions', {
      method: 'POST',
      asCustomer: true,
      body: {
        ...line,
        addressId: how.addressId,
        firstDeliveryDate: followingDelivery(shipsBy, line.frequencyWeeks),
        ...(how.paymentId ? { paymentMethod: 'mandate', paymentId: how.paymentId } : { paymentMethod: 'cod_reminder' }),
      } satisfies SubscriptionInput,
    });
  }
  invalidateQueries(subscriptionsKey(cusID));
}
