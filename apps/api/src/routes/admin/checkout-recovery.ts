import { adminRecoveryList, adminRecoveryQuery, failure, ok } from '@canino/shared';
import type { AppContext } from '../../context';
import type { Api } from '../../http/types';
import { recoveryReport } from '../../services/recovery/recovery-report';

const tags = ['admin checkout recovery'];

/** Checkouts left and what their emails brought back (decision 060). */
export function adminCheckoutRecoveryRoutes(app: Api, ctx: AppContext): void {
  app.get(
    '/abandoned-checkouts',
    { schema: { tags, querystring: adminRecoveryQuery, response: { 200: ok(adminRecoveryList), 400: failure, 401: failure, 403: failure } } },
    async (req) => ({ status: 1 as const, data: await recoveryReport(ctx, req.query) }),
  );
}
