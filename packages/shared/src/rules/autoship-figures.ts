import { addDays } from './refill.js';
import { followingDelivery, indiaMidnight, orderDayOf } from './autoship.js';
import { indianDate } from './shop-clock.js';

/**
 * The owner's autoship figures, worked out from the subscriptions as they stand. Days are India's
 * calendar; "this month" is the India month of `now`.
 */
export const UPCOMING_DAYS = 7;
export const STOCK_HORIZON_DAYS = 30;

export interface FigureSubscription {
  status: 'active' | 'paused' | 'cancelled';
  frequencyWeeks: number;
  nextDeliveryDate: string;
  createdAt: Date;
  cancelledAt: Date | null;
  /** What one cycle costs at today's prices less the standing autoship discount, in paise. */
  cyclePaise: number;
  items: readonly { variantId: number; quantity: number }[];
}

export interface FigureSize {
  variantId: number;
  productName: string;
  label: string;
  stock: number;
}

export interface StockNeed extends FigureSize {
  /** Packs the cycles ordered in the next STOCK_HORIZON_DAYS will take. */
  needed: number;
  short: boolean;
}

export interface AutoshipFigures {
  active: number;
  /** Monthly recurring revenue in paise: a 30-day month of every active subscription. */
  monthlyRecurringPaise: number;
  cancelledThisMonth: number;
  /** Subscriptions made before this month and not cancelled before it: churn's base. */
  subscribedAtMonthStart: number;
  /** cancelledThisMonth ÷ subscribedAtMonthStart; null when there was none to lose. */
  churnRate: number | null;
  /** Active subscriptions whose next order is made within UPCOMING_DAYS (today included). */
  upcomingOrders: number;
  /** Per size, the packs needed against its stock; the short ones first, then the most needed. */
  stockNeeds: StockNeed[];
}

/**
 * Monthly recurring revenue: each active subscription's cycle amount spread over its days and counted
 * for 30, summed exactly and rounded once, so many small fractions do not drift.
 * Worked example: ₹934.80 every 4 weeks and ₹500 every 2 weeks: 93,480 × 30 ÷ 28 + 50,000 × 30 ÷ 14
 * = 100,157.14 + 107,142.86 = ₹2,073.00.
 */
export function monthlyRecurringPaise(subs: readonly Pick<FigureSubscription, 'status' | 'frequencyWeeks' | 'cyclePaise'>[]): number {
  const exact = subs.filter((s) => s.status === 'active').reduce((sum, s) => sum + (s.cyclePaise * 30) / (s.frequencyWeeks * 7), 0);
  return Math.round(exact);
}

/**
 * The order days of a subscription's deliveries from its next one, up to and including `lastDay`. An order
 * day already passed (the sweep has yet to make it) still counts: that order is still to come.
 */
export function orderDaysUntil(sub: Pick<FigureSubscription, 'nextDeliveryDate' | 'frequencyWeeks'>, lastDay: string): string[] {
  const days: string[] = [];
  for (let delivery = sub.nextDeliveryDate; orderDayOf(delivery) <= lastDay; delivery = followingDelivery(delivery, sub.frequencyWeeks)) days.push(orderDayOf(delivery));
  return days;
}

/** The moment the India month of `now` began: the 1st at midnight in India. */
export const monthStartOf = (now: Date) => indiaMidnight(`${indianDate(now).slice(0, 7)}-01`);

/**
 * Churn this month: subscriptions cancelled since the month began over those subscribed when it began
 * (made before it, not cancelled before it). Whether one was paused at that moment is not kept, so a paused
 * subscription counts as subscribed: it has not left.
 * Worked example on 20 Nov: 40 made before 1 Nov and not cancelled before it, 3 of them cancelled since → 7.5 %.
 */
export function churnThisMonth(subs: readonly Pick<FigureSubscription, 'createdAt' | 'cancelledAt'>[], now: Date) {
  const monthStart = monthStartOf(now).getTime();
  const base = subs.filter((s) => s.createdAt.getTime() < monthStart && (s.cancelledAt === null || s.cancelledAt.getTime() >= monthStart)).length;
  const cancelled = subs.filter((s) => s.cancelledAt !== null && s.cancelledAt.getTime() >= monthStart).length;
  return { cancelledThisMonth: cancelled, subscribedAtMonthStart: base, churnRate: base === 0 ? null : cancelled / base };
}

/**
 * The packs each size needs for the active subscriptions' orders of the next STOCK_HORIZON_DAYS, against
 * its stock; a size short when it needs more than it has. Sizes no cycle needs are left out.
 * Worked example: 2 packs every 2 weeks, next order today: orders today, in 14 and in 28 days → 6 packs; with 5 in stock, short.
 */
export function stockNeeds(subs: readonly FigureSubscription[], sizes: readonly FigureSize[], now: Date): StockNeed[] {
  const lastDay = addDays(indianDate(now), STOCK_HORIZON_DAYS - 1);
  const needed = new Map<number, number>();
  for (const sub of subs.filter((s) => s.status === 'active')) {
    const cycles = orderDaysUntil(sub, lastDay).length;
    for (const item of sub.items) needed.set(item.variantId, (needed.get(item.variantId) ?? 0) + cycles * item.quantity);
  }
  return sizes
    .filter((size) => (needed.get(size.variantId) ?? 0) > 0)
    .map((size) => {
      const packs = needed.get(size.variantId)!;
      return { ...size, needed: packs, short: packs > size.stock };
    })
    .sort((a, b) => Number(b.short) - Number(a.short) || b.needed - a.needed || a.variantId - b.variantId);
}

/** Every figure of the owner's Autoship page and dashboard card. */
export function computeAutoshipFigures(subs: readonly FigureSubscription[], sizes: readonly FigureSize[], now: Date): AutoshipFigures {
  const upcomingLastDay = addDays(indianDate(now), UPCOMING_DAYS - 1);
  return {
    active: subs.filter((s) => s.status === 'active').length,
    monthlyRecurringPaise: monthlyRecurringPaise(subs),
    ...churnThisMonth(subs, now),
    upcomingOrders: subs.filter((s) => s.status === 'active' && orderDaysUntil(s, upcomingLastDay).length > 0).length,
    stockNeeds: stockNeeds(subs, sizes, now),
  };
}
