import { describe, expect, it } from 'vitest';
import {
  autoshipLinePaise,
  mandateMaxAmountPaise,
  cycleDiscountPercent,
  deliveryDateProblem,
  earliestDeliveryDate,
  followingDelivery,
  isAllowedFrequency,
  mayChange,
  nextChargeAttemptAt,
  orderAtOf,
  orderDayOf,
  reminderAtOf,
  suggestedFrequencyWeeks,
  autoshipSuggestion,
  DEFAULT_AUTOSHIP_SETTINGS,
} from '../src/rules/autoship';
import type { Dosage } from '../src/rules/dosage';

const tablets: Dosage = {
  packSize: 60,
  unitName: 'tablet',
  lifeStage: null,
  bands: [
    { aboveGrams: 0, upToGrams: 10_000, unitsPerDay: 1 },
    { aboveGrams: 10_000, upToGrams: null, unitsPerDay: 2 },
  ],
};
const hundredTwenty = { netQuantity: 120, netUnit: 'count' as const, isDefault: false };
const BRUNO = 19_000;

describe('autoship frequency', () => {
  it('allows every 2 to 16 whole weeks', () => {
    expect([1, 2, 8, 16, 17, 2.5].map(isAllowedFrequency)).toEqual([false, true, true, true, false, false]);
  });

  it('suggests every 8 weeks for 120 tablets Bruno takes 2 a day (60 days, rounded down to whole weeks)', () => {
    expect(suggestedFrequencyWeeks(tablets, hundredTwenty, BRUNO)).toBe(8);
    // Two jars last 120 days: 17 weeks would be the pack's own, 16 is the longest allowed.
    expect(suggestedFrequencyWeeks(tablets, hundredTwenty, BRUNO, 2)).toBe(16);
    // The 60 lasts a 5 kg dog 60 days too, and Bruno 30: 4 weeks.
    expect(suggestedFrequencyWeeks(tablets, { ...hundredTwenty, netQuantity: 60, isDefault: true }, BRUNO)).toBe(4);
  });

  it('never suggests less than two weeks, and nothing without a dose', () => {
    expect(suggestedFrequencyWeeks(tablets, { ...hundredTwenty, netQuantity: 10 }, BRUNO)).toBe(2);
    expect(suggestedFrequencyWeeks(null, hundredTwenty, BRUNO)).toBeNull();
  });

  it("says why: 120 tablets last Bruno 60 days, every 8 weeks; a single pouch lasts; nothing without the dog's dose", () => {
    const size = { ...hundredTwenty, label: '120 tablets' };
    expect(autoshipSuggestion(tablets, size, BRUNO, 'Bruno')).toEqual({ weeks: 8, sentence: '120 tablets last Bruno 60 days: every 8 weeks' });
    // A 5 kg dog takes 1 a day: 120 days, more than 16 weeks, so the longest allowed.
    expect(autoshipSuggestion(tablets, size, 5_000, 'Tara')).toEqual({ weeks: 16, sentence: '120 tablets last Tara 120 days: every 16 weeks' });
    // 10 tablets last Bruno 5 days: a delivery every 2 weeks is the shortest there is.
    expect(autoshipSuggestion(tablets, { ...size, netQuantity: 10, label: '10 tablets' }, BRUNO)?.sentence).toBe('10 tablets last 5 days: every 2 weeks');
    expect(autoshipSuggestion(null, size, BRUNO, 'Bruno')).toBeNull();
    // A powder by weight dosed in scoops cannot be counted.
    expect(autoshipSuggestion({ ...tablets, unitName: 'scoop' }, { netQuantity: 300, netUnit: 'g', isDefault: false, label: '300 g' }, BRUNO)).toBeNull();
  });
});

describe('autoship dates (India time)', () => {
  it('makes the order 2 days before delivery at the start of the India day, and reminds 3 days before that', () => {
    expect(orderDayOf('2026-06-10')).toBe('2026-06-08');
    expect(orderAtOf('2026-06-10').toISOString()).toBe('2026-06-07T18:30:00.000Z');
    expect(reminderAtOf('2026-06-10').toISOString()).toBe('2026-06-04T18:30:00.000Z');
    expect(followingDelivery('2026-06-10', 8)).toBe('2026-08-05');
  });

  it('lets frequency and date change until 24 h before the order is made', () => {
    expect(mayChange('2026-06-10', new Date('2026-06-06T18:29:59Z'))).toBe(true);
    expect(mayChange('2026-06-10', new Date('2026-06-06T18:30:00Z'))).toBe(false);
  });

  it('offers the first delivery date whose order can still be changed, and refuses past dates or more than a year out', () => {
    // 10:00 in India on 1 June: the 4th's order is made at the start of the 2nd, less than 24 h away; the 5th's is not.
    const now = new Date('2026-06-01T04:30:00Z');
    expect(earliestDeliveryDate(now)).toBe('2026-06-05');
    expect(deliveryDateProblem('2026-06-04', now)).toBe('Choose a delivery date from 2026-06-05 on');
    expect(deliveryDateProblem('2026-06-05', now)).toBeNull();
    expect(deliveryDateProblem('2027-06-01', now)).toBeNull();
    expect(deliveryDateProblem('2027-06-02', now)).toBe('Choose a delivery date within a year');
  });
});

describe('autoship price', () => {
  it('takes the discount off the line, rounded to the paisa as the cart rounds a coupon', () => {
    expect(autoshipLinePaise({ unitPricePaise: 49200, quantity: 2 }, 5)).toBe(93480);
    // 5 % of ₹3.33 is 16.65 paise: the discount rounds to 17, the price keeps 316.
    expect(autoshipLinePaise({ unitPricePaise: 333, quantity: 1 }, 5)).toBe(316);
    expect(autoshipLinePaise({ unitPricePaise: 49200, quantity: 1 }, 0)).toBe(49200);
  });

  it('gives the first order its own discount when the owner set one', () => {
    const settings = { ...DEFAULT_AUTOSHIP_SETTINGS, discountPercent: 5, firstOrderDiscountPercent: 15 };
    expect(cycleDiscountPercent(settings, 1)).toBe(15);
    expect(cycleDiscountPercent(settings, 2)).toBe(5);
    expect(cycleDiscountPercent({ ...settings, firstOrderDiscountPercent: 0 }, 1)).toBe(5);
  });
});

describe('a declined charge', () => {
  it('is tried again at the owner’s spacing as many times as they set, then gives up', () => {
    const failedAt = new Date('2026-06-08T00:00:00Z');
    const settings = { retryCount: 2, retrySpacingHours: 24 };
    expect(nextChargeAttemptAt(failedAt, 1, settings)?.toISOString()).toBe('2026-06-09T00:00:00.000Z');
    expect(nextChargeAttemptAt(failedAt, 2, settings)?.toISOString()).toBe('2026-06-09T00:00:00.000Z');
    expect(nextChargeAttemptAt(failedAt, 3, settings)).toBeNull();
    expect(nextChargeAttemptAt(failedAt, 1, { retryCount: 0, retrySpacingHours: 24 })).toBeNull();
  });
});

describe('the mandate’s limit', () => {
  it('is three deliveries’ worth rounded up to ₹100, at least ₹5,000 and at most RBI’s ₹15,000', () => {
    expect(mandateMaxAmountPaise(85310)).toBe(500000);
    // 3 × ₹2,012.40 = ₹6,037.20 → ₹6,100.
    expect(mandateMaxAmountPaise(201240)).toBe(610000);
    // Exactly on a ₹100 step stays there: 3 × ₹2,000 = ₹6,000.
    expect(mandateMaxAmountPaise(200000)).toBe(600000);
    expect(mandateMaxAmountPaise(600000)).toBe(1500000);
    expect(mandateMaxAmountPaise(0)).toBe(500000);
  });
});
