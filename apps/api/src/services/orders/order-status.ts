import type { AdminOrderDetail, OrderStatusInput } from '@canino/shared';
import type { AppContext } from '../../context';
import { conflict, notFound } from '../../errors';
import { adminActor } from '../staff/admin-actor';
import * as repo from '../../repositories/order-list';
import { lockOrder } from '../../repositories/orders';
import { findRefund, orderRefundTotals, type RefundRow } from '../../repositories/refunds';
import { ORDER_NOT_FOUND, getOrderDetail } from './admin-orders';
import { applyStatusChange } from './apply-status-change';
import { assertTransition } from './order-transition';
import { recordAdminChange } from '../audit/audit-log';
import { RefundRefused } from '../../ports/payment-provider';
import { askProvider } from '../refunds/refund-order';
import { planCloseRefund, recordCloseRefund } from '../refunds/refund-on-close';
import { checkMayRefund } from '../refunds/refund-permission';

/**
 * The owner moves an order along paid → packed → shipped → delivered, or cancels or refunds it. Each
 * change is recorded in order_events with the admin's email and the time, under the order's lock: a
 * second admin's change waits, then finds the order moved and is refused rather than overwriting it.
 * Cancelling or marking Refunded an order with money still paid records the refund that settles it in the
 * same transaction (refund-on-close.ts), with its credit note; a refund through the provider is sent
 * after the commit, like any other (refund-order.ts).
 */
export async function changeOrderStatus(
  ctx: AppContext,
  adminId: number,
  orderId: number,
  input: OrderStatusInput,
): Promise<{ detail: AdminOrderDetail; refund: RefundRow | null }> {
  const actor = await adminActor(ctx, adminId);
  const done = await ctx.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, orderId);
    const row = locked && (await repo.findOrder(tx, orderId));
    if (!locked || !row) throw notFound(ORDER_NOT_FOUND);
    const { order } = locked;
    const totals = await orderRefundTotals(tx, order.id);
    assertTransition('set status', order.status, input.status, { ...order, unrefundedPaise: totals.paidPaise - totals.activePaise }, 'status');
    const plan = await planCloseRefund(tx, ctx, locked, input);
    if (plan) await checkMayRefund(tx, adminId, orderId, plan.amountPaise);
    const change = await applyStatusChange(tx, ctx, {
      order,
      customerName: row.customerName,
      to: input.status,
      trackingNumber: input.trackingNumber,
      actor,
      note: input.note,
      // "Refunded" with a refund recorded: the refund's email says how much and how, once.
      email: !(plan && input.status === 'refunded'),
    });
    if (!change.moved) throw conflict('This order was changed meanwhile. Reload it to see its current status.');
    const refund = plan ? await recordCloseRefund(tx, ctx, orderId, plan, change.returned, actor) : null;
    const said = { ...(input.trackingNumber ? { trackingNumber: input.trackingNumber } : {}), ...(input.note ? { note: input.note } : {}) };
    const settled = plan && refund ? { refundId: refund.id, refundAmountPaise: refund.amountPaise, refundMethod: plan.method } : {};
    await recordAdminChange(tx, adminId, {
      entity: 'order',
      entityId: orderId,
      action: 'status',
      label: `Order #${orderId}`,
      before: { status: order.status },
      after: { status: input.status, ...said, ...settled },
    });
    return { refund, restocked: change.returned.length > 0 || (plan?.putBack.length ?? 0) > 0 };
  });
  // Stock shows on the storefront's product pages.
  if (done.restocked) ctx.catalogCache.invalidate();
  let refund = done.refund;
  if (refund?.status === 'pending') {
    try {
      refund = await askProvider(ctx, refund, actor);
    } catch (err) {
      // The order is cancelled either way; the refund reads failed (the owner retries it) or pending (asked again later).
      if (!(err instanceof RefundRefused)) ctx.log.warn({ refundId: refund.id }, 'cancellation refund left pending');
      refund = (await findRefund(ctx.db, refund.id)) ?? refund;
    }
  }
  return { detail: await getOrderDetail(ctx, orderId, adminId), refund };
}
