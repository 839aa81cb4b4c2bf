import { autoshipReorder, failure, linkToken, ok } from '@canino/shared';
import type { AppContext } from '../../context';
import type { Api } from '../../http/types';
import { placeReorder, readReorder } from '../../services/autoship/cod-reorder';

const failures = { 400: failure, 404: failure, 409: failure, 422: failure, 429: failure };
const tags = ['autoship'];

/**
 * The page a cash-on-delivery autoship's reorder link opens: it reads the delivery and what it costs,
 * then its button places the order, without logging in (the link's secret is the key). Both are POSTs
 * with the token in the body, so no log line holds it, and opening the link places nothing.
 */
export function autoshipReorderRoutes(app: Api, ctx: AppContext): void {
  const limited = { rateLimit: { max: ctx.config.checkoutRateLimitMax, timeWindow: '1 minute' } };

  app.post('/subscriptions/reorder/read', { config: limited, schema: { tags, body: linkToken, response: { 200: ok(autoshipReorder), ...failures } } }, async (req) => ({
    status: 1 as const,
    data: await readReorder(ctx, req.body.token),
  }));

  app.post('/subscriptions/reorder', { config: limited, schema: { tags, body: linkToken, response: { 200: ok(autoshipReorder), ...failures } } }, async (req) => {
    const { message, ...data } = await placeReorder(ctx, req.body.token);
    return { status: 1 as const, message, data };
  });
}
