import { adminReview, adminReviewQuery, adminReviewUpdate, failure, idParams, ok, paged, reviewPhotoParams } from '@canino/shared';
import type { AppContext } from '../../context';
import type { Api } from '../../http/types';
import { adminIdOf } from './guard';
import { listReviews, moderateReview } from '../../services/reviews/moderate-reviews';
import { removeReviewPhotoAsOwner } from '../../services/reviews/review-photos';

const failures = { 400: failure, 401: failure, 404: failure };
const tags = ['admin: reviews'];

/** Moderation: every review, hidden ones too; hide, show and reply, and remove a photo that should not be shown. */
export function adminReviewRoutes(app: Api, ctx: AppContext): void {
  app.get('/reviews', { schema: { tags, querystring: adminReviewQuery, response: { 200: ok(paged(adminReview)), ...failures } } }, async (req) => ({
    status: 1 as const,
    data: await listReviews(ctx, req.query),
  }));

  app.patch('/reviews/:id', { schema: { tags, params: idParams, body: adminReviewUpdate, response: { 200: ok(adminReview), ...failures } } }, async (req) => {
    const data = await moderateReview(ctx, adminIdOf(req), req.params.id, req.body);
    const message = req.body.hidden === true ? 'The review is hidden' : req.body.hidden === false ? 'The review is shown' : 'Your reply is saved';
    return { status: 1 as const, message, data };
  });

  app.delete('/reviews/:id/photos/:photo', { schema: { tags, params: reviewPhotoParams, response: { 200: ok(adminReview), ...failures } } }, async (req) => ({
    status: 1 as const,
    message: 'The photo is removed',
    data: await removeReviewPhotoAsOwner(ctx, adminIdOf(req), req.params.id, req.params.photo),
  }));
}
