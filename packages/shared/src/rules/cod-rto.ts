/**
 * Cash on delivery's parcels that come back unpaid ("return to origin", RTO) per delivery pincode
 * (decision 066). Each costs the shop both shipping legs, so the owner may stop offering cash where too
 * many come back.
 */

/** How far back a pincode's COD orders count, by the day they were placed. */
export const RTO_WINDOW_DAYS = 180;

/** A pincode's COD orders placed within the window that have finished: delivered, or come back. */
export interface PincodeRtoRecord {
  /** Delivered or come back; those still on their way or cancelled before dispatch tell nothing yet. */
  finished: number;
  /** Of those, the ones that came back. */
  returned: number;
}

/**
 * The share of a pincode's finished COD orders that came back, in percent; null below `minOrders`
 * finished orders, so one bad parcel does not shut a pincode.
 */
export function rtoRatePercent(record: PincodeRtoRecord, minOrders: number): number | null {
  if (record.finished <= 0 || record.finished < minOrders) return null;
  return (record.returned / record.finished) * 100;
}

/** Whether a pincode's record puts it over the owner's RTO limit (null: the limit is off). */
export function overRtoLimit(record: PincodeRtoRecord | undefined, s: { rtoThresholdPercent: number | null; rtoMinOrders: number }): boolean {
  if (s.rtoThresholdPercent === null || !record) return false;
  const rate = rtoRatePercent(record, s.rtoMinOrders);
  return rate !== null && rate > s.rtoThresholdPercent;
}

/** The day from which orders count towards a pincode's record, `RTO_WINDOW_DAYS` before `now`. */
export function rtoWindowStart(now: Date): Date {
  return new Date(now.getTime() - RTO_WINDOW_DAYS * 86_400_000);
}
