import type { RefundInput } from '@canino/shared';
import type { AppContext } from '../../context';
import { conflict, notFound } from '../../errors';
import { listOrderPayments } from '../../repositories/order-list';
import { adminActor } from '../staff/admin-actor';
import { lockOrder } from '../../repositories/orders';
import { claimRefundResend, findRefundByKey, listOrderRefunds, type RefundRow } from '../../repositories/refunds';
import { ORDER_NOT_FOUND } from '../orders/admin-orders';
import { RefundRefused } from '../../ports/payment-provider';
import { applyRefundNews } from './refund-outcome';
import { checkMayRefund } from './refund-permission';
import { putBack, restockableByLine, restockProblem } from './restock';
import { recordAdminChange } from '../audit/audit-log';
import { writeRefund } from './write-refund';
import { unprocessable } from '../../errors';

/** Longer than a refund call can take (10 s, one retry): a refund unanswered for this long is asked about again. */
export const RESEND_AFTER_MS = 30_000;

/**
 * The owner refunds all or part of a paid order through the payment provider (decision 015). First, under
 * the order's lock, the refund is written as pending with the browser's idempotency key (unique): a
 * double click or a retried request finds that row and never writes a second, and only the request
 * that wrote it asks the provider. The stock the owner marks as back goes back in the same transaction.
 * Then the provider is asked, with the same key as its idempotency key, and its answer applied. When the
 * answer is lost (a timeout, a crash), a later request with the same key asks again after a pause, and
 * the provider returns the refund it already made.
 */
export async function refundOrder(ctx: AppContext, adminId: number, orderId: number, input: RefundInput): Promise<RefundRow> {
  const actor = await adminActor(ctx, adminId);
  const recorded = await ctx.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, orderId);
    if (!locked) throw notFound(ORDER_NOT_FOUND);
    const earlier = await findRefundByKey(tx, input.idempotencyKey);
    if (earlier) {
      if (earlier.orderId !== orderId || earlier.amountPaise !== input.amountPaise) {
        throw conflict('This refund request was already used for another refund. Reload the order and try again.');
      }
      return { refund: earlier, written: false, restocked: false };
    }
    const { order, lines } = locked;
    await checkMayRefund(tx, adminId, orderId, input.amountPaise);
    const paid = (await listOrderPayments(tx, orderId)).filter((p) => p.status === 'paid' && p.provider === ctx.payments.name);
    if (!order.paidAt || !paid.length) throw unprocessable(`Order #${orderId} has not been paid, so there is nothing to refund.`);
    // Marked refunded by hand: the money went back some other way.
    if (order.status === 'refunded') throw unprocessable(`Order #${orderId} is already marked refunded.`);
    const payment = input.paymentId ? paid.find((p) => p.providerPaymentId === input.paymentId) : paid.at(-1);
    if (!payment?.providerPaymentId) throw unprocessable(`That payment is not a payment of order #${orderId}.`, 'paymentId');
    const problem = restockProblem(input.restock, restockableByLine(order, lines, await listOrderRefunds(tx, orderId)));
    if (problem) throw unprocessable(problem, 'restock');
    const refund = await writeRefund(
      tx,
      { orderId, idempotencyKey: input.idempotencyKey, amountPaise: input.amountPaise, reason: input.reason, restocked: input.restock, actor },
      payment,
    );
    await recordAdminChange(tx, adminId, {
      entity: 'order',
      entityId: orderId,
      action: 'refund',
      label: `Order #${orderId}`,
      before: null,
      after: { refundId: refund.id, amountPaise: input.amountPaise, reason: input.reason, restock: input.restock },
    });
    return { refund, written: true, restocked: await putBack(tx, lines, input.restock, actor) };
  });
  // Stock shows on the storefront's product pages.
  if (recorded.restocked) ctx.catalogCache.invalidate();
  const { refund } = recorded;
  if (!recorded.written && !(await claimRefundResend(ctx.db, refund.id, RESEND_AFTER_MS))) return refund;
  return askProvider(ctx, refund, actor);
}

/**
 * Asks the provider to make a refund already written as pending (by the request that wrote it, or by one
 * that claimed a resend), and applies its answer. A refusal marks it failed and is thrown on; an unknown
 * outcome leaves it pending and is thrown on too.
 */
export async function askProvider(ctx: AppContext, refund: RefundRow, actor: string): Promise<RefundRow> {
  const payment = (await listOrderPayments(ctx.db, refund.orderId)).find((p) => p.id === refund.paymentId)!;
  try {
    const answer = await ctx.payments.refund({
      paymentId: payment.providerPaymentId!,
      amountPaise: refund.amountPaise,
      idempotencyKey: refund.idempotencyKey,
      receipt: refundReceipt(refund.id),
      notes: { shop_order_id: String(refund.orderId), shop_refund_id: String(refund.id) },
    });
    return (await applyRefundNews(ctx, refund.id, { status: answer.status, providerRefundId: answer.id }, actor)).refund;
  } catch (err) {
    if (!(err instanceof RefundRefused)) {
      // The outcome is unknown: the refund stays pending, counted against what can be refunded, until asked again.
      ctx.log.error({ err, refundId: refund.id }, 'refund call failed; its outcome is unknown');
      throw err;
    }
    await applyRefundNews(ctx, refund.id, { status: 'failed', providerRefundId: null, failureReason: err.reason }, actor);
    throw err;
  }
}

/** The shop's reference the provider keeps with the refund; its webhooks carry it back. */
const refundReceipt = (id: number) => `refund-${id}`;
export const refundIdOfReceipt = (receipt: string | null): number | null => {
  const m = receipt ? /^refund-(\d{1,9})$/.exec(receipt) : null;
  return m ? Number(m[1]) : null;
};
