import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routeOf } from '../http/route-label';
import { withRequestContext } from '../tracing/request-spans';
import type { ShopMetrics, WebhookOutcome } from './shop-metrics';

const WEBHOOKS: Record<string, 'payments' | 'shipping'> = {
  '/admin/api/payments/webhook': 'payments',
  '/admin/api/shipping/webhook': 'shipping',
};

const failures = new WeakMap<FastifyRequest, Error>();

/**
 * Counts and times every answer, and gives each server error (5xx) one log line with its request id,
 * route and error, the line an owner's "it failed at 10:42" leads to (decision 047).
 */
export function registerRequestMetrics(app: FastifyInstance, metrics: ShopMetrics): void {
  app.addHook('onError', async (request, _reply, error) => {
    failures.set(request, error);
  });
  app.addHook('onResponse', async (request, reply) => {
    const status = reply.statusCode;
    const route = routeOf(request, status);
    metrics.observeRequest({ method: request.method, route, status, seconds: reply.elapsedTime / 1000 });
    const webhook = WEBHOOKS[route];
    if (webhook) metrics.countWebhook(webhook, webhookOutcome(status));
    if (status < 500) return;
    const err = failures.get(request);
    withRequestContext(request, () => request.log.error({ reqId: request.id, method: request.method, route, statusCode: status, err }, 'request answered with a server error'));
    metrics.recentErrors.add({
      at: new Date().toISOString(),
      requestId: String(request.id),
      method: request.method,
      route,
      status,
      message: err?.message ?? `answered ${status}`,
    });
  });
}

function webhookOutcome(status: number): WebhookOutcome {
  if (status < 400) return 'handled';
  if (status === 401 || status === 403) return 'refused';
  return status < 500 ? 'rejected' : 'failed';
}
