import type { PublicOrderTracking, TrackOrderInput } from '@canino/shared';
import { apiRequest } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';

/** The guest's tracking page behind the emailed link (POST /track/link: the token stays out of every address). */
export const useTrackingByToken = (token: string) =>
  useQuery(token ? `tracking:${token}` : null, () => apiRequest<PublicOrderTracking>('/track/link', { body: { token } }).then((r) => r.data), { staleMs: 30_000 });

/** The Track Order form (POST /track): the order number and the phone or email it was placed with. */
export const trackOrder = (input: TrackOrderInput) => apiRequest<PublicOrderTracking>('/track', { body: input }).then((r) => r.data);
