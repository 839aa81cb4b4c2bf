import { expiringBatches, expiringBatchesQuery, failure, ok, recallEmailInput, recallEmailResult, recallQuery, recallResult } from '@canino/shared';
import type { AppContext } from '../../context';
import type { Api } from '../../http/types';
import { emailRecall, listExpiringBatches, recallBatch } from '../../services/stock/stock-batches';
import { adminIdOf } from './guard';

const tags = ['admin: products'];
const failures = { 400: failure, 401: failure, 403: failure };

/** Batches across the catalog: what expires soon, and who received a batch being recalled. */
export function adminBatchRoutes(app: Api, ctx: AppContext): void {
  app.get(
    '/batches/expiring',
    {
      schema: {
        tags,
        summary: 'Batches on sale whose best-before comes within the days asked',
        querystring: expiringBatchesQuery,
        response: { 200: ok(expiringBatches), ...failures },
      },
    },
    async (req) => ({ status: 1 as const, data: await listExpiringBatches(ctx, req.query.days) }),
  );
  app.get(
    '/batches/recall',
    {
      // It lists customers' names and contact details: the area of those who may read them (decision 067).
      config: { adminArea: 'customers' },
      schema: { tags, summary: 'Every order that took packs of a batch', querystring: recallQuery, response: { 200: ok(recallResult), ...failures } },
    },
    async (req) => ({ status: 1 as const, data: await recallBatch(ctx, req.query.batchNo) }),
  );
  app.post(
    '/batches/recall/email',
    {
      config: { adminArea: 'customers' },
      schema: {
        tags,
        summary: 'Emails each order still holding packs of the batch, once',
        body: recallEmailInput,
        response: { 200: ok(recallEmailResult), ...failures, 422: failure },
      },
    },
    async (req) => {
      const sent = await emailRecall(ctx, adminIdOf(req), req.body);
      const message = sent.emailed
        ? `Recall emailed to ${sent.emailed} ${sent.emailed === 1 ? 'order' : 'orders'}${sent.alreadyEmailed ? `; ${sent.alreadyEmailed} had been emailed before` : ''}`
        : `Every order with batch ${sent.batchNo} had been emailed already; nothing was sent`;
      return { status: 1 as const, message, data: sent };
    },
  );
}
