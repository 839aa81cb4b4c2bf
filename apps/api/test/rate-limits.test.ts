import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../src/db/schema';
import { createCustomer, TEST_PASSWORD, uniqueMobile } from './helpers/factories';
import { createTestApp, type TestApp } from './helpers/test-app';

const MAX = 3;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: String(MAX), SIGNUP_RATE_LIMIT_MAX: String(MAX), COUPON_RATE_LIMIT_MAX: String(MAX) });
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

const customersWithEmail = async (email: string) => (await t.ctx.db.select().from(customers).where(eq(customers.email, email))).length;

const from = (remoteAddress: string, req: InjectOptions, headers: Record<string, string> = {}) => t.app.inject({ ...req, remoteAddress, headers: { ...req.headers, ...headers } });

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

  it('sign-up: allows SIGNUP_RATE_LIMIT_MAX an hour per client, then 429 saying how many minutes to wait; nothing is created', async () => {
    const client = newClient();
    const signUp = (n: number) =>
      from(client, {
        method: 'POST',
        url: '/admin/api/auth_register',
        payload: {
          pet_name: 'Rex',
          breed: 'Indie',
          age: '2',
          weight: '9',
          needs: '',
          owner_name: 'Ravi',
          owner_number: uniqueMobile(),
          email: `ravi.${n}.${client}@example.com`,
          password: 'good-password-1',
        },
      });
    for (let i = 0; i < MAX; i++) expect((await signUp(i)).statusCode).toBe(200);
    const refused = await signUp(MAX);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ status: 0, message: expect.stringMatching(/^Too many attempts\. Please wait (59|60) minutes and try again\.$/) });
    expect(await customersWithEmail(`ravi.${MAX}.${client}@example.com`)).toBe(0);
  });

  it('coupon lookups: allows COUPON_RATE_LIMIT_MAX a minute per client, whatever the codes, then 429', async () => {
    const client = newClient();
    const look = (code: string) => from(client, { method: 'GET', url: `/admin/api/coupen/${code}` });
    for (let i = 0; i < MAX; i++) expect((await look(`GUESS${i}`)).statusCode).toBe(404);
    const refused = await look('WELCOME10');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ status: 0, message: expect.stringMatching(/^Too many attempts\. Please wait \d+ seconds and try again\.$/) });
    expect((await from(newClient(), { method: 'GET', url: '/admin/api/coupen/GUESS0' })).statusCode).toBe(404);
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
