import { randomBytes } from 'node:crypto';
import { startLocalJsonServer } from './local-json-server';

/**
 * A local stand-in for MSG91's flow API on 127.0.0.1, answering as its public docs show: POST /api/v5/flow
 * with the `authkey` header and a JSON body (`template_id`, `sender`, `recipients` with each template
 * variable), answered `{ "type": "success", "message": <request id> }` or `{ "type": "error", "message": ... }`.
 */
export interface FakeMsg91 {
  url: string;
  authKey: string;
  senderId: string;
  templateId: string;
  /** The settings that point the shop at this fake. */
  env: Record<string, string>;
  /** Messages accepted: number (with 91) and the `otp` variable. */
  sent: { mobiles: string; otp: string; sender: string; templateId: string }[];
  /** When set, every request fails with this HTTP status and an error answer. */
  failWith: number | null;
  close(): Promise<void>;
}

export async function startFakeMsg91(): Promise<FakeMsg91> {
  const authKey = randomBytes(12).toString('hex');
  const fake = { authKey, senderId: 'CANINO', templateId: `tmpl${randomBytes(4).toString('hex')}`, sent: [], failWith: null } as unknown as FakeMsg91;
  const server = await startLocalJsonServer((req, answer) => {
    if (req.method !== 'POST' || req.url !== '/api/v5/flow') return answer(404, { type: 'error', message: 'Not found' });
    if (req.headers.authkey !== authKey) return answer(401, { type: 'error', message: 'Authentication failure' });
    if (fake.failWith) return answer(fake.failWith, { type: 'error', message: 'Template not approved' });
    const body = JSON.parse(req.raw) as { template_id?: string; sender?: string; recipients?: { mobiles?: string; otp?: string }[] };
    if (body.template_id !== fake.templateId) return answer(400, { type: 'error', message: 'Invalid template id' });
    for (const r of body.recipients ?? []) fake.sent.push({ mobiles: r.mobiles ?? '', otp: r.otp ?? '', sender: body.sender ?? '', templateId: body.template_id });
    answer(200, { type: 'success', message: randomBytes(12).toString('hex') });
  });
  fake.url = server.url;
  fake.env = { SMS: 'msg91', SMS_AUTH_KEY: authKey, SMS_SENDER_ID: fake.senderId, SMS_TEMPLATE_ID: fake.templateId, SMS_API_URL: fake.url };
  fake.close = () => server.close();
  return fake;
}
