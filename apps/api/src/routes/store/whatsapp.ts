import { failure, ok, simulatedWhatsAppMessage, simulatedWhatsAppQuery, simulatedWhatsAppReply } from '@canino/shared';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Api } from '../../http/types';
import { listSimulatedMessages, replySimulated } from '../../services/whatsapp/simulated-replies';
import { receiveWhatsAppWebhook, verifyWebhookAddress } from '../../services/whatsapp/webhook';

const tags = ['whatsapp'];

const verification = z.object({
  'hub.mode': z.string().max(50).optional(),
  'hub.verify_token': z.string().max(500).optional(),
  'hub.challenge': z.string().max(500).optional(),
});

/** Meta's webhook for the WhatsApp Business account: its address check, and its deliveries of statuses and replies. */
export function whatsappRoutes(app: Api, ctx: AppContext): void {
  app.get('/whatsapp/webhook', { schema: { tags, querystring: verification, response: { 200: z.string(), 400: failure, 403: failure, 404: failure } } }, async (req, reply) => {
    const challenge = verifyWebhookAddress(ctx, { mode: req.query['hub.mode'], verifyToken: req.query['hub.verify_token'], challenge: req.query['hub.challenge'] });
    return reply.type('text/plain; charset=utf-8').send(challenge);
  });

  // The simulated phone: what the shop sent a number, and its replies, on a shop run on this computer.
  app.get(
    '/whatsapp/simulated/messages',
    { schema: { tags, querystring: simulatedWhatsAppQuery, response: { 200: ok(z.array(simulatedWhatsAppMessage)), 400: failure, 404: failure } } },
    async (req) => ({ status: 1 as const, data: await listSimulatedMessages(ctx, req.query.mobile) }),
  );
  app.post(
    '/whatsapp/simulated/reply',
    { schema: { tags, querystring: simulatedWhatsAppQuery, body: simulatedWhatsAppReply, response: { 200: ok(z.null()), 400: failure, 404: failure } } },
    async (req) => ({ status: 1 as const, message: await replySimulated(ctx, req.query.mobile, req.body), data: null }),
  );

  // The signature covers the exact bytes sent, so this route keeps the body raw.
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_req, body, done) => done(null, body));
    scope.post(
      '/whatsapp/webhook',
      { schema: { tags, response: { 200: z.object({ status: z.literal(1), message: z.string() }), 400: failure, 401: failure, 404: failure } } },
      async (req) => {
        const signature = req.headers['x-hub-signature-256'];
        return {
          status: 1 as const,
          message: await receiveWhatsAppWebhook(ctx, Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0), Array.isArray(signature) ? signature[0] : signature),
        };
      },
    );
  });
}
