import { MONTHS } from './shop-clock.js';

/**
 * Batches of one size, each with its best-before month (first day, YYYY-MM-DD; null when no date is
 * known) and how many are on the shelf (decision 062).
 */
export interface ShelfBatch {
  id: number;
  bestBefore: string | null;
  quantity: number;
}

export interface BatchTake {
  batchId: number;
  quantity: number;
}

const DAY_MS = 86_400_000;

/** "2027-03" or "2027-03-15" as its month's first day, "2027-03-01"; null for anything else. */
export function monthStart(month: string): string | null {
  const m = /^(\d{4})-(0[1-9]|1[0-2])(-\d{2})?$/.exec(month.trim());
  return m ? `${m[1]}-${m[2]}-01` : null;
}

/**
 * The earliest best-before month (first day) still sold on `today` (YYYY-MM-DD, the shop's date): one
 * that begins at least `minShelfLifeDays` later. The month is read as its first day, the cautious
 * reading of a pack that says only "best before Mar 2027".
 */
export function sellableFrom(today: string, minShelfLifeDays: number): string {
  return new Date(Date.parse(today) + minShelfLifeDays * DAY_MS).toISOString().slice(0, 10);
}

/** Whether a batch may still be sold on `today`; a batch without a date always may. */
export function isSellable(bestBefore: string | null, today: string, minShelfLifeDays: number): boolean {
  return bestBefore === null || bestBefore >= sellableFrom(today, minShelfLifeDays);
}

/** Sellable batches in the order they ship: first-expiring first, undated last, then the oldest batch first. */
export function shippingOrder<T extends ShelfBatch>(batches: readonly T[], today: string, minShelfLifeDays: number): T[] {
  return batches
    .filter((b) => b.quantity > 0 && isSellable(b.bestBefore, today, minShelfLifeDays))
    .sort((a, b) => (a.bestBefore ?? '9999').localeCompare(b.bestBefore ?? '9999') || a.id - b.id);
}

/**
 * First expiry, first out: which batches `quantity` packs come from, and how many could not be found
 * among the sellable batches (`shortfall`, 0 when all could).
 */
export function allocateFefo(batches: readonly ShelfBatch[], quantity: number, today: string, minShelfLifeDays: number): { takes: BatchTake[]; shortfall: number } {
  const takes: BatchTake[] = [];
  let left = quantity;
  for (const b of shippingOrder(batches, today, minShelfLifeDays)) {
    if (left <= 0) break;
    const take = Math.min(left, b.quantity);
    takes.push({ batchId: b.id, quantity: take });
    left -= take;
  }
  return { takes, shortfall: Math.max(left, 0) };
}

/** "Mar 2027" for a month's first day. */
export function formatBatchMonth(month: string): string {
  return `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
}

/**
 * What the product page promises for a size beside its "Best before" label, "at least Mar 2027": the
 * batch that would ship next; null when that batch has no date or nothing is sellable.
 */
export function bestBeforeText(batches: readonly ShelfBatch[], today: string, minShelfLifeDays: number): string | null {
  const next = shippingOrder(batches, today, minShelfLifeDays)[0];
  return next?.bestBefore ? `at least ${formatBatchMonth(next.bestBefore)}` : null;
}
