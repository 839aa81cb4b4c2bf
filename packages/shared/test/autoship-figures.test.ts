import { describe, expect, it } from 'vitest';
import { churnThisMonth, computeAutoshipFigures, monthlyRecurringPaise, orderDaysUntil, stockNeeds, type FigureSubscription } from '../src/rules/autoship-figures';

// 20 Nov 2026, 10:00 in India.
const NOW = new Date('2026-11-20T04:30:00Z');
const at = (indiaDateTime: string) => new Date(`${indiaDateTime}+05:30`);

const sub = (over: Partial<FigureSubscription> = {}): FigureSubscription => ({
  status: 'active',
  frequencyWeeks: 4,
  nextDeliveryDate: '2026-11-30',
  createdAt: at('2026-10-01T12:00'),
  cancelledAt: null,
  cyclePaise: 50_000,
  items: [{ variantId: 1, quantity: 1 }],
  ...over,
});

describe('monthly recurring revenue', () => {
  it('spreads each active cycle over its days, counts 30 and rounds once', () => {
    // 93,480 × 30 ÷ 28 = 100,157.14 and 50,000 × 30 ÷ 14 = 107,142.86: ₹2,073.00.
    expect(monthlyRecurringPaise([sub({ cyclePaise: 93_480, frequencyWeeks: 4 }), sub({ cyclePaise: 50_000, frequencyWeeks: 2 })])).toBe(207_300);
  });

  it('rounds the sum, not each share: three of ₹1 every 2 weeks', () => {
    // 100 × 30 ÷ 14 = 214.2857 each; rounded each 3 × 214 = 642, summed first 642.857 → 643.
    expect(monthlyRecurringPaise([sub({ cyclePaise: 100, frequencyWeeks: 2 }), sub({ cyclePaise: 100, frequencyWeeks: 2 }), sub({ cyclePaise: 100, frequencyWeeks: 2 })])).toBe(
      643,
    );
  });

  it('leaves out paused and cancelled subscriptions', () => {
    expect(monthlyRecurringPaise([sub({ status: 'paused' }), sub({ status: 'cancelled' })])).toBe(0);
  });
});

describe('churn this month', () => {
  it('counts cancellations since the 1st over those subscribed on it', () => {
    const subs = [
      ...Array.from({ length: 37 }, () => sub()),
      ...Array.from({ length: 3 }, () => sub({ status: 'cancelled', cancelledAt: at('2026-11-10T09:00') })),
      // Cancelled last month: gone before the month began, in neither count.
      sub({ status: 'cancelled', cancelledAt: at('2026-10-31T23:59') }),
      // Made this month: not in the base.
      sub({ createdAt: at('2026-11-05T10:00') }),
    ];
    expect(churnThisMonth(subs, NOW)).toEqual({ cancelledThisMonth: 3, subscribedAtMonthStart: 40, churnRate: 0.075 });
  });

  it('starts the month at midnight in India, not in UTC', () => {
    // 1 Nov 00:10 in India is still 31 Oct in UTC: it is this month's.
    const early = sub({ status: 'cancelled', cancelledAt: at('2026-11-01T00:10') });
    expect(churnThisMonth([early], NOW)).toEqual({ cancelledThisMonth: 1, subscribedAtMonthStart: 1, churnRate: 1 });
  });

  it('has no rate when nobody was subscribed at the start', () => {
    expect(churnThisMonth([sub({ createdAt: at('2026-11-02T10:00') })], NOW).churnRate).toBeNull();
  });
});

describe('orders to come', () => {
  it('lists each order day up to the last one asked, an overdue one included', () => {
    // Deliveries 21 Nov, 5 Dec, 19 Dec: orders 19 Nov (not made yet), 3 Dec, 17 Dec.
    expect(orderDaysUntil({ nextDeliveryDate: '2026-11-21', frequencyWeeks: 2 }, '2026-12-19')).toEqual(['2026-11-19', '2026-12-03', '2026-12-17']);
    expect(orderDaysUntil({ nextDeliveryDate: '2026-12-30', frequencyWeeks: 2 }, '2026-12-19')).toEqual([]);
  });
});

describe('stock the next 30 days need', () => {
  const sizes = [
    { variantId: 1, productName: 'Joint chews', label: '60 tablets', stock: 5 },
    { variantId: 2, productName: 'Joint chews', label: '120 tablets', stock: 50 },
    { variantId: 3, productName: 'Fish oil', label: '200 ml', stock: 1 },
  ];

  it('adds up every cycle ordered within 30 days and flags the sizes that run short', () => {
    const subs = [
      // Orders 20 Nov, 4 Dec, 18 Dec (the next, 1 Jan, is past 19 Dec): 3 × 2 = 6 packs of size 1.
      sub({ nextDeliveryDate: '2026-11-22', frequencyWeeks: 2, items: [{ variantId: 1, quantity: 2 }] }),
      // Orders 28 Nov, then 26 Dec, past the 30 days: 1 × 3 packs of size 2.
      sub({ nextDeliveryDate: '2026-11-30', frequencyWeeks: 4, items: [{ variantId: 2, quantity: 3 }] }),
      // Paused: needs nothing.
      sub({ status: 'paused', items: [{ variantId: 3, quantity: 9 }] }),
    ];
    expect(stockNeeds(subs, sizes, NOW)).toEqual([
      { ...sizes[0], needed: 6, short: true },
      { ...sizes[1], needed: 3, short: false },
    ]);
  });
});

describe('all the figures', () => {
  it('counts the active ones and the orders of the next 7 days', () => {
    const subs = [
      sub({ nextDeliveryDate: '2026-11-22' }), // order 20 Nov: today
      sub({ nextDeliveryDate: '2026-11-28' }), // order 26 Nov: the 7th day
      sub({ nextDeliveryDate: '2026-11-29' }), // order 27 Nov: the 8th day, not counted
      sub({ status: 'paused', nextDeliveryDate: '2026-11-22' }),
    ];
    const figures = computeAutoshipFigures(subs, [], NOW);
    expect(figures).toMatchObject({ active: 3, upcomingOrders: 2, monthlyRecurringPaise: 160_714, stockNeeds: [] });
  });
});
