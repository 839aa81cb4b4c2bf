import type { CustomerOrderDetail } from '@canino/shared';
import { apiRequest } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { customerKey, useUser } from '../../../stores/session-store';

/** One of the customer's own orders (GET /orders/:id); another customer's is a 404. */
const orderKey = (cusID: number, id: number) => customerKey(cusID, `order:${id}`);

const getOrder = (id: number) => apiRequest<CustomerOrderDetail>(`/orders/${id}`, { asCustomer: true }).then((r) => r.data);

export function useOrder(id: number) {
  const user = useUser();
  return useQuery(user && id > 0 ? orderKey(user.cusID, id) : null, () => getOrder(id), { staleMs: 30_000 });
}
