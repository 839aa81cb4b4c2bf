import { codFigures, failure, ok } from '@canino/shared';
import type { AppContext } from '../../context';
import type { Api } from '../../http/types';
import { getCodFigures } from '../../services/orders/cod-figures';

export function adminCodFigureRoutes(app: Api, ctx: AppContext): void {
  app.get('/cod/figures', { schema: { tags: ['admin'], response: { 200: ok(codFigures), 401: failure, 403: failure } } }, async () => ({
    status: 1 as const,
    data: await getCodFigures(ctx),
  }));
}
