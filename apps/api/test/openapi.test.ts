import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let doc: { openapi: string; paths: Record<string, Record<string, { requestBody?: { content: Record<string, unknown> }; responses: Record<string, unknown> }>> };
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject('/admin/api/openapi.json');
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(() => t.close());

/** The spec's storefront calls (section 7, bar create_order which the orders part adds) and ours beside them. */
const STOREFRONT = [
  ['post', '/admin/api/auth_login', 'multipart'],
  ['post', '/admin/api/auth_register', 'multipart'],
  ['post', '/admin/api/profile_update', 'multipart'],
  ['post', '/admin/api/cont', 'multipart'],
  ['post', '/admin/api/send_forgot_password_email', 'multipart'],
  ['get', '/admin/api/category'],
  ['get', '/admin/api/product'],
  ['get', '/admin/api/banner'],
  ['get', '/admin/api/productById/{id}'],
  ['post', '/admin/api/wishlist_update', 'json'],
  ['post', '/admin/api/wishlist', 'multipart'],
  ['get', '/admin/api/coupen/{code}'],
  ['post', '/admin/api/auth_logout'],
  ['get', '/admin/api/me'],
  ['post', '/admin/api/reset_password', 'multipart'],
  ['get', '/admin/api/settings'],
] as const;

describe('OpenAPI document', () => {
  it('is OpenAPI 3 and lists every storefront call with its success response', () => {
    expect(doc.openapi).toMatch(/^3\./);
    for (const [method, path, body] of STOREFRONT) {
      const op = doc.paths[path]?.[method];
      expect(op, `${method.toUpperCase()} ${path}`).toBeDefined();
      expect(Object.keys(op!.responses)).toContain('200');
      if (body === 'multipart') expect(Object.keys(op!.requestBody!.content)).toContain('multipart/form-data');
      if (body === 'json') expect(Object.keys(op!.requestBody!.content)).toContain('application/json');
    }
  });

  it('lists every route the server has under /admin/api', () => {
    const routes = serverRoutes();
    // The tree was read right: every storefront call is among what it found.
    for (const [method, path] of STOREFRONT) {
      expect(routes).toContainEqual({ method: method.toUpperCase(), path: path.replace(/\{(\w+)\}/g, ':$1') });
    }
    const missing = routes
      .filter((r) => r.path.startsWith('/admin/api/') && r.path !== '/admin/api/openapi.json' && r.method !== 'HEAD')
      .filter((r) => !doc.paths[r.path.replace(/:(\w+)/g, '{$1}')]?.[r.method.toLowerCase()])
      .map((r) => `${r.method} ${r.path}`);
    expect(missing).toEqual([]);
  });

  it('describes only routes the server really has', () => {
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const method of Object.keys(ops)) {
        // OpenAPI writes a wildcard (the uploads) as {*}, Fastify as *.
        const url = path.replace(/\{(\w+)\}/g, ':$1').replace('{*}', '*');
        expect(t.app.hasRoute({ method: method.toUpperCase(), url }), `${method} ${path}`).toBe(true);
      }
    }
  });
});

/** Every method and path, read from Fastify's route tree (printRoutes draws one node per line). */
function serverRoutes(): { method: string; path: string }[] {
  const routes: { method: string; path: string }[] = [];
  const stack: string[] = [];
  for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = line.match(/^([│ ]*)[├└]── (\S+)(?: \(([^)]+)\))?$/);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    stack[depth] = (depth > 0 ? stack[depth - 1]! : '') + m[2]!;
    stack.length = depth + 1;
    for (const method of m[3]?.split(', ') ?? []) routes.push({ method, path: stack[depth] });
  }
  return routes;
}
