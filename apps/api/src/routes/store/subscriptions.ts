import { failure, idParams, ok, subscription, subscriptionChange, subscriptionInput, SUBSCRIPTION_ACTIONS } from '@canino/shared';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requireCustomer } from '../../http/session';
import type { Api } from '../../http/types';
import { actAsCustomer, changeSubscription, createSubscription, listMySubscriptions } from '../../services/autoship/subscriptions';

const failures = { 400: failure, 401: failure, 404: failure, 409: failure, 422: failure, 502: failure };
const tags = ['autoship'];

const DONE: Record<(typeof SUBSCRIPTION_ACTIONS)[number], string> = {
  skip: 'The next delivery is skipped',
  pause: 'Autoship paused',
  resume: 'Autoship resumed',
  cancel: 'Autoship cancelled',
  'send-now': 'Your next delivery is being ordered now',
};

/** Autoship (decision 056): a logged-in customer's own subscriptions; another's answer 404. */
export function subscriptionRoutes(app: Api, ctx: AppContext): void {
  app.get('/subscriptions', { schema: { tags, response: { 200: ok(z.array(subscription)), ...failures } } }, async (req) => ({
    status: 1 as const,
    data: await listMySubscriptions(ctx, await requireCustomer(ctx, req)),
  }));

  app.post('/subscriptions', { schema: { tags, body: subscriptionInput, response: { 200: ok(subscription), ...failures } } }, async (req) => ({
    status: 1 as const,
    message: 'Autoship set up',
    data: await createSubscription(ctx, await requireCustomer(ctx, req), req.body),
  }));

  app.patch('/subscriptions/:id', { schema: { tags, params: idParams, body: subscriptionChange, response: { 200: ok(subscription), ...failures } } }, async (req) => ({
    status: 1 as const,
    message: 'Autoship updated',
    data: await changeSubscription(ctx, await requireCustomer(ctx, req), req.params.id, req.body),
  }));

  for (const action of SUBSCRIPTION_ACTIONS) {
    app.post(`/subscriptions/:id/${action}`, { schema: { tags, params: idParams, response: { 200: ok(subscription), ...failures } } }, async (req) => ({
      status: 1 as const,
      message: DONE[action],
      data: await actAsCustomer(ctx, await requireCustomer(ctx, req), req.params.id, action),
    }));
  }
}
