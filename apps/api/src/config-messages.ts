import type { WhatsAppSettings } from './services/whatsapp/cloud-api';

const SETTINGS = ['WHATSAPP_TOKEN', 'WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_APP_SECRET', 'WHATSAPP_VERIFY_TOKEN'] as const;

/**
 * `MESSAGES` unset: WhatsApp when all four of its settings are set, otherwise the simulated outbox (it
 * reaches nobody, so unlike simulated payments it misleads no customer on a public shop). Some settings
 * without the rest, `MESSAGES=whatsapp` without them, or them with `MESSAGES=simulated`, refuse to start:
 * a shop never believes it messages customers while it does not, nor does so when told not to.
 */
export function chooseMessages(opts: {
  messages: 'simulated' | 'whatsapp' | undefined;
  token: string | undefined;
  phoneNumberId: string | undefined;
  appSecret: string | undefined;
  verifyToken: string | undefined;
  apiUrl: string;
}): WhatsAppSettings | undefined {
  const given = { WHATSAPP_TOKEN: opts.token, WHATSAPP_PHONE_NUMBER_ID: opts.phoneNumberId, WHATSAPP_APP_SECRET: opts.appSecret, WHATSAPP_VERIFY_TOKEN: opts.verifyToken };
  const missing = SETTINGS.filter((k) => !given[k]);
  if (opts.messages === 'simulated') {
    if (missing.length < SETTINGS.length)
      throw new Error('WhatsApp settings are set but MESSAGES is simulated: set MESSAGES=whatsapp to send order updates on WhatsApp, or remove them.');
    return undefined;
  }
  if (opts.messages === undefined && missing.length === SETTINGS.length) return undefined;
  if (missing.length > 0)
    throw new Error(
      `${opts.messages === 'whatsapp' ? 'MESSAGES=whatsapp' : 'WhatsApp'} needs ${missing.join(', ')} (the system user's token and the phone number's id from WhatsApp Manager, the Meta app's secret, and the webhook's verify token you chose).`,
    );
  return { token: opts.token!, phoneNumberId: opts.phoneNumberId!, appSecret: opts.appSecret!, verifyToken: opts.verifyToken!, apiUrl: opts.apiUrl.replace(/\/$/, '') };
}
