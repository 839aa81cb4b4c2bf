import { z } from 'zod';
import { AppError } from '../../errors';
import type { Logger } from '../../logger';
import type { SmsSender } from '../../ports/sms-sender';

export interface Msg91Settings {
  authKey: string;
  /** The 6-letter header registered on DLT (and in MSG91). */
  senderId: string;
  /** MSG91's id of the flow that carries the DLT-approved template; its variable `otp` takes the code. */
  templateId: string;
  apiUrl: string;
}

const UNREACHABLE = 'We could not send the SMS just now. Please try again in a moment.';
const TIMEOUT_MS = 10_000;
const answer = z.object({ type: z.string(), message: z.string().optional() });

/**
 * MSG91's flow API (https://docs.msg91.com, "Send SMS"): POST /api/v5/flow with the account's `authkey`
 * header and a JSON body naming the flow (`template_id`), the sender, and each recipient with the
 * template's variables. India's DLT rules allow only registered templates from registered headers, which
 * is why both are settings rather than text the shop writes.
 */
export function createMsg91Sms(settings: Msg91Settings, log: Logger): SmsSender {
  return {
    name: 'msg91',
    async sendLoginCode(mobile, code) {
      let res: Response;
      try {
        res = await fetch(`${settings.apiUrl}/api/v5/flow`, {
          method: 'POST',
          headers: { authkey: settings.authKey, 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ template_id: settings.templateId, sender: settings.senderId, short_url: '0', recipients: [{ mobiles: `91${mobile}`, otp: code }] }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (err) {
        log.warn({ err }, 'MSG91 could not be reached');
        throw new AppError('SMS_PROVIDER', UNREACHABLE);
      }
      const parsed = answer.safeParse(await res.json().catch(() => undefined));
      if (!res.ok || !parsed.success || parsed.data.type !== 'success') {
        // The number is not logged: the provider's reason is enough to fix a key or a template.
        log.warn({ status: res.status, reason: parsed.success ? parsed.data.message : undefined }, 'MSG91 refused an SMS');
        throw new AppError('SMS_PROVIDER', UNREACHABLE);
      }
      log.info({ request: parsed.data.message }, 'sms sent through MSG91');
    },
  };
}
