import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminLogin, ADMIN_PASSWORD, API, createAdmin } from './admin-support';
import { createCustomer, TEST_PASSWORD } from './helpers/factories';
import { createTestApp, type TestApp } from './helpers/test-app';

/** The test shop's PUBLIC_URL is http://shop.test; `app.inject` sends `Host: localhost:80`. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const REFUSED = { status: 0, message: 'This request came from another website, so it was refused' };

const customerLogin = (mobile: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/admin/api/auth_login', headers, payload: { mobile, password: TEST_PASSWORD } });

describe('state-changing calls from another site', () => {
  it('a cross-site Origin gets a 403 on login, and no session cookie', async () => {
    const customer = await createCustomer(t.ctx);
    const res = await customerLogin(customer.mobile, { origin: 'https://attacker.example' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(REFUSED);
    expect(res.headers['set-cookie']).toBeUndefined();

    const admin = await createAdmin(t.ctx);
    const adminRes = await t.app.inject({
      method: 'POST',
      url: `${API}/login`,
      headers: { origin: 'null' },
      payload: { email: admin.email, password: ADMIN_PASSWORD },
    });
    expect(adminRes.statusCode).toBe(403);
    expect(adminRes.headers['set-cookie']).toBeUndefined();
  });

  it('Sec-Fetch-Site cross-site or same-site, without Origin, gets a 403', async () => {
    const customer = await createCustomer(t.ctx);
    for (const site of ['cross-site', 'same-site']) {
      const res = await customerLogin(customer.mobile, { 'sec-fetch-site': site });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(REFUSED);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('nothing is written: a cross-site sign-up creates no account', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin/api/auth_register',
      headers: { origin: 'https://attacker.example' },
      payload: {
        pet_name: 'Rex',
        breed: 'Indie',
        age: '2',
        weight: '9',
        needs: '',
        owner_name: 'Eve',
        owner_number: '9000000001',
        email: 'eve@attacker.example',
        password: 'attacker-password',
      },
    });
    expect(res.statusCode).toBe(403);
    const login = await customerLogin('9000000001', {});
    expect(login.statusCode).toBe(401);
  });

  it('the shop’s own origin, the request’s own host, same-origin fetch metadata, and no headers at all work', async () => {
    const customer = await createCustomer(t.ctx);
    const sameSite: Record<string, string>[] = [
      { origin: 'http://shop.test' },
      { origin: 'http://localhost:80', host: 'localhost:80' },
      { origin: 'http://localhost:80', host: 'localhost:80', 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'none' },
      {},
    ];
    for (const headers of sameSite) {
      const res = await customerLogin(customer.mobile, headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(200);
      expect(res.cookies.find((c) => c.name === 'canino_session')).toBeDefined();
    }
    expect((await adminLogin(t, (await createAdmin(t.ctx)).email)).statusCode).toBe(200);
  });

  it('reads are not affected, and the payment provider’s webhook is not judged by its origin', async () => {
    const read = await t.app.inject({ url: '/admin/api/category', headers: { origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' } });
    expect(read.statusCode).toBe(200);
    const webhook = await t.app.inject({
      method: 'POST',
      url: '/admin/api/payments/webhook',
      headers: { origin: 'https://api.razorpay.com', 'content-type': 'application/json' },
      payload: '{}',
    });
    // No webhook secret in the test shop: refused for that, never as cross-site.
    expect(webhook.statusCode).not.toBe(403);
    expect(webhook.json()).not.toEqual(REFUSED);
  });
});
