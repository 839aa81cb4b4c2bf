import { desc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jobs, passwordResetTokens } from '../src/db/schema';
import { createCustomer, TEST_PASSWORD } from './helpers/factories';
import { loginAs, multipart } from './helpers/http';
import { createTestApp, type TestApp } from './helpers/test-app';

/** The server's clock, moved by the tests to see links expire. */
let now = new Date();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => now });
});
afterAll(() => t.close());

const MINUTE = 60_000;
const SAME_ANSWER = {
  status: 1,
  message: 'If an account uses this email, a link to reset the password is on its way. It expires in one hour.',
};

async function askForLink(email: string) {
  const before = t.mail.length;
  const res = await t.app.inject({ method: 'POST', url: '/admin/api/send_forgot_password_email', ...multipart({ email }) });
  return { res, mail: t.mail.slice(before) };
}

/** The token in the emailed link, checked to point at the shop's reset page. */
function tokenFrom(text: string): string {
  const link = text.match(/http:\/\/shop\.test\/reset-password#token=\S+/)?.[0];
  if (!link) throw new Error(`no reset link in:\n${text}`);
  return new URLSearchParams(new URL(link).hash.slice(1)).get('token')!;
}

const reset = (token: string, password: string) => t.app.inject({ method: 'POST', url: '/admin/api/reset_password', payload: { token, password } });

const login = (mobile: string, password: string) => t.app.inject({ method: 'POST', url: '/admin/api/auth_login', payload: { mobile, password } });

describe('password reset', () => {
  it('emails a link to /reset-password that sets a new password once', async () => {
    now = new Date();
    const c = await createCustomer(t.ctx);
    const { res, mail } = await askForLink(c.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(SAME_ANSWER);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.to).toBe(c.email);
    expect(mail[0]!.subject).toBe('Reset your Canino password');
    const token = tokenFrom(mail[0]!.text);
    expect(mail[0]!.html).toContain(`/reset-password#token=${token}`);

    const done = await reset(token, 'brand-new-pass');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ status: 1, message: 'Your password has been changed. Please log in with the new one.' });
    expect((await login(c.mobile, 'brand-new-pass')).statusCode).toBe(200);
    expect((await login(c.mobile, TEST_PASSWORD)).statusCode).toBe(401);

    const twice = await reset(token, 'another-pass-2');
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({ status: 0, message: 'This reset link is invalid or has expired. Please ask for a new one.' });
    expect((await login(c.mobile, 'another-pass-2')).statusCode).toBe(401);
  });

  it('gives an unknown email the same answer and sends nothing', async () => {
    const { res, mail } = await askForLink('nobody.here@example.com');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(SAME_ANSWER);
    expect(mail).toHaveLength(0);
  });

  it('works until the hour is up and not after', async () => {
    const c = await createCustomer(t.ctx);
    now = new Date();
    const early = tokenFrom((await askForLink(c.email)).mail[0]!.text);
    now = new Date(now.getTime() + 59 * MINUTE);
    expect((await reset(early, 'in-time-pass-1')).statusCode).toBe(200);

    now = new Date();
    const late = tokenFrom((await askForLink(c.email)).mail[0]!.text);
    now = new Date(now.getTime() + 61 * MINUTE);
    const res = await reset(late, 'too-late-pass-1');
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe(0);
    expect((await login(c.mobile, 'in-time-pass-1')).statusCode).toBe(200);
    now = new Date();
  });

  it('a newer link retires the older one', async () => {
    const c = await createCustomer(t.ctx);
    const first = tokenFrom((await askForLink(c.email)).mail[0]!.text);
    const second = tokenFrom((await askForLink(c.email)).mail[0]!.text);
    expect((await reset(first, 'first-link-pass')).statusCode).toBe(400);
    expect((await reset(second, 'second-link-pass')).statusCode).toBe(200);
  });

  it('ends every session the customer had', async () => {
    const c = await createCustomer(t.ctx);
    const phone = await loginAs(t.app, c.mobile, TEST_PASSWORD);
    const laptop = await loginAs(t.app, c.mobile, TEST_PASSWORD);
    const token = tokenFrom((await askForLink(c.email)).mail[0]!.text);
    expect((await reset(token, 'after-theft-pass')).statusCode).toBe(200);
    for (const cookie of [phone, laptop]) {
      expect((await t.app.inject({ url: '/admin/api/me', headers: { cookie } })).statusCode).toBe(401);
    }
  });

  it('checks the new password and the email with the spec messages', async () => {
    const c = await createCustomer(t.ctx);
    const token = tokenFrom((await askForLink(c.email)).mail[0]!.text);
    const short = await reset(token, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual({ password: 'Password must be at least 8 characters' });
    // A refused attempt does not use the link up.
    expect((await reset(token, 'long-enough-now')).statusCode).toBe(200);

    const badEmail = await askForLink('not an email');
    expect(badEmail.res.statusCode).toBe(400);
    expect(badEmail.res.json()).toEqual({
      status: 0,
      message: 'Please enter a valid email address.',
      errors: { email: 'Please enter a valid email address.' },
    });
  });
});

describe('the reset request path', () => {
  it('does the same database work for a known and an unknown email, and leaves the lookup and the email to the worker', async () => {
    const app = await createTestApp({}, {}, { deliverJobs: false });
    try {
      const c = await createCustomer(app.ctx);
      // Every query the request starts on the database, by kind, in order.
      let calls: string[] | undefined;
      for (const method of ['select', 'insert', 'update', 'delete', 'execute', 'transaction'] as const) {
        const original = (app.ctx.db[method] as (...a: unknown[]) => unknown).bind(app.ctx.db);
        vi.spyOn(app.ctx.db, method).mockImplementation(((...args: unknown[]) => (calls?.push(method), original(...args))) as never);
      }
      const tokens = async () => (await app.ctx.db.select({ n: sql<number>`count(*)::int` }).from(passwordResetTokens))[0]!.n;
      const ask = async (email: string) => {
        const tokensBefore = await tokens();
        calls = [];
        const res = await app.app.inject({ method: 'POST', url: '/admin/api/send_forgot_password_email', ...multipart({ email }) });
        const made = calls;
        calls = undefined;
        const [job] = await app.ctx.db.select({ kind: jobs.kind, payload: jobs.payload }).from(jobs).orderBy(desc(jobs.id)).limit(1);
        return { answer: res.json(), queries: made, job, newTokens: (await tokens()) - tokensBefore, mail: app.mail.length };
      };

      const known = await ask(c.email);
      const unknown = await ask('nobody.at.all@example.com');
      expect(known.answer).toEqual(SAME_ANSWER);
      expect(unknown.answer).toEqual(SAME_ANSWER);
      expect(known.queries).toEqual(['insert']);
      expect(unknown.queries).toEqual(known.queries);
      expect(known.job).toEqual({ kind: 'password-reset', payload: { email: c.email } });
      expect(unknown.job).toEqual({ kind: 'password-reset', payload: { email: 'nobody.at.all@example.com' } });
      expect([known.newTokens, unknown.newTokens, known.mail, unknown.mail]).toEqual([0, 0, 0, 0]);

      // The worker then finds the account, makes the link and sends it; the unknown address gets nothing.
      await app.ctx.jobs.runDue();
      expect(app.mail.map((m) => m.to)).toEqual([c.email]);
      expect(await tokens()).toBe(1);
    } finally {
      await app.close();
    }
  });
});
