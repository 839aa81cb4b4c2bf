import type { CustomerOrderSummary, Paged } from '@canino/shared';
import { apiRequest } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { customerKey, useUser } from '../../../stores/session-store';

/** The logged-in customer's orders, newest first, ten a page (GET /orders?page=). */
const ordersKey = (cusID: number, page: number) => customerKey(cusID, `orders:${page}`);

const getOrders = (page: number) => apiRequest<Paged<CustomerOrderSummary>>('/orders', { query: { page }, asCustomer: true }).then((r) => r.data);

export function useOrders(page: number) {
  const user = useUser();
  // Orders change status on their own (payment, shipping): re-read after half a minute.
  return useQuery(user ? ordersKey(user.cusID, page) : null, () => getOrders(page), { staleMs: 30_000 });
}
