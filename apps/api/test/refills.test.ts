import { addDays, shopDayOf } from '@canino/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, refills } from '../src/db/schema';
import { dosageColumns } from '../src/services/catalog/present';
import { sendRefillReminder } from '../src/services/refills/send-reminder';
import { sweepDeliveredOrders } from '../src/services/refills/schedule-refills';
import { asAdmin, createOrder, type AdminCall } from './admin-support';
import { createCustomer, createProduct, TEST_PASSWORD } from './helpers/factories';
import { loginAs } from './helpers/http';
import { createTestApp, type TestApp } from './helpers/test-app';

/** The shop's clock, moved forward by the tests ("days pass"); the job queue's own clock is the database's. */
let today = new Date();
let t: TestApp;
let admin: AdminCall;
beforeAll(async () => {
  t = await createTestApp({ REFILL_REMIND_DAYS_BEFORE: '5' }, { now: () => today });
  admin = (await asAdmin(t)).call;
});
afterAll(() => t.close());

const chews = dosageColumns({ packSize: 45, unitName: 'chew', lifeStage: null, bands: [{ aboveGrams: 0, upToGrams: 10_000, unitsPerDay: 1 }, { aboveGrams: 10_000, upToGrams: 25_000, unitsPerDay: 2 }] });

/** A customer whose Bruno weighs 19 kg, with a shipped order of `quantity` packs of 45 chews, then marked delivered by the owner. */
async function deliveredOrder(quantity = 2) {
  const customer = await createCustomer(t.ctx, { weight: '19 kg' });
  const product = await createProduct(t.ctx, { name: 'Joint chews (45 chews)', ...chews });
  const { order } = await createOrder(t.ctx, { status: 'shipped', customerId: customer.id, email: customer.email, productId: product.id, quantity });
  const res = await admin('POST', `/orders/${order.id}/status`, { status: 'delivered' });
  expect(res.json()).toMatchObject({ status: 1 });
  return { customer, product, order, cookie: await loginAs(t.app, customer.mobile, TEST_PASSWORD) };
}

const refillOf = async (orderId: number) => (await t.ctx.db.select().from(refills).where(eq(refills.orderId, orderId)))[0]!;

/** Days pass until the reminder day: the shop's clock moves, and the queue sees the job as due. */
async function reachReminderDay(refillId: number) {
  const r = (await t.ctx.db.select().from(refills).where(eq(refills.id, refillId)))[0]!;
  today = new Date(`${r.remindOn}T04:00:00Z`);
  await t.ctx.db.update(jobs).set({ runAt: sql`now()` }).where(and(eq(jobs.kind, 'refill.remind'), sql`${jobs.payload}->>'refillId' = ${String(refillId)}`, eq(jobs.state, 'pending')));
  await t.ctx.jobs.runDue();
  await t.ctx.jobs.runDue();
}

const remindersTo = (email: string) => t.mail.filter((m) => m.to === email && /runs out around/.test(m.subject));

describe('refill reminders', () => {
  it('delivery schedules when the packs run out for the dog, and one reminder job 5 days before', async () => {
    today = new Date();
    const { order, cookie } = await deliveredOrder(2);
    const refill = await refillOf(order.id);
    const delivered = shopDayOf(today);
    // 2 × 45 chews at 2 a day for a 19 kg dog: 45 days.
    expect(refill).toMatchObject({ deliveredOn: delivered, runsOutOn: addDays(delivered, 45), remindOn: addDays(delivered, 40), state: 'scheduled', quantity: 2 });
    const queued = await t.ctx.db.select().from(jobs).where(sql`${jobs.payload}->>'refillId' = ${String(refill.id)}`);
    expect(queued).toHaveLength(1);
    expect(queued[0]!.runAt.toISOString().slice(0, 10)).toBe(refill.remindOn);

    const overview = (await t.app.inject({ url: '/admin/api/refills', headers: { cookie } })).json().data;
    expect(overview).toMatchObject({ remindersOn: true, daysBefore: 5, refills: [{ id: refill.id, petName: 'Bruno', runsOutOn: refill.runsOutOn, state: 'scheduled' }] });

    // A second delivery event (a carrier's, the sweep) writes no second refill and no second job.
    await t.ctx.db.transaction(async (tx) => (await import('../src/services/refills/schedule-refills')).scheduleRefills(tx, t.ctx, order.id, today));
    expect(await sweepDeliveredOrders(t.ctx)).toBe(0);
    expect(await t.ctx.db.select().from(refills).where(eq(refills.orderId, order.id))).toHaveLength(1);
  });

  it('sends one email on the day, with a link that fills the cart and one that unsubscribes; never a second, even when run concurrently', async () => {
    today = new Date();
    const { order, customer, product } = await deliveredOrder(1);
    const refill = await refillOf(order.id);
    await reachReminderDay(refill.id);
    await Promise.all([sendRefillReminder(t.ctx, refill.id), sendRefillReminder(t.ctx, refill.id), sendRefillReminder(t.ctx, refill.id)]);
    await t.ctx.jobs.runDue();
    const sent = remindersTo(customer.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe(`Bruno's ${product.name} runs out around ${new Date(`${refill.runsOutOn}T00:00:00Z`).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })}`);
    expect(sent[0]!.text).toContain('at 2 chews a day for Bruno');
    const cartUrl = /Refill with one click[^:]*: (\S+)/.exec(sent[0]!.text)![1]!;
    expect(cartUrl).toBe(`http://shop.test/refill?token=${refill.token}`);
    const cart = await t.app.inject({ method: 'POST', url: '/admin/api/refills/cart', payload: { token: new URL(cartUrl).searchParams.get('token') } });
    expect(cart.json().data.lines).toEqual([{ product: expect.objectContaining({ product_id: product.id }), quantity: 1 }]);
    expect((await refillOf(order.id)).state).toBe('reminded');
    const bad = await t.app.inject({ method: 'POST', url: '/admin/api/refills/cart', payload: { token: 'x'.repeat(32) } });
    expect(bad.statusCode).toBe(404);
  });

  it('is cancelled when the customer has ordered the product again', async () => {
    today = new Date();
    const { order, customer, product, cookie } = await deliveredOrder(1);
    const refill = await refillOf(order.id);
    await createOrder(t.ctx, { status: 'paid', customerId: customer.id, productId: product.id, quantity: 1, createdAt: new Date(Date.now() + 1000) });
    await reachReminderDay(refill.id);
    expect(remindersTo(customer.email)).toHaveLength(0);
    expect((await refillOf(order.id)).state).toBe('reordered');
    expect((await t.app.inject({ url: '/admin/api/refills', headers: { cookie } })).json().data.refills).toEqual([]);
  });

  it("honours the email's unsubscribe link, the per-product switch, and snoozing", async () => {
    today = new Date();
    const a = await deliveredOrder(1);
    const refillA = await refillOf(a.order.id);
    const unsub = await t.app.inject({ method: 'POST', url: '/admin/api/refills/unsubscribe', payload: { token: refillA.token } });
    expect(unsub.json()).toMatchObject({ status: 1 });
    expect((await t.app.inject({ url: '/admin/api/refills', headers: { cookie: a.cookie } })).json().data.remindersOn).toBe(false);
    await reachReminderDay(refillA.id);
    expect(remindersTo(a.customer.email)).toHaveLength(0);
    expect((await refillOf(a.order.id)).state).toBe('off');

    today = new Date();
    const b = await deliveredOrder(1);
    const refillB = await refillOf(b.order.id);
    const muted = await t.app.inject({ method: 'PUT', url: '/admin/api/refills/products', headers: { cookie: b.cookie }, payload: { productId: b.product.id, on: false } });
    expect(muted.json().data.refills[0]).toMatchObject({ id: refillB.id, productMuted: true });
    await reachReminderDay(refillB.id);
    expect(remindersTo(b.customer.email)).toHaveLength(0);

    today = new Date();
    const c = await deliveredOrder(1);
    const refillC = await refillOf(c.order.id);
    const later = addDays(refillC.remindOn, 3);
    const tooFar = await t.app.inject({ method: 'POST', url: `/admin/api/refills/${refillC.id}/snooze`, headers: { cookie: c.cookie }, payload: { until: addDays(shopDayOf(today), 90) } });
    expect(tooFar.statusCode).toBe(400);
    const other = await t.app.inject({ method: 'POST', url: `/admin/api/refills/${refillC.id}/snooze`, headers: { cookie: a.cookie }, payload: { until: later } });
    expect(other.statusCode).toBe(404);
    const snoozed = await t.app.inject({ method: 'POST', url: `/admin/api/refills/${refillC.id}/snooze`, headers: { cookie: c.cookie }, payload: { until: later } });
    expect(snoozed.json().data.refills[0].remindOn).toBe(later);
    // The old day passes without an email; the new day brings exactly one.
    today = new Date(`${refillC.remindOn}T04:00:00Z`);
    await sendRefillReminder(t.ctx, refillC.id);
    expect(remindersTo(c.customer.email)).toHaveLength(0);
    await reachReminderDay(refillC.id);
    expect(remindersTo(c.customer.email)).toHaveLength(1);
  });
});
