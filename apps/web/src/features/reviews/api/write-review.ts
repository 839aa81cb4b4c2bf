import type { Review, ReviewInput } from '@canino/shared';
import { apiRequest } from '../../../lib/api-client';
import { invalidateQueries } from '../../../lib/query';
import { refreshReviews } from './get-reviews';

/** Writes the customer's review (POST) or changes it (PUT …/mine); ratings on cards refresh too. */
export async function saveReview(productId: number, input: ReviewInput, existing: boolean): Promise<string> {
  const { message } = await apiRequest<Review>(`/product/${productId}/reviews${existing ? '/mine' : ''}`, {
    method: existing ? 'PUT' : 'POST',
    body: input,
    asCustomer: true,
  });
  refreshReviews(productId);
  invalidateQueries('catalog:');
  return message;
}

export async function markHelpful(productId: number, reviewId: number, helpful: boolean): Promise<void> {
  await apiRequest(`/reviews/${reviewId}/helpful`, { method: helpful ? 'PUT' : 'DELETE', asCustomer: true });
  refreshReviews(productId);
}
