import { adminDashboard, failure, ok } from '@canino/shared';
import type { AppContext } from '../../context';
import type { Api } from '../../http/types';
import { getDashboard } from '../../services/shop/dashboard';

export function adminDashboardRoutes(app: Api, ctx: AppContext): void {
  app.get('/dashboard', { schema: { tags: ['admin'], response: { 200: ok(adminDashboard), 401: failure } } }, async () => ({
    status: 1 as const,
    data: await getDashboard(ctx),
  }));
}
