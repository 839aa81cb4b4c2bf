import { addDays, indianDate } from '@canino/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, refills } from '../src/db/schema';
import { sendRefillReminder } from '../src/services/refills/send-reminder';
import { sweepDeliveredOrders } from '../src/services/refills/schedule-refills';
import { asAdmin } from './admin-support';
import { refillSteps, type ShopClock } from './helpers/refills';
import { createTestApp, type TestApp } from './helpers/test-app';
import { insertOrder } from './helpers/factories';

const clock: ShopClock = { today: new Date() };
let t: TestApp;
let steps: ReturnType<typeof refillSteps>;
beforeAll(async () => {
  t = await createTestApp({ REFILL_REMIND_DAYS_BEFORE: '5' }, { now: () => clock.today });
  steps = refillSteps(t, (await asAdmin(t)).call, clock);
});
afterAll(() => t.close());

const remindersTo = (email: string) => t.mail.filter((m) => m.to === email && /runs out around/.test(m.subject));

describe('refill reminders', () => {
  it('delivery schedules when the packs run out for the dog, and one reminder job 5 days before', async () => {
    clock.today = new Date();
    const { order, cookie } = await steps.deliveredOrder(2);
    const refill = await steps.refillOf(order.id);
    const delivered = indianDate(clock.today);
    // 2 × 45 chews at 2 a day for a 19 kg dog: 45 days.
    expect(refill).toMatchObject({ deliveredOn: delivered, runsOutOn: addDays(delivered, 45), remindOn: addDays(delivered, 40), state: 'scheduled', quantity: 2 });
    const queued = await t.ctx.db
      .select()
      .from(jobs)
      .where(sql`${jobs.payload}->>'refillId' = ${String(refill.id)}`);
    expect(queued).toHaveLength(1);
    expect(queued[0]!.runAt.toISOString().slice(0, 10)).toBe(refill.remindOn);

    const overview = (await t.app.inject({ url: '/admin/api/refills', headers: { cookie } })).json().data;
    expect(overview).toMatchObject({ remindersOn: true, daysBefore: 5, refills: [{ id: refill.id, petName: 'Bruno', runsOutOn: refill.runsOutOn, state: 'scheduled' }] });

    // A second delivery event (a carrier's, the sweep) writes no second refill and no second job.
    await t.ctx.db.transaction(async (tx) => (await import('../src/services/refills/schedule-refills')).scheduleRefills(tx, t.ctx, order.id, clock.today));
    expect(await sweepDeliveredOrders(t.ctx)).toBe(0);
    expect(await t.ctx.db.select().from(refills).where(eq(refills.orderId, order.id))).toHaveLength(1);
  });

  it('counts the days from the size delivered (one pack of 90 chews at 2 a day lasts 45 days), and refills that size', async () => {
    clock.today = new Date();
    const { order } = await steps.deliveredOrder(1, undefined, { netQuantity: 90 });
    const refill = await steps.refillOf(order.id);
    const delivered = indianDate(clock.today);
    expect(refill).toMatchObject({ runsOutOn: addDays(delivered, 45), quantity: 1 });
    expect(refill.variantId).not.toBeNull();
    // Its one-click link fills the cart with that size again, not the product's default.
    const cart = await t.app.inject({ method: 'POST', url: '/admin/api/refills/cart', payload: { token: refill.token } });
    expect(cart.json().data.lines).toEqual([
      { product: expect.any(Object), quantity: 1, size: expect.objectContaining({ variant_id: refill.variantId, net_quantity: 90 }), size_count: 2 },
    ]);
  });

  it('sends one email on the day, with a link that fills the cart and one that unsubscribes; never a second, even when run concurrently', async () => {
    clock.today = new Date();
    const { order, customer, product } = await steps.deliveredOrder(1);
    const refill = await steps.refillOf(order.id);
    await steps.reachReminderDay(refill.id);
    await Promise.all([sendRefillReminder(t.ctx, refill.id), sendRefillReminder(t.ctx, refill.id), sendRefillReminder(t.ctx, refill.id)]);
    await t.ctx.jobs.runDue();
    const sent = remindersTo(customer.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe(
      `Bruno's ${product.name} runs out around ${new Date(`${refill.runsOutOn}T00:00:00Z`).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })}`,
    );
    expect(sent[0]!.text).toContain('at 2 chews a day for Bruno');
    const cartUrl = /Refill with one click[^:]*: (\S+)/.exec(sent[0]!.text)![1]!;
    expect(cartUrl).toBe(`http://shop.test/refill#token=${refill.token}`);
    const cart = await t.app.inject({ method: 'POST', url: '/admin/api/refills/cart', payload: { token: new URLSearchParams(new URL(cartUrl).hash.slice(1)).get('token') } });
    expect(cart.json().data.lines).toEqual([{ product: expect.objectContaining({ product_id: product.id }), quantity: 1 }]);
    expect((await steps.refillOf(order.id)).state).toBe('reminded');
    // The unsubscribe link carries its token in the fragment, which no server sees; the page posts it.
    expect(/Stop refill reminders: (\S+)/.exec(sent[0]!.text)![1]).toMatch(/^http:\/\/shop\.test\/unsubscribe#token=[\w-]{32}$/);
    const bad = await t.app.inject({ method: 'POST', url: '/admin/api/refills/cart', payload: { token: 'x'.repeat(32) } });
    expect(bad.statusCode).toBe(404);
  });

  it('is never sent to a customer who did not tick the box: reminders are off until they do', async () => {
    clock.today = new Date();
    const { order, customer, cookie } = await steps.deliveredOrder(1, undefined, undefined, false);
    const refill = await steps.refillOf(order.id);
    const overview = (await t.app.inject({ url: '/admin/api/refills', headers: { cookie } })).json().data;
    // Upcoming refills still shows when the pack runs out; the reminders box is unticked.
    expect(overview).toMatchObject({ remindersOn: false, refills: [{ id: refill.id }] });
    await steps.reachReminderDay(refill.id);
    expect(remindersTo(customer.email)).toHaveLength(0);
    expect((await steps.refillOf(order.id)).state).toBe('off');
  });

  it('checks consent when it sends: ticked after delivery, the reminder goes; withdrawn before its day, it does not', async () => {
    clock.today = new Date();
    const late = await steps.deliveredOrder(1, undefined, undefined, false);
    expect(
      (await t.app.inject({ method: 'PUT', url: '/admin/api/account/consents', headers: { cookie: late.cookie }, payload: { purpose: 'refill_reminders', granted: true } }))
        .statusCode,
    ).toBe(200);
    await steps.reachReminderDay((await steps.refillOf(late.order.id)).id);
    expect(remindersTo(late.customer.email)).toHaveLength(1);

    clock.today = new Date();
    const early = await steps.deliveredOrder(1);
    expect(
      (await t.app.inject({ method: 'PUT', url: '/admin/api/account/consents', headers: { cookie: early.cookie }, payload: { purpose: 'refill_reminders', granted: false } }))
        .statusCode,
    ).toBe(200);
    await steps.reachReminderDay((await steps.refillOf(early.order.id)).id);
    expect(remindersTo(early.customer.email)).toHaveLength(0);
  });

  it('is cancelled when the customer has ordered the product again', async () => {
    clock.today = new Date();
    const { order, customer, product, cookie } = await steps.deliveredOrder(1);
    const refill = await steps.refillOf(order.id);
    await insertOrder(t.ctx, { status: 'paid', customerId: customer.id, productId: product.id, quantity: 1, createdAt: new Date(Date.now() + 1000) });
    await steps.reachReminderDay(refill.id);
    expect(remindersTo(customer.email)).toHaveLength(0);
    expect((await steps.refillOf(order.id)).state).toBe('reordered');
    expect((await t.app.inject({ url: '/admin/api/refills', headers: { cookie } })).json().data.refills).toEqual([]);
  });

  it("honours the email's unsubscribe link, the per-product switch, and snoozing", async () => {
    clock.today = new Date();
    const a = await steps.deliveredOrder(1);
    const refillA = await steps.refillOf(a.order.id);
    // The refill's own token, as reminders carried it before consent links, still stops them.
    const unsub = await t.app.inject({ method: 'POST', url: '/admin/api/consents/unsubscribe', payload: { token: refillA.token } });
    expect(unsub.json()).toMatchObject({ status: 1, message: 'You will get no more refill reminders. You can tick them again under Edit Profile.' });
    expect((await t.app.inject({ url: '/admin/api/refills', headers: { cookie: a.cookie } })).json().data.remindersOn).toBe(false);
    await steps.reachReminderDay(refillA.id);
    expect(remindersTo(a.customer.email)).toHaveLength(0);
    expect((await steps.refillOf(a.order.id)).state).toBe('off');

    clock.today = new Date();
    const b = await steps.deliveredOrder(1);
    const refillB = await steps.refillOf(b.order.id);
    const muted = await t.app.inject({ method: 'PUT', url: '/admin/api/refills/products', headers: { cookie: b.cookie }, payload: { productId: b.product.id, on: false } });
    expect(muted.json().data.refills[0]).toMatchObject({ id: refillB.id, productMuted: true });
    await steps.reachReminderDay(refillB.id);
    expect(remindersTo(b.customer.email)).toHaveLength(0);

    clock.today = new Date();
    const c = await steps.deliveredOrder(1);
    const refillC = await steps.refillOf(c.order.id);
    const later = addDays(refillC.remindOn, 3);
    const tooFar = await t.app.inject({
      method: 'POST',
      url: `/admin/api/refills/${refillC.id}/snooze`,
      headers: { cookie: c.cookie },
      payload: { until: addDays(indianDate(clock.today), 90) },
    });
    expect(tooFar.statusCode).toBe(400);
    const other = await t.app.inject({ method: 'POST', url: `/admin/api/refills/${refillC.id}/snooze`, headers: { cookie: a.cookie }, payload: { until: later } });
    expect(other.statusCode).toBe(404);
    const snoozed = await t.app.inject({ method: 'POST', url: `/admin/api/refills/${refillC.id}/snooze`, headers: { cookie: c.cookie }, payload: { until: later } });
    expect(snoozed.json().data.refills[0].remindOn).toBe(later);
    // The old day passes without an email; the new day brings exactly one.
    clock.today = new Date(`${refillC.remindOn}T04:00:00Z`);
    await sendRefillReminder(t.ctx, refillC.id);
    expect(remindersTo(c.customer.email)).toHaveLength(0);
    await steps.reachReminderDay(refillC.id);
    expect(remindersTo(c.customer.email)).toHaveLength(1);
  });
});
