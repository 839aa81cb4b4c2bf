import { failure, ok, wishlistData, wishlistFetchInput, wishlistToggleData, wishlistToggleInput, contactInput, okMessage, publicShopSettings } from '@canino/shared';
import type { AppContext } from '../../context';
import { notModifiedAnswer, sendCached } from '../../http/cached-json';
import { NO_FILES, readMultipartBody } from '../../http/multipart';
import { requireSelf } from '../../http/session';
import type { Api } from '../../http/types';
import { sendContactMessage } from '../../services/contact/send-contact-message';
import { publicShopDetailsBody } from '../../services/shop/shop-settings';
import { listWishlist, toggleWishlist } from '../../services/wishlist/wishlist';

const failures = { 400: failure, 401: failure, 403: failure, 404: failure, 413: failure, 429: failure };

export function accountRoutes(app: Api, ctx: AppContext): void {
  app.post(
    '/wishlist_update',
    {
      schema: {
        tags: ['wishlist'],
        body: wishlistToggleInput,
        response: { 200: ok(wishlistToggleData), ...failures },
      },
    },
    async (req) => {
      const customerId = await requireSelf(ctx, req, req.body.cusID);
      const result = await toggleWishlist(ctx, customerId, req.body.pID);
      return { status: 1 as const, message: result.message, data: { status: 1 as const, in_wishlist: result.inWishlist } };
    },
  );

  app.post(
    '/wishlist',
    {
      preValidation: readMultipartBody(NO_FILES),
      schema: { tags: ['wishlist'], consumes: ['multipart/form-data', 'application/json'], body: wishlistFetchInput, response: { 200: ok(wishlistData), ...failures } },
    },
    async (req) => {
      const customerId = await requireSelf(ctx, req, req.body.cusID);
      return { status: 1 as const, data: { wishlist: await listWishlist(ctx, customerId) } };
    },
  );

  app.post(
    '/cont',
    {
      config: { rateLimit: { max: ctx.config.rateLimitMax, timeWindow: '1 minute' } },
      preValidation: readMultipartBody(NO_FILES),
      schema: { tags: ['contact'], consumes: ['multipart/form-data', 'application/json'], body: contactInput, response: { 200: okMessage, ...failures } },
    },
    async (req) => {
      await sendContactMessage(ctx, req.body);
      return { status: 1 as const, message: 'Thank you! Your message has been sent. We will reply within one working day.' };
    },
  );

  app.get('/settings', { schema: { tags: ['shop'], response: { 200: ok(publicShopSettings), 304: notModifiedAnswer } } }, async (req, reply) =>
    sendCached(req, reply, await publicShopDetailsBody(ctx)),
  );
}
