import { adminCategory, categoryInput, failure, idParams, ok, okMessage, paged, pageQuery } from '@canino/shared';
import type { AppContext } from '../../context';
import type { Api } from '../../http/types';
import { adminIdOf } from './guard';
import * as categories from '../../services/catalog/categories';
import { ONE_IMAGE, multipartOnly, readMultipartBody } from '../../http/multipart';

const failures = { 400: failure, 401: failure, 404: failure, 409: failure, 413: failure, 415: failure };
const tags = ['admin: catalog'];

export function adminCategoryRoutes(app: Api, ctx: AppContext): void {
  app.get('/categories', { schema: { tags, querystring: pageQuery, response: { 200: ok(paged(adminCategory)), ...failures } } }, async (req) => ({
    status: 1 as const,
    data: await categories.listCategories(ctx, req.query),
  }));

  app.get('/categories/:id', { schema: { tags, params: idParams, response: { 200: ok(adminCategory), ...failures } } }, async (req) => ({
    status: 1 as const,
    data: await categories.getCategory(ctx, req.params.id),
  }));

  app.post(
    '/categories',
    { preValidation: readMultipartBody(ONE_IMAGE), schema: { tags, ...multipartOnly, body: categoryInput, response: { 200: ok(adminCategory), ...failures } } },
    async (req) => {
      const data = await categories.createCategory(ctx, adminIdOf(req), req.body, req.uploadedFiles?.[0]);
      return { status: 1 as const, message: `Category "${data.name}" created`, data };
    },
  );

  app.put(
    '/categories/:id',
    {
      preValidation: readMultipartBody(ONE_IMAGE),
      schema: { tags, ...multipartOnly, params: idParams, body: categoryInput, response: { 200: ok(adminCategory), ...failures } },
    },
    async (req) => {
      const data = await categories.updateCategory(ctx, adminIdOf(req), req.params.id, req.body, req.uploadedFiles?.[0]);
      return { status: 1 as const, message: `Category "${data.name}" saved`, data };
    },
  );

  app.delete('/categories/:id', { schema: { tags, params: idParams, response: { 200: okMessage, ...failures } } }, async (req) => {
    await categories.deleteCategory(ctx, adminIdOf(req), req.params.id);
    return { status: 1 as const, message: 'Category deleted' };
  });
}
