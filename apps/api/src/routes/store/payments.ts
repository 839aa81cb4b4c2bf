import fs from 'node:fs';
import { failure, ok, simulatedDeclineInput, simulatedDeclineResult, simulatedPayInput, simulatedPayResult } from '@canino/shared';
import { z } from 'zod';
import { apiPath } from '../../api-dir';
import type { AppContext } from '../../context';
import { forbidden, notFound } from '../../errors';
import { requireAdmin } from '../../http/session';
import type { Api } from '../../http/types';
import { SimulatedProvider } from '../../services/payments/simulated/provider';
import { sendSimulatedWebhook, simulatePayment } from '../../services/payments/simulated/pay';
import { receiveWebhook } from '../../services/payments/webhook';

const tags = ['payments'];

export function paymentRoutes(app: Api, ctx: AppContext): void {
  // The webhook's signature covers the exact bytes sent, so this route keeps the body raw.
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_req, body, done) => done(null, body));
    scope.post(
      '/payments/webhook',
      { schema: { tags, hide: false, response: { 200: z.object({ status: z.literal(1), message: z.string() }), 400: failure, 401: failure } } },
      async (req) => {
        const message = await receiveWebhook(ctx, {
          rawBody: Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0),
          signature: header(req.headers['x-razorpay-signature']),
          eventId: header(req.headers['x-razorpay-event-id']),
        });
        return { status: 1 as const, message };
      },
    );
  });

  if (ctx.payments instanceof SimulatedProvider) simulatedRoutes(app, ctx, ctx.payments);
}

const header = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

const checkoutScript = fs.readFileSync(apiPath('assets/simulated-checkout.js'), 'utf8');

/** The simulated provider's side: its checkout script and its "bank". Absent when Razorpay is configured. */
function simulatedRoutes(app: Api, ctx: AppContext, provider: SimulatedProvider): void {
  app.addHook('onClose', () => provider.settled());
  provider.connectWebhooks((event, payload) => sendSimulatedWebhook(ctx, provider, event, payload));

  app.get('/payments/simulated/checkout.js', { schema: { tags } }, async (_req, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(checkoutScript),
  );

  app.post(
    '/payments/simulated/pay',
    {
      // One payment attempt per checkout is the normal pace; the limit keeps a script from filling memory and the log.
      config: { rateLimit: { max: ctx.config.checkoutRateLimitMax, timeWindow: '1 minute' } },
      schema: { tags, body: simulatedPayInput, response: { 200: ok(simulatedPayResult), 400: failure, 404: failure, 409: failure, 429: failure } },
    },
    async (req) => ({
      status: 1 as const,
      data: await simulatePayment(ctx, provider, { orderId: req.body.order_id, amountPaise: req.body.amount, outcome: req.body.outcome }),
    }),
  );

  // The simulated bank declines the payment's next refund (a failed refund and its "Try again", in the demo and the browser tests).
  // Only the owner may: anyone else could make a shop's refunds fail. Checked before the body is read.
  app.post(
    '/payments/simulated/decline-next-refund',
    {
      onRequest: async (req) => {
        if ((await requireAdmin(ctx, req)).role !== 'owner') throw forbidden("Only the shop's owner can make the simulated bank decline a refund");
      },
      config: { rateLimit: { max: ctx.config.checkoutRateLimitMax, timeWindow: '1 minute' } },
      schema: { tags, body: simulatedDeclineInput, response: { 200: ok(simulatedDeclineResult), 400: failure, 401: failure, 403: failure, 404: failure, 429: failure } },
    },
    async (req) => {
      if (!(await provider.declineNextRefundOf(req.body.payment_id))) throw notFound('No such payment');
      return { status: 1 as const, data: { payment_id: req.body.payment_id } };
    },
  );
}
