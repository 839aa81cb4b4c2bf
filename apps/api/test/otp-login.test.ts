import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, TERMS_VERSION } from '@canino/shared';
import { customers, loginCodes } from '../src/db/schema';
import { createCustomer, uniqueMobile } from './helpers/factories';
import { lastCodeTo, smsTo } from './helpers/sms-outbox';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
/** How far the server's clock runs ahead of the real one. */
let clockAhead = 0;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date(Date.now() + clockAhead) });
});
afterAll(() => t.close());

const MIN = 60_000;
const send = (mobile: string, over: Partial<InjectOptions> = {}) => t.app.inject({ method: 'POST', url: '/admin/api/auth/otp/send', payload: { mobile }, ...over });
const verify = (mobile: string, code: string, extra: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url: '/admin/api/auth/otp/verify', payload: { mobile, code, ...extra } });
const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/admin/api/me', headers: { cookie } });
const cookieOf = (res: { cookies: { name: string; value: string }[] }) => {
  const c = res.cookies.find((x) => x.name === 'canino_session');
  return c ? `canino_session=${c.value}` : undefined;
};
const wrongCode = (code: string) => String((Number(code) + 1) % 1e6).padStart(6, '0');

describe('log in with a code sent by SMS', () => {
  it('sends a 6-digit code that logs the customer in once, with the spec user record and the session cookie', async () => {
    const customer = await createCustomer(t.ctx, { ownerName: 'Meera Iyer' });
    const sent = await send(`+91 ${customer.mobile}`);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ status: 1, message: `We sent a 6-digit code to ${customer.mobile}. It expires in 5 minutes.` });
    const code = lastCodeTo(t.dataDir, customer.mobile);
    expect(smsTo(t.dataDir, customer.mobile)[0]).toContain(`To: +91${customer.mobile}`);

    const res = await verify(customer.mobile, code);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 1,
      message: 'Welcome back, Meera Iyer!',
      signup: false,
      data: expect.objectContaining({ cusID: customer.id, cusName: 'Meera Iyer', cusMobile: customer.mobile }),
    });
    const cookie = cookieOf(res)!;
    expect((await me(cookie)).json().data.cusID).toBe(customer.id);

    // Single use: the same code again opens nothing.
    const again = await verify(customer.mobile, code);
    expect(again.statusCode).toBe(401);
    expect(cookieOf(again)).toBeUndefined();
  });

  it('keeps only a hash of the code, never the code', async () => {
    const mobile = uniqueMobile();
    await send(mobile);
    const code = lastCodeTo(t.dataDir, mobile);
    const rows = await t.ctx.db.select().from(loginCodes).where(eq(loginCodes.mobile, mobile));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(`"${code}"`);
  });

  it('answers a known and an unknown number alike, and tells a new number to finish signing up', async () => {
    const known = await createCustomer(t.ctx);
    const unknown = uniqueMobile();
    const a = await send(known.mobile);
    const b = await send(unknown);
    expect(a.statusCode).toBe(b.statusCode);
    expect(a.json().message.replace(known.mobile, 'N')).toBe(b.json().message.replace(unknown, 'N'));

    const res = await verify(unknown, lastCodeTo(t.dataDir, unknown));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 1, message: 'This number has no account yet. Finish signing up to continue.', data: null, signup: true });
    expect(cookieOf(res)).toBeUndefined();
    expect(await t.ctx.db.select().from(customers).where(eq(customers.mobile, unknown))).toHaveLength(0);
  });

  it('never logs in another number with a code sent to this one', async () => {
    const victim = await createCustomer(t.ctx);
    const attackerMobile = uniqueMobile();
    await send(attackerMobile);
    await send(victim.mobile);
    const res = await verify(victim.mobile, lastCodeTo(t.dataDir, attackerMobile));
    // The two codes may coincide one time in a million; then the right code is the victim's own.
    if (lastCodeTo(t.dataDir, attackerMobile) !== lastCodeTo(t.dataDir, victim.mobile)) {
      expect(res.statusCode).toBe(401);
      expect(cookieOf(res)).toBeUndefined();
    }
  });

  it('expires a code after 5 minutes', async () => {
    const customer = await createCustomer(t.ctx);
    await send(customer.mobile);
    clockAhead = 5 * MIN;
    try {
      const res = await verify(customer.mobile, lastCodeTo(t.dataDir, customer.mobile));
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('That code is not right, or it has expired. Please check the SMS, or ask for a new code.');
    } finally {
      clockAhead = 0;
    }
  });

  it('kills a code after 5 wrong tries: even the right one then fails, and a new code works', async () => {
    const customer = await createCustomer(t.ctx);
    await send(customer.mobile);
    const code = lastCodeTo(t.dataDir, customer.mobile);
    for (let i = 1; i <= 4; i++) expect((await verify(customer.mobile, wrongCode(code))).json().message).toMatch(/not right/);
    const fifth = await verify(customer.mobile, wrongCode(code));
    expect(fifth.statusCode).toBe(401);
    expect(fifth.json().message).toBe('Too many wrong codes. Please ask for a new code.');
    expect((await verify(customer.mobile, code)).statusCode).toBe(401);

    clockAhead = 31_000;
    try {
      await send(customer.mobile);
      const fresh = lastCodeTo(t.dataDir, customer.mobile);
      expect((await verify(customer.mobile, fresh)).statusCode).toBe(200);
    } finally {
      clockAhead = 0;
    }
  });

  it('a new code replaces the older one', async () => {
    const customer = await createCustomer(t.ctx);
    await send(customer.mobile);
    const first = lastCodeTo(t.dataDir, customer.mobile);
    clockAhead = 31_000;
    try {
      await send(customer.mobile);
      const second = lastCodeTo(t.dataDir, customer.mobile);
      if (first !== second) expect((await verify(customer.mobile, first)).statusCode).toBe(401);
      expect((await verify(customer.mobile, second)).statusCode).toBe(200);
    } finally {
      clockAhead = 0;
    }
  });

  it('limits a number to one code each 30 seconds and 5 an hour, whoever asks', async () => {
    const mobile = uniqueMobile();
    expect((await send(mobile, { remoteAddress: '198.51.100.1' })).statusCode).toBe(200);
    const soon = await send(mobile, { remoteAddress: '198.51.100.2' });
    expect(soon.statusCode).toBe(429);
    expect(soon.json()).toEqual({ status: 0, message: expect.stringMatching(/^Too many attempts\. Please wait \d+ seconds and try again\.$/) });
    try {
      for (let i = 1; i <= 4; i++) {
        clockAhead = i * 31_000;
        expect((await send(mobile)).statusCode).toBe(200);
      }
      clockAhead = 5 * 31_000;
      const sixth = await send(mobile);
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json().message).toMatch(/Please wait \d+ minutes/);
      expect(smsTo(t.dataDir, mobile)).toHaveLength(5);
      clockAhead = 61 * MIN;
      expect((await send(mobile)).statusCode).toBe(200);
    } finally {
      clockAhead = 0;
    }
  });

  it('two logins racing with one code: exactly one wins', async () => {
    const customer = await createCustomer(t.ctx);
    await send(customer.mobile);
    const code = lastCodeTo(t.dataDir, customer.mobile);
    const results = await Promise.all([verify(customer.mobile, code), verify(customer.mobile, code), verify(customer.mobile, code)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401, 401]);
    expect(results.filter((r) => cookieOf(r))).toHaveLength(1);
  });

  it('asks an account whose terms changed to agree, and keeps the code for that second try', async () => {
    const customer = await createCustomer(t.ctx, { termsVersion: TERMS_VERSION - 1 });
    await send(customer.mobile);
    const code = lastCodeTo(t.dataDir, customer.mobile);
    const refused = await verify(customer.mobile, code);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors).toEqual({ agree: MSG.agreeRequired });
    const agreed = await verify(customer.mobile, code, { terms_version: TERMS_VERSION });
    expect(agreed.statusCode).toBe(200);
    const [row] = await t.ctx.db.select().from(customers).where(eq(customers.id, customer.id));
    expect(row!.termsVersion).toBe(TERMS_VERSION);
  });

  it('refuses bad input with a 400 and a message, writing nothing', async () => {
    const before = (await t.ctx.db.select().from(loginCodes)).length;
    for (const payload of [{}, { mobile: '12345' }, { mobile: 'abc' }]) {
      const res = await t.app.inject({ method: 'POST', url: '/admin/api/auth/otp/send', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 0, message: expect.any(String) });
    }
    for (const payload of [{ mobile: '9876543210' }, { mobile: '9876543210', code: '12ab56' }, { mobile: '9876543210', code: '1234567' }, { code: '123456' }]) {
      const res = await t.app.inject({ method: 'POST', url: '/admin/api/auth/otp/verify', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 0, message: expect.any(String) });
    }
    expect((await t.ctx.db.select().from(loginCodes)).length).toBe(before);
  });
});

describe('per-client limit on codes', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ RATE_LIMIT_MAX: '3' });
  });
  afterAll(() => limited.close());

  it('allows RATE_LIMIT_MAX code requests a minute from one client, whatever the numbers', async () => {
    const ask = () => limited.app.inject({ method: 'POST', url: '/admin/api/auth/otp/send', payload: { mobile: uniqueMobile() }, remoteAddress: '203.0.113.77' });
    for (let i = 0; i < 3; i++) expect((await ask()).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(429);
    const other = await limited.app.inject({ method: 'POST', url: '/admin/api/auth/otp/send', payload: { mobile: uniqueMobile() }, remoteAddress: '203.0.113.78' });
    expect(other.statusCode).toBe(200);
  });
});
