import { ORDER_STATUS_LABELS, nextOrderStatuses, type AdminOrderDetail, type OrderStatusInput } from '@canino/shared';
import type { AppContext } from '../../context';
import { AppError, conflict, notFound } from '../../errors';
import { adminActor } from './admin-actor';
import * as repo from '../../repositories/admin-orders';
import { ORDER_NOT_FOUND, getOrderDetail } from './orders';
import { applyStatusChange } from '../orders/apply-status-change';

/**
 * The owner moves an order along paid → packed → shipped → delivered, or cancels or refunds it. Each
 * change is recorded in order_events with the admin's email and the time; a change that races another
 * (a second admin, a payment webhook) is refused rather than overwriting it.
 */
export async function changeOrderStatus(ctx: AppContext, adminId: number, orderId: number, input: OrderStatusInput): Promise<AdminOrderDetail> {
  const row = await repo.findOrder(ctx.db, orderId);
  if (!row) throw notFound(ORDER_NOT_FOUND);
  const { order } = row;
  const allowed = nextOrderStatuses(order.status, order.paidAt !== null);
  if (!allowed.includes(input.status)) {
    const message = `An order that is "${ORDER_STATUS_LABELS[order.status]}" cannot be marked "${ORDER_STATUS_LABELS[input.status]}"`;
    throw new AppError('UNPROCESSABLE', message, { status: message });
  }
  const actor = await adminActor(ctx, adminId);
  const restocked = await ctx.db.transaction(async (tx) => {
    const change = await applyStatusChange(tx, ctx, {
      order,
      customerName: row.customerName,
      to: input.status,
      trackingNumber: input.trackingNumber,
      actor,
      note: input.note,
    });
    if (!change.moved) throw conflict('This order was changed meanwhile. Reload it to see its current status.');
    return change.restocked;
  });
  // Stock shows on the storefront's product pages.
  if (restocked) ctx.catalogCache.invalidate();
  return getOrderDetail(ctx, orderId);
}
