import { addDays, earliestDeliveryDate, formatShopDate, orderAtOf, reminderAtOf, type Subscription } from '@canino/shared';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, orders, subscriptionCycles, subscriptions } from '../src/db/schema';
import { insertAddress } from '../src/repositories/addresses';
import { runCycle, sweepSubscriptions } from '../src/services/autoship/run-cycle';
import type { SimulatedProvider } from '../src/services/payments/simulated/provider';
import { asAdmin } from './admin-support';
import { createCustomer, createProduct, HOME_ADDRESS, TEST_PASSWORD } from './helpers/factories';
import { loginAs } from './helpers/http';
import { checkoutBody, mailTo, paidReport, paySimulated, reportPayment, startCheckout } from './helpers/orders';
import { createTestApp, type TestApp } from './helpers/test-app';

const HOUR = 3_600_000;
let t: TestApp;
/** How far the shop's clock is ahead of the real one; tests move it to a delivery's reminder or order. */
let shift = 0;
const bank = () => t.ctx.payments as SimulatedProvider;

beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date(Date.now() + shift) });
});
afterAll(() => t.close());

/** A logged-in customer with a saved address in Coimbatore, and a product on sale at ₹449. */
async function shopper() {
  shift = 0;
  const customer = await createCustomer(t.ctx);
  const cookie = await loginAs(t.app, customer.mobile, TEST_PASSWORD);
  const address = await insertAddress(t.ctx.db, customer.id, HOME_ADDRESS);
  const product = await createProduct(t.ctx, { sellingPricePaise: 44900, stock: 20 });
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url: `/admin/api${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
  return { customer, address, product, cookie, call };
}

type Shopper = Awaited<ReturnType<typeof shopper>>;
const firstDate = () => addDays(earliestDeliveryDate(new Date()), 7);

/** The customer's first delivery, paid in the simulated checkout: the payment that authorises the mandate. */
async function firstPayment(s: Shopper): Promise<string> {
  const session = await startCheckout(t, checkoutBody([{ productId: s.product.id, quantity: 2 }], { savedAddressId: s.address.id }), s.cookie);
  const paid = await paySimulated(t, session, 'success');
  await reportPayment(t, session, paidReport(paid), s.cookie);
  return paid.razorpay_payment_id;
}

/** A subscription paid by a simulated mandate, set up by the first delivery's payment. */
async function subscribe(s: Shopper, over: Record<string, unknown> = {}): Promise<Subscription> {
  const paymentId = over.paymentMethod === 'cod_reminder' ? undefined : await firstPayment(s);
  const res = await s.call('POST', '/subscriptions', {
    variantId: s.product.variantId,
    quantity: 2,
    frequencyWeeks: 8,
    addressId: s.address.id,
    firstDeliveryDate: firstDate(),
    paymentMethod: 'mandate',
    paymentId,
    ...over,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** The orders autoship made for the customer (besides the first delivery they paid themselves). */
const ordersOf = (customerId: number) =>
  t.ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.customerId, customerId), like(orders.idempotencyKey, 'autoship-%')));
const cycles = (id: number) => t.ctx.db.select().from(subscriptionCycles).where(eq(subscriptionCycles.subscriptionId, id)).orderBy(subscriptionCycles.cycleNo);
const row = async (id: number) => (await t.ctx.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!;

/** The clock moves to just after the moment `day`'s order is made, and the hourly sweep runs with its jobs. */
async function sweepAt(at: Date) {
  shift = at.getTime() + HOUR - Date.now();
  await sweepSubscriptions(t.ctx);
  await t.ctx.jobs.runDue();
}

describe('setting up and managing autoship', () => {
  it('subscribes to a size every 8 weeks at the standing discount, and lists it', async () => {
    const s = await shopper();
    const sub = await subscribe(s);
    expect(sub).toMatchObject({ status: 'active', frequencyWeeks: 8, nextDeliveryDate: firstDate(), paymentMethod: 'mandate', discountPercent: 5 });
    // 2 × ₹449 less 5 %: ₹898 − ₹44.90.
    expect(sub.items).toEqual([expect.objectContaining({ variantId: s.product.variantId, quantity: 2, unitPricePaise: 44900, autoshipLinePaise: 85310, onSale: true })]);
    const list = await s.call('GET', '/subscriptions');
    expect(list.json().data.map((x: Subscription) => x.id)).toEqual([sub.id]);
  });

  it('refuses a past date, one more than a year out, an inactive size, a payment not of the customer’s own order, and another customer’s address; writes nothing', async () => {
    const s = await shopper();
    const base = { variantId: s.product.variantId, quantity: 1, frequencyWeeks: 4, addressId: s.address.id, firstDeliveryDate: firstDate(), paymentMethod: 'cod_reminder' };
    const bad = [
      [{ ...base, firstDeliveryDate: addDays(firstDate(), -30) }, 400, /Choose a delivery date from/],
      [{ ...base, firstDeliveryDate: addDays(firstDate(), 400) }, 400, /within a year/],
      [{ ...base, frequencyWeeks: 20 }, 400, /16 weeks or fewer/],
      [{ ...base, paymentMethod: 'mandate', paymentId: 'pay_NoSuchPayment01' }, 422, /not one of your orders/],
      [{ ...base, paymentMethod: 'mandate', paymentId: await firstPayment(await shopper()) }, 422, /not one of your orders/],
      [{ ...base, addressId: (await shopper()).address.id }, 404, /not found/i],
    ] as const;
    const other = await createProduct(t.ctx, { active: false });
    for (const [payload, status, message] of [...bad, [{ ...base, variantId: other.variantId }, 422, /no longer sold/]] as const) {
      const res = await s.call('POST', '/subscriptions', payload);
      expect([res.statusCode, res.json().message]).toEqual([status, expect.stringMatching(message)]);
    }
    expect(await t.ctx.db.select().from(subscriptions).where(eq(subscriptions.customerId, s.customer.id))).toEqual([]);
  });

  it('changes frequency and date until 24 h before the order, then refuses and writes nothing', async () => {
    const s = await shopper();
    const sub = await subscribe(s);
    const moved = await s.call('PATCH', `/subscriptions/${sub.id}`, { frequencyWeeks: 6, nextDeliveryDate: addDays(firstDate(), 3) });
    expect(moved.json().data).toMatchObject({ frequencyWeeks: 6, nextDeliveryDate: addDays(firstDate(), 3) });
    shift = orderAtOf(addDays(firstDate(), 3)).getTime() - 23 * HOUR - Date.now();
    const late = await s.call('PATCH', `/subscriptions/${sub.id}`, { frequencyWeeks: 4 });
    expect([late.statusCode, late.json().message]).toEqual([409, expect.stringMatching(/can no longer be changed/)]);
    expect((await row(sub.id)).frequencyWeeks).toBe(6);
  });

  it('adds another product’s size and removes an item; refuses a size twice, an empty list and items above the mandate’s limit, writing nothing', async () => {
    const s = await shopper();
    const sub = await subscribe(s);
    const treats = await createProduct(t.ctx, { sellingPricePaise: 19900, stock: 20 });
    const kept = { variantId: s.product.variantId, quantity: 2 };

    const added = await s.call('PATCH', `/subscriptions/${sub.id}`, { items: [kept, { variantId: treats.variantId, quantity: 1 }] });
    expect(added.statusCode, added.body).toBe(200);
    // ₹199 less 5 % joins the ₹853.10 already there.
    expect(added.json().data.items).toEqual([
      expect.objectContaining({ variantId: s.product.variantId, quantity: 2, autoshipLinePaise: 85310 }),
      expect.objectContaining({ productId: treats.id, variantId: treats.variantId, quantity: 1, autoshipLinePaise: 18905 }),
    ]);

    const dear = await createProduct(t.ctx, { sellingPricePaise: 900_000, stock: 20 });
    const refused = [
      [{ items: [kept, kept] }, 400, /Each size once/],
      [{ items: [] }, 400, /cancel the autoship/],
      // 2 × ₹9,000 less 5 % is ₹17,100 a delivery, above the simulated bank's ₹15,000.
      [{ items: [kept, { variantId: dear.variantId, quantity: 2 }] }, 422, /more than the ₹15,000.00 your bank's mandate allows/],
    ] as const;
    for (const [payload, status, message] of refused) {
      const res = await s.call('PATCH', `/subscriptions/${sub.id}`, payload);
      expect([res.statusCode, res.json().message]).toEqual([status, expect.stringMatching(message)]);
    }
    const unchanged = (await s.call('GET', '/subscriptions')).json().data[0] as Subscription;
    expect(unchanged.items.map((i) => i.variantId)).toEqual([s.product.variantId, treats.variantId]);

    const removed = await s.call('PATCH', `/subscriptions/${sub.id}`, { items: [{ variantId: treats.variantId, quantity: 1 }] });
    expect(removed.json().data.items).toEqual([expect.objectContaining({ variantId: treats.variantId, quantity: 1 })]);
  });

  it('hides another customer’s subscription: 404 to every call, nothing changed', async () => {
    const owner = await shopper();
    const sub = await subscribe(owner);
    const stranger = await shopper();
    for (const [method, url, body] of [
      ['PATCH', `/subscriptions/${sub.id}`, { frequencyWeeks: 4 }],
      ['POST', `/subscriptions/${sub.id}/cancel`, undefined],
      ['POST', `/subscriptions/${sub.id}/skip`, undefined],
    ] as const) {
      expect((await stranger.call(method, url, body)).statusCode).toBe(404);
    }
    expect(await row(sub.id)).toMatchObject({ status: 'active', frequencyWeeks: 8 });
  });

  it('skips, pauses, resumes and cancels in one call with no reason, revoking the mandate', async () => {
    const s = await shopper();
    const sub = await subscribe(s);
    const skipped = await s.call('POST', `/subscriptions/${sub.id}/skip`);
    expect(skipped.json().data.nextDeliveryDate).toBe(addDays(firstDate(), 56));
    expect((await cycles(sub.id)).map((c) => [c.cycleNo, c.state])).toEqual([[1, 'skipped']]);
    expect((await s.call('POST', `/subscriptions/${sub.id}/pause`)).json().data).toMatchObject({ status: 'paused', pauseReason: 'customer' });
    expect((await s.call('POST', `/subscriptions/${sub.id}/pause`)).statusCode).toBe(409);
    expect((await s.call('POST', `/subscriptions/${sub.id}/resume`)).json().data).toMatchObject({ status: 'active', pauseReason: null });
    const cancelled = await s.call('POST', `/subscriptions/${sub.id}/cancel`);
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', cancelledAt: expect.any(String) });
    expect((await bank().fetchMandate((await row(sub.id)).mandateRef!))?.status).toBe('revoked');
  });
});

describe('the cycle', () => {
  it('reminds 3 days before the order, then makes exactly one order, charged, however often the sweep runs', async () => {
    const s = await shopper();
    const sub = await subscribe(s);
    await sweepAt(reminderAtOf(sub.nextDeliveryDate));
    expect(mailTo(t, s.customer.email).map((m) => m.subject)).toContain(`Your autoship delivery is due on ${formatShopDate(new Date(`${sub.nextDeliveryDate}T12:00:00+05:30`))}`);

    await sweepAt(orderAtOf(sub.nextDeliveryDate));
    await sweepAt(orderAtOf(sub.nextDeliveryDate));
    const made = await ordersOf(s.customer.id);
    // 2 × ₹449 = ₹898, less 5 % (₹44.90), whole rupees (₹853) and ₹75 shipping.
    expect(made.map((o) => [o.status, o.discountPaise, o.totalPaise])).toEqual([['paid', 4490, 92800]]);
    expect((await cycles(sub.id)).map((c) => [c.cycleNo, c.state, c.orderId])).toEqual([[1, 'charged', made[0]!.id]]);
    expect(await row(sub.id)).toMatchObject({ nextCycleNo: 2, nextDeliveryDate: addDays(sub.nextDeliveryDate, 56), failureCount: 0 });
    // Running the same cycle's job again (a retry after a crash) changes nothing.
    await runCycle(t.ctx, { subscriptionId: sub.id, cycleNo: 1, attempt: 0 });
    expect(await ordersOf(s.customer.id)).toHaveLength(1);
  });

  it('lets a skip racing the cycle job decide one way: the delivery skipped with no order, or ordered once and the next one skipped', async () => {
    const s = await shopper();
    const sub = await subscribe(s);
    shift = orderAtOf(sub.nextDeliveryDate).getTime() + HOUR - Date.now();
    const [skip] = await Promise.all([s.call('POST', `/subscriptions/${sub.id}/skip`), runCycle(t.ctx, { subscriptionId: sub.id, cycleNo: 1, attempt: 0 })]);
    expect(skip.statusCode).toBe(200);
    const states = (await cycles(sub.id)).map((c) => [c.cycleNo, c.state]);
    const made = await ordersOf(s.customer.id);
    if (made.length === 0) expect(states).toEqual([[1, 'skipped']]);
    else
      expect([made.length, states]).toEqual([
        1,
        [
          [1, 'charged'],
          [2, 'skipped'],
        ],
      ]);
  });

  it('retries a declined charge at the owner’s spacing, then pauses with a pay-now link; still one order', async () => {
    const s = await shopper();
    const sub = await subscribe(s);
    const ref = (await row(sub.id)).mandateRef!;
    await bank().declineNextCharges(ref, 3);
    await sweepAt(orderAtOf(sub.nextDeliveryDate));
    expect((await cycles(sub.id))[0]).toMatchObject({ state: 'failed', attempts: 1, lastError: 'The simulated bank declined this charge.' });
    const [retry] = await t.ctx.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'autoship.cycle'), eq(jobs.key, `autoship.cycle:${sub.id}:1:retry-1`)));
    // Default terms: 2 retries, 12 hours apart.
    expect(retry!.runAt.getTime() - t.ctx.now().getTime()).toBeGreaterThan(11 * HOUR);
    shift += 12 * HOUR;
    await runCycle(t.ctx, { subscriptionId: sub.id, cycleNo: 1, attempt: 1 });
    shift += 12 * HOUR;
    await runCycle(t.ctx, { subscriptionId: sub.id, cycleNo: 1, attempt: 2 });
    await t.ctx.jobs.runDue();
    expect(await row(sub.id)).toMatchObject({ status: 'paused', pauseReason: 'payment_failed', failureCount: 3 });
    const made = await ordersOf(s.customer.id);
    expect(made.map((o) => o.status)).toEqual(['payment_failed']);
    const paused = mailTo(t, s.customer.email).find((m) => m.subject === 'Your autoship is paused');
    expect(paused?.text).toContain('Pay for this order now');
  });

  it('pauses at once when the bank has revoked the mandate, with no order and an email saying so', async () => {
    const s = await shopper();
    const sub = await subscribe(s);
    await bank().revokeMandate((await row(sub.id)).mandateRef!);
    await sweepAt(orderAtOf(sub.nextDeliveryDate));
    expect(await row(sub.id)).toMatchObject({ status: 'paused', pauseReason: 'mandate_revoked' });
    expect(await ordersOf(s.customer.id)).toEqual([]);
    expect(mailTo(t, s.customer.email).find((m) => m.subject === 'Your autoship is paused')?.text).toMatch(/bank has ended the mandate/);
    expect((await s.call('POST', `/subscriptions/${sub.id}/resume`)).statusCode).toBe(409);
  });

  it('sends a cash-on-delivery subscription a one-tap reorder email instead of charging', async () => {
    const s = await shopper();
    const sub = await subscribe(s, { paymentMethod: 'cod_reminder', paymentId: undefined });
    await sweepAt(orderAtOf(sub.nextDeliveryDate));
    expect(await ordersOf(s.customer.id)).toEqual([]);
    expect(mailTo(t, s.customer.email).find((m) => m.subject === 'Your autoship order is ready to place')?.text).toMatch(
      /Place my order: http:\/\/shop\.test\/autoship\/reorder#token=[\w-]{43}/,
    );
    expect((await cycles(sub.id)).map((c) => c.state)).toEqual(['reminded']);
  });
});

describe('the owner', () => {
  it('lists subscriptions by status and opens one with its cycles', async () => {
    const s = await shopper();
    const sub = await subscribe(s);
    await s.call('POST', `/subscriptions/${sub.id}/pause`);
    const { call } = await asAdmin(t);
    const paused = await call('GET', '/subscriptions?status=paused&pageSize=100');
    expect(paused.json().data.items.map((x: { id: number }) => x.id)).toContain(sub.id);
    const active = await call('GET', '/subscriptions?status=active&pageSize=100');
    expect(active.json().data.items.map((x: { id: number }) => x.id)).not.toContain(sub.id);
    const detail = await call('GET', `/subscriptions/${sub.id}`);
    expect(detail.json().data).toMatchObject({ id: sub.id, customerId: s.customer.id, status: 'paused', cycles: [] });
    expect((await call('POST', `/subscriptions/${sub.id}/resume`)).json().data.status).toBe('active');
  });

  it('sets the standing and first-order discounts, which the next order takes; bad terms are refused', async () => {
    const { call } = await asAdmin(t);
    const before = (await call('GET', '/autoship-settings')).json().data;
    expect(before).toEqual({ discountPercent: 5, firstOrderDiscountPercent: 0, retryCount: 2, retrySpacingHours: 12 });
    expect((await call('PUT', '/autoship-settings', { ...before, retrySpacingHours: 30 })).statusCode).toBe(400);
    expect((await call('PUT', '/autoship-settings', { ...before, discountPercent: 10, firstOrderDiscountPercent: 15 })).statusCode).toBe(200);
    const s = await shopper();
    const sub = await subscribe(s);
    expect(sub.discountPercent).toBe(15);
    await call('PUT', '/autoship-settings', before);
  });

  it("offers the standing discount in the storefront's settings, following the owner's save at once", async () => {
    const { call } = await asAdmin(t);
    const before = (await call('GET', '/autoship-settings')).json().data;
    const offered = async () => (await t.app.inject('/admin/api/settings')).json().data.autoshipDiscountPercent;
    expect(await offered()).toBe(5);
    expect((await call('PUT', '/autoship-settings', { ...before, discountPercent: 12 })).statusCode).toBe(200);
    // The answer is cached with the catalog; the save drops it, so the product page never offers a stale discount.
    expect(await offered()).toBe(12);
    await call('PUT', '/autoship-settings', before);
    expect(await offered()).toBe(5);
  });
});
