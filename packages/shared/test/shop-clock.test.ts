import { describe, expect, it } from 'vitest';
import { SHOP_TIME_ZONE } from '../src/constants';
import { formatShopDate, formatShopDateTime, indianDate } from '../src/rules/shop-clock';

describe('the shop clock (India, UTC+5:30 all year)', () => {
  it('writes dates and times as en-IN does, on India’s clock', () => {
    // 18:45 UTC is 00:15 the next day in India.
    expect(indianDate(new Date('2026-11-24T18:45:00Z'))).toBe('2026-11-25');
    expect(formatShopDate(new Date('2026-11-24T18:45:00Z'))).toBe('25 Nov 2026');
    expect(formatShopDateTime(new Date('2026-11-24T18:45:00Z'))).toBe('25 Nov 2026, 12:15 am');
    expect(formatShopDateTime(new Date('2026-01-05T06:30:00Z'))).toBe('5 Jan 2026, 12:00 pm');
    expect(formatShopDateTime(new Date('2025-03-04T09:42:00Z'))).toBe('4 Mar 2025, 3:12 pm');
  });

  it('agrees with Intl in the shop’s time zone through a year, every hour and both sides of midnight (decision 034)', () => {
    const day = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: SHOP_TIME_ZONE });
    const dayTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: SHOP_TIME_ZONE });
    const isoDay = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
    // Every 7 hours and 13 minutes for a leap year: each hour of the day, each month, minutes 0–59.
    for (let t = Date.UTC(2028, 0, 1); t < Date.UTC(2029, 0, 1); t += (7 * 60 + 13) * 60_000) {
      const at = new Date(t);
      expect(formatShopDate(at), at.toISOString()).toBe(day.format(at));
      expect(formatShopDateTime(at), at.toISOString()).toBe(dayTime.format(at));
      expect(indianDate(at), at.toISOString()).toBe(isoDay.format(at));
    }
  });
});
