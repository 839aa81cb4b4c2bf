import { z } from 'zod';
import { banner, category, couponData, couponParams, failure, ok, productDetail, productIdParams, productListQuery, productSlugParams, product, shopOffers } from '@canino/shared';
import type { AppContext } from '../../context';
import { notModifiedAnswer, sendCached } from '../../http/cached-json';
import type { Api } from '../../http/types';
import { lookUpCoupon } from '../../services/catalog/check-coupon';
import { offersBody } from '../../services/catalog/offers';
import { bannersBody, categoriesBody, productDetailBody, productDetailBySlugBody, productsBody } from '../../services/catalog/read-catalog';

const cachedResponse = (data: z.ZodType) => ({ 200: ok(data), 304: notModifiedAnswer, 400: failure, 404: failure });

export function catalogRoutes(app: Api, ctx: AppContext): void {
  app.get('/category', { schema: { tags: ['catalog'], response: cachedResponse(z.array(category)) } }, async (req, reply) => sendCached(req, reply, await categoriesBody(ctx)));

  app.get('/banner', { schema: { tags: ['catalog'], response: cachedResponse(z.array(banner)) } }, async (req, reply) => sendCached(req, reply, await bannersBody(ctx)));

  app.get('/product', { schema: { tags: ['catalog'], querystring: productListQuery, response: cachedResponse(z.array(product)) } }, async (req, reply) =>
    sendCached(req, reply, await productsBody(ctx, req.query)),
  );

  app.get('/productById/:id', { schema: { tags: ['catalog'], params: productIdParams, response: cachedResponse(productDetail) } }, async (req, reply) =>
    sendCached(req, reply, await productDetailBody(ctx, req.params.id)),
  );

  // Beyond the spec: the product page at its readable address /products/{slug} reads the same record.
  app.get('/productBySlug/:slug', { schema: { tags: ['catalog'], params: productSlugParams, response: cachedResponse(productDetail) } }, async (req, reply) =>
    sendCached(req, reply, await productDetailBySlugBody(ctx, req.params.slug)),
  );

  app.get(
    '/coupen/:code',
    {
      config: { rateLimit: { max: ctx.config.couponRateLimitMax, timeWindow: '1 minute' } },
      schema: {
        tags: ['catalog'],
        params: couponParams,
        querystring: z.object({ subtotal: z.coerce.number().nonnegative().max(1e9).optional() }),
        response: { 200: ok(couponData), 400: failure, 404: failure, 422: failure, 429: failure },
      },
    },
    async (req) => {
      const subtotal = req.query.subtotal === undefined ? null : Math.round(req.query.subtotal * 100);
      return { status: 1 as const, data: await lookUpCoupon(ctx, req.params.code, subtotal) };
    },
  );

  // Beyond the spec: the offers the owner shows to shoppers, for the product page and the cart.
  app.get('/offers', { schema: { tags: ['catalog'], response: cachedResponse(shopOffers) } }, async (req, reply) => sendCached(req, reply, await offersBody(ctx)));
}
