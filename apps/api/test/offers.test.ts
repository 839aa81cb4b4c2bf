import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, coupons } from '../src/db/schema';
import { ownerTestApp } from './admin-support';
import { createCoupon } from './helpers/factories';

const DAY = 24 * 60 * 60 * 1000;
/** How far the shop's clock is ahead of the real one. */
let shift = 0;
const { t, call } = ownerTestApp({}, { now: () => new Date(Date.now() + shift) });

const offers = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/admin/api/offers' });
  expect(res.statusCode).toBe(200);
  return res.json().data as { code: string; description: string }[];
};
const codes = async () => (await offers()).map((o) => o.code).filter((c) => c.startsWith('OF'));

describe('offers shown to shoppers', () => {
  it('lists only the coupons the owner shows that a shopper can use now, each in plain words', async () => {
    await createCoupon(t.ctx, { code: 'OFSAVE50', kind: 'flat', percent: 0, flatPaise: 5000, minOrderPaise: 99900, shown: true });
    await createCoupon(t.ctx, { code: 'OFTEN', percent: 10, capPaise: 20000, shown: true });
    await createCoupon(t.ctx, { code: 'OFFIRST', percent: 15, firstOrderOnly: true, perCustomerLimit: 1, shown: true });
    await createCoupon(t.ctx, { code: 'OFPRIVATE', percent: 30 });
    await createCoupon(t.ctx, { code: 'OFOFF', percent: 10, shown: true, active: false });
    await createCoupon(t.ctx, { code: 'OFOVER', percent: 10, shown: true, validTo: new Date(Date.now() - DAY), validFrom: new Date(Date.now() - 2 * DAY) });
    await createCoupon(t.ctx, { code: 'OFLATER', percent: 10, shown: true, validFrom: new Date(Date.now() + DAY), validTo: new Date(Date.now() + 2 * DAY) });
    await createCoupon(t.ctx, { code: 'OFGONE', percent: 10, shown: true, usageLimit: 3, usedCount: 3 });
    t.ctx.catalogCache.invalidate();

    expect(await codes()).toEqual(['OFFIRST', 'OFSAVE50', 'OFTEN']);
    const listed = await offers();
    expect(listed.find((o) => o.code === 'OFSAVE50')).toEqual({
      code: 'OFSAVE50',
      description: '₹50.00 off on orders of ₹999.00 or more',
      kind: 'flat',
      percent: 0,
      capPaise: null,
      flatPaise: 5000,
      minOrderPaise: 99900,
      minQuantity: null,
      firstOrderOnly: false,
      categoryIds: [],
      productIds: [],
      variantIds: [],
    });
    expect(listed.find((o) => o.code === 'OFTEN')!.description).toBe('10% off up to ₹200.00');
    expect(listed.find((o) => o.code === 'OFFIRST')!.description).toBe('15% off, on your first order');
  });

  it('follows the clock without a save: an offer leaves the list when it ends and joins it when it starts', async () => {
    await createCoupon(t.ctx, { code: 'OFWEEKEND', percent: 5, shown: true, validFrom: new Date(Date.now() + DAY), validTo: new Date(Date.now() + 3 * DAY) });
    t.ctx.catalogCache.invalidate();
    expect(await codes()).not.toContain('OFWEEKEND');
    shift = 2 * DAY;
    try {
      expect(await codes()).toContain('OFWEEKEND');
      shift = 4 * DAY;
      expect(await codes()).not.toContain('OFWEEKEND');
    } finally {
      shift = 0;
    }
  });

  it("follows the owner's choice at once: Show to shoppers ticked and unticked, each change audited", async () => {
    const made = await call('POST', '/coupons', { code: 'OFNEW', kind: 'percent', percent: 12 });
    expect(made.statusCode).toBe(200);
    expect(made.json().data.shown).toBe(false);
    expect(await codes()).not.toContain('OFNEW');
    const id = made.json().data.id as number;
    const shown = await call('PUT', `/coupons/${id}`, { code: 'OFNEW', kind: 'percent', percent: 12, shown: true });
    expect(shown.json().data.shown).toBe(true);
    expect(await codes()).toContain('OFNEW');
    expect((await call('PUT', `/coupons/${id}`, { code: 'OFNEW', kind: 'percent', percent: 12 })).json().data.shown).toBe(false);
    expect(await codes()).not.toContain('OFNEW');
    const logged = await t.ctx.db
      .select({ before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'coupon'), eq(auditLog.entityId, id), eq(auditLog.action, 'update')));
    expect(logged.map((l) => [l.before!.shown, l.after!.shown])).toEqual([
      [false, true],
      [true, false],
    ]);
    expect((await call('POST', '/coupons', { code: 'OFBAD', kind: 'percent', percent: 5, shown: 'yes' })).statusCode).toBe(400);
    expect(await t.ctx.db.select().from(coupons).where(eq(coupons.code, 'OFBAD'))).toEqual([]);
  });
});
