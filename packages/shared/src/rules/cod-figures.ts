import { rtoRatePercent, type PincodeRtoRecord } from './cod-rto.js';

/**
 * The owner's cash-on-delivery figures (admin dashboard, decision 066): how much of the shop's trade is
 * COD, how many shoppers confirm when asked, and what comes back, overall and by pincode.
 */
export const WORST_PINCODES = 10;

export interface PincodeRtoRow extends PincodeRtoRecord {
  pincode: string;
}

export interface CodFigureCounts {
  /** Orders placed in the window: COD ones, and online ones that were paid. */
  orders: number;
  codOrders: number;
  /** COD orders asked to confirm whose answer is in (confirmed, cancelled or let lapse). */
  asked: number;
  confirmed: number;
  /** Finished COD orders by delivery pincode. */
  pincodes: readonly PincodeRtoRow[];
  /** COD parcels that turned back this month, and the shipping they cost. */
  returnedThisMonth: number;
  lostThisMonthPaise: number;
}

export interface WorstPincode extends PincodeRtoRow {
  ratePercent: number;
  /** Whether the pincode has the minimum sample, so its rate counts at checkout. */
  counted: boolean;
}

export interface CodFigures {
  orders: number;
  codOrders: number;
  codSharePercent: number | null;
  asked: number;
  confirmed: number;
  confirmationPercent: number | null;
  finished: number;
  returned: number;
  rtoPercent: number | null;
  worstPincodes: WorstPincode[];
  returnedThisMonth: number;
  lostThisMonthPaise: number;
}

const percent = (part: number, whole: number) => (whole > 0 ? (part / whole) * 100 : null);

/**
 * The figures from the counts. The worst pincodes are those with a parcel back: first those with the
 * minimum sample (their rate counts at checkout), then by rate, then by parcels back.
 */
export function computeCodFigures(c: CodFigureCounts, minOrders: number): CodFigures {
  const finished = c.pincodes.reduce((n, p) => n + p.finished, 0);
  const returned = c.pincodes.reduce((n, p) => n + p.returned, 0);
  const worstPincodes = c.pincodes
    .filter((p) => p.returned > 0)
    .map((p) => ({ ...p, ratePercent: (p.returned / p.finished) * 100, counted: rtoRatePercent(p, minOrders) !== null }))
    .sort((a, b) => Number(b.counted) - Number(a.counted) || b.ratePercent - a.ratePercent || b.returned - a.returned || a.pincode.localeCompare(b.pincode))
    .slice(0, WORST_PINCODES);
  return {
    orders: c.orders,
    codOrders: c.codOrders,
    codSharePercent: percent(c.codOrders, c.orders),
    asked: c.asked,
    confirmed: c.confirmed,
    confirmationPercent: percent(c.confirmed, c.asked),
    finished,
    returned,
    rtoPercent: percent(returned, finished),
    worstPincodes,
    returnedThisMonth: c.returnedThisMonth,
    lostThisMonthPaise: c.lostThisMonthPaise,
  };
}
