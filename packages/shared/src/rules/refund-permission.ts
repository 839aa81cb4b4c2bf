import type { AdminRole } from './admin-roles.js';
import { formatINR } from './money.js';

/**
 * Who may send a customer's money back (decision 040). Refunds are the owner's permission; staff with the
 * orders role may refund an order up to the limit the owner sets (0 paise unless set: none), counting
 * every refund of the order that has not failed. The server checks it on every refund and retry; the
 * admin panel shows the same words where a refund button is missing or disabled.
 */
export interface RefundAllowance {
  /** The most this admin may still refund on the order; null: no limit of its own (the owner). */
  upToPaise: number | null;
  /** Why it is limited, in the panel's words; null when it is not. */
  reason: string | null;
}

export function refundAllowance(role: AdminRole, staffLimitPaise: number, refundedOnOrderPaise: number): RefundAllowance {
  if (role === 'owner') return { upToPaise: null, reason: null };
  if (role !== 'orders' || staffLimitPaise <= 0) return { upToPaise: 0, reason: 'Only the owner can send money back on this shop.' };
  const upToPaise = Math.max(0, staffLimitPaise - refundedOnOrderPaise);
  const reason =
    upToPaise === 0
      ? `Staff can refund up to ${formatINR(staffLimitPaise)} of an order, and this order has had that much; the owner can refund more.`
      : `Staff can refund up to ${formatINR(staffLimitPaise)} of an order: ${formatINR(upToPaise)} more on this one; the owner can refund more.`;
  return { upToPaise, reason };
}

/** The refusal of a refund of `amountPaise`, or null when this admin may make it. */
export function refundRefusal(allowance: RefundAllowance, amountPaise: number): string | null {
  return allowance.upToPaise !== null && amountPaise > allowance.upToPaise ? allowance.reason : null;
}
