import { expect, it } from 'vitest';
import { ownerTestApp } from './admin-support';
import { createProduct, insertOrder } from './helpers/factories';

// Its own database and a fixed clock: the figures below are this file's orders and nothing else.
const NOW = new Date('2026-03-10T12:00:00+05:30');
const { t, call } = ownerTestApp({}, { now: () => NOW });

it('sums paid sales for today, 7 and 30 days by India calendar day, charts 30 days, and lists low stock and recent orders', async () => {
  const at = (iso: string) => ({ createdAt: new Date(iso), paidAt: new Date(iso) });
  // 00:30 in India on 10 March is still 9 March in UTC: it is today's sale.
  const { order: today } = await insertOrder(t.ctx, at('2026-03-10T00:30:00+05:30'));
  const { order: yesterday } = await insertOrder(t.ctx, { ...at('2026-03-09T23:30:00+05:30'), status: 'shipped' });
  const { order: fiveDays } = await insertOrder(t.ctx, { ...at('2026-03-05T10:00:00+05:30'), status: 'delivered' });
  const { order: twentyDays } = await insertOrder(t.ctx, at('2026-02-18T10:00:00+05:30'));
  await insertOrder(t.ctx, at('2026-01-20T10:00:00+05:30')); // older than 30 days
  await insertOrder(t.ctx, { ...at('2026-03-10T09:00:00+05:30'), status: 'refunded' }); // not a sale
  await insertOrder(t.ctx, { createdAt: new Date('2026-03-10T09:00:00+05:30'), status: 'pending_payment' }); // not paid
  const low = await createProduct(t.ctx, { name: 'Nearly gone', stock: 1 });
  await createProduct(t.ctx, { name: 'Plenty', stock: 40 });
  await createProduct(t.ctx, { name: 'Hidden', stock: 0, active: false });

  const res = await call('GET', '/dashboard');
  expect(res.statusCode).toBe(200);
  const d = res.json().data;
  expect(d.today).toEqual({ salesPaise: today.totalPaise, orders: 1 });
  expect(d.last7Days).toEqual({ salesPaise: today.totalPaise + yesterday.totalPaise + fiveDays.totalPaise, orders: 3 });
  expect(d.last30Days).toEqual({ salesPaise: today.totalPaise + yesterday.totalPaise + fiveDays.totalPaise + twentyDays.totalPaise, orders: 4 });
  expect(d.chart).toHaveLength(30);
  expect(d.chart[0].date).toBe('2026-02-09');
  expect(d.chart.at(-1)).toEqual({ date: '2026-03-10', salesPaise: today.totalPaise, orders: 1 });
  expect(d.chart.at(-2)).toEqual({ date: '2026-03-09', salesPaise: yesterday.totalPaise, orders: 1 });
  expect(d.lowStock.map((p: { id: number }) => p.id)).toEqual([low.id]);
  // The checkout never paid for is left out: recent orders are the ones to handle.
  expect(d.recentOrders).toHaveLength(6);
  expect(d.recentOrders.map((o: { status: string }) => o.status)).not.toContain('pending_payment');
  expect(d.recentOrders[0].createdAt).toBe(new Date('2026-03-10T09:00:00+05:30').toISOString());
  // Paid today, paid twenty days ago, and the one from January are waiting to be packed or shipped.
  expect(d.toShip).toBe(3);
  expect(d.openMessages).toBe(0);
});
