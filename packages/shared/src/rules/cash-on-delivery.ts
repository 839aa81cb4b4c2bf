import type { AdminOrderStatus } from '../schemas/order-record.js';
import { formatINR } from './money.js';
import { overRtoLimit, type PincodeRtoRecord } from './cod-rto.js';
import { pincodeListed } from './delivery-promise.js';
import { refuseTransition } from './order-transitions.js';

export interface CodSettings {
  enabled: boolean;
  /** Largest order total (goods, shipping and the COD fee) payable in cash. */
  maxOrderPaise: number;
  feePaise: number;
  /** Pincodes, or prefixes of 2-5 digits, where couriers will not collect cash. */
  refusedPincodes: readonly string[];
  refusedStates: readonly string[];
  /** Open (not yet delivered or cancelled) COD orders one phone number may have: fake orders cost a courier trip each. */
  maxOpenOrdersPerPhone: number;
  /**
   * Refuse COD to a pincode whose finished COD orders came back more often than this, in percent; null
   * (the default) leaves it off (decision 066).
   */
  rtoThresholdPercent: number | null;
  /** Finished COD orders a pincode needs before its RTO rate counts. */
  rtoMinOrders: number;
}

export const DEFAULT_COD_SETTINGS: CodSettings = {
  enabled: false,
  maxOrderPaise: 500_000,
  feePaise: 4_900,
  refusedPincodes: [],
  refusedStates: [],
  maxOpenOrdersPerPhone: 2,
  rtoThresholdPercent: null,
  rtoMinOrders: 5,
};

export interface CodQuestion {
  /** The order's total before the COD fee. */
  totalPaise: number;
  pincode: string;
  state: string;
  /** False where the shop does not deliver at all. */
  delivers: boolean;
  /** Open COD orders of the same phone number; unknown (before a phone is given) counts as none. */
  openOrders?: number;
  /** The pincode's COD orders delivered and come back; unknown (the RTO limit off) counts as none. */
  rto?: PincodeRtoRecord;
}

export type CodVerdict = { ok: true; feePaise: number } | { ok: false; reason: string };

/** Whether this order may be paid in cash on delivery, and if not, the reason in words the shopper can act on. */
export function codEligibility(s: CodSettings, q: CodQuestion): CodVerdict {
  if (!s.enabled) return { ok: false, reason: 'Cash on Delivery is not offered at the moment' };
  if (!q.delivers) return { ok: false, reason: `We do not deliver to pincode ${q.pincode}` };
  if (pincodeListed(q.pincode, s.refusedPincodes)) return { ok: false, reason: `Cash on Delivery is not available for pincode ${q.pincode}` };
  if (overRtoLimit(q.rto, s)) return { ok: false, reason: `Cash on Delivery is not available for pincode ${q.pincode}. Please pay online.` };
  if (s.refusedStates.includes(q.state)) return { ok: false, reason: `Cash on Delivery is not available in ${q.state}` };
  if (q.totalPaise + s.feePaise > s.maxOrderPaise) {
    return { ok: false, reason: `Cash on Delivery is available for orders up to ${formatINR(s.maxOrderPaise)} (with its fee)` };
  }
  if ((q.openOrders ?? 0) >= s.maxOpenOrdersPerPhone) {
    return {
      ok: false,
      reason: `This phone number already has ${q.openOrders} Cash on Delivery order${q.openOrders === 1 ? '' : 's'} on the way. Please pay online, or wait for ${q.openOrders === 1 ? 'it' : 'them'} to arrive.`,
    };
  }
  return { ok: true, feePaise: s.feePaise };
}

/** Whether the owner can record a COD order's cash as collected now (the order's transitions say when: once shipped, or after delivery). */
export function codCollectable(o: { paymentMethod: 'online' | 'cod'; paidAt: unknown; status: AdminOrderStatus }): boolean {
  return refuseTransition('collect cash', o.status, 'delivered', o) === null;
}

/** The statuses a cash-on-delivery order may still be paid online from: nothing is packed for the courier yet. */
export const PAY_NOW_STATUSES: readonly AdminOrderStatus[] = ['cod_awaiting_confirmation', 'cod_confirmed'];

export interface PayNowOffer {
  /** What the shopper pays online: the order's total without the COD fee. */
  amountPaise: number;
  /** The COD fee dropped by paying now; 0 where the shop charges none. */
  savePaise: number;
}

/**
 * "Pay now instead": a cash-on-delivery order not yet packed, whose cash is not in, may be paid online for
 * its total less the COD fee, which only paying the courier costs. Null when it may not.
 * Worked example: ₹1,049 of goods + ₹40 delivery + ₹49 COD fee = ₹1,138 → pay ₹1,089 now and save ₹49.
 */
export function payNowOffer(o: { paymentMethod: 'online' | 'cod'; paidAt: unknown; status: AdminOrderStatus; totalPaise: number; codFeePaise: number }): PayNowOffer | null {
  if (o.paymentMethod !== 'cod' || o.paidAt || !PAY_NOW_STATUSES.includes(o.status)) return null;
  return { amountPaise: o.totalPaise - o.codFeePaise, savePaise: o.codFeePaise };
}
