import type { ReviewPage, ReviewSort } from '@canino/shared';
import { apiGet } from '../../../lib/api-client';
import { invalidateQueries, useQuery } from '../../../lib/query';

const reviewsKey = (productId: number, sort: ReviewSort, page: number) => `reviews:${productId}:${sort}:${page}`;

/** GET /product/{id}/reviews: a page of reviews, the summary and what the asker may do. */
export const useReviews = (productId: number, sort: ReviewSort, page: number) =>
  useQuery(reviewsKey(productId, sort, page), () => apiGet<ReviewPage>(`/product/${productId}/reviews`, { sort, page }).then((r) => r.data), { staleMs: 0 });

/** After a write or a vote every sort and page of the product may have changed. */
export const refreshReviews = (productId: number) => invalidateQueries(`reviews:${productId}:`);
