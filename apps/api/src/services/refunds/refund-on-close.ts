import { randomUUID } from 'node:crypto';
import { formatINR, type OrderStatusInput, type RefundMethod } from '@canino/shared';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import type { RestockedLine } from '../../db/schema';
import { listOrderPayments } from '../../repositories/order-list';
import { lockOrder, type OrderLineRow, type OrderRow } from '../../repositories/orders';
import type { PaymentRow } from '../../repositories/payments';
import { listOrderRefunds, orderRefundTotals, type RefundRow } from '../../repositories/refunds';
import { applyRefundNewsInTx } from './refund-outcome';
import { putBack, restockableByLine, restockProblem } from './restock';
import { writeRefund } from './write-refund';
import { unprocessable } from '../../errors';

/** The refund that settles an order the owner cancels or marks Refunded, checked before the order moves. */
export interface CloseRefund {
  method: RefundMethod;
  amountPaise: number;
  payment: PaymentRow | null;
  /** Goods the owner marks as back from a shipped order (an unshipped order's come back with its status). */
  putBack: RestockedLine[];
  reason: string;
}

/**
 * What goes back when the owner cancels a paid order or marks it Refunded while some of its money has
 * not: every refund or cancellation after invoicing must come with a credit note, so money going back
 * outside the provider is recorded as a refund too (decision 015, section 7). Cancelling gives
 * back everything still paid, and the owner must say how: through the payment provider (what a
 * customer expects of a prepaid order) or outside the shop. Refunded records money returned outside the
 * shop: all that is still unrefunded, or the amount the owner gives. Null when nothing is owed (unpaid,
 * or every rupee refunded or on its way back). Runs under the order's lock, before the status moves,
 * so a refusal changes nothing.
 */
export async function planCloseRefund(tx: Db, ctx: AppContext, locked: { order: OrderRow; lines: OrderLineRow[] }, input: OrderStatusInput): Promise<CloseRefund | null> {
  const { order, lines } = locked;
  if (input.status !== 'cancelled' && input.status !== 'refunded') return null;
  const totals = await orderRefundTotals(tx, order.id);
  const owed = totals.paidPaise - totals.activePaise;
  if (owed <= 0) {
    if (input.refundAmountPaise !== undefined || input.restock.length) {
      throw unprocessable(`Nothing of order #${order.id} is left to refund: it was not paid, or all of it has been refunded.`, 'refundAmountPaise');
    }
    return null;
  }
  const problem = restockProblem(input.restock, restockableByLine(order, lines, await listOrderRefunds(tx, order.id)));
  if (problem) throw unprocessable(problem, 'restock');
  const method = input.status === 'refunded' ? 'manual' : input.refundMethod;
  if (!method) {
    throw unprocessable(
      `The customer paid ${formatINR(owed)} for order #${order.id} that has not been refunded. Choose how it goes back: through the payment provider, or returned outside the shop.`,
      'refundMethod',
    );
  }
  const paid = (await listOrderPayments(tx, order.id)).filter((p) => p.status === 'paid');
  const byProvider = paid.filter((p) => p.provider === ctx.payments.name && p.providerPaymentId);
  if (method === 'provider' && !byProvider.length) {
    throw unprocessable(`Order #${order.id} was not paid through ${ctx.payments.name}; record the money as returned outside the shop.`, 'refundMethod');
  }
  return {
    method,
    amountPaise: input.refundAmountPaise ?? owed,
    // Outside the shop, the money is still the payment's (it leaves less for the provider to refund); cash on delivery has none.
    payment: (method === 'provider' ? byProvider : paid).at(-1) ?? null,
    putBack: input.restock,
    reason: input.note || (input.status === 'cancelled' ? 'Order cancelled' : ''),
  };
}

/**
 * Writes the planned refund after the order has moved (same transaction, order still locked). `returned`
 * are the goods the move itself put back (an unshipped order's), recorded with the refund so its credit
 * note credits them first. A refund outside the shop is processed at once through applyRefundNewsInTx, the
 * provider refunds' path: the customer's email, the order's closing and the credit note, once. A
 * provider refund is left pending for the caller to send after the commit.
 */
export async function recordCloseRefund(tx: Db, ctx: AppContext, orderId: number, plan: CloseRefund, returned: RestockedLine[], actor: string): Promise<RefundRow> {
  const written = await writeRefund(
    tx,
    {
      orderId,
      method: plan.method,
      idempotencyKey: `${plan.method}-${orderId}-${randomUUID()}`,
      amountPaise: plan.amountPaise,
      reason: plan.reason,
      restocked: [...returned, ...plan.putBack],
      actor,
    },
    plan.payment,
  );
  const locked = (await lockOrder(tx, orderId))!;
  await putBack(tx, locked.lines, plan.putBack, actor);
  if (plan.method === 'provider') return written;
  return (await applyRefundNewsInTx(tx, ctx, locked, written, { status: 'processed', providerRefundId: null }, actor)).refund;
}
