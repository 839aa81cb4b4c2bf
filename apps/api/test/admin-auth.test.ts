import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, sessions } from '../src/db/schema';
import { DEMO_ADMIN, ensureFirstAdmin } from '../src/services/staff/first-admin';
import { findAdminByEmail } from '../src/repositories/staff-accounts';
import { API, ADMIN_PASSWORD, adminLogin, asAdmin, caller, createAdmin, OPEN_ADMIN_ROUTES } from './admin-support';
import { createCustomer, createProduct, TEST_PASSWORD } from './helpers/factories';
import { loginAs } from './helpers/http';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Every admin route the server declares, read from its own OpenAPI document, with ids filled in. */
async function adminEndpoints(): Promise<{ method: string; url: string }[]> {
  const doc = (await t.app.inject('/admin/api/openapi.json')).json<{ paths: Record<string, Record<string, unknown>> }>();
  return Object.entries(doc.paths)
    .filter(([path]) => path.startsWith(`${API}/`))
    .flatMap(([path, methods]) => Object.keys(methods).map((m) => ({ method: m.toUpperCase(), path })))
    .filter((e) => !OPEN_ADMIN_ROUTES.has(`${e.method} ${e.path.slice(API.length)}`))
    .map(({ method, path }) => ({ method, url: path.replace(/\{[^}]+\}/g, '1') }));
}

describe('admin login', () => {
  it('opens an admin session in its own httpOnly cookie; /me names the admin; logout ends it', async () => {
    const admin = await createAdmin(t.ctx);
    const res = await adminLogin(t, admin.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 1, message: 'Welcome, Owner', data: { id: admin.id, email: admin.email, name: 'Owner', role: 'owner' } });
    const cookie = res.cookies.find((c) => c.name === 'canino_admin_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(res.cookies.find((c) => c.name === 'canino_session')).toBeUndefined();
    expect(res.body).not.toContain('password');

    const call = caller(t, `canino_admin_session=${cookie.value}`);
    const me = await call('GET', '/me');
    expect(me.json()).toEqual({ status: 1, data: { id: admin.id, email: admin.email, name: 'Owner', role: 'owner' } });
    expect(me.headers['cache-control']).toBe('no-store');

    const out = await call('POST', '/logout');
    expect(out.json()).toEqual({ status: 1, message: 'You have been logged out' });
    expect((await call('GET', '/me')).statusCode).toBe(401);
  });

  it('refuses a wrong password or an unknown email with the same message, and bad input with field errors', async () => {
    const admin = await createAdmin(t.ctx);
    const wrong = await adminLogin(t, admin.email, 'not-the-password');
    const unknown = await adminLogin(t, 'nobody@canino.test');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ status: 0, message: 'The email or password is incorrect' });
      expect(res.cookies).toHaveLength(0);
    }
    const bad = await t.app.inject({ method: 'POST', url: `${API}/login`, payload: { email: 'not-an-email', password: '' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ status: 0, errors: { email: 'Invalid email format', password: 'Password is required' } });
  });

  it('does not let a customer log in to the admin with their own credentials', async () => {
    const customer = await createCustomer(t.ctx);
    const res = await adminLogin(t, customer.email, TEST_PASSWORD);
    expect(res.statusCode).toBe(401);
  });

  it('rate-limits login attempts', async () => {
    const limited = await createTestApp({ RATE_LIMIT_MAX: '3' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) codes.push((await adminLogin(limited, 'nobody@canino.test', 'guess')).statusCode);
      expect(codes).toEqual([401, 401, 401, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('every admin endpoint', () => {
  it('is listed (the guard is tested on each of them below)', async () => {
    const endpoints = await adminEndpoints();
    expect(endpoints.length).toBeGreaterThanOrEqual(30);
    expect(endpoints).toContainEqual({ method: 'POST', url: `${API}/orders/1/status` });
  });

  it('refuses a request without a session, with an unknown token, or with a customer session, and changes nothing', async () => {
    const product = await createProduct(t.ctx, { name: 'Untouchable chew' });
    const customer = await createCustomer(t.ctx);
    const customerCookie = await loginAs(t.app, customer.mobile, TEST_PASSWORD);
    // The customer's own session token, presented under the admin cookie's name, is no admin session either.
    const customerToken = customerCookie.split('=')[1]!;
    const identities = [undefined, 'canino_admin_session=forged-token', customerCookie, `canino_admin_session=${customerToken}`];
    for (const { method, url } of await adminEndpoints()) {
      for (const cookie of identities) {
        const res = await t.app.inject({
          method: method as 'GET',
          url: url.replace('/1', `/${product.id}`),
          headers: cookie ? { cookie } : {},
          ...(method === 'GET' || method === 'DELETE' ? {} : { payload: { name: 'Hacked', status: 'shipped', handled: true } }),
        });
        expect(res.statusCode, `${method} ${url} with ${cookie ?? 'no cookie'}`).toBe(401);
        expect(res.json()).toEqual({ status: 0, message: 'Please log in as an administrator' });
      }
    }
    const [after] = await t.ctx.db.select().from(products).where(eq(products.id, product.id));
    expect(after).toMatchObject({ name: 'Untouchable chew', active: true });
  });

  it('refuses an expired admin session', async () => {
    const { admin, call } = await asAdmin(t);
    expect((await call('GET', '/me')).statusCode).toBe(200);
    await t.ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.subjectId, admin.id));
    expect((await call('GET', '/me')).statusCode).toBe(401);
  });
});

describe('the first admin', () => {
  it('comes from ADMIN_EMAIL / ADMIN_PASSWORD and can log in; on the embedded demo setup a demo admin is made once', async () => {
    const configured = await createTestApp({ ADMIN_EMAIL: 'Owner@Shop.test', ADMIN_PASSWORD: 'a-long-password' });
    try {
      await ensureFirstAdmin(configured.ctx, true);
      expect(await findAdminByEmail(configured.ctx.db, DEMO_ADMIN.email)).toBeUndefined();
      expect((await adminLogin(configured, 'owner@shop.test', 'a-long-password')).statusCode).toBe(200);
    } finally {
      await configured.close();
    }
    const demo = await createTestApp();
    // The demo admin exists only on a shop that listens on this computer alone.
    const onThisComputer = { ...demo.ctx, config: { ...demo.ctx.config, localOnly: true } };
    try {
      await ensureFirstAdmin(onThisComputer, true);
      await ensureFirstAdmin(onThisComputer, true);
      expect((await adminLogin(demo, DEMO_ADMIN.email, DEMO_ADMIN.password)).statusCode).toBe(200);
      expect((await adminLogin(demo, DEMO_ADMIN.email, ADMIN_PASSWORD)).statusCode).toBe(401);
    } finally {
      await demo.close();
    }
  });

  it('is not created on a database that is not the embedded demo', async () => {
    const plain = await createTestApp();
    try {
      await ensureFirstAdmin(plain.ctx, false);
      expect(await findAdminByEmail(plain.ctx.db, DEMO_ADMIN.email)).toBeUndefined();
    } finally {
      await plain.close();
    }
  });
});
