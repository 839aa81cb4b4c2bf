import type { AdminOrderDetail } from '@canino/shared';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import { adminActor } from '../staff/admin-actor';
import { lockOrder, recordOrderChange } from '../../repositories/orders';
import { issueInvoice } from '../invoices/issue-invoice';
import { getOrderDetail, ORDER_NOT_FOUND } from './admin-orders';
import { recordAdminChange } from '../audit/audit-log';
import { invoiceLink } from '../invoices/invoice-access';
import { orderPageUrl } from './order-links';
import { scheduleRefills } from '../refills/schedule-refills';
import { enqueueStatusEmail } from './order-status-email';
import { assertTransition } from './order-transition';
import { enqueueStatusUpdate } from '../whatsapp/order-updates';

/**
 * The owner records that the courier collected a COD order's cash: the order is paid (paid_at) and
 * delivered, an event names the admin, and its tax invoice is issued as a paid online order's is, all
 * in one transaction under the order's lock, so a double click records it once.
 */
export async function markCodCollected(ctx: AppContext, adminId: number, orderId: number, note: string): Promise<AdminOrderDetail> {
  const actor = await adminActor(ctx, adminId);
  await ctx.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, orderId);
    if (!locked) throw notFound(ORDER_NOT_FOUND);
    const { order } = locked;
    assertTransition('collect cash', order.status, 'delivered', order);
    const now = ctx.now();
    await recordOrderChange(tx, {
      orderId,
      patch: { status: 'delivered', paidAt: now },
      event: {
        fromStatus: order.status,
        toStatus: 'delivered',
        actor,
        note: ['Cash collected on delivery', note].filter(Boolean).join(': '),
      },
    });
    await recordAdminChange(tx, adminId, {
      entity: 'order',
      entityId: orderId,
      action: 'cod_collected',
      label: `Order #${orderId}`,
      before: { status: order.status, paidAt: null },
      after: { status: 'delivered', paidAt: now, ...(note ? { note } : {}) },
    });
    const invoice = await issueInvoice(tx, orderId, now);
    // The customer hears that the order arrived and gets the invoice, as a paid online order's confirmation carries it.
    await enqueueStatusEmail(tx, ctx, {
      id: order.id,
      email: order.email,
      customerId: order.customerId,
      customerName: `${order.billing.firstName} ${order.billing.lastName}`.trim(),
      status: 'delivered',
      trackingNumber: order.trackingNumber,
      totalPaise: order.totalPaise,
      orderUrl: orderPageUrl(ctx.config.publicUrl, order),
      cash: { paidPaise: order.totalPaise, invoiceUrl: invoice ? invoiceLink(ctx.config.publicUrl, { orderId, accessToken: invoice.accessToken }) : null },
    });
    await enqueueStatusUpdate(tx, ctx, order, 'delivered');
    // A delivery starts the clock on its dosage products, as any other delivery does.
    if (order.status !== 'delivered') await scheduleRefills(tx, ctx, orderId, now);
  });
  return getOrderDetail(ctx, orderId, adminId);
}
