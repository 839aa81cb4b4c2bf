import { createHmac, randomBytes } from 'node:crypto';
import { startLocalJsonServer } from './local-json-server';

/** One request as the fake received it: path, Authorization header and JSON body. */
interface CloudApiRequest {
  path: string;
  authorization: string | undefined;
  body: {
    messaging_product?: string;
    to?: string;
    type?: string;
    template?: { name?: string; language?: { code?: string }; components?: { type?: string; parameters?: { type?: string; text?: string }[] }[] };
  };
}

/**
 * A local stand-in for the WhatsApp Business Cloud API on 127.0.0.1, answering as Meta's docs show:
 * POST /{phone-number-id}/messages with `Authorization: Bearer <token>`, answered
 * `{ messaging_product, contacts: [{ input, wa_id }], messages: [{ id: "wamid…" }] }`, or
 * `{ error: { message, code } }` with a 4xx or 5xx.
 */
export interface FakeWhatsApp {
  url: string;
  token: string;
  phoneNumberId: string;
  appSecret: string;
  verifyToken: string;
  /** The settings that point the shop at this fake. */
  env: Record<string, string>;
  /** Every request, accepted or not. */
  requests: CloudApiRequest[];
  /** The ids answered for accepted messages, in order. */
  accepted: string[];
  /** The next this many requests fail with `failStatus`. */
  failNext: number;
  failStatus: number;
  /** `sha256=…` over `body` with the app secret, as Meta signs its webhook deliveries. */
  sign(body: string): string;
  close(): Promise<void>;
}

export async function startFakeWhatsApp(): Promise<FakeWhatsApp> {
  const fake = {
    token: `EAAG${randomBytes(16).toString('hex')}`,
    phoneNumberId: String(100_000_000_000 + Math.floor(Math.random() * 1e9)),
    appSecret: randomBytes(16).toString('hex'),
    verifyToken: `verify-${randomBytes(6).toString('hex')}`,
    requests: [],
    accepted: [],
    failNext: 0,
    failStatus: 500,
  } as unknown as FakeWhatsApp;
  const server = await startLocalJsonServer((req, answer) => {
    const body = JSON.parse(req.raw || '{}') as CloudApiRequest['body'];
    fake.requests.push({ path: req.url ?? '', authorization: req.headers.authorization, body });
    if (req.method !== 'POST' || req.url !== `/${fake.phoneNumberId}/messages`) return answer(404, { error: { message: 'Unknown path', code: 100 } });
    if (req.headers.authorization !== `Bearer ${fake.token}`) return answer(401, { error: { message: 'Invalid OAuth access token', code: 190 } });
    if (fake.failNext > 0) {
      fake.failNext--;
      return answer(fake.failStatus, {
        error: {
          message: fake.failStatus < 500 ? 'Template name does not exist in the translation' : 'Service temporarily unavailable',
          code: fake.failStatus < 500 ? 132001 : 2,
        },
      });
    }
    const id = `wamid.${randomBytes(16).toString('hex')}`;
    fake.accepted.push(id);
    answer(200, { messaging_product: 'whatsapp', contacts: [{ input: body.to, wa_id: body.to }], messages: [{ id }] });
  });
  fake.url = server.url;
  fake.env = {
    MESSAGES: 'whatsapp',
    WHATSAPP_TOKEN: fake.token,
    WHATSAPP_PHONE_NUMBER_ID: fake.phoneNumberId,
    WHATSAPP_APP_SECRET: fake.appSecret,
    WHATSAPP_VERIFY_TOKEN: fake.verifyToken,
    WHATSAPP_API_URL: fake.url,
  };
  fake.sign = (body) => `sha256=${createHmac('sha256', fake.appSecret).update(body).digest('hex')}`;
  fake.close = () => server.close();
  return fake;
}
