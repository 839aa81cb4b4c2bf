import { adminSubscription, adminSubscriptionQuery, autoshipFigures, adminSubscriptionRow, failure, idParams, ok, paged, SUBSCRIPTION_ACTIONS } from '@canino/shared';
import type { AppContext } from '../../context';
import type { Api } from '../../http/types';
import { getAutoshipFigures } from '../../services/autoship/figures';
import { actAsOwner, getSubscriptionForOwner, listSubscriptionsForOwner } from '../../services/autoship/subscriptions';
import { adminIdOf } from './guard';

const failures = { 400: failure, 401: failure, 403: failure, 404: failure, 409: failure };
const tags = ['admin: autoship'];

/** The owner's autoship: its figures, every subscription by status, one with its cycles, and the customer's actions on their behalf. */
export function adminSubscriptionRoutes(app: Api, ctx: AppContext): void {
  app.get('/subscriptions', { schema: { tags, querystring: adminSubscriptionQuery, response: { 200: ok(paged(adminSubscriptionRow)), ...failures } } }, async (req) => ({
    status: 1 as const,
    data: await listSubscriptionsForOwner(ctx, req.query),
  }));

  app.get('/autoship/figures', { schema: { tags, response: { 200: ok(autoshipFigures), ...failures } } }, async () => ({
    status: 1 as const,
    data: await getAutoshipFigures(ctx),
  }));

  app.get('/subscriptions/:id', { schema: { tags, params: idParams, response: { 200: ok(adminSubscription), ...failures } } }, async (req) => ({
    status: 1 as const,
    data: await getSubscriptionForOwner(ctx, req.params.id),
  }));

  for (const action of SUBSCRIPTION_ACTIONS) {
    app.post(`/subscriptions/:id/${action}`, { schema: { tags, params: idParams, response: { 200: ok(adminSubscription), ...failures } } }, async (req) => ({
      status: 1 as const,
      message: 'Autoship updated',
      data: await actAsOwner(ctx, adminIdOf(req), req.params.id, action),
    }));
  }
}
