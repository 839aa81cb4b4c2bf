import { reviewerName, type Review } from '@canino/shared';
import type { z } from 'zod';
import type { reviewInput } from '@canino/shared';
import type { AppContext } from '../../context';
import { conflict, forbidden, notFound } from '../../errors';
import { findActiveProduct } from '../../repositories/catalog';
import * as repo from '../../repositories/reviews';
import { presentReview } from './present-review';
import { dropReviewPhotos } from './review-photos';

type Ctx = Pick<AppContext, 'db' | 'catalogCache' | 'now'>;
type Input = z.output<typeof reviewInput>;

const NOT_A_BUYER = 'Only customers whose order of this product has been delivered can review it';

/** A review changes the product's rating, which every listing shows: the catalog cache must go. */
async function afterChange(ctx: Ctx, productId: number, write: (tx: AppContext['db']) => Promise<void>): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await write(tx);
    await repo.refreshProductRating(tx, productId);
  });
  ctx.catalogCache.invalidate();
}

/** A delivered buyer's first review of the product; a second one is refused (they edit the first). */
export async function createReview(ctx: Ctx, productId: number, customerId: number, input: Input): Promise<Review> {
  if (!(await findActiveProduct(ctx.db, productId))) throw notFound('This product is not available');
  const purchase = await repo.findDeliveredPurchase(ctx.db, customerId, productId);
  if (!purchase) throw forbidden(NOT_A_BUYER);
  const name = (await repo.findCustomerName(ctx.db, customerId)) ?? '';
  let saved: repo.ReviewRow | undefined;
  await afterChange(ctx, productId, async (tx) => {
    saved = await repo.insertReview(tx, {
      productId,
      customerId,
      orderId: purchase.orderId,
      ...input,
      authorName: reviewerName(name),
      authorCity: (purchase.shipping ?? purchase.billing)?.city?.trim() ?? '',
    });
  });
  if (!saved) throw conflict('You have already reviewed this product; edit your review instead');
  return presentReview(saved, customerId, false);
}

/** The customer edits their own review; it keeps its place (its date) and says it was edited. */
export async function editReview(ctx: Ctx, productId: number, customerId: number, input: Input): Promise<Review> {
  const own = await repo.findOwnReview(ctx.db, productId, customerId);
  if (!own) throw notFound('You have not reviewed this product yet');
  let saved: repo.ReviewRow | undefined;
  const now = ctx.now();
  await afterChange(ctx, productId, async (tx) => {
    saved = await repo.updateReview(tx, own.id, { ...input, editedAt: now, updatedAt: now });
  });
  return presentReview(saved!, customerId, false);
}

/** The customer deletes their own review; its photos leave the image store once it is gone. */
export async function deleteOwnReview(ctx: Ctx & Pick<AppContext, 'images' | 'log'>, productId: number, customerId: number): Promise<void> {
  const own = await repo.findOwnReview(ctx.db, productId, customerId);
  if (!own) throw notFound('You have not reviewed this product yet');
  let photos: string[] = [];
  await afterChange(ctx, productId, async (tx) => {
    photos = (await repo.lockReview(tx, own.id))?.photos ?? [];
    await repo.deleteReview(tx, own.id);
  });
  await dropReviewPhotos(ctx, photos);
}
