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

/** A batch number as packs print it: a letter or digit first, then letters, digits and / . _ - (at most 40). */
export const BATCH_NO_PATTERN = /^[A-Za-z0-9][A-Za-z0-9/._-]*$/;
export const BATCH_NO_MAX_LENGTH = 40;

export interface BatchReceiptProblem {
  /** `months`: the months cannot be (a typing mistake); `shelf-life`: real months the shop's rule refuses. */
  kind: 'months' | 'shelf-life';
  field: 'manufacturedMonth' | 'bestBeforeMonth';
  /** The whole sentence, for a toast or an import's row. */
  message: string;
  /** What the form writes under the field. */
  short: string;
}

/**
 * Why packs made in `manufacturedOn` and best before `bestBefore` (months' first days) cannot be received
 * on `today` (the shop's date), or null: made in the future, best before not after the making, or
 * already inside the minimum remaining shelf life (such a batch could never be sold; the owner sends it
 * back rather than counting it). Worked example, today 2026-11-28, 90 days: made 2026-10, best before
 * 2027-02 (sellable from 2027-02-26) is refused; best before 2027-03 is received.
 */
export function batchReceiptProblem(batch: { manufacturedOn: string; bestBefore: string }, today: string, minShelfLifeDays: number): BatchReceiptProblem | null {
  const { manufacturedOn, bestBefore } = batch;
  if (manufacturedOn > today)
    return { kind: 'months', field: 'manufacturedMonth', message: 'The month of manufacture cannot be later than this month', short: 'Not later than this month' };
  if (bestBefore <= manufacturedOn)
    return { kind: 'months', field: 'bestBeforeMonth', message: 'The best-before month comes after the month of manufacture', short: 'After the month of manufacture' };
  if (bestBefore < sellableFrom(today, minShelfLifeDays)) {
    const message = `Best before ${formatBatchMonth(bestBefore)} is within the ${minShelfLifeDays} days of shelf life every pack must still have, so this batch cannot be sold and is not received`;
    return { kind: 'shelf-life', field: 'bestBeforeMonth', message, short: message };
  }
  return null;
}

/**
 * A batch number the size already holds must come with the months it was first received with: the same
 * number on other months is a misread pack, not more of that batch. Answers why not, or null.
 */
export function batchMonthsMismatch(
  existing: { manufacturedOn: string | null; bestBefore: string | null } | undefined,
  batch: { batchNo: string; manufacturedOn: string; bestBefore: string },
): string | null {
  if (!existing || (existing.manufacturedOn === batch.manufacturedOn && existing.bestBefore === batch.bestBefore)) return null;
  const month = (m: string | null) => (m ? formatBatchMonth(m) : 'no date');
  return `Batch ${batch.batchNo} was received before as made ${month(existing.manufacturedOn)} to ${month(existing.bestBefore)}; check the pack's batch number and months`;
}
