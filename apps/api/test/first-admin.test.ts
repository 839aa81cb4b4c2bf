import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import type { AppContext } from '../src/context';
import { DEMO_ADMIN, ensureFirstAdmin } from '../src/services/staff/first-admin';
import { adminLogin, API } from './admin-support';
import { sessionCookie } from './helpers/http';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * What the start does with the admin settings (`main.ts` calls `ensureFirstAdmin` on every start), run
 * again and again on the same database as successive starts with other settings would.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const OWNER = { email: 'owner@shop.test', password: 'first-owner-password' };

/** One start of the shop on this data, with these admin settings (none: the embedded demo defaults), on this computer only unless opened. */
const startWith = (admin?: { email: string; password: string }, opened = false) => {
  const ctx: AppContext = { ...t.ctx, config: { ...t.ctx.config, admin, localOnly: !opened } };
  return ensureFirstAdmin(ctx, true);
};

const login = async (email: string, password: string) => {
  const res = await adminLogin(t, email, password);
  return { status: res.statusCode, cookie: res.statusCode === 200 ? sessionCookie(res, 'canino_admin_session') : '' };
};
const callWith = (cookie: string, method: 'GET' | 'POST', path: string) => t.app.inject({ method, url: `${API}${path}`, headers: { cookie } });

describe('where the shop listens, and the demo admin', () => {
  it('listens on 127.0.0.1 only without HOST and a public PUBLIC_URL; HOST or a public address opens it to the network', () => {
    expect(loadConfig({})).toMatchObject({ host: '127.0.0.1', localOnly: true });
    expect(loadConfig({ HOST: '' })).toMatchObject({ host: '127.0.0.1', localOnly: true });
    expect(loadConfig({ HOST: '127.0.0.1', PUBLIC_URL: 'http://localhost:3000' })).toMatchObject({ host: '127.0.0.1', localOnly: true });
    expect(loadConfig({ HOST: '0.0.0.0' })).toMatchObject({ host: '0.0.0.0', localOnly: false });
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example.in', PAYMENTS: 'simulated' })).toMatchObject({ host: '0.0.0.0', localOnly: false });
    expect(loadConfig({ HOST: '127.0.0.1', PUBLIC_URL: 'https://shop.example.in', PAYMENTS: 'simulated' })).toMatchObject({ host: '127.0.0.1', localOnly: false });
  });

  it('makes the demo admin only on a shop on this computer, and removes it when the shop is opened to the network', async () => {
    const data = await createTestApp();
    try {
      const start = (opened: boolean) => ensureFirstAdmin({ ...data.ctx, config: { ...data.ctx.config, admin: undefined, localOnly: !opened } }, true);
      const demoLogin = async () => (await adminLogin(data, DEMO_ADMIN.email, DEMO_ADMIN.password)).statusCode;
      await start(true);
      expect(await demoLogin()).toBe(401);
      await start(false);
      expect(await demoLogin()).toBe(200);
      await start(true);
      expect(await demoLogin()).toBe(401);
    } finally {
      await data.close();
    }
  });
});

describe('the first admin at start', () => {
  it('retires the demo admin once ADMIN_EMAIL/ADMIN_PASSWORD are set: no login, and its open session is refused', async () => {
    await startWith(undefined);
    const demo = await login(DEMO_ADMIN.email, DEMO_ADMIN.password);
    expect(demo.status).toBe(200);
    expect((await callWith(demo.cookie, 'GET', '/me')).statusCode).toBe(200);

    await startWith(OWNER);
    expect((await login(DEMO_ADMIN.email, DEMO_ADMIN.password)).status).toBe(401);
    for (const path of ['/me', '/dashboard']) {
      const res = await callWith(demo.cookie, 'GET', path);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ status: 0, message: 'Please log in as an administrator' });
    }
    expect((await login(OWNER.email, OWNER.password)).status).toBe(200);

    // Later starts without the settings do not bring the demo admin back: the shop has an owner.
    await startWith(undefined);
    expect((await login(DEMO_ADMIN.email, DEMO_ADMIN.password)).status).toBe(401);
  });

  it('a changed ADMIN_PASSWORD ends that admin’s sessions; the same one on a restart logs nobody out', async () => {
    await startWith(OWNER);
    const before = await login(OWNER.email, OWNER.password);
    await startWith({ ...OWNER, email: OWNER.email.toUpperCase() });
    expect((await callWith(before.cookie, 'GET', '/me')).statusCode).toBe(200);

    const changed = { ...OWNER, password: 'second-owner-password' };
    await startWith(changed);
    expect((await callWith(before.cookie, 'GET', '/me')).statusCode).toBe(401);
    expect((await login(OWNER.email, OWNER.password)).status).toBe(401);
    const after = await login(OWNER.email, changed.password);
    expect(after.status).toBe(200);
    expect((await callWith(after.cookie, 'GET', '/me')).json()).toMatchObject({ status: 1, data: { email: OWNER.email } });
  });

  it('refuses an ADMIN_PASSWORD under 12 characters at start, saying why', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: 'eleven-char' })).toThrow(/ADMIN_PASSWORD: must be at least 12 characters/);
    expect(loadConfig({ ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: 'twelve-chars' }).admin).toEqual({
      email: OWNER.email,
      password: 'twelve-chars',
    });
  });
});
