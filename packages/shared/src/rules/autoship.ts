import { computeCartTotals, type PricedLine } from './cart-totals.js';
import { doseFor, packDays, type Dosage } from './dosage.js';
import { addDays } from './refill.js';
import { IST_OFFSET_MS, indianDate } from './shop-clock.js';
import { doseUnitsInSize, packLastsPhrase, type DosedSize } from './size-dosage.js';

/**
 * Autoship: a standing order of a size, delivered every N weeks. Dates are India's calendar days
 * (YYYY-MM-DD); instants are Dates. Each delivery's order is made ORDER_LEAD_DAYS before it, at the
 * start of that India day, so the bank's pre-debit notice and the parcel both have time.
 */
export const AUTOSHIP_MIN_WEEKS = 2;
export const AUTOSHIP_MAX_WEEKS = 16;
export const ORDER_LEAD_DAYS = 2;
export const REMINDER_DAYS_BEFORE_ORDER = 3;
/** Frequency and next date stay the customer's to change until this long before the order is made. */
export const CHANGE_CUTOFF_HOURS = 24;
/** The first (or a moved) delivery may be at most this far out. */
export const AUTOSHIP_MAX_DAYS_AHEAD = 365;

export interface AutoshipSettings {
  /** The standing discount on every autoship order, in whole percent. */
  discountPercent: number;
  /** The discount of a subscription's first order instead of the standing one (0: none beyond it). */
  firstOrderDiscountPercent: number;
  /** How many times a declined charge is tried again before the subscription pauses. */
  retryCount: number;
  retrySpacingHours: number;
}

/** Retries 12 hours apart, so both fall well inside the day an unpaid order waits for its payment before it expires. */
export const DEFAULT_AUTOSHIP_SETTINGS: AutoshipSettings = { discountPercent: 5, firstOrderDiscountPercent: 0, retryCount: 2, retrySpacingHours: 12 };

export const isAllowedFrequency = (weeks: number) => Number.isInteger(weeks) && weeks >= AUTOSHIP_MIN_WEEKS && weeks <= AUTOSHIP_MAX_WEEKS;

/** Whole days `quantity` packs of a size last at the dog's daily dose; null when the dose or the size's units cannot be worked out. */
function daysPacksLast(dosage: Dosage | null, size: Omit<DosedSize, 'pricePaise'>, grams: number, quantity: number): number | null {
  const dose = doseFor(dosage, grams);
  if (dose.kind !== 'dose') return null;
  const units = doseUnitsInSize(dosage!, size);
  if (!units || units <= 0) return null;
  return packDays(units, quantity, dose.unitsPerDay);
}

/** The whole weeks `days` of doses cover, rounded down so the next delivery comes before the last dose, kept within the allowed range. */
const weeksOf = (days: number) => Math.min(Math.max(Math.floor(days / 7), AUTOSHIP_MIN_WEEKS), AUTOSHIP_MAX_WEEKS);

/**
 * The frequency to offer for `quantity` packs of a size at the dog's daily dose: the whole weeks the packs
 * last (weeksOf). Null when the dose or the size's units cannot be worked out (then the customer picks).
 * Worked example: 120 tablets at 2 a day last Bruno 60 days: every 8 weeks (56 days).
 */
export function suggestedFrequencyWeeks(dosage: Dosage | null, size: Omit<DosedSize, 'pricePaise'>, grams: number, quantity = 1): number | null {
  const days = daysPacksLast(dosage, size, grams, quantity);
  return days === null ? null : weeksOf(days);
}

export interface AutoshipSuggestion {
  weeks: number;
  /** "120 tablets last Bruno 60 days: every 8 weeks", the product page's reason for the frequency it offers. */
  sentence: string;
}

/**
 * The product page's autoship frequency for one of the customer's dogs, with its reason, for one pack of
 * the size on screen. Null when nothing can be worked out, or when a pack does not last a day.
 * Worked example: 120 tablets at 2 a day for Bruno (19 kg): "120 tablets last Bruno 60 days: every 8 weeks".
 */
export function autoshipSuggestion(dosage: Dosage | null, size: Omit<DosedSize, 'pricePaise'> & { label: string }, grams: number, petName?: string): AutoshipSuggestion | null {
  const days = daysPacksLast(dosage, size, grams, 1);
  if (days === null || days < 1) return null;
  const weeks = weeksOf(days);
  return { weeks, sentence: `${packLastsPhrase(size.label, size, petName, days)}: every ${weeks} weeks` };
}

/** The start (00:00) of an India calendar day, as an instant. */
export const indiaMidnight = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS);

/** The delivery after `deliveryDate`: `weeks` later. */
export const followingDelivery = (deliveryDate: string, weeks: number) => addDays(deliveryDate, weeks * 7);

/** The day a delivery's order is made. */
export const orderDayOf = (deliveryDate: string) => addDays(deliveryDate, -ORDER_LEAD_DAYS);

/** The moment a delivery's order is made: the start of its order day in India. Worked example: delivery 2026-06-10 → 2026-06-07T18:30Z. */
export const orderAtOf = (deliveryDate: string) => indiaMidnight(orderDayOf(deliveryDate));

/** The moment the reminder goes: REMINDER_DAYS_BEFORE_ORDER days before the order is made. */
export const reminderAtOf = (deliveryDate: string) => indiaMidnight(addDays(orderDayOf(deliveryDate), -REMINDER_DAYS_BEFORE_ORDER));

/** Whether frequency and the next date may still change: until CHANGE_CUTOFF_HOURS before the order is made. */
export const mayChange = (deliveryDate: string, now: Date) => now.getTime() < orderAtOf(deliveryDate).getTime() - CHANGE_CUTOFF_HOURS * 3_600_000;

/** The earliest delivery date whose order is still ahead of `now` and can be changed: the default first date. */
export function earliestDeliveryDate(now: Date): string {
  let day = addDays(indianDate(now), ORDER_LEAD_DAYS);
  while (!mayChange(day, now)) day = addDays(day, 1);
  return day;
}

/**
 * Why a delivery date cannot be chosen now, or null when it can: not before the earliest date (its order
 * must still be ahead by the change cut-off), not more than AUTOSHIP_MAX_DAYS_AHEAD out.
 */
export function deliveryDateProblem(day: string, now: Date): string | null {
  const earliest = earliestDeliveryDate(now);
  if (day < earliest) return `Choose a delivery date from ${earliest} on`;
  if (day > addDays(indianDate(now), AUTOSHIP_MAX_DAYS_AHEAD)) return 'Choose a delivery date within a year';
  return null;
}

/**
 * What a line costs on autoship: its price less the discount, rounded to the paisa as the cart rounds a
 * coupon's (the discount is rounded, the price is what is left). Worked example: 2 × ₹492 at 5 %: ₹984 less
 * ₹49.20 = ₹934.80.
 */
export function autoshipLinePaise(line: PricedLine, percent: number): number {
  const { subtotalPaise, discountPaise } = computeCartTotals([line], percent);
  return subtotalPaise - discountPaise;
}

/** RBI's limit for a mandate's charge without the customer's fresh authentication: ₹15,000. */
export const MANDATE_MAX_AMOUNT_PAISE = 1_500_000;
/** The least a mandate allows, so a bigger pack or one more item later does not need a new mandate. */
const MANDATE_FLOOR_PAISE = 500_000;

/**
 * The most a mandate set up for autoship may charge at once (Razorpay's `max_amount`, shown to the shopper
 * by their bank): three deliveries' worth of the autoship lines, at least ₹5,000, at most RBI's ₹15,000,
 * rounded up to whole ₹100 so the bank shows a round figure.
 * Worked examples: lines of ₹853.10 → ₹5,000; ₹2,012.40 → 3 × = ₹6,037.20 → ₹6,100; ₹6,000 → ₹15,000.
 */
export function mandateMaxAmountPaise(autoshipLinesPaise: number): number {
  const roomy = Math.ceil((3 * autoshipLinesPaise) / 10_000) * 10_000;
  return Math.min(Math.max(roomy, MANDATE_FLOOR_PAISE), MANDATE_MAX_AMOUNT_PAISE);
}

/** The discount of a subscription's cycle: the first order's own when the owner set one, else the standing one. */
export const cycleDiscountPercent = (settings: AutoshipSettings, cycleNo: number) =>
  cycleNo === 1 && settings.firstOrderDiscountPercent > 0 ? settings.firstOrderDiscountPercent : settings.discountPercent;

/**
 * When a declined charge is tried again: `retrySpacingHours` after the `failures`-th failure, while
 * failures do not exceed `retryCount`; null once they do (the subscription pauses).
 * Worked example with 2 retries 24 h apart: failure 1 → a day later, 2 → a day later, 3 → pause.
 */
export function nextChargeAttemptAt(failedAt: Date, failures: number, settings: Pick<AutoshipSettings, 'retryCount' | 'retrySpacingHours'>): Date | null {
  if (failures > settings.retryCount) return null;
  return new Date(failedAt.getTime() + settings.retrySpacingHours * 3_600_000);
}
