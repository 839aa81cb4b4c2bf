import type { OrderReturns } from '@canino/shared';
import { apiRequest } from '../../../lib/api-client';
import { setQueryData, useQuery } from '../../../lib/query';
import { customerKey, useUser } from '../../../stores/session-store';

/** What of the customer's order may still be returned, and its returns (GET /orders/:id/returns). */
const returnsKey = (cusID: number, orderId: number) => customerKey(cusID, `order-returns:${orderId}`);

const getOrderReturns = (orderId: number) => apiRequest<OrderReturns>(`/orders/${orderId}/returns`, { asCustomer: true }).then((r) => r.data);

export function useOrderReturns(orderId: number) {
  const user = useUser();
  return useQuery(user && orderId > 0 ? returnsKey(user.cusID, orderId) : null, () => getOrderReturns(orderId), { staleMs: 30_000 });
}

/** POST /orders/:id/returns as a multipart form (the photos in `photos`); the answer replaces the order's returns. */
export async function requestReturn(cusID: number, orderId: number, form: FormData): Promise<string> {
  const { message, data } = await apiRequest<OrderReturns>(`/orders/${orderId}/returns`, { method: 'POST', body: form, asCustomer: true });
  setQueryData<OrderReturns>(returnsKey(cusID, orderId), () => data);
  return message;
}
