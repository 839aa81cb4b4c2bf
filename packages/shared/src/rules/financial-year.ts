import { IST_OFFSET_MS } from './shop-clock.js';

/**
 * The Indian financial year (April to March) an instant falls in, as invoices write it: "2026-27".
 * The date is India's, so a payment at 23:00 IST on 31 March belongs to the year that ends then.
 */
export function financialYear(at: Date): string {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  const start = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The first instant of an Indian calendar month ("2026-11") and of the next, for "issued in this month" queries. */
export function indianMonthRange(month: string): { from: Date; to: Date } {
  const m = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
  if (!m) throw new RangeError(`not a month: ${month}`);
  const year = Number(m[1]);
  const index = Number(m[2]) - 1;
  return {
    from: new Date(Date.UTC(year, index, 1) - IST_OFFSET_MS),
    to: new Date(Date.UTC(year, index + 1, 1) - IST_OFFSET_MS),
  };
}

/** Digits of a document's count, zero-padded (a larger count keeps all its digits). */
export const DOCUMENT_NUMBER_DIGITS = 6;

/** What comes before a document's count: "CAN/2026-27/". The database pads the count itself when it numbers invoices. */
export const documentNumberStem = (prefix: string, fy: string) => `${prefix}/${fy}/`;

/** A document number in a yearly series: prefix, financial year and a six-digit count, "CAN/2026-27/000123". */
export function documentNumber(prefix: string, fy: string, sequence: number): string {
  return `${documentNumberStem(prefix, fy)}${String(sequence).padStart(DOCUMENT_NUMBER_DIGITS, '0')}`;
}
