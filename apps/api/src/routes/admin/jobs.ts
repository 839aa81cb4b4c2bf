import { adminJob, adminJobList, adminJobQuery, failure, idParams, ok } from '@canino/shared';
import type { AppContext } from '../../context';
import type { Api } from '../../http/types';
import { adminIdOf } from './guard';
import { listJobs, retryJob } from '../../services/jobs/admin-jobs';

const failures = { 400: failure, 401: failure, 404: failure, 409: failure };
const tags = ['admin: email & jobs'];

export function adminJobRoutes(app: Api, ctx: AppContext): void {
  app.get('/jobs', { schema: { tags, querystring: adminJobQuery, response: { 200: ok(adminJobList), ...failures } } }, async (req) => ({
    status: 1 as const,
    data: await listJobs(ctx, req.query),
  }));

  app.post('/jobs/:id/retry', { schema: { tags, params: idParams, response: { 200: ok(adminJob), ...failures } } }, async (req) => ({
    status: 1 as const,
    message: 'Queued again: the worker tries it now',
    data: await retryJob(ctx, adminIdOf(req), req.params.id),
  }));
}
