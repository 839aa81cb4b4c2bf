import { adminGrievance, adminGrievanceQuery, failure, grievanceReplyInput, idParams, ok, paged } from '@canino/shared';
import type { AppContext } from '../../context';
import type { Api } from '../../http/types';
import { getGrievance, listGrievances, replyToGrievance } from '../../services/grievances/admin-grievances';
import { adminIdOf } from './guard';

const failures = { 400: failure, 401: failure, 404: failure };
const tags = ['admin: complaints'];

export function adminGrievanceRoutes(app: Api, ctx: AppContext): void {
  app.get('/grievances', { schema: { tags, querystring: adminGrievanceQuery, response: { 200: ok(paged(adminGrievance)), ...failures } } }, async (req) => ({
    status: 1 as const,
    data: await listGrievances(ctx, req.query),
  }));

  app.get('/grievances/:id', { schema: { tags, params: idParams, response: { 200: ok(adminGrievance), ...failures } } }, async (req) => ({
    status: 1 as const,
    data: await getGrievance(ctx, req.params.id),
  }));

  app.post('/grievances/:id/replies', { schema: { tags, params: idParams, body: grievanceReplyInput, response: { 200: ok(adminGrievance), ...failures } } }, async (req) => {
    const data = await replyToGrievance(ctx, adminIdOf(req), req.params.id, req.body);
    return { status: 1 as const, message: 'Reply sent to the customer', data };
  });
}
