import { and, asc, desc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, checkoutRecoveries, productVariants } from '../src/db/schema';
import { eraseCustomerRecords } from '../src/repositories/erase-customer';
import { sweepRecoveries } from '../src/services/recovery/sweep-recoveries';
import { asAdmin } from './admin-support';
import { createCoupon, createCustomer, createProduct, TEST_PASSWORD } from './helpers/factories';
import { loginAs } from './helpers/http';
import { checkoutBody, mailTo, paidReport, paySimulated, reportPayment, startCheckout } from './helpers/orders';
import { createTestApp, type TestApp } from './helpers/test-app';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
let t: TestApp;
/** How far the shop's clock is ahead of the real one; tests move it past a reminder's time. */
let shift = 0;

beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date(Date.now() + shift) });
  await createCoupon(t.ctx, { code: 'CARTBACK10', percent: 10, perCustomerLimit: 1, validTo: new Date(Date.now() + 30 * DAY) });
  // The owner chooses the second email's coupon in the admin, by its code in any case.
  const { call } = await asAdmin(t);
  const chosen = await call('PUT', '/recovery-settings', { secondCouponCode: ' cartback10 ' });
  expect(chosen.statusCode, chosen.body).toBe(200);
});
afterAll(() => t.close());

const post = (url: string, payload: object, cookie?: string) => t.app.inject({ method: 'POST', url: `/admin/api${url}`, payload, headers: cookie ? { cookie } : {} });
const rowOf = async (email: string) => (await t.ctx.db.select().from(checkoutRecoveries).where(eq(checkoutRecoveries.email, email)))[0]!;

/** Two workers' runs of the job at the clock `minutes` after the checkout, then the emails they queued. */
async function sweepAt(minutes: number) {
  shift = minutes * MINUTE;
  await Promise.all([sweepRecoveries(t.ctx), sweepRecoveries(t.ctx)]);
  await t.ctx.jobs.runDue();
}

/** A guest who reached checkout with two products in the cart and typed their email. */
async function guestLeaves() {
  shift = 0;
  const email = `guest.${Math.random().toString(36).slice(2, 10)}@example.com`;
  const chews = await createProduct(t.ctx, { name: 'Joint Chews 60', sellingPricePaise: 49900, stock: 5 });
  const oil = await createProduct(t.ctx, { name: 'Coat Oil 200 ml', sellingPricePaise: 29900, stock: 5 });
  const res = await post('/checkout/started', {
    email: email.toUpperCase(),
    lines: [
      { productId: chews.id, quantity: 2 },
      { productId: oil.id, quantity: 1 },
    ],
  });
  expect(res.statusCode, res.body).toBe(200);
  return { email, chews, oil };
}

describe('emails about a checkout left without an order', () => {
  it('sends the first at 60 minutes and the second at 24 hours with the owner’s coupon, each once under two runs, and never a third', async () => {
    const { email, chews } = await guestLeaves();
    await sweepAt(59);
    expect(mailTo(t, email)).toHaveLength(0);

    await sweepAt(61);
    const [first] = mailTo(t, email);
    expect(mailTo(t, email)).toHaveLength(1);
    expect(first!.subject).toBe('You left something in your cart');
    expect(first!.text).toContain('Joint Chews 60 × 2 @ ₹499.00');
    expect(first!.html).toContain('src="http://shop.test/admin/uploads/p.webp"');
    expect(first!.html).toContain('₹998.00');
    const token = (await rowOf(email)).token;
    expect(first!.text).toContain(`http://shop.test/cart/restore#token=${token}`);
    expect(first!.headers?.['List-Unsubscribe']).toContain(`http://shop.test/unsubscribe?token=${token}`);
    expect((await rowOf(email)).state).toBe('first_sent');

    await sweepAt(62);
    expect(mailTo(t, email)).toHaveLength(1);

    await sweepAt(24 * 60 + 1);
    expect(mailTo(t, email)).toHaveLength(2);
    const second = mailTo(t, email)[1]!;
    expect(second.subject).toBe('Your cart is waiting: 10% off with CARTBACK10');
    expect(second.text).toContain('Use the code CARTBACK10 at checkout for 10% off');

    await sweepAt(3 * 24 * 60);
    expect(mailTo(t, email)).toHaveLength(2);
    expect((await rowOf(email)).state).toBe('second_sent');

    // The link gives the lines back as they were, for the storefront to price today.
    const restored = await post('/checkout/restore', { token });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().data.lines).toEqual([
      expect.objectContaining({ productId: chews.id, variantId: chews.variantId, productName: 'Joint Chews 60', unitPricePaise: 49900, quantity: 2 }),
      expect.objectContaining({ productName: 'Coat Oil 200 ml', quantity: 1 }),
    ]);
  });

  it('refuses a forged or altered restoring link, and a guest without an email', async () => {
    await guestLeaves();
    const forged = await post('/checkout/restore', { token: 'A'.repeat(32) });
    expect(forged.statusCode).toBe(404);
    expect(forged.json().message).toBe('This cart link is no longer valid');
    expect((await post('/checkout/restore', { token: 'short' })).statusCode).toBe(400);
    const product = await createProduct(t.ctx);
    const noEmail = await post('/checkout/started', { lines: [{ productId: product.id, quantity: 1 }] });
    expect(noEmail.statusCode).toBe(400);
    expect((await post('/checkout/started', { email: 'not-an-email', lines: [{ productId: product.id, quantity: 1 }] })).statusCode).toBe(400);
  });

  it('stops when the customer orders, before any email (not abandoned) and after one (recovered, with its revenue)', async () => {
    shift = 0;
    const customer = await createCustomer(t.ctx);
    const cookie = await loginAs(t.app, customer.mobile, TEST_PASSWORD);
    const product = await createProduct(t.ctx, { sellingPricePaise: 44900, stock: 20 });
    expect((await post('/checkout/started', { lines: [{ productId: product.id, quantity: 1 }] }, cookie)).statusCode).toBe(200);
    const order = async () => {
      const session = await startCheckout(t, checkoutBody([{ productId: product.id, quantity: 1 }]), cookie);
      await reportPayment(t, session, paidReport(await paySimulated(t, session, 'success')), cookie);
    };
    await order();
    await sweepAt(61);
    expect(mailTo(t, customer.email).filter((m) => m.subject.includes('cart'))).toHaveLength(0);
    expect((await rowOf(customer.email)).state).toBe('ordered');

    shift = 0;
    expect((await post('/checkout/started', { lines: [{ productId: product.id, quantity: 2 }] }, cookie)).statusCode).toBe(200);
    await sweepAt(61);
    const left = (await t.ctx.db.select().from(checkoutRecoveries).where(eq(checkoutRecoveries.customerId, customer.id))).find((r) => r.state === 'first_sent')!;
    expect(left.lines[0]!.quantity).toBe(2);
    await order();
    await sweepAt(24 * 60 + 1);
    const [ended] = await t.ctx.db.select().from(checkoutRecoveries).where(eq(checkoutRecoveries.id, left.id));
    expect(ended).toMatchObject({ state: 'recovered', orderTotalPaise: expect.any(Number) });
    expect(mailTo(t, customer.email).filter((m) => m.subject.includes('cart'))).toHaveLength(1);
  });

  it('stops when the shopper opts out by the email’s link, and does not note that address’s later checkouts', async () => {
    const { email, chews } = await guestLeaves();
    await sweepAt(61);
    const token = (await rowOf(email)).token;
    const stop = await post('/consents/unsubscribe', { token });
    expect(stop.statusCode, stop.body).toBe(200);
    expect(stop.json().message).toBe('We will not email you about carts you leave at checkout.');
    await sweepAt(24 * 60 + 1);
    expect(mailTo(t, email)).toHaveLength(1);
    expect(await rowOf(email)).toMatchObject({ state: 'stopped', stopReason: 'opted_out' });

    shift = 0;
    expect((await post('/checkout/started', { email, lines: [{ productId: chews.id, quantity: 1 }] })).statusCode).toBe(200);
    expect(await t.ctx.db.select().from(checkoutRecoveries).where(eq(checkoutRecoveries.email, email))).toHaveLength(1);
  });

  it('stops without an email when every line is out of stock, and leaves out a line that is', async () => {
    const { email, chews, oil } = await guestLeaves();
    await t.ctx.db.update(productVariants).set({ stock: 0 }).where(eq(productVariants.id, oil.variantId));
    await sweepAt(61);
    const [first] = mailTo(t, email);
    expect(first!.text).toContain('Joint Chews 60');
    expect(first!.text).not.toContain('Coat Oil');

    await t.ctx.db.update(productVariants).set({ stock: 0 }).where(eq(productVariants.id, chews.variantId));
    await sweepAt(24 * 60 + 1);
    expect(mailTo(t, email)).toHaveLength(1);
    expect(await rowOf(email)).toMatchObject({ state: 'stopped', stopReason: 'out_of_stock' });
  });
});

describe('the admin’s checkouts left', () => {
  it('lists each with its recovery state, and the recovered revenue and rate by week, for the orders role and not the catalog role', async () => {
    const { email } = await guestLeaves();
    await sweepAt(61);
    const { call } = await asAdmin(t, 'orders');
    const res = await call('GET', '/abandoned-checkouts');
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.items).toContainEqual(expect.objectContaining({ email, items: 3, valuePaise: 2 * 49900 + 29900, state: 'first_sent', recoveredPaise: null }));
    // Earlier tests of this file left checkouts too; one came back as an order after its email.
    const [week] = data.weeks;
    expect(week.abandoned).toBeGreaterThanOrEqual(4);
    expect(week.recovered).toBeGreaterThanOrEqual(1);
    expect(week.recoveredPaise).toBeGreaterThan(0);
    const catalog = await asAdmin(t, 'catalog');
    expect((await catalog.call('GET', '/abandoned-checkouts')).statusCode).toBe(403);
    expect((await call('GET', '/abandoned-checkouts?page=0')).statusCode).toBe(400);
  });
});

describe('the second email’s coupon, the owner’s setting', () => {
  it('offers only active coupons limited to one use per customer, refuses any other with its reason, and is the owner’s alone', async () => {
    const { call } = await asAdmin(t);
    await createCoupon(t.ctx, { code: 'EVERYONE5', percent: 5, perCustomerLimit: null });
    await createCoupon(t.ctx, { code: 'OLDONE', percent: 5, perCustomerLimit: 1, active: false });
    const read = (await call('GET', '/recovery-settings')).json().data;
    expect(read.secondCoupon).toEqual({ code: 'CARTBACK10', offer: expect.stringContaining('10%') });
    expect(read.choices.map((c: { code: string }) => c.code)).toContain('CARTBACK10');
    expect(read.choices.map((c: { code: string }) => c.code)).not.toEqual(expect.arrayContaining(['EVERYONE5']));
    expect(read.choices.map((c: { code: string }) => c.code)).not.toEqual(expect.arrayContaining(['OLDONE']));

    for (const code of ['EVERYONE5', 'OLDONE', 'NOSUCHCODE']) {
      const refused = await call('PUT', '/recovery-settings', { secondCouponCode: code });
      expect(refused.statusCode, code).toBe(422);
      expect(refused.json().errors.secondCouponCode).toBe(`${code} is not an active coupon limited to one use per customer`);
    }
    expect((await call('PUT', '/recovery-settings', { secondCouponCode: 7 })).statusCode).toBe(400);
    expect((await call('GET', '/recovery-settings')).json().data.secondCoupon.code).toBe('CARTBACK10');
    expect((await (await asAdmin(t, 'orders')).call('PUT', '/recovery-settings', { secondCouponCode: null })).statusCode).toBe(403);

    // None: the second email goes without a coupon; chosen again for the tests after this one.
    expect((await call('PUT', '/recovery-settings', { secondCouponCode: null })).json().data.secondCoupon).toBeNull();
    const { email } = await guestLeaves();
    await sweepAt(61);
    await sweepAt(24 * 60 + 1);
    expect(mailTo(t, email).map((m) => m.subject)).toEqual(['You left something in your cart', 'Your cart is still waiting']);
    shift = 0; // back to now, where the owner's session is still open
    expect((await call('PUT', '/recovery-settings', { secondCouponCode: 'CARTBACK10' })).statusCode).toBe(200);
  });

  it('two owners saving at once both succeed, one after the other, and the log says what each replaced', async () => {
    const { call } = await asAdmin(t);
    await createCoupon(t.ctx, { code: 'CARTBACK15', percent: 15, perCustomerLimit: 1 });
    const since = (await t.ctx.db.select({ id: auditLog.id }).from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]?.id ?? 0;
    const saves = await Promise.all([call('PUT', '/recovery-settings', { secondCouponCode: 'CARTBACK15' }), call('PUT', '/recovery-settings', { secondCouponCode: null })]);
    expect(saves.map((r) => r.statusCode)).toEqual([200, 200]);
    const logged = await t.ctx.db
      .select({ before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'recovery_settings'), gt(auditLog.id, since)))
      .orderBy(asc(auditLog.id));
    expect(logged).toHaveLength(2);
    expect(logged[0]!.before).toEqual({ secondCouponCode: 'CARTBACK10' });
    expect(logged[1]!.before).toEqual(logged[0]!.after);
    const last = logged[1]!.after!.secondCouponCode;
    expect((await call('GET', '/recovery-settings')).json().data.secondCoupon?.code ?? null).toBe(last);
    expect((await call('PUT', '/recovery-settings', { secondCouponCode: 'CARTBACK10' })).statusCode).toBe(200);
  });
});

describe('a left checkout as personal data', () => {
  it('is in the customer’s data export, and erasure deletes it with a guest’s under the same address', async () => {
    shift = 0;
    const customer = await createCustomer(t.ctx);
    const cookie = await loginAs(t.app, customer.mobile, TEST_PASSWORD);
    const product = await createProduct(t.ctx, { name: 'Paw Balm' });
    // Once as a guest under the account's address, ended by an order; then logged in.
    await post('/checkout/started', { email: customer.email, lines: [{ productId: product.id, quantity: 1 }] });
    await t.ctx.db.update(checkoutRecoveries).set({ state: 'ordered' }).where(eq(checkoutRecoveries.email, customer.email));
    await post('/checkout/started', { lines: [{ productId: product.id, quantity: 3 }] }, cookie);

    const exported = await t.app.inject({ method: 'GET', url: '/admin/api/account/data-export', headers: { cookie } });
    expect(exported.statusCode).toBe(200);
    const left = exported.json().leftCheckouts;
    expect(left).toHaveLength(2);
    expect(left[1]).toMatchObject({ email: customer.email, state: 'open', lines: [expect.objectContaining({ productName: 'Paw Balm', quantity: 3 })] });
    expect(JSON.stringify(left)).not.toContain('token');

    await t.ctx.db.transaction((tx) => eraseCustomerRecords(tx, customer.id, customer.email));
    expect(await t.ctx.db.select().from(checkoutRecoveries).where(eq(checkoutRecoveries.email, customer.email))).toHaveLength(0);
  });
});
