import { MAX_REVIEW_PHOTOS, type AdminReview, type Review } from '@canino/shared';
import type { AppContext } from '../../context';
import { AppError, badInput, notFound } from '../../errors';
import * as repo from '../../repositories/reviews';
import { recordAdminChange } from '../audit/audit-log';
import { removeUploadedImage, storeUploadedImage } from '../uploads/process-image';
import { presentAdminReview, presentReview } from './present-review';

type Ctx = Pick<AppContext, 'db' | 'images' | 'log' | 'now'>;

// Wide enough to see what the buyer shows (a chewed lid, a broken seal), small enough for a phone.
const PHOTO_WIDTH = 1200;
const tooMany = (has: number) =>
  new AppError(
    'UNPROCESSABLE',
    has === 0
      ? `A review takes at most ${MAX_REVIEW_PHOTOS} photos`
      : `A review takes at most ${MAX_REVIEW_PHOTOS} photos; yours has ${has}, so add ${MAX_REVIEW_PHOTOS - has === 0 ? 'none' : `up to ${MAX_REVIEW_PHOTOS - has}`} more`,
    { photos: `At most ${MAX_REVIEW_PHOTOS} photos` },
  );

/** Removes images no review points at any more (a deleted review's too); a store that fails leaves an orphan file, never a broken review. */
export async function dropReviewPhotos(ctx: Ctx, urls: readonly string[]): Promise<void> {
  for (const url of urls) await removeUploadedImage(ctx.images, url).catch((err: unknown) => ctx.log.warn({ err, url }, 'could not remove a review photo'));
}

/**
 * Adds the buyer's photos to their own review, each resized and stripped of its metadata (where it was
 * taken, the phone) as product pictures are. The images are stored first and the count checked again
 * under the review's lock, so two uploads at once never pass the limit together; what is refused leaves
 * the store again.
 */
export async function addReviewPhotos(ctx: Ctx, productId: number, customerId: number, files: Buffer[] | undefined): Promise<Review> {
  if (!files?.length) throw badInput('Choose a photo to add', { photos: 'Choose a photo to add' });
  const own = await repo.findOwnReview(ctx.db, productId, customerId);
  if (!own) throw notFound('Write your review first, then add photos to it');
  if (own.photos.length + files.length > MAX_REVIEW_PHOTOS) throw tooMany(own.photos.length);
  const urls: string[] = [];
  try {
    for (const file of files) urls.push(await storeUploadedImage(ctx.images, 'reviews', file, { maxWidth: PHOTO_WIDTH }));
    const saved = await ctx.db.transaction(async (tx) => {
      const locked = await repo.lockReview(tx, own.id);
      if (!locked) throw notFound('You have not reviewed this product yet');
      if (locked.photos.length + urls.length > MAX_REVIEW_PHOTOS) throw tooMany(locked.photos.length);
      return (await repo.updateReview(tx, own.id, { photos: [...locked.photos, ...urls], updatedAt: ctx.now() }))!;
    });
    return presentReview(saved, customerId, false);
  } catch (err) {
    await dropReviewPhotos(ctx, urls);
    throw err;
  }
}

/** Takes photo `index` (0 first) off a review in one locked step, and out of the store once that commits. */
async function takePhoto(ctx: Ctx, reviewId: number, index: number, after?: (tx: AppContext['db'], before: repo.ReviewRow, saved: repo.ReviewRow) => Promise<void>) {
  let removed = '';
  const saved = await ctx.db.transaction(async (tx) => {
    const locked = await repo.lockReview(tx, reviewId);
    removed = locked?.photos[index] ?? '';
    if (!locked || !removed) throw notFound('Photo not found');
    const row = (await repo.updateReview(tx, reviewId, { photos: locked.photos.filter((_, i) => i !== index), updatedAt: ctx.now() }))!;
    await after?.(tx, locked, row);
    return row;
  });
  await dropReviewPhotos(ctx, [removed]);
  return saved;
}

/** The buyer removes one of their own review's photos. */
export async function removeOwnReviewPhoto(ctx: Ctx, productId: number, customerId: number, index: number): Promise<Review> {
  const own = await repo.findOwnReview(ctx.db, productId, customerId);
  if (!own) throw notFound('You have not reviewed this product yet');
  return presentReview(await takePhoto(ctx, own.id, index), customerId, false);
}

/** The owner removes a photo that should not be shown (moderation keeps the review), written to the audit log. */
export async function removeReviewPhotoAsOwner(ctx: Ctx, adminId: number, reviewId: number, index: number): Promise<AdminReview> {
  await takePhoto(ctx, reviewId, index, (tx, before, saved) =>
    recordAdminChange(tx, adminId, {
      entity: 'review',
      entityId: reviewId,
      action: 'moderate',
      label: `Review by ${before.authorName}`,
      before: { photos: before.photos.length },
      after: { photos: saved.photos.length },
    }),
  );
  return presentAdminReview((await repo.findAdminReview(ctx.db, reviewId))!);
}
