import type { RefillCart, RefillOverview } from '@canino/shared';
import { apiRequest } from '../../../lib/api-client';
import { setQueryData, useQuery } from '../../../lib/query';
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
export const switchReminders = (cusID: number, on: boolean) => change(cusID, '/refills/reminders', 'PUT', { on });
export const switchProductReminders = (cusID: number, productId: number, on: boolean) => change(cusID, '/refills/products', 'PUT', { productId, on });

/** The reminder email's links: by their token, logged in or not. */
export const refillCart = (token: string) => apiRequest<RefillCart>('/refills/cart', { method: 'POST', body: { token } }).then((r) => r.data.lines);
export const unsubscribeRefills = (token: string) => apiRequest<never>('/refills/unsubscribe', { method: 'POST', body: { token } }).then((r) => r.message);
