import { refundAllowance, refundRefusal, type RefundAllowance } from '@canino/shared';
import type { Db } from '../../db/client';
import { forbidden } from '../../errors';
import { findAdminById } from '../../repositories/staff-accounts';
import { getStaffRefundLimit } from '../../repositories/refund-settings';
import { orderRefundTotals } from '../../repositories/refunds';

/** What this admin may still refund on the order (decision 040): read in the refund's own transaction. */
export async function refundAllowanceOf(db: Db, adminId: number, orderId: number): Promise<RefundAllowance> {
  const admin = await findAdminById(db, adminId);
  if (!admin || admin.deactivatedAt) return { upToPaise: 0, reason: 'Only the owner can send money back on this shop.' };
  const [limit, totals] = [await getStaffRefundLimit(db), await orderRefundTotals(db, orderId)];
  return refundAllowance(admin.role, limit, totals.activePaise);
}

/** Refuses (403) a refund of `amountPaise` beyond what this admin may send back on the order. */
export async function checkMayRefund(db: Db, adminId: number, orderId: number, amountPaise: number): Promise<void> {
  const refusal = refundRefusal(await refundAllowanceOf(db, adminId, orderId), amountPaise);
  if (refusal) throw forbidden(refusal);
}
