import { ORDER_STATUS_LABELS, formatINR, type AdminOrderStatus } from '@canino/shared';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { getShopSettings } from '../../repositories/shop-settings';
import { emailLayout, escapeHtml } from '../mail/layout';
import { enqueueEmail } from '../mail/enqueue-email';

interface StatusNews {
  id: number;
  email: string;
  customerName: string;
  status: AdminOrderStatus;
  trackingNumber: string | null;
  totalPaise: number;
}

const NEWS: Partial<Record<AdminOrderStatus, (o: StatusNews) => string>> = {
  shipped: (o) => `Good news: your order #${o.id} is on its way. Tracking number: ${o.trackingNumber ?? ''}.`,
  cancelled: (o) => `Your order #${o.id} has been cancelled.`,
  refunded: (o) => `We have refunded ${formatINR(o.totalPaise)} for your order #${o.id} to your original payment method. It usually arrives within 3-5 business days.`,
};

/**
 * Queues the customer's email when their order ships, is cancelled or refunded, in the transaction that
 * makes the change: the change and its email commit together, and a mail outage only delays it.
 */
export async function enqueueStatusEmail(tx: Db, ctx: AppContext, order: StatusNews): Promise<void> {
  const news = NEWS[order.status];
  if (!news) return;
  const shop = await getShopSettings(tx);
  const line = news(order);
  const contact = `Questions? Reply to this email or call us on ${shop.phone}.`;
  await enqueueEmail(tx, ctx.config.publicUrl, {
    to: order.email,
    subject: `Your ${shop.name} order #${order.id}: ${ORDER_STATUS_LABELS[order.status]}`,
    text: [`Hello ${order.customerName},`, '', line, '', contact].join('\n'),
    html: emailLayout(shop.name, `<p>Hello ${escapeHtml(order.customerName)},</p><p>${escapeHtml(line)}</p><p>${escapeHtml(contact)}</p>`),
  });
}
