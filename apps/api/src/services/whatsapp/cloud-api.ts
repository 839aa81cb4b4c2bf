import { z } from 'zod';
import type { Logger } from '../../logger';
import { MessageRefused, type MessageChannel } from '../../ports/message-channel';

export interface WhatsAppSettings {
  token: string;
  phoneNumberId: string;
  /** The Meta app's secret: it signs every webhook delivery (`X-Hub-Signature-256`). */
  appSecret: string;
  /** The string the owner typed in the app's webhook settings; Meta sends it back when it checks the address. */
  verifyToken: string;
  /** `https://graph.facebook.com/v21.0`; a local fake server in the tests. */
  apiUrl: string;
}

const TIMEOUT_MS = 10_000;
const accepted = z.object({ messages: z.array(z.object({ id: z.string().min(1) })).min(1) });
const refusal = z.object({ error: z.object({ message: z.string().optional(), code: z.number().optional() }) });

/**
 * WhatsApp Business Cloud API (developers.facebook.com/docs/whatsapp/cloud-api, "Send messages"): POST
 * /{phone-number-id}/messages with the system user's token as a bearer. Outside the 24 hours after a
 * customer wrote, only templates approved at Meta may be sent, which is why every update is a template
 * with its values in the body's parameters. A 4xx is the request's fault (number, template, token) and
 * is not retried, except 429 (too many messages just now); a 5xx or no answer is retried by the job.
 */
export function createCloudApiWhatsApp(settings: WhatsAppSettings, log: Logger): MessageChannel {
  return {
    name: 'whatsapp',
    async sendTemplate(message) {
      let res: Response;
      try {
        res = await fetch(`${settings.apiUrl}/${settings.phoneNumberId}/messages`, {
          method: 'POST',
          headers: { authorization: `Bearer ${settings.token}`, 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({
            messaging_product: 'whatsapp',
            to: message.to,
            type: 'template',
            template: {
              name: message.template,
              language: { code: message.language },
              components: [{ type: 'body', parameters: message.params.map((text) => ({ type: 'text', text })) }],
            },
          }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (err) {
        log.warn({ err }, 'the WhatsApp Cloud API could not be reached');
        throw new MessageRefused('The WhatsApp Cloud API could not be reached', false);
      }
      const body: unknown = await res.json().catch(() => undefined);
      const sent = res.ok ? accepted.safeParse(body) : undefined;
      if (sent?.success) return { providerMessageId: sent.data.messages[0]!.id };
      const why = refusal.safeParse(body);
      const reason = `WhatsApp answered ${res.status}${why.success ? `: ${why.data.error.message ?? ''} (code ${why.data.error.code ?? '?'})` : ''}`;
      // The number is not logged: the status and Meta's reason are enough to fix a token or a template.
      log.warn({ status: res.status, reason }, 'WhatsApp refused a message');
      throw new MessageRefused(reason, res.status >= 400 && res.status < 500 && res.status !== 429);
    },
  };
}
