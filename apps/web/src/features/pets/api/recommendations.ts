import type { Recommendations } from '@canino/shared';
import { apiRequest } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { customerKey, useUser } from '../../../stores/session-store';

/** "Picked for <pet>" and, with a product, "Bought together" (GET /recommendations). Guests get the latter only. */
export function useRecommendations(productId?: number) {
  const user = useUser();
  const key = `${user ? customerKey(user.cusID, 'recommendations') : 'guest:recommendations'}:${productId ?? ''}`;
  return useQuery(key, () => apiRequest<Recommendations>('/recommendations', { query: { product: productId }, asCustomer: Boolean(user) }).then((r) => r.data));
}
