import { failure, idParams, ok, stockAlertAnswer, stockAlertInput } from '@canino/shared';
import type { AppContext } from '../../context';
import { optionalCustomer } from '../../http/session';
import type { Api } from '../../http/types';
import { askForStockAlert } from '../../services/stock/back-in-stock';

const failures = { 400: failure, 404: failure, 409: failure, 429: failure };
const tags = ['catalog'];

/** "Tell me when it is back" on a sold-out size: a customer's goes to their account's email, a guest's to the one given. */
export function stockAlertRoutes(app: Api, ctx: AppContext): void {
  const rateLimit = { max: ctx.config.rateLimitMax, timeWindow: '1 minute' };
  app.post(
    '/products/:id/notify-me',
    { config: { rateLimit }, schema: { tags, params: idParams, body: stockAlertInput, response: { 200: ok(stockAlertAnswer), ...failures } } },
    async (req) => {
      const data = await askForStockAlert(ctx, req.params.id, req.body, await optionalCustomer(ctx, req));
      return { status: 1 as const, message: data.email ? `We will email ${data.email} when it is back in stock` : 'We will email you when it is back in stock', data };
    },
  );
}
