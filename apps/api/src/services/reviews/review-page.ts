import { averageRating, REVIEWS_PAGE_SIZE, type ReviewEligibility, type ReviewPage, type ReviewSort } from '@canino/shared';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import { findActiveProduct } from '../../repositories/catalog';
import * as repo from '../../repositories/reviews';
import { presentReview } from './present-review';

/** What the customer asking may do about reviewing the product. */
async function eligibility(ctx: Pick<AppContext, 'db'>, productId: number, viewerId: number | null, own: repo.ReviewRow | undefined): Promise<ReviewEligibility> {
  if (viewerId === null) return 'log_in';
  if (own) return 'written';
  return (await repo.findDeliveredPurchase(ctx.db, viewerId, productId)) ? 'can_write' : 'not_delivered';
}

/** A product's visible reviews, a page at a time, with the summary and the asker's own review. */
export async function getReviewPage(ctx: Pick<AppContext, 'db'>, productId: number, query: { sort: ReviewSort; page: number }, viewerId: number | null): Promise<ReviewPage> {
  const product = await findActiveProduct(ctx.db, productId);
  if (!product) throw notFound('This product is not available');
  const [rows, stars, own] = await Promise.all([
    repo.listVisibleReviews(ctx.db, productId, { ...query, pageSize: REVIEWS_PAGE_SIZE, viewerId }),
    repo.countStars(ctx.db, productId),
    viewerId === null ? undefined : repo.findOwnReview(ctx.db, productId, viewerId),
  ]);
  const count = stars.reduce((a, b) => a + b, 0);
  const sum = stars.reduce((a, n, i) => a + n * (i + 1), 0);
  return {
    summary: { average: averageRating(sum, count), count, stars },
    reviews: rows.map((r) => presentReview(r.review, viewerId, r.helped)),
    page: query.page,
    pages: Math.max(1, Math.ceil(count / REVIEWS_PAGE_SIZE)),
    eligibility: await eligibility(ctx, productId, viewerId, own),
    mine: own ? presentReview(own, viewerId, false) : null,
  };
}
