import type { AutoshipReorder } from '@canino/shared';
import { apiRequest } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';

/** The delivery a reorder link names, and what it costs now (POST /subscriptions/reorder/read: the token stays out of every address). */
export const useReorder = (token: string) =>
  useQuery(token ? `autoship-reorder:${token}` : null, () => apiRequest<AutoshipReorder>('/subscriptions/reorder/read', { body: { token } }).then((r) => r.data));

/** The page's one button (POST /subscriptions/reorder): the delivery's order, paid on delivery. */
export const placeReorder = (token: string) => apiRequest<AutoshipReorder>('/subscriptions/reorder', { body: { token } });
