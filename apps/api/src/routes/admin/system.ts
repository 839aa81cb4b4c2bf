import { adminSystemStatus, failure, ok } from '@canino/shared';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Api } from '../../http/types';
import { systemStatus } from '../../services/health/system-status';

const tags = ['admin: system'];

/** The owner's System page (`system` area: the owner's alone). It takes no parameters: any is a 400 naming it. */
export function adminSystemRoutes(app: Api, ctx: AppContext): void {
  app.get('/system', { schema: { tags, querystring: z.object({}).strict(), response: { 200: ok(adminSystemStatus), 400: failure, 401: failure, 403: failure } } }, async (req) => ({
    status: 1 as const,
    data: await systemStatus(ctx, { nodes: req.server.nodeDirectory, recentErrors: req.server.shopMetrics.recentErrors }),
  }));
}
