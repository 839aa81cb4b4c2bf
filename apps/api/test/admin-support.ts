import { ADMIN_ROLE_LABELS, DEFAULT_CHECKOUT_SETTINGS, type AdminRole, type CheckoutSettings } from '@canino/shared';
import { randomBytes } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { AppContext } from '../src/context';
import { adminUsers } from '../src/db/schema';
import { hashPassword } from '../src/services/passwords';
import { sessionCookie } from './helpers/http';
import { createTestApp, type TestApp } from './helpers/test-app';

/** Shared by the admin API tests: an admin and its session, multipart with several files. */

export const ADMIN_PASSWORD = 'admin-secret-123';
export const API = '/admin/api/admin';

/** Admin routes open without a session, as OpenAPI writes them: logging in and out, and the emailed links. */
export const OPEN_ADMIN_ROUTES = new Set([
  'POST /login',
  'POST /logout',
  'GET /invitations/{token}',
  'POST /invitations/preview',
  'POST /invitations/accept',
  'POST /password-reset',
  'POST /password-reset/confirm',
]);

/** An admin account; an owner unless a role is given (the name follows the role: "Owner", "Orders"). */
export async function createAdmin(ctx: Pick<AppContext, 'db'>, role: AdminRole = 'owner') {
  const email = `${role}.${randomBytes(4).toString('hex')}@canino.test`;
  const name = ADMIN_ROLE_LABELS[role];
  const [row] = await ctx.db
    .insert(adminUsers)
    .values({ email, name, role, passwordHash: await hashPassword(ADMIN_PASSWORD) })
    .returning();
  return row!;
}

export async function adminLogin(t: TestApp, email: string, password = ADMIN_PASSWORD) {
  return t.app.inject({ method: 'POST', url: `${API}/login`, payload: { email, password } });
}

/** Calls on the admin API with a session cookie (or none): `call('GET', '/products')`. */
export type AdminCall = (method: InjectOptions['method'], path: string, payload?: InjectOptions['payload'] | FormBody) => Promise<LightMyRequestResponse>;

export function caller(t: TestApp, cookie?: string): AdminCall {
  return (method, path, payload) => {
    const form = payload instanceof FormBody ? payload : undefined;
    return t.app.inject({
      method,
      url: `${API}${path}`,
      headers: { ...(cookie ? { cookie } : {}), ...(form?.headers ?? {}) },
      ...(payload === undefined ? {} : { payload: form ? form.payload : payload }),
    });
  };
}

/** A fresh admin (an owner unless a role is given), logged in; returns the caller that carries its session. */
export async function asAdmin(t: TestApp, role: AdminRole = 'owner') {
  const admin = await createAdmin(t.ctx, role);
  const res = await adminLogin(t, admin.email);
  if (res.statusCode !== 200) throw new Error(`admin login failed: ${res.body}`);
  const cookie = sessionCookie(res, 'canino_admin_session');
  return { admin, cookie, call: caller(t, cookie) };
}

/**
 * The file's server and a logged-in owner: started before its tests, closed after them.
 * A test file names `t` and `call` as it loads, before the server exists, so both stand for what
 * `beforeAll` makes and throw if used before it ran.
 */
export function ownerTestApp(...args: Parameters<typeof createTestApp>): { t: TestApp; call: AdminCall } {
  let app: TestApp | undefined;
  let owner: AdminCall | undefined;
  beforeAll(async () => {
    app = await createTestApp(...args);
    owner = (await asAdmin(app)).call;
  });
  afterAll(() => app?.close());
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the test server starts in beforeAll');
    return value;
  };
  return {
    t: new Proxy({} as TestApp, { get: (_, key) => Reflect.get(started(app), key) }),
    call: (method, path, payload) => started(owner)(method, path, payload),
  };
}

/** Turns cash on delivery on, with any of its settings changed. */
export async function enableCod(call: AdminCall, cod: Partial<CheckoutSettings['cod']> = {}) {
  const res = await call('PUT', '/checkout-settings', { ...DEFAULT_CHECKOUT_SETTINGS, cod: { ...DEFAULT_CHECKOUT_SETTINGS.cod, enabled: true, ...cod } });
  expect(res.statusCode, res.body).toBe(200);
}

/** The product form as the panel sends it (what GET answers, without what the form does not hold), with `change` applied. */
export async function productForm(call: AdminCall, id: number, change: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
  const {
    gallery: _g,
    dosage: _d,
    categoryName: _c,
    updatedAt: _u,
    id: _i,
    slug: _s,
    image: _im,
    missingDeclarations: _m,
    gtins: _b,
    sizes: _z,
    optionName: _o,
    ...fields
  } = (await call('GET', `/products/${id}`)).json().data;
  return { ...fields, ...change };
}

/** multipart/form-data with text fields and any number of files under any field names. */
export class FormBody {
  readonly payload: Buffer;
  readonly headers: Record<string, string>;
  constructor(fields: Record<string, string>, files: { field: string; data: Buffer; name?: string; type?: string }[] = []) {
    const boundary = `----canino${randomBytes(8).toString('hex')}`;
    const chunks: Buffer[] = [];
    for (const [k, v] of Object.entries(fields)) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
    }
    for (const f of files) {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.name ?? 'photo.png'}"\r\nContent-Type: ${f.type ?? 'image/png'}\r\n\r\n`),
        f.data,
        Buffer.from('\r\n'),
      );
    }
    chunks.push(Buffer.from(`--${boundary}--\r\n`));
    this.payload = Buffer.concat(chunks);
    this.headers = { 'content-type': `multipart/form-data; boundary=${boundary}` };
  }
}
