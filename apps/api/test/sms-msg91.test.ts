import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { loginCodes } from '../src/db/schema';
import { createMsg91Sms } from '../src/services/sms/msg91';
import { createCustomer, uniqueMobile } from './helpers/factories';
import { startFakeMsg91, type FakeMsg91 } from './helpers/fake-msg91';
import { createTestApp, type TestApp } from './helpers/test-app';

let fake: FakeMsg91;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeMsg91();
  t = await createTestApp(fake.env);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const send = (mobile: string) => t.app.inject({ method: 'POST', url: '/admin/api/auth/otp/send', payload: { mobile } });

describe('login codes through MSG91', () => {
  it('sends the code in the flow template from the DLT sender, and it logs the customer in', async () => {
    const customer = await createCustomer(t.ctx);
    expect((await send(customer.mobile)).statusCode).toBe(200);
    const sms = fake.sent.at(-1)!;
    expect(sms).toMatchObject({ mobiles: `91${customer.mobile}`, sender: 'CANINO', templateId: fake.templateId });
    expect(sms.otp).toMatch(/^\d{6}$/);
    const res = await t.app.inject({ method: 'POST', url: '/admin/api/auth/otp/verify', payload: { mobile: customer.mobile, code: sms.otp } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.cusID).toBe(customer.id);
  });

  it('says so when MSG91 refuses, and the failed code does not count against the number', async () => {
    const mobile = uniqueMobile();
    fake.failWith = 400;
    try {
      const res = await send(mobile);
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({ status: 0, message: 'We could not send the SMS just now. Please try again in a moment.' });
      expect(await t.ctx.db.select().from(loginCodes).where(eq(loginCodes.mobile, mobile))).toHaveLength(0);
    } finally {
      fake.failWith = null;
    }
    expect((await send(mobile)).statusCode).toBe(200);
  });

  it('says so when MSG91 cannot be reached', async () => {
    const down = createMsg91Sms({ authKey: fake.authKey, senderId: fake.senderId, templateId: fake.templateId, apiUrl: 'http://127.0.0.1:9' }, t.ctx.log);
    await expect(down.sendLoginCode(uniqueMobile(), '123456')).rejects.toMatchObject({ code: 'SMS_PROVIDER' });
  });
});

describe('SMS settings', () => {
  it('is simulated unless SMS=msg91 is chosen, which needs its three settings', () => {
    expect(loadConfig({}).msg91).toBeUndefined();
    expect(() => loadConfig({ SMS: 'msg91', SMS_AUTH_KEY: 'k' })).toThrow(/SMS=msg91 needs SMS_SENDER_ID, SMS_TEMPLATE_ID/);
    expect(() => loadConfig({ SMS_AUTH_KEY: 'k', SMS_SENDER_ID: 'CANINO', SMS_TEMPLATE_ID: 't' })).toThrow(/set SMS=msg91/);
    expect(loadConfig({ SMS: 'msg91', SMS_AUTH_KEY: 'k', SMS_SENDER_ID: 'CANINO', SMS_TEMPLATE_ID: 't' }).msg91).toEqual({
      authKey: 'k',
      senderId: 'CANINO',
      templateId: 't',
      apiUrl: 'https://control.msg91.com',
    });
  });
});
