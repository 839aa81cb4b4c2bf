import { expect, it } from 'vitest';
import { asAdmin, ownerTestApp } from './admin-support';
import { askedToConfirm, insertCodOrder } from './helpers/cod-rto';
import { insertOrder } from './helpers/factories';
import { createTestApp } from './helpers/test-app';

// Its own database and a fixed clock: the figures below are this file's orders and nothing else.
const NOW = new Date('2026-03-20T12:00:00+05:30');
const DAY = 86_400_000;
const { t, call } = ownerTestApp({}, { now: () => NOW });

it("counts COD's share, confirmations, returns by pincode and this month's loss on a worked set of orders", async () => {
  // 6 online orders paid, 1 never paid (not placed).
  for (let i = 0; i < 6; i++) await insertOrder(t.ctx, { status: 'paid', createdAt: new Date(NOW.getTime() - 5 * DAY) });
  await insertOrder(t.ctx, { status: 'pending_payment', createdAt: new Date(NOW.getTime() - 5 * DAY) });

  // 560001: 3 delivered, 2 back (one this month, at ₹75 shipping: ₹150 lost; one in January).
  const c = (o: Parameters<typeof insertCodOrder>[1]) => insertCodOrder(t.ctx, { now: NOW, ...o });
  const confirmed = [await c({ pincode: '560001', outcome: 'delivered' }), await c({ pincode: '560001', outcome: 'delivered' })];
  await c({ pincode: '560001', outcome: 'delivered' });
  confirmed.push(await c({ pincode: '560001', outcome: 'returned', daysAgo: 10, rtoAt: new Date(NOW.getTime() - 2 * DAY), shippingPaise: 7500 }));
  await c({ pincode: '560001', outcome: 'returned', daysAgo: 70, rtoAt: new Date(NOW.getTime() - 60 * DAY), shippingPaise: 7500 });
  // 600001: 2 delivered, 1 back this month from free delivery (counted, nothing lost).
  await c({ pincode: '600001', outcome: 'delivered' });
  await c({ pincode: '600001', outcome: 'delivered' });
  await c({ pincode: '600001', outcome: 'returned', daysAgo: 5, rtoAt: new Date(NOW.getTime() - DAY), shippingPaise: 0 });
  // 110001: one on its way, one still awaiting its confirmation: COD orders, not finished.
  const cancelled = await c({ pincode: '110001', outcome: 'on its way' });
  const awaiting = await c({ pincode: '110001', outcome: 'on its way', status: 'cod_awaiting_confirmation' });
  // Older than 180 days: left out of everything.
  await c({ pincode: '560001', outcome: 'returned', daysAgo: 200 });

  // Asked to confirm: 3 confirmed, 1 cancelled, 1 still to answer (not counted yet): 3 of 4.
  for (const o of confirmed) await askedToConfirm(t.ctx, o.id, 'cod_confirmed');
  await askedToConfirm(t.ctx, cancelled.id, 'cancelled');
  await askedToConfirm(t.ctx, awaiting.id, null);

  const res = await call('GET', '/cod/figures');
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().data).toEqual({
    // 10 COD of 16 placed.
    orders: 16,
    codOrders: 10,
    codSharePercent: 62.5,
    asked: 4,
    confirmed: 3,
    confirmationPercent: 75,
    // 3 back of 8 delivered or back.
    finished: 8,
    returned: 3,
    rtoPercent: 37.5,
    // 560001 has the minimum sample of 5; 600001's 1 of 3 does not count at checkout yet.
    worstPincodes: [
      { pincode: '560001', finished: 5, returned: 2, ratePercent: 40, counted: true },
      { pincode: '600001', finished: 3, returned: 1, ratePercent: expect.closeTo(33.33, 2), counted: false },
    ],
    returnedThisMonth: 2,
    lostThisMonthPaise: 15_000,
  });
});

it('answers zeros and no rates for a shop without orders in the window', async () => {
  const empty = await createTestApp({}, { now: () => NOW });
  try {
    const res = await (await asAdmin(empty)).call('GET', '/cod/figures');
    expect(res.json().data).toMatchObject({ orders: 0, codSharePercent: null, confirmationPercent: null, rtoPercent: null, worstPincodes: [], lostThisMonthPaise: 0 });
  } finally {
    await empty.close();
  }
});
