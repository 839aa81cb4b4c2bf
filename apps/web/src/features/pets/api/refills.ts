import type { RefillCart, RefillOverview } from '@canino/shared';
import { apiRequest } from '../../../lib/api-client';
import { invalidateQueries, setQueryData, useQuery } from '../../../lib/query';
import { customerKey, useUser } from '../../../stores/session-store';

const refillsKey = (cusID: number) => customerKey(cusID, 'refills');

export function useRefills() {
  const user = useUser();
  return useQuery(user ? refillsKey(user.cusID) : null, () => apiRequest<RefillOverview>('/refills', { asCustomer: true }).then((r) => r.data));
}

/** Each change answers with the whole overview, which replaces the cached one. */
async function change(cusID: number, path: string, method: 'POST' | 'PUT', body: object): Promise<string> {
  const { message, data } = await apiRequest<RefillOverview>(path, { method, body, asCustomer: true });
  setQueryData<RefillOverview>(refillsKey(cusID), () => data);
  return message;
}

export const snoozeRefill = (cusID: number, id: number, until: string) => change(cusID, `/refills/${id}/snooze`, 'POST', { until });
/** The reminders box is a consent: the account page's copy of it is refreshed too. */
export async function switchReminders(cusID: number, on: boolean): Promise<string> {
  const message = await change(cusID, '/refills/reminders', 'PUT', { on });
  invalidateQueries(customerKey(cusID, 'privacy'));
  return message;
}
export const switchProductReminders = (cusID: number, productId: number, on: boolean) => change(cusID, '/refills/products', 'PUT', { productId, on });

/** The reminder email's cart link: by its token, logged in or not. */
export const refillCart = (token: string) => apiRequest<RefillCart>('/refills/cart', { method: 'POST', body: { token } }).then((r) => r.data.lines);
