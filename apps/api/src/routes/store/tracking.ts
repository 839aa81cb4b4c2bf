import { failure, ok, publicOrderTracking, trackOrderInput, trackingTokenParams } from '@canino/shared';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Api } from '../../http/types';
import { receiveShippingWebhook } from '../../services/shipping/shipping-webhook';
import { trackByOrderNumber, trackByToken } from '../../services/shipping/track-order';

const tags = ['tracking'];
const failures = { 400: failure, 401: failure, 404: failure, 429: failure };

export function trackingRoutes(app: Api, ctx: AppContext): void {
  // The tracking page sends the emailed link's token in the body, so no logged address holds it.
  app.post('/track/link', { schema: { tags, body: trackingTokenParams, response: { 200: ok(publicOrderTracking), ...failures } } }, async (req) => ({
    status: 1 as const,
    data: await trackByToken(ctx, req.body.token),
  }));

  // Kept for pages opened before the link's token moved out of the address.
  app.get('/track/:token', { schema: { tags, params: trackingTokenParams, response: { 200: ok(publicOrderTracking), ...failures } } }, async (req) => ({
    status: 1 as const,
    data: await trackByToken(ctx, req.params.token),
  }));

  app.post(
    '/track',
    {
      // Each try tests one order number against one phone or email: few a minute, like a login.
      config: { rateLimit: { max: ctx.config.rateLimitMax, timeWindow: '1 minute' } },
      schema: { tags, body: trackOrderInput, response: { 200: ok(publicOrderTracking), ...failures } },
    },
    async (req) => ({ status: 1 as const, data: await trackByOrderNumber(ctx, req.body) }),
  );

  // The token in x-api-key is checked against the raw request; the body is read as bytes.
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_req, body, done) => done(null, body));
    scope.post('/shipping/webhook', { schema: { tags, response: { 200: z.object({ status: z.literal(1), message: z.string() }), 400: failure, 401: failure } } }, async (req) => ({
      status: 1 as const,
      message: await receiveShippingWebhook(ctx, Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0), req.headers),
    }));
  });
}
