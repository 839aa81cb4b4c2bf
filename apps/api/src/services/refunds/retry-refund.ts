import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import { listOrderPayments } from '../../repositories/order-list';
import { lockOrder } from '../../repositories/orders';
import { claimRefundResend, findRetryOf, lockRefund, type RefundRow } from '../../repositories/refunds';
import { adminActor } from '../staff/admin-actor';
import { recordAdminChange } from '../audit/audit-log';
import { ORDER_NOT_FOUND } from '../orders/admin-orders';
import { askProvider, RESEND_AFTER_MS } from './refund-order';
import { checkMayRefund } from './refund-permission';
import { writeRefund } from './write-refund';
import { unprocessable } from '../../errors';

const NO_REFUND = 'This refund does not exist';

/**
 * The provider's idempotency key of a failed refund's retry. Unique by its random part, not by the failed
 * refund's id alone: refund ids start again in another database (a demo reset, staging) on the same
 * provider account, where `retry-of-refund-5` could name another shop's refund. One retry per failed
 * refund is kept by the order's lock and the unique `retry_of`, not by the key.
 */
const retryKey = (failedId: number) => `retry-of-refund-${failedId}-${randomUUID()}`;

/**
 * The owner's "Try again" on a refund from the order page. A failed refund (the provider said no) gets a
 * new refund of the same amount and payment that names it (`retry_of`: one retry each, so a double click
 * or a repeated request finds it and makes no second); once processed, its credit note credits the goods
 * the failed one put back. It passes writeRefund like every refund, so it never gives back more than is
 * still unrefunded. A pending refund the provider never answered is asked about again, after the pause,
 * with its own key (the provider returns the refund it may already have made). Nothing else can be tried
 * again.
 */
export async function retryRefund(ctx: AppContext, adminId: number, orderId: number, refundId: number): Promise<RefundRow> {
  const actor = await adminActor(ctx, adminId);
  const recorded = await ctx.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, orderId);
    if (!locked) throw notFound(ORDER_NOT_FOUND);
    const tried = await lockRefund(tx, refundId);
    if (!tried || tried.orderId !== orderId) throw notFound(NO_REFUND);
    const earlier = await findRetryOf(tx, refundId);
    if (earlier) return { refund: earlier, written: false };
    if (tried.status === 'pending' && tried.providerRefundId === null && tried.method === 'provider') return { refund: tried, written: false };
    if (tried.status !== 'failed') throw unprocessable('Only a failed refund, or one the payment provider has not answered, can be tried again.');
    if (locked.order.status === 'refunded') throw unprocessable(`Order #${orderId} is already marked refunded.`);
    await checkMayRefund(tx, adminId, orderId, tried.amountPaise);
    const payment = (await listOrderPayments(tx, orderId)).find((p) => p.id === tried.paymentId && p.provider === ctx.payments.name);
    if (!payment) throw unprocessable(`That refund's payment was not made through ${ctx.payments.name}.`);
    const refund = await writeRefund(
      tx,
      { orderId, idempotencyKey: retryKey(refundId), amountPaise: tried.amountPaise, reason: tried.reason, restocked: [], actor, retryOf: tried.id },
      payment,
    );
    await recordAdminChange(tx, adminId, {
      entity: 'order',
      entityId: orderId,
      action: 'refund_retry',
      label: `Order #${orderId}`,
      before: null,
      after: { refundId: refund.id, retryOf: tried.id, amountPaise: refund.amountPaise },
    });
    return { refund, written: true };
  });
  const { refund } = recorded;
  if (!recorded.written && !(refund.status === 'pending' && (await claimRefundResend(ctx.db, refund.id, RESEND_AFTER_MS)))) return refund;
  return askProvider(ctx, refund, actor);
}
