import { failure, personalDataExport } from '@canino/shared';
import type { AppContext } from '../../context';
import { requireCustomer } from '../../http/session';
import type { Api } from '../../http/types';
import { exportPersonalData } from '../../services/account/data-export';

/** The customer's own data, as the Digital Personal Data Protection Act lets them ask for it. */
export function personalDataRoutes(app: Api, ctx: AppContext): void {
  app.get(
    '/account/data-export',
    {
      config: { rateLimit: { max: ctx.config.rateLimitMax, timeWindow: '1 minute' } },
      schema: { tags: ['account'], response: { 200: personalDataExport, 401: failure, 429: failure } },
    },
    async (req, reply) => {
      const data = await exportPersonalData(ctx, await requireCustomer(ctx, req));
      void reply.header('content-disposition', `attachment; filename="canino-my-data-${data.exportedAt.slice(0, 10)}.json"`);
      return data;
    },
  );
}
