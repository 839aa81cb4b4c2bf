import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdmin } from './admin-support';
import { createCustomer, TEST_PASSWORD } from './helpers/factories';
import { loginAs } from './helpers/http';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * A customer's or the owner's answers must not be kept by the browser (the next person on a shared
 * computer pressing Back) or by a proxy between shop and customer: every API answer says `no-store`,
 * except the catalog's, which anyone may read and which revalidate by ETag.
 */
describe('Cache-Control on API answers', () => {
  it("says no-store on every answer with a customer's data, and on the login that sets the cookie", async () => {
    const customer = await createCustomer(t.ctx);
    const cookie = await loginAs(t.app, customer.mobile, TEST_PASSWORD);
    const calls: (InjectOptions & { url: string })[] = [
      { url: '/admin/api/me' },
      { url: '/admin/api/orders' },
      { url: '/admin/api/addresses' },
      { method: 'POST', url: '/admin/api/wishlist', payload: { cusID: customer.id } },
    ];
    for (const call of calls) {
      const res = await t.app.inject({ ...call, headers: { cookie } });
      expect(res.statusCode, call.url).toBe(200);
      expect(res.headers['cache-control'], call.url).toBe('no-store');
    }
    const login = await t.app.inject({ method: 'POST', url: '/admin/api/auth_login', payload: { mobile: customer.mobile, password: TEST_PASSWORD } });
    expect(login.headers['cache-control']).toBe('no-store');
    // A refusal is no one's to keep either.
    expect((await t.app.inject('/admin/api/orders')).headers['cache-control']).toBe('no-store');
  });

  it("says no-store on the owner's answers", async () => {
    const { call } = await asAdmin(t);
    for (const path of ['/me', '/orders', '/customers', '/orders/export.csv']) {
      const res = await call('GET', path);
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['cache-control'], path).toBe('no-store');
    }
  });

  it('keeps the catalog revalidating by ETag, as it did', async () => {
    const res = await t.app.inject('/admin/api/category');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.etag).toBeTruthy();
  });
});
