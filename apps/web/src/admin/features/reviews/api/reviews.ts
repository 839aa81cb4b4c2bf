import type { AdminReview, AdminReviewQuery, AdminReviewUpdate, Paged } from '@canino/shared';
import { useQuery } from '../../../../lib/query';
import { adminGet, adminKey, adminRequest, refreshAfterWrite } from '../../../lib/api-client';

export const useAdminReviews = (q: Partial<AdminReviewQuery>) => useQuery(adminKey('reviews', q), () => adminGet<Paged<AdminReview>>('/reviews', q));

/** Removes photo `index` of a review (moderation keeps the review itself). */
export async function removeReviewPhoto(id: number, index: number) {
  const res = await adminRequest<AdminReview>(`/reviews/${id}/photos/${index}`, { method: 'DELETE' });
  refreshAfterWrite('reviews');
  return res;
}

export async function moderateReview(id: number, change: AdminReviewUpdate) {
  const res = await adminRequest<AdminReview>(`/reviews/${id}`, { method: 'PATCH', body: change });
  refreshAfterWrite('reviews');
  return res;
}
