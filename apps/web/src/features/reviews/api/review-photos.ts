import type { Review } from '@canino/shared';
import { apiRequest } from '../../../lib/api-client';
import { refreshReviews } from './get-reviews';

/** Adds photos to the customer's own review of the product (multipart, field `photos`); answers the shop's message. */
export async function addReviewPhotos(productId: number, files: File[]): Promise<string> {
  const form = new FormData();
  for (const file of files) form.append('photos', file);
  const { message } = await apiRequest<Review>(`/product/${productId}/reviews/mine/photos`, { method: 'POST', body: form, asCustomer: true });
  refreshReviews(productId);
  return message;
}

export async function removeReviewPhoto(productId: number, index: number): Promise<string> {
  const { message } = await apiRequest<Review>(`/product/${productId}/reviews/mine/photos/${index}`, { method: 'DELETE', asCustomer: true });
  refreshReviews(productId);
  return message;
}
