import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { jobs, refills } from '../../src/db/schema';
import { dosageColumns } from '../../src/db/dosage-columns';
import type { AdminCall } from '../admin-support';
import { createCustomer, createProduct, createVariant, insertOrder, TEST_PASSWORD } from './factories';
import { loginAs } from './http';
import type { TestApp } from './test-app';

/** The shop's clock, which the refill tests move forward ("days pass"); the job queue's own clock is the database's. */
export interface ShopClock {
  today: Date;
}

const jointChews = dosageColumns({
  packSize: 45,
  unitName: 'chew',
  lifeStage: null,
  bands: [
    { aboveGrams: 0, upToGrams: 10_000, unitsPerDay: 1 },
    { aboveGrams: 10_000, upToGrams: 25_000, unitsPerDay: 2 },
  ],
});

/** What the refill tests do again and again, on one test app whose `now` reads `clock`. */
export function refillSteps(t: TestApp, admin: AdminCall, clock: ShopClock) {
  /**
   * A customer whose Bruno weighs 19 kg and who ticked "Email me before a pack runs out" (unless `consent`
   * is false), with a shipped order of `quantity` packs of 45 chews (or of `size`), then marked delivered by the owner.
   */
  async function deliveredOrder(quantity = 2, customer?: Awaited<ReturnType<typeof createCustomer>>, size?: { netQuantity: number }, consent = true) {
    if (!customer) {
      customer = await createCustomer(t.ctx, { weight: '19 kg' });
      const cookie = await loginAs(t.app, customer.mobile, TEST_PASSWORD);
      if (consent) expect((await t.app.inject({ method: 'PUT', url: '/admin/api/refills/reminders', headers: { cookie }, payload: { on: true } })).statusCode).toBe(200);
    }
    const product = await createProduct(t.ctx, { name: 'Joint chews', ...jointChews });
    // Optionally a second size of it, counted in chews, is what was sold.
    const variantId = size ? (await createVariant(t.ctx, product.id, { label: `${size.netQuantity} chews`, netQuantity: size.netQuantity, netUnit: 'count' })).id : undefined;
    const { order } = await insertOrder(t.ctx, { status: 'shipped', customerId: customer.id, email: customer.email, productId: product.id, variantId, quantity });
    const res = await admin('POST', `/orders/${order.id}/status`, { status: 'delivered' });
    expect(res.json()).toMatchObject({ status: 1 });
    return { customer, product, order, cookie: await loginAs(t.app, customer.mobile, TEST_PASSWORD) };
  }

  const refillOf = async (orderId: number) => (await t.ctx.db.select().from(refills).where(eq(refills.orderId, orderId)))[0]!;

  /** Days pass until the reminder day: the shop's clock moves, and the queue sees the job as due. */
  async function reachReminderDay(refillId: number) {
    const r = (await t.ctx.db.select().from(refills).where(eq(refills.id, refillId)))[0]!;
    clock.today = new Date(`${r.remindOn}T04:00:00Z`);
    await t.ctx.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(and(eq(jobs.kind, 'refill.remind'), sql`${jobs.payload}->>'refillId' = ${String(refillId)}`, eq(jobs.state, 'pending')));
    await t.ctx.jobs.runDue();
    await t.ctx.jobs.runDue();
  }

  return { deliveredOrder, refillOf, reachReminderDay };
}
