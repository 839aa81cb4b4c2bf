import { formatINR } from '@canino/shared';
import type { Db } from '../../db/client';
import { unprocessable } from '../../errors';
import type { PaymentRow } from '../../repositories/payments';
import { activeRefundTotal, insertRefund, orderRefundTotals, type NewRefund, type RefundRow } from '../../repositories/refunds';

/**
 * Writes a refund of an order whose row the caller has locked, after checking that it fits: what the
 * order was paid (online, or in cash on delivery) less every refund not failed, and, for a refund of a
 * payment, what that payment can still give back (an order paid twice has two). Every way money goes
 * back (the provider, outside the shop, a retry) passes here, so an order's refunds never add up to more
 * than was paid, nor their credit notes to more than its invoice.
 */
export async function writeRefund(tx: Db, refund: Omit<NewRefund, 'paymentId'>, payment: Pick<PaymentRow, 'id' | 'amountPaise'> | null): Promise<RefundRow> {
  const { orderId, amountPaise } = refund;
  const totals = await orderRefundTotals(tx, orderId);
  let left = totals.paidPaise - totals.activePaise;
  if (payment) left = Math.min(left, payment.amountPaise - (await activeRefundTotal(tx, payment.id)));
  if (left <= 0) throw unprocessable(`Order #${orderId} has already been refunded in full.`, 'amountPaise');
  if (amountPaise > left) throw unprocessable(`At most ${formatINR(left)} of this order can still be refunded.`, 'amountPaise');
  return insertRefund(tx, { ...refund, paymentId: payment?.id ?? null });
}
