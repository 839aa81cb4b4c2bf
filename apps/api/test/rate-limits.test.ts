import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, TEST_PASSWORD } from './helpers/factories';
import { createTestApp, type TestApp } from './helpers/test-app';

const MAX = 3;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: String(MAX) });
});
afterAll(() => t.close());

/** Each test speaks from its own address, so the limits of one test do not leak into the next. */
let lastOctet = 10;
const newClient = () => `203.0.113.${lastOctet++}`;

const LIMITED: Record<string, InjectOptions> = {
  login: { method: 'POST', url: '/admin/api/auth_login', payload: { mobile: '9876501234', password: 'wrong-password' } },
  'password reset email': { method: 'POST', url: '/admin/api/send_forgot_password_email', payload: { email: 'someone@example.com' } },
  'password reset': { method: 'POST', url: '/admin/api/reset_password', payload: { token: 'no-such-token', password: 'new-password-1' } },
  contact: { method: 'POST', url: '/admin/api/cont', payload: { name: 'A', mobile: 'a@example.com', title: 'Hi', desc: 'Hello' } },
};

const from = (remoteAddress: string, req: InjectOptions, headers: Record<string, string> = {}) =>
  t.app.inject({ ...req, remoteAddress, headers: { ...req.headers, ...headers } });

describe('rate limits', () => {
  it.each(Object.entries(LIMITED))('%s: allows RATE_LIMIT_MAX requests a minute, then 429 with status 0 and a message', async (_name, req) => {
    const client = newClient();
    for (let i = 0; i < MAX; i++) expect((await from(client, req)).statusCode).not.toBe(429);
    const refused = await from(client, req);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ status: 0, message: expect.stringMatching(/^Too many attempts\. Please wait \d+ seconds and try again\.$/) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Someone else is not held back by that client.
    expect((await from(newClient(), req)).statusCode).not.toBe(429);
  });

  it('a refused login is refused even with the right password', async () => {
    const c = await createCustomer(t.ctx);
    const client = newClient();
    for (let i = 0; i < MAX; i++) await from(client, LIMITED.login!);
    const res = await from(client, { method: 'POST', url: '/admin/api/auth_login', payload: { mobile: c.mobile, password: TEST_PASSWORD } });
    expect(res.statusCode).toBe(429);
    expect(res.cookies).toHaveLength(0);
  });

  it('a client cannot dodge the limit with a made-up X-Forwarded-For', async () => {
    const client = newClient();
    for (let i = 0; i < MAX; i++) await from(client, LIMITED.login!);
    const res = await from(client, LIMITED.login!, { 'x-forwarded-for': newClient() });
    expect(res.statusCode).toBe(429);
  });

  it('behind a proxy on the same machine, each forwarded client has its own limit', async () => {
    const viaProxy = (client: string) => from('127.0.0.1', LIMITED.contact!, { 'x-forwarded-for': client });
    const first = newClient();
    for (let i = 0; i < MAX; i++) await viaProxy(first);
    expect((await viaProxy(first)).statusCode).toBe(429);
    expect((await viaProxy(newClient())).statusCode).toBe(200);
  });

  it('catalog reads are not limited', async () => {
    const client = newClient();
    for (let i = 0; i < MAX * 3; i++) expect((await from(client, { url: '/admin/api/category' })).statusCode).toBe(200);
  });
});
