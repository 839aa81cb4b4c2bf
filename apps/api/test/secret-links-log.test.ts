import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Logger } from '../src/logger';
import { ADMIN_PASSWORD, asAdmin, createAdmin, type AdminCall } from './admin-support';
import { createCustomer, createProduct, insertOrder } from './helpers/factories';
import { multipart } from './helpers/http';
import { checkoutBody, mailTo, paidReport, paySimulated, reportPayment, startCheckout } from './helpers/orders';
import { refillSteps, type ShopClock } from './helpers/refills';
import { PARCEL } from './helpers/shipping';
import { serverWithPage } from './helpers/web-build';
import { createTestApp, type TestApp } from './helpers/test-app';
import { registerShopForGst } from './helpers/invoiced-orders';

/**
 * Every emailed one-time link followed as a customer or a new admin would, with the server logging at
 * info (every request line): the log holds none of the links' tokens.
 */
const logged: string[] = [];
const clock: ShopClock = { today: new Date() };
let t: TestApp;
let web: FastifyInstance;
let owner: AdminCall;

beforeAll(async () => {
  const log = pino({ level: 'info' }, { write: (line: string) => void logged.push(line) }) as Logger;
  t = await createTestApp({ SHIPPING: 'simulated', REFILL_REMIND_DAYS_BEFORE: '5' }, { log, now: () => clock.today });
  owner = (await asAdmin(t)).call;
  await registerShopForGst(t);
  web = await serverWithPage(t);
});
afterAll(async () => {
  await web?.close();
  await t?.close();
});

/** The link in the last email to `to` whose address starts with `page`, and its token wherever it travels. */
function emailedLink(to: string, page: string) {
  const text = mailTo(t, to).at(-1)?.text ?? '';
  const url = new RegExp(`http://shop\\.test(${page.replace(/[.?/]/g, '\\$&')}\\S*)`).exec(text)?.[1];
  if (!url) throw new Error(`no ${page} link in the last email to ${to}: ${text}`);
  const token = /token=([^&\s#]+)/.exec(url)?.[1] ?? url.split('/').at(-1)!;
  return { url, token: decodeURIComponent(token) };
}

/** What a browser asks the server for: the address without its fragment. */
const openPage = (url: string) => web.inject({ method: 'GET', url: url.split('#')[0]! });
const api = (method: 'GET' | 'POST', url: string, payload?: object) => t.app.inject({ method, url: `/admin/api${url}`, ...(payload ? { payload } : {}) });

function expectNotLogged(token: string) {
  expect(token.length).toBeGreaterThan(15);
  expect(logged.length).toBeGreaterThan(0);
  expect(logged.filter((l) => l.includes(token))).toEqual([]);
  expect(logged.filter((l) => l.includes(encodeURIComponent(token)))).toEqual([]);
}

describe('one-time links and the request log', () => {
  it('an invitation: its page, the preview (new and old address) and the acceptance', async () => {
    const email = `new.staff.${Date.now()}@canino.test`;
    expect((await owner('POST', '/staff/invitations', { name: 'Meena', email, role: 'orders' })).statusCode).toBe(200);
    const { url, token } = emailedLink(email, '/admin/accept-invitation');
    expect(url).toContain('#token=');
    await openPage(url);
    expect((await api('POST', '/admin/invitations/preview', { token })).statusCode).toBe(200);
    expect((await api('GET', `/admin/invitations/${encodeURIComponent(token)}`)).statusCode).toBe(200);
    await openPage(`/admin/accept-invitation?token=${encodeURIComponent(token)}`);
    expect((await api('POST', '/admin/invitations/accept', { token, password: 'a-new-password-1' })).statusCode).toBe(200);
    expectNotLogged(token);
  });

  it("an admin's password reset", async () => {
    const admin = await createAdmin(t.ctx, 'orders');
    await api('POST', '/admin/password-reset', { email: admin.email });
    const { url, token } = emailedLink(admin.email, '/admin/reset-password');
    expect(url).toContain('#token=');
    await openPage(url);
    await openPage(`/admin/reset-password?token=${token}`);
    expect((await api('POST', '/admin/password-reset/confirm', { token, password: `${ADMIN_PASSWORD}-new` })).statusCode).toBe(200);
    expectNotLogged(token);
  });

  it("a customer's password reset", async () => {
    const customer = await createCustomer(t.ctx);
    await t.app.inject({ method: 'POST', url: '/admin/api/send_forgot_password_email', ...multipart({ email: customer.email }) });
    const { url, token } = emailedLink(customer.email, '/reset-password');
    expect(url).toContain('#token=');
    await openPage(url);
    await openPage(`/reset-password?token=${token}`);
    expect((await api('POST', '/reset_password', { token, password: 'another-password-1' })).statusCode).toBe(200);
    expectNotLogged(token);
  });

  it("a guest's invoice", async () => {
    const product = await createProduct(t.ctx);
    const body = checkoutBody([{ productId: product.id, quantity: 1 }]);
    const session = await startCheckout(t, body);
    await reportPayment(t, session, paidReport(await paySimulated(t, session, 'success')));
    const { url, token } = emailedLink(body.billing.email, '/admin/api/orders/');
    expect((await web.inject({ method: 'GET', url })).statusCode).toBe(200);
    expectNotLogged(token);
  });

  it("a parcel's tracking page, new and old address, and its answer", async () => {
    const customer = await createCustomer(t.ctx);
    const { order } = await insertOrder(t.ctx, { status: 'packed', customerId: customer.id, email: customer.email });
    expect((await owner('POST', `/orders/${order.id}/shipment`, PARCEL)).statusCode).toBe(200);
    const { url, token } = emailedLink(customer.email, '/track');
    expect(url).toContain('#token=');
    await openPage(url);
    await openPage(`/track/${token}`);
    expect((await api('POST', '/track/link', { token })).statusCode).toBe(200);
    expect((await api('GET', `/track/${token}`)).statusCode).toBe(200);
    expectNotLogged(token);
  });

  it("a refill reminder's cart link and its unsubscribe link", async () => {
    const steps = refillSteps(t, owner, clock);
    const { customer, order } = await steps.deliveredOrder(1);
    const refill = await steps.refillOf(order.id);
    await steps.reachReminderDay(refill.id);
    const cart = emailedLink(customer.email, '/refill#');
    await openPage(cart.url);
    await openPage(`/refill?token=${cart.token}`);
    expect((await api('POST', '/refills/cart', { token: cart.token })).statusCode).toBe(200);
    const unsubscribe = emailedLink(customer.email, '/unsubscribe#');
    await openPage(unsubscribe.url);
    expect((await api('POST', '/consents/unsubscribe', { token: unsubscribe.token })).statusCode).toBe(200);
    // The mail client's one-click address carries the token in its query, which the log leaves out.
    const oneClick = await web.inject({
      method: 'POST',
      url: `/unsubscribe?token=${unsubscribe.token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expectNotLogged(cart.token);
    expectNotLogged(unsubscribe.token);
    clock.today = new Date();
  });
});
