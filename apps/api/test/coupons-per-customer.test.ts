import { FIRST_ORDER_ONLY_MESSAGE, PER_CUSTOMER_LIMIT_MESSAGE } from '@canino/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, orders } from '../src/db/schema';
import { demoCoupons } from '../src/seed/seed-demo';
import type { SimulatedProvider } from '../src/services/payments/simulated/provider';
import { asAdmin } from './admin-support';
import { createCoupon, createCustomer, createProduct, TEST_PASSWORD, uniqueMobile } from './helpers/factories';
import { loginAs } from './helpers/http';
import { checkoutBody, eventsOf, expireHold, orderRow, paidReport, paySimulated, postCheckout, reportPayment, startCheckout } from './helpers/orders';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A checkout body for one customer: every test's customers have their own phone and email. */
function bodyFor(who: { email: string; mobile: string }, productId: number, couponCode?: string) {
  const body = checkoutBody([{ productId, quantity: 1 }], couponCode ? { couponCode } : {});
  body.billing.email = who.email;
  body.billing.mobile = who.mobile;
  return body;
}

const someone = () => ({ email: `dog.${uniqueMobile()}@example.com`, mobile: uniqueMobile() });

async function payOrder(body: object, cookie?: string) {
  const session = await startCheckout(t, body, cookie);
  const paid = await paySimulated(t, session, 'success');
  const report = await reportPayment(t, session, paidReport(paid), cookie);
  expect(report.json().status).toBe(1);
  return session;
}

const refusal = (message: string) => ({ status: 0, message, errors: { couponCode: message } });

describe('WELCOME10 (regression: it was accepted again from a customer who already had a paid order)', () => {
  it('is refused at checkout to a guest whose email already has a paid order, and nothing is written', async () => {
    await t.ctx.db.insert(coupons).values(demoCoupons(new Date()).find((c) => c.code === 'WELCOME10')!);
    const product = await createProduct(t.ctx, { stock: 50 });
    const guest = someone();
    await payOrder(bodyFor(guest, product.id, 'WELCOME10'));

    // The same email from another phone, in another case: still the same customer.
    const again = await postCheckout(t, bodyFor({ email: guest.email.toUpperCase(), mobile: uniqueMobile() }, product.id, 'welcome10'));
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual(refusal(FIRST_ORDER_ONLY_MESSAGE));
    expect(await t.ctx.db.select({ id: orders.id }).from(orders).where(eq(orders.email, guest.email))).toHaveLength(1);
    // A newcomer still gets it.
    expect((await postCheckout(t, bodyFor(someone(), product.id, 'WELCOME10'))).statusCode).toBe(200);
  });
});

describe('per-customer coupon terms at checkout', () => {
  it('counts a customer who logged out by their phone: logging out is no loophole', async () => {
    const product = await createProduct(t.ctx, { stock: 50 });
    const coupon = await createCoupon(t.ctx, { perCustomerLimit: 1 });
    const customer = await createCustomer(t.ctx);
    const cookie = await loginAs(t.app, customer.mobile, TEST_PASSWORD);
    await payOrder(bodyFor({ email: customer.email, mobile: customer.mobile }, product.id, coupon.code), cookie);

    const asGuest = await postCheckout(t, bodyFor({ email: `other.${uniqueMobile()}@example.com`, mobile: customer.mobile }, product.id, coupon.code));
    expect(asGuest.statusCode).toBe(422);
    expect(asGuest.json()).toEqual(refusal(PER_CUSTOMER_LIMIT_MESSAGE));
  });

  it('allows N uses per customer, and a cancelled order gives its use back', async () => {
    const product = await createProduct(t.ctx, { stock: 50 });
    const coupon = await createCoupon(t.ctx, { perCustomerLimit: 2 });
    const guest = someone();
    const first = await payOrder(bodyFor(guest, product.id, coupon.code));
    await payOrder(bodyFor(guest, product.id, coupon.code));
    const third = await postCheckout(t, bodyFor(guest, product.id, coupon.code));
    expect(third.statusCode).toBe(422);
    expect(third.json()).toEqual(refusal(PER_CUSTOMER_LIMIT_MESSAGE));
    // Another customer is not affected by this one's uses.
    expect((await postCheckout(t, bodyFor(someone(), product.id, coupon.code))).statusCode).toBe(200);

    const { call } = await asAdmin(t);
    const cancelled = await call('POST', `/orders/${first.orderId}/status`, { status: 'cancelled', refundMethod: 'provider' });
    expect(cancelled.json().data.status).toBe('cancelled');
    expect((await postCheckout(t, bodyFor(guest, product.id, coupon.code))).statusCode).toBe(200);
  });

  it('an unpaid order keeps its use while its hold lasts and gives it back when the hold runs out', async () => {
    const product = await createProduct(t.ctx, { stock: 50 });
    const coupon = await createCoupon(t.ctx, { firstOrderOnly: true, perCustomerLimit: 1 });
    const guest = someone();
    const pending = await startCheckout(t, bodyFor(guest, product.id, coupon.code));
    // The same email from another phone: the same customer for the coupon, but not the same checkout to replace.
    const meanwhile = await postCheckout(t, bodyFor({ email: guest.email, mobile: uniqueMobile() }, product.id, coupon.code));
    expect(meanwhile.json()).toEqual(refusal(FIRST_ORDER_ONLY_MESSAGE));

    await expireHold(t, pending.orderId);
    const later = await startCheckout(t, bodyFor(guest, product.id, coupon.code));
    await paySimulated(t, later, 'success').then((r) => reportPayment(t, later, paidReport(r)));

    // The first order's payment arrives after all: its discount was used by the other order, so it is
    // cancelled with a refund due rather than honoured twice.
    const lateReport = await reportPayment(t, pending, paidReport(await paySimulated(t, pending, 'success')));
    await (t.ctx.payments as SimulatedProvider).settled();
    expect(lateReport.statusCode).toBe(200);
    const row = await orderRow(t, pending.orderId);
    expect(row.status).toBe('cancelled');
    expect(row.paidAt).not.toBeNull();
    expect((await orderRow(t, later.orderId)).status).toBe('paid');
  });

  it('two checkouts racing for a one-per-customer coupon: exactly one holds it', async () => {
    const product = await createProduct(t.ctx, { stock: 200 });
    const coupon = await createCoupon(t.ctx, { firstOrderOnly: true, perCustomerLimit: 1 });
    for (let round = 0; round < 5; round++) {
      const guest = someone();
      const results = await Promise.all([0, 1].map(() => postCheckout(t, bodyFor(guest, product.id, coupon.code))));
      // The later one either waited for the first's coupon lock and was refused, or came after and replaced it.
      for (const r of results.filter((x) => x.statusCode !== 200)) expect(r.json()).toEqual(refusal(FIRST_ORDER_ONLY_MESSAGE));
      const rows = await t.ctx.db.select({ status: orders.status }).from(orders).where(eq(orders.email, guest.email));
      expect(rows.filter((o) => o.status === 'pending_payment')).toHaveLength(1);
    }
  });

  it('a new checkout replaces the unpaid one (a payment that failed, or was never finished): the first-order coupon and the stock are its own again', async () => {
    const product = await createProduct(t.ctx, { stock: 1 });
    const coupon = await createCoupon(t.ctx, { firstOrderOnly: true, perCustomerLimit: 1 });
    const customer = await createCustomer(t.ctx);
    const cookie = await loginAs(t.app, customer.mobile, TEST_PASSWORD);
    const who = { email: customer.email, mobile: customer.mobile };
    // The payment window was left without a word to the shop: the order still holds the last unit and the coupon.
    const left = await startCheckout(t, bodyFor(who, product.id, coupon.code), cookie);

    const again = await startCheckout(t, bodyFor(who, product.id, coupon.code), cookie);
    expect(again.totals).toEqual(left.totals);
    expect(again.coupon).toEqual({ code: coupon.code, percent: coupon.percent });
    const replaced = await orderRow(t, left.orderId);
    expect(replaced).toMatchObject({ status: 'expired', holdExpiresAt: null });
    expect((await eventsOf(t, left.orderId)).at(-1)).toMatchObject({ toStatus: 'expired', note: expect.stringContaining('Replaced by a new checkout') });
    // Someone else's unpaid order is never touched, and the one unit is held by the new order alone.
    expect((await postCheckout(t, bodyFor(someone(), product.id))).statusCode).toBe(409);

    await paySimulated(t, again, 'success').then((r) => reportPayment(t, again, paidReport(r), cookie));
    expect((await orderRow(t, again.orderId)).status).toBe('paid');
  });
});
