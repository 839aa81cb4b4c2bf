import { adminBanner, bannerInput, failure, idParams, ok, okMessage, paged, pageQuery } from '@canino/shared';
import type { AppContext } from '../../context';
import type { Api } from '../../http/types';
import { adminIdOf } from './guard';
import * as banners from '../../services/catalog/banners';
import { ONE_IMAGE, multipartOnly, readMultipartBody } from '../../http/multipart';

const failures = { 400: failure, 401: failure, 404: failure, 413: failure, 415: failure };
const tags = ['admin: catalog'];

export function adminBannerRoutes(app: Api, ctx: AppContext): void {
  app.get('/banners', { schema: { tags, querystring: pageQuery, response: { 200: ok(paged(adminBanner)), ...failures } } }, async (req) => ({
    status: 1 as const,
    data: await banners.listBanners(ctx, req.query),
  }));

  app.get('/banners/:id', { schema: { tags, params: idParams, response: { 200: ok(adminBanner), ...failures } } }, async (req) => ({
    status: 1 as const,
    data: await banners.getBanner(ctx, req.params.id),
  }));

  app.post(
    '/banners',
    { preValidation: readMultipartBody(ONE_IMAGE), schema: { tags, ...multipartOnly, body: bannerInput, response: { 200: ok(adminBanner), ...failures } } },
    async (req) => ({ status: 1 as const, message: 'Banner created', data: await banners.createBanner(ctx, adminIdOf(req), req.body, req.uploadedFiles?.[0]) }),
  );

  app.put(
    '/banners/:id',
    {
      preValidation: readMultipartBody(ONE_IMAGE),
      schema: { tags, ...multipartOnly, params: idParams, body: bannerInput, response: { 200: ok(adminBanner), ...failures } },
    },
    async (req) => ({
      status: 1 as const,
      message: 'Banner saved',
      data: await banners.updateBanner(ctx, adminIdOf(req), req.params.id, req.body, req.uploadedFiles?.[0]),
    }),
  );

  app.delete('/banners/:id', { schema: { tags, params: idParams, response: { 200: okMessage, ...failures } } }, async (req) => {
    await banners.deleteBanner(ctx, adminIdOf(req), req.params.id);
    return { status: 1 as const, message: 'Banner deleted' };
  });
}
