import { addDays, earliestDeliveryDate, orderAtOf, type AutoshipReorder, type Subscription } from '@canino/shared';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, products, subscriptionCycles } from '../src/db/schema';
import { insertAddress } from '../src/repositories/addresses';
import { sweepSubscriptions } from '../src/services/autoship/run-cycle';
import { asAdmin, enableCod } from './admin-support';
import { createCustomer, createProduct, HOME_ADDRESS, TEST_PASSWORD } from './helpers/factories';
import { loginAs } from './helpers/http';
import { mailTo, stockOf } from './helpers/orders';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * A cash-on-delivery autoship is reminded, not charged: its email's one-tap link opens a page that shows
 * the delivery and what it costs, and whose button places the order without logging in.
 */
const HOUR = 3_600_000;
let t: TestApp;
let shift = 0;

beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date(Date.now() + shift) });
  await enableCod((await asAdmin(t)).call, { maxOpenOrdersPerPhone: 50 });
});
afterAll(() => t.close());

/** A customer's cash-on-delivery autoship of 2 packs at ₹449, its order now due, and the token its reminder carries. */
async function dueReorder() {
  shift = 0;
  const customer = await createCustomer(t.ctx);
  const cookie = await loginAs(t.app, customer.mobile, TEST_PASSWORD);
  const address = await insertAddress(t.ctx.db, customer.id, HOME_ADDRESS);
  const product = await createProduct(t.ctx, { sellingPricePaise: 44900, stock: 20 });
  const res = await t.app.inject({
    method: 'POST',
    url: '/admin/api/subscriptions',
    headers: { cookie },
    payload: {
      variantId: product.variantId,
      quantity: 2,
      frequencyWeeks: 8,
      addressId: address.id,
      firstDeliveryDate: addDays(earliestDeliveryDate(new Date()), 7),
      paymentMethod: 'cod_reminder',
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  const sub = res.json().data as Subscription;
  shift = orderAtOf(sub.nextDeliveryDate).getTime() + HOUR - Date.now();
  await sweepSubscriptions(t.ctx);
  await t.ctx.jobs.runDue();
  const mail = mailTo(t, customer.email).find((m) => m.subject === 'Your autoship order is ready to place');
  const token = mail?.text.match(/autoship\/reorder#token=([\w-]+)/)?.[1] ?? '';
  return { customer, cookie, product, sub, token };
}

const read = (token: string) => t.app.inject({ method: 'POST', url: '/admin/api/subscriptions/reorder/read', payload: { token } });
const place = (token: string) => t.app.inject({ method: 'POST', url: '/admin/api/subscriptions/reorder', payload: { token } });
const autoshipOrders = (customerId: number) =>
  t.ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.customerId, customerId), like(orders.idempotencyKey, 'autoship-%')));

describe('the one-tap reorder link of a cash-on-delivery autoship', () => {
  it('shows the delivery and its cost when opened, placing nothing; the press places one confirmed order at the autoship discount', async () => {
    const r = await dueReorder();
    const opened = await read(r.token);
    expect(opened.statusCode, opened.body).toBe(200);
    const shown = opened.json().data as AutoshipReorder;
    // 2 × ₹449 less 5 %: ₹853.10, then the shop's delivery and cash-on-delivery fees.
    expect(shown).toMatchObject({ subscriptionId: r.sub.id, cycleNo: 1, placed: null, problem: null, totals: { subtotalPaise: 89800, discountPaise: 4490 } });
    expect(shown.totals!.codFeePaise).toBeGreaterThan(0);
    expect(shown.address?.pincode).toBe(HOME_ADDRESS.pincode);
    expect(await autoshipOrders(r.customer.id)).toEqual([]);

    // Pressed twice at once, and once more later: one order.
    const [a, b] = await Promise.all([place(r.token), place(r.token)]);
    expect([a.statusCode, b.statusCode], a.body + b.body).toEqual([200, 200]);
    const again = await place(r.token);
    expect(again.json().message).toMatch(/is already placed/);
    const made = await autoshipOrders(r.customer.id);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ status: 'cod_confirmed', paymentMethod: 'cod', totalPaise: shown.totals!.totalPaise, discountPaise: 4490 });
    expect(a.json().data.placed).toEqual({ orderId: made[0]!.id, totalPaise: shown.totals!.totalPaise });
    expect(await stockOf(t, r.product.id)).toBe(18);
    const [cycle] = await t.ctx.db.select().from(subscriptionCycles).where(eq(subscriptionCycles.subscriptionId, r.sub.id));
    expect(cycle).toMatchObject({ state: 'ordered', orderId: made[0]!.id });
    // Placed by the shopper's own press: confirmed at once, with the usual confirmation and no request to confirm.
    const subjects = mailTo(t, made[0]!.email).map((m) => m.subject);
    expect(subjects.some((x) => x.includes(`order #${made[0]!.id} is confirmed`))).toBe(true);
    expect(subjects).not.toContain(`Please confirm your order #${made[0]!.id}`);
  });

  it('refuses a forged link, and a cancelled autoship’s, placing nothing', async () => {
    const r = await dueReorder();
    expect((await read('x'.repeat(43))).statusCode).toBe(404);
    expect((await place('x'.repeat(43))).statusCode).toBe(404);
    const cancelled = await t.app.inject({ method: 'POST', url: `/admin/api/subscriptions/${r.sub.id}/cancel`, headers: { cookie: r.cookie } });
    expect(cancelled.statusCode).toBe(200);
    expect((await read(r.token)).json().data).toMatchObject({ problem: expect.stringMatching(/was cancelled/), totals: null, placed: null });
    const refused = await place(r.token);
    expect([refused.statusCode, refused.json().message]).toEqual([409, expect.stringMatching(/was cancelled/)]);
    expect(await autoshipOrders(r.customer.id)).toEqual([]);
  });

  it('says on the page when a size was taken off sale, and places nothing', async () => {
    const r = await dueReorder();
    await t.ctx.db.update(products).set({ active: false }).where(eq(products.id, r.product.id));
    expect((await read(r.token)).json().data.problem).toMatch(/no longer sold/);
    expect((await place(r.token)).statusCode).toBe(409);
    expect(await autoshipOrders(r.customer.id)).toEqual([]);
  });
});
