import { adminMaker, failure, idParams, makerInput, ok, okMessage, paged, pageQuery } from '@canino/shared';
import type { AppContext } from '../../context';
import type { Api } from '../../http/types';
import * as makers from '../../services/catalog/makers';
import { adminIdOf } from './guard';

const failures = { 400: failure, 401: failure, 404: failure, 409: failure };
const tags = ['admin: catalog'];

/** The makers a product's declarations name: manufacturers, packers and importers, each with its full address. */
export function adminMakerRoutes(app: Api, ctx: AppContext): void {
  app.get('/makers', { schema: { tags, querystring: pageQuery, response: { 200: ok(paged(adminMaker)), ...failures } } }, async (req) => ({
    status: 1 as const,
    data: await makers.listMakers(ctx, req.query),
  }));

  app.get('/makers/:id', { schema: { tags, params: idParams, response: { 200: ok(adminMaker), ...failures } } }, async (req) => ({
    status: 1 as const,
    data: await makers.getMaker(ctx, req.params.id),
  }));

  app.post('/makers', { schema: { tags, body: makerInput, response: { 200: ok(adminMaker), ...failures } } }, async (req) => {
    const data = await makers.createMaker(ctx, adminIdOf(req), req.body);
    return { status: 1 as const, message: `Maker "${data.name}" added`, data };
  });

  app.put('/makers/:id', { schema: { tags, params: idParams, body: makerInput, response: { 200: ok(adminMaker), ...failures } } }, async (req) => {
    const data = await makers.updateMaker(ctx, adminIdOf(req), req.params.id, req.body);
    return { status: 1 as const, message: `Maker "${data.name}" saved`, data };
  });

  app.delete('/makers/:id', { schema: { tags, params: idParams, response: { 200: okMessage, ...failures } } }, async (req) => {
    await makers.deleteMaker(ctx, adminIdOf(req), req.params.id);
    return { status: 1 as const, message: 'Maker deleted' };
  });
}
