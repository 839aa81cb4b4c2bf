import type { AdminOrderStatus } from '@canino/shared';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import type { RestockedLine } from '../../db/schema';
import { moveOrderStatus } from '../../repositories/order-list';
import type { OrderRow } from '../../repositories/orders';
import { enqueueStatusEmail, type ShipmentNews } from './order-status-email';
import { returnStockIfUnshipped } from './order-stock';
import { scheduleRefills } from '../refills/schedule-refills';
import { codOrderConfirmed } from './cod-confirmation';
import { orderPageUrl } from './order-links';
import { enqueueStatusUpdate } from '../whatsapp/order-updates';

export interface StatusChange {
  order: OrderRow;
  customerName: string;
  to: AdminOrderStatus;
  /** `admin:owner@…` or `carrier:shiprocket`: who moved it, for the order's history. */
  actor: string;
  note: string;
  trackingNumber?: string;
  /** The courier and tracking link, when the order ships with a booked shipment. */
  shipment?: ShipmentNews;
  /** False when a refund recorded with the change emails the customer instead (it names the amount and how). */
  email?: boolean;
}

/**
 * Every status change of a paid order goes through here, in the caller's transaction, whoever makes it
 * (the owner, or a carrier's tracking event): the compare-and-set move with its history row, the
 * customer's email, and the stock of goods that never left. Side effects of a status (emails, reminders,
 * review requests) belong here, so they happen the same however the change was recorded.
 * Returns false for `moved` when the order had meanwhile left `change.order.status`, and the order lines
 * whose goods came back (`returned`).
 */
export async function applyStatusChange(tx: Db, ctx: AppContext, change: StatusChange): Promise<{ moved: boolean; returned: RestockedLine[] }> {
  const { order, to } = change;
  const moved = await moveOrderStatus(tx, {
    orderId: order.id,
    from: order.status,
    to,
    trackingNumber: to === 'shipped' ? change.trackingNumber : undefined,
    actor: change.actor,
    note: change.note,
  });
  if (!moved) return { moved: false, returned: [] };
  if (change.email !== false)
    await enqueueStatusEmail(tx, ctx, {
      id: order.id,
      email: order.email,
      customerId: order.customerId,
      customerName: change.customerName || order.email,
      status: to,
      trackingNumber: (to === 'shipped' && change.trackingNumber) || order.trackingNumber,
      totalPaise: order.totalPaise,
      shipment: change.shipment,
      orderUrl: orderPageUrl(ctx.config.publicUrl, order),
    });
  if (change.email !== false) await enqueueStatusUpdate(tx, ctx, order, to, change.shipment);
  // Confirmed by the shopper or on the owner's call: the confirmation placing an order sends when no confirmation is asked.
  if (to === 'cod_confirmed') await codOrderConfirmed(tx, ctx, order);
  // A delivery starts the clock on its dosage products: when they run out, and the refill reminder.
  if (to === 'delivered') await scheduleRefills(tx, ctx, order.id, ctx.now());
  return { moved: true, returned: await returnStockIfUnshipped(tx, order, to, change.actor) };
}
