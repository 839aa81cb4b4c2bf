import { z } from 'zod';
import { failure, ok, okMessage, ownReviewPhotoParams, productIdParams, review, reviewInput, reviewListQuery, reviewPage, reviewParams } from '@canino/shared';
import type { AppContext } from '../../context';
import { multipartOnly, readMultipartBody, REVIEW_PHOTOS } from '../../http/multipart';
import { optionalCustomer, requireCustomer } from '../../http/session';
import type { Api } from '../../http/types';
import { voteHelpful } from '../../services/reviews/helpful-votes';
import { getReviewPage } from '../../services/reviews/review-page';
import { addReviewPhotos, removeOwnReviewPhoto } from '../../services/reviews/review-photos';
import { createReview, deleteOwnReview, editReview } from '../../services/reviews/write-review';

const tags = ['reviews'];
const failures = { 400: failure, 401: failure, 403: failure, 404: failure, 409: failure, 422: failure, 429: failure };

/** Reviews of a product: anyone reads them; a delivered buyer writes one and edits it; customers vote. */
export function reviewRoutes(app: Api, ctx: AppContext): void {
  const limited = { rateLimit: { max: ctx.config.reviewRateLimitMax, timeWindow: '1 hour' } };

  app.get(
    '/product/:id/reviews',
    { schema: { tags, params: productIdParams, querystring: reviewListQuery, response: { 200: ok(reviewPage), ...failures } } },
    async (req, reply) => {
      // Each answer depends on who asks (their own review, their votes): never a shared cache's.
      reply.header('cache-control', 'private, no-store');
      return { status: 1 as const, data: await getReviewPage(ctx, req.params.id, req.query, await optionalCustomer(ctx, req)) };
    },
  );

  app.post(
    '/product/:id/reviews',
    { config: limited, schema: { tags, params: productIdParams, body: reviewInput, response: { 201: ok(review), ...failures } } },
    async (req, reply) => {
      const data = await createReview(ctx, req.params.id, await requireCustomer(ctx, req), req.body);
      return reply.code(201).send({ status: 1 as const, message: 'Thank you for your review', data });
    },
  );

  app.put(
    '/product/:id/reviews/mine',
    { config: limited, schema: { tags, params: productIdParams, body: reviewInput, response: { 200: ok(review), ...failures } } },
    async (req) => ({
      status: 1 as const,
      message: 'Your review is updated',
      data: await editReview(ctx, req.params.id, await requireCustomer(ctx, req), req.body),
    }),
  );

  app.delete('/product/:id/reviews/mine', { config: limited, schema: { tags, params: productIdParams, response: { 200: okMessage, ...failures } } }, async (req) => {
    await deleteOwnReview(ctx, req.params.id, await requireCustomer(ctx, req));
    return { status: 1 as const, message: 'Your review is deleted' };
  });

  app.post(
    '/product/:id/reviews/mine/photos',
    {
      config: limited,
      preValidation: readMultipartBody(REVIEW_PHOTOS),
      schema: { tags, ...multipartOnly, params: productIdParams, response: { 200: ok(review), ...failures, 413: failure, 415: failure } },
    },
    async (req) => ({
      status: 1 as const,
      message: 'Your photos are added',
      data: await addReviewPhotos(ctx, req.params.id, await requireCustomer(ctx, req), req.uploadedFiles),
    }),
  );

  app.delete(
    '/product/:id/reviews/mine/photos/:photo',
    { config: limited, schema: { tags, params: ownReviewPhotoParams, response: { 200: ok(review), ...failures } } },
    async (req) => ({
      status: 1 as const,
      message: 'The photo is removed',
      data: await removeOwnReviewPhoto(ctx, req.params.id, await requireCustomer(ctx, req), req.params.photo),
    }),
  );

  const vote = (helpful: boolean) => async (req: { params: { id: number } } & Parameters<typeof requireCustomer>[1]) => ({
    status: 1 as const,
    data: await voteHelpful(ctx, req.params.id, await requireCustomer(ctx, req), helpful),
  });
  const voteSchema = { tags, params: reviewParams, response: { 200: ok(z.object({ helpful: z.number().int(), helped: z.boolean() })), ...failures } };
  app.put('/reviews/:id/helpful', { config: limited, schema: voteSchema }, vote(true));
  app.delete('/reviews/:id/helpful', { config: limited, schema: voteSchema }, vote(false));
}
