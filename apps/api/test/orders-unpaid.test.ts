import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema';
import { JOB_HANDLERS } from '../src/services/jobs/handlers';
import { RECURRING_JOBS } from '../src/services/jobs/recurring';
import { expireUnpaidOrders } from '../src/services/orders/expire-unpaid-orders';
import type { SimulatedProvider } from '../src/services/payments/simulated/provider';
import { asAdmin, type AdminCall } from './admin-support';
import { createCustomer, createProduct, TEST_PASSWORD } from './helpers/factories';
import { loginAs } from './helpers/http';
import { checkoutBody, eventsOf, orderRow, paidReport, paySimulated, reportPayment, startCheckout } from './helpers/orders';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Checkouts that were never paid (decision 013): the browser that paid asks for its order's payment state
 * when create_order's answer is lost; unpaid orders stay payable for PENDING_ORDER_TTL_HOURS (2 h here),
 * then expire, lazily on every read and for good by the sweep; the owner sees them only as abandoned checkouts.
 */
const HOUR = 3_600_000;
let clockOffset = 0;
let t: TestApp;
let call: AdminCall;
beforeAll(async () => {
  t = await createTestApp({ PENDING_ORDER_TTL_HOURS: '2' }, { now: () => new Date(Date.now() + clockOffset) });
  ({ call } = await asAdmin(t));
});
beforeEach(() => {
  clockOffset = 0;
});
afterAll(() => t.close());

const provider = () => t.ctx.payments as SimulatedProvider;
const paymentState = (orderId: number, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/admin/api/orders/${orderId}/payment`, headers });
const payAgain = (orderId: number, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url: `/admin/api/orders/${orderId}/pay`, headers });
/** Orders get their creation time from the database's clock: move one into the past. */
const backdate = (orderId: number, ms: number) =>
  t.ctx.db
    .update(orders)
    .set({ createdAt: sql`${orders.createdAt} - make_interval(secs => ${ms / 1000})` })
    .where(eq(orders.id, orderId));
const ids = (res: { json(): { data: { items: { id: number }[] } } }) => res.json().data.items.map((o) => o.id);

describe("a guest's order, read by the token checkout gave the browser", () => {
  it('says pending, then paid once the webhook settled a payment whose create_order answer never arrived', async () => {
    const p = await createProduct(t.ctx, { stock: 5 });
    const session = await startCheckout(t, checkoutBody([{ productId: p.id, quantity: 1 }]));
    expect(session.orderToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const token = { 'x-order-token': session.orderToken! };

    const pending = await paymentState(session.orderId, token);
    expect(pending.statusCode).toBe(200);
    expect(pending.json().data).toEqual({
      orderId: session.orderId,
      orderStatus: 'pending_payment',
      paymentStatus: 'created',
      outcome: 'pending',
      message: `We have not received the payment for order #${session.orderId} yet.`,
      canPay: true,
    });

    // The provider's handler fired, but the browser's create_order call was lost: only the webhook reports.
    await paySimulated(t, session, 'success');
    await provider().settled();
    const paid = (await paymentState(session.orderId, token)).json().data;
    expect(paid).toMatchObject({ orderStatus: 'paid', paymentStatus: 'paid', outcome: 'paid', canPay: false });
    expect(paid.message).toContain(`We have received your payment for order #${session.orderId}`);
  });

  it('is readable by no one else: no token is 401, a wrong token or another order is 404, ids cannot be guessed', async () => {
    const p = await createProduct(t.ctx, { stock: 5 });
    const mine = await startCheckout(t, checkoutBody([{ productId: p.id, quantity: 1 }]));
    const theirs = await startCheckout(t, checkoutBody([{ productId: p.id, quantity: 1 }]));
    expect((await paymentState(mine.orderId)).statusCode).toBe(401);
    const wrong = await paymentState(mine.orderId, { 'x-order-token': 'x'.repeat(43) });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toEqual({ status: 0, message: 'This order was not found in your account' });
    expect((await paymentState(theirs.orderId, { 'x-order-token': mine.orderToken! })).statusCode).toBe(404);
    expect((await payAgain(theirs.orderId, { 'x-order-token': mine.orderToken! })).statusCode).toBe(404);
    // A logged-in stranger's session does not open a guest's order either.
    const stranger = await createCustomer(t.ctx);
    const cookie = await loginAs(t.app, stranger.mobile, TEST_PASSWORD);
    expect((await paymentState(mine.orderId, { cookie })).statusCode).toBe(404);
  });

  it('says failed after a declined payment, and "Try again" reopens the same order for the guest', async () => {
    const p = await createProduct(t.ctx, { stock: 5 });
    const session = await startCheckout(t, checkoutBody([{ productId: p.id, quantity: 1 }]));
    const token = { 'x-order-token': session.orderToken! };
    await reportPayment(t, session, { payment_type: 0, payment_id: '', failure_reason: 'Card declined' });
    expect((await paymentState(session.orderId, token)).json().data).toMatchObject({ orderStatus: 'payment_failed', outcome: 'failed', canPay: true });

    const again = await payAgain(session.orderId, token);
    expect(again.statusCode).toBe(200);
    const resumed = again.json().data;
    expect(resumed).toMatchObject({ orderId: session.orderId, orderToken: session.orderToken });
    const paid = await reportPayment(t, resumed, paidReport(await paySimulated(t, resumed, 'success')));
    expect(paid.json().status).toBe(1);
    await provider().settled();
    expect((await payAgain(session.orderId, token)).statusCode).toBe(409);
  });

  it("answers a logged-in customer's own order by the session alone", async () => {
    const customer = await createCustomer(t.ctx);
    const cookie = await loginAs(t.app, customer.mobile, TEST_PASSWORD);
    const p = await createProduct(t.ctx, { stock: 5 });
    const session = await startCheckout(t, checkoutBody([{ productId: p.id, quantity: 1 }]), cookie);
    expect((await paymentState(session.orderId, { cookie })).json().data).toMatchObject({ outcome: 'pending', canPay: true });
  });
});

describe('unpaid orders expire', () => {
  it('after the set time: My Orders, the payment state, "Pay now" and a retried checkout all treat it as expired before any sweep', async () => {
    const customer = await createCustomer(t.ctx);
    const cookie = await loginAs(t.app, customer.mobile, TEST_PASSWORD);
    const p = await createProduct(t.ctx, { stock: 5 });
    const body = checkoutBody([{ productId: p.id, quantity: 1 }]);
    const session = await startCheckout(t, body, cookie);

    const listed = (await t.app.inject({ url: '/admin/api/orders', headers: { cookie } })).json().data.items[0];
    expect(listed).toMatchObject({ orderId: session.orderId, status: 'pending_payment', canPay: true });
    expect(Date.parse(listed.payBy) - Date.parse(listed.createdAt)).toBe(2 * HOUR);

    clockOffset = 2 * HOUR + 1000;
    const expired = (await t.app.inject({ url: '/admin/api/orders', headers: { cookie } })).json().data.items[0];
    expect(expired).toMatchObject({ orderId: session.orderId, status: 'expired', statusLabel: 'Expired', canPay: false, payBy: null });
    const detail = (await t.app.inject({ url: `/admin/api/orders/${session.orderId}`, headers: { cookie } })).json().data;
    expect(detail.statusMessage).toBe(
      `The time to pay for order #${session.orderId} has run out, so it can no longer be paid. Nothing was charged for it; you are welcome to place a new order.`,
    );
    expect((await paymentState(session.orderId, { cookie })).json().data).toMatchObject({ orderStatus: 'expired', outcome: 'failed', canPay: false });
    const refused = await payAgain(session.orderId, { cookie });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(`Order #${session.orderId} cannot be paid now: it is expired.`);
    const replayed = await t.app.inject({ method: 'POST', url: '/admin/api/checkout', payload: body, headers: { cookie } });
    expect(replayed.statusCode).toBe(409);
    // Nothing was written: the column still says pending until the sweep runs.
    expect((await orderRow(t, session.orderId)).status).toBe('pending_payment');
  });

  it('the sweep writes "expired" on overdue unpaid orders only, with an event, once', async () => {
    const p = await createProduct(t.ctx, { stock: 10 });
    const overdue = await startCheckout(t, checkoutBody([{ productId: p.id, quantity: 1 }]));
    const failed = await startCheckout(t, checkoutBody([{ productId: p.id, quantity: 1 }]));
    await reportPayment(t, failed, { payment_type: 0, payment_id: '' });
    const paid = await startCheckout(t, checkoutBody([{ productId: p.id, quantity: 1 }]));
    await reportPayment(t, paid, paidReport(await paySimulated(t, paid, 'success')));
    await provider().settled();

    const fresh = await startCheckout(t, checkoutBody([{ productId: p.id, quantity: 1 }]));
    for (const old of [overdue, failed, paid]) await backdate(old.orderId, 2 * HOUR + 1000);
    const swept = await expireUnpaidOrders(t.ctx);
    expect(swept).toBeGreaterThanOrEqual(2);
    expect((await orderRow(t, overdue.orderId)).status).toBe('expired');
    expect((await orderRow(t, failed.orderId)).status).toBe('expired');
    expect((await orderRow(t, paid.orderId)).status).toBe('paid');
    expect((await orderRow(t, fresh.orderId)).status).toBe('pending_payment');
    expect((await eventsOf(t, failed.orderId)).at(-1)).toMatchObject({
      fromStatus: 'payment_failed',
      toStatus: 'expired',
      actor: 'system',
      note: 'Not paid within 2 h: expired, it can no longer be paid',
    });
    expect(await expireUnpaidOrders(t.ctx)).toBe(0);
    expect(await eventsOf(t, overdue.orderId)).toHaveLength(2);
  });

  it('runs as the hourly recurring job orders.expire-unpaid', async () => {
    expect(RECURRING_JOBS.map((j) => j.kind)).toContain('orders.expire-unpaid');
    const p = await createProduct(t.ctx, { stock: 2 });
    const overdue = await startCheckout(t, checkoutBody([{ productId: p.id, quantity: 1 }]));
    await backdate(overdue.orderId, 2 * HOUR + 1000);
    await JOB_HANDLERS['orders.expire-unpaid'](t.ctx, {}, { id: 1, attempt: 1 });
    expect((await orderRow(t, overdue.orderId)).status).toBe('expired');
  });

  it('a payment that still arrives for an expired order is taken: the order is paid, not lost', async () => {
    const p = await createProduct(t.ctx, { stock: 3 });
    const session = await startCheckout(t, checkoutBody([{ productId: p.id, quantity: 1 }]));
    clockOffset = 2 * HOUR + 1000;
    await expireUnpaidOrders(t.ctx);
    const res = await reportPayment(t, session, paidReport(await paySimulated(t, session, 'success')));
    await provider().settled();
    expect(res.json().status).toBe(1);
    expect((await orderRow(t, session.orderId)).status).toBe('paid');
  });
});

describe("the owner's order list and dashboard leave unpaid checkouts out", () => {
  it('lists real orders by default, abandoned checkouts under their filter, and each status as it stands now', async () => {
    const p = await createProduct(t.ctx, { stock: 10, name: 'Abandonment Test Chews' });
    const q = encodeURIComponent('abandon');
    const body = (first: string) => checkoutBody([{ productId: p.id, quantity: 1 }], { billing: { ...checkoutBody([]).billing, firstName: first, lastName: 'Abandon' } });
    const dismissed = await startCheckout(t, body('Dismissed'));
    const declined = await startCheckout(t, body('Declined'));
    await reportPayment(t, declined, { payment_type: 0, payment_id: '' });
    const paid = await startCheckout(t, body('Paid'));
    await reportPayment(t, paid, paidReport(await paySimulated(t, paid, 'success')));
    await provider().settled();

    expect(ids(await call('GET', `/orders?q=${q}`))).toEqual([paid.orderId]);
    expect(ids(await call('GET', `/orders?q=${q}&show=orders`))).toEqual([paid.orderId]);
    expect(ids(await call('GET', `/orders?q=${q}&show=abandoned`))).toEqual([declined.orderId, dismissed.orderId]);
    expect(ids(await call('GET', `/orders?q=${q}&status=pending_payment`))).toEqual([dismissed.orderId]);
    expect((await call('GET', `/orders?show=lost`)).statusCode).toBe(400);
    const dashboard = (await call('GET', '/dashboard')).json().data;
    const recent = dashboard.recentOrders.map((o: { id: number }) => o.id);
    expect(recent).toContain(paid.orderId);
    expect(recent).not.toContain(dismissed.orderId);
    expect(recent).not.toContain(declined.orderId);

    clockOffset = 2 * HOUR + 1000;
    // Expired by the clock, not yet by the sweep: the filters already say so.
    expect(ids(await call('GET', `/orders?q=${q}&status=pending_payment`))).toEqual([]);
    expect(ids(await call('GET', `/orders?q=${q}&status=expired`))).toEqual([declined.orderId, dismissed.orderId]);
    const listed = (await call('GET', `/orders?q=${q}&show=abandoned`)).json().data.items;
    expect(listed.map((o: { status: string }) => o.status)).toEqual(['expired', 'expired']);
    expect((await call('GET', `/orders/${dismissed.orderId}`)).json().data).toMatchObject({ status: 'expired', nextStatuses: ['cancelled'] });
    const csv = (await call('GET', `/orders/export.csv?q=${q}&show=abandoned`)).body;
    expect(csv.match(/,Expired,/g)).toHaveLength(2);
    await expireUnpaidOrders(t.ctx);
    expect(ids(await call('GET', `/orders?q=${q}&status=expired`))).toEqual([declined.orderId, dismissed.orderId]);
    expect(ids(await call('GET', `/orders?q=${q}`))).toEqual([paid.orderId]);
  });
});
