import { packDays } from './dosage.js';

/** Calendar days (YYYY-MM-DD) `n` days after `day`. */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

export interface RefillPlan {
  /** The first day without a full dose left. */
  runsOutOn: string;
  /** The day the reminder goes out: `daysBefore` before running out; on delivery day when the packs last no longer than that. */
  remindOn: string;
  days: number;
}

/**
 * When a delivered order's packs run out for the dog that takes them, and when to remind the customer.
 * Worked example: 2 packs of 45 chews at 2 a day, delivered 2026-06-01, last 45 days: they run out on
 * 2026-07-16 and, 5 days before, the reminder goes on 2026-07-11. A pack that lasts 3 days is reminded on
 * delivery day: it is already inside the window.
 */
export function planRefill(input: { deliveredOn: string; quantity: number; packSize: number; unitsPerDay: number; daysBefore: number }): RefillPlan {
  const days = packDays(input.packSize, input.quantity, input.unitsPerDay);
  const runsOutOn = addDays(input.deliveredOn, days);
  const wanted = addDays(runsOutOn, -input.daysBefore);
  return { runsOutOn, remindOn: wanted < input.deliveredOn ? input.deliveredOn : wanted, days };
}
