import { ADMIN_ROLES, roleCan, type AdminArea, type AdminRole } from '@canino/shared';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, asAdmin, caller, OPEN_ADMIN_ROUTES } from './admin-support';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Every admin route, read from the OpenAPI document (which openapi.test.ts holds equal to Fastify's
 * routes), called with each role. The area of each path is written here, apart from the server's own
 * table, so a route put in the wrong area or a new path nobody placed fails this test.
 */
const AREA_OF: [RegExp, AdminArea][] = [
  [/^\/me$/, 'account'],
  [/^\/dashboard$/, 'dashboard'],
  // Cash on delivery's figures show on the dashboard.
  [/^\/cod\/figures$/, 'dashboard'],
  [/^\/orders\/\{id\}\/invoice\.pdf$/, 'orders'],
  [/^\/orders(\/|$)/, 'orders'],
  // Autoship's subscriptions make orders.
  [/^\/subscriptions(\/|$)/, 'orders'],
  // Its figures head the Autoship page the orders role works from.
  [/^\/autoship\/figures$/, 'orders'],
  // Checkouts left are orders that were not placed.
  [/^\/abandoned-checkouts$/, 'orders'],
  // Returns shoppers ask for are settled with their orders.
  [/^\/returns(\/|$)/, 'orders'],
  [/^\/customers(\/|$)/, 'customers'],
  // A recall lists the customers who received a batch, with how to reach them (decision 067).
  [/^\/batches\/recall(\/email)?$/, 'customers'],
  // Batches expiring soon are the catalog's to sell or send back.
  [/^\/batches\/expiring$/, 'products'],
  [/^\/messages(\/|$)/, 'messages'],
  // Complaints are answered by whoever answers the messages.
  [/^\/grievances(\/|$)/, 'messages'],
  [/^\/products\/tax-by-category$/, 'invoices'],
  // Reviews are moderated with the products they are written about, and makers kept with the
  // products whose declarations name them; who waits for a sold-out size tells what to restock.
  [/^\/(products|pick-rules|reviews|makers|stock-alerts)(\/|$)/, 'products'],
  [/^\/categories(\/|$)/, 'categories'],
  [/^\/banners(\/|$)/, 'banners'],
  [/^\/coupons(\/|$)/, 'coupons'],
  [/^\/(invoices|tax-settings|credit-notes)(\/|$)/, 'invoices'],
  [/^\/jobs(\/|$)/, 'jobs'],
  [/^\/(settings|checkout-settings|autoship-settings|recovery-settings)(\/audit)?$|^\/settings\/refund-limit$/, 'settings'],
  [/^\/audit$/, 'audit'],
  [/^\/staff(\/|$)/, 'staff'],
  [/^\/system$/, 'system'],
];

type Route = { method: InjectOptions['method']; path: string };

let t: TestApp;
let routes: Route[];
const calls = {} as Record<AdminRole, ReturnType<typeof caller>>;

beforeAll(async () => {
  t = await createTestApp();
  const doc = (await t.app.inject('/admin/api/openapi.json')).json<{ paths: Record<string, Record<string, unknown>> }>();
  routes = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith(API))
    .flatMap(([path, ops]) => Object.keys(ops).map((m) => ({ method: m.toUpperCase(), path: path.slice(API.length) })));
  for (const role of ADMIN_ROLES) calls[role] = (await asAdmin(t, role)).call;
});
afterAll(() => t.close());

const guarded = () => routes.filter((r) => !OPEN_ADMIN_ROUTES.has(`${r.method} ${r.path}`));
// An id no row has: a role let through gets a 404 or a 400, never the 403 of a role kept out.
const urlOf = (path: string) => path.replace(/\{\w+\}/g, '987654');
// An empty body: a role let in gets a 400 for it at most, and nothing is written.
const bodyOf = (r: Route) => (r.method === 'GET' || r.method === 'DELETE' ? undefined : {});

function areaOf(path: string): AdminArea | undefined {
  return AREA_OF.find(([pattern]) => pattern.test(path))?.[1];
}

describe('roles on every admin route', () => {
  it('finds the admin routes and places each one in an area', () => {
    expect(guarded().length).toBeGreaterThan(50);
    expect(
      guarded()
        .filter((r) => !areaOf(r.path))
        .map((r) => `${r.method} ${r.path}`),
    ).toEqual([]);
  });

  it('refuses every guarded route without a session (401)', async () => {
    const anonymous = caller(t);
    const wrong: string[] = [];
    for (const r of guarded()) {
      const res = await anonymous(r.method, urlOf(r.path), bodyOf(r));
      if (res.statusCode !== 401) wrong.push(`${r.method} ${r.path} → ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it.each(ADMIN_ROLES)('answers the %s role 403 exactly where its role lacks the right', async (role) => {
    const wrong: string[] = [];
    let refused = 0;
    for (const r of guarded()) {
      const allowed = roleCan(role, areaOf(r.path)!);
      const res = await calls[role](r.method, urlOf(r.path), bodyOf(r));
      if (!allowed) refused++;
      if (allowed ? res.statusCode === 403 || res.statusCode === 401 : res.statusCode !== 403) {
        wrong.push(`${r.method} ${r.path} → ${res.statusCode} (${allowed ? 'allowed' : 'refused'})`);
      }
    }
    expect(wrong).toEqual([]);
    if (role === 'owner') expect(refused).toBe(0);
    else expect(refused).toBeGreaterThan(10);
  });
});
