import { ORDER_STATUS_LABELS, formatINR, type AdminOrderDetail } from '@canino/shared';
import type { AppContext } from '../../context';
import { getShopSettings } from '../../repositories/shop-settings';
import { emailLayout, escapeHtml } from '../mail/layout';

const NEWS: Partial<Record<AdminOrderDetail['status'], (o: AdminOrderDetail) => string>> = {
  shipped: (o) => `Good news: your order #${o.id} is on its way. Tracking number: ${o.trackingNumber ?? ''}.`,
  cancelled: (o) => `Your order #${o.id} has been cancelled.`,
  refunded: (o) => `We have refunded ${formatINR(o.totalPaise)} for your order #${o.id} to your original payment method. It usually arrives within 3-5 business days.`,
};

/** Tells the customer when their order ships, is cancelled or refunded. A mail failure is logged, never undoes the change. */
export async function notifyCustomerOfStatus(ctx: AppContext, order: AdminOrderDetail): Promise<void> {
  const news = NEWS[order.status];
  if (!news) return;
  try {
    const shop = await getShopSettings(ctx.db);
    const line = news(order);
    const contact = `Questions? Reply to this email or call us on ${shop.phone}.`;
    await ctx.mailer.send({
      to: order.email,
      subject: `Your ${shop.name} order #${order.id}: ${ORDER_STATUS_LABELS[order.status]}`,
      text: [`Hello ${order.customerName},`, '', line, '', contact].join('\n'),
      html: emailLayout(shop.name, `<p>Hello ${escapeHtml(order.customerName)},</p><p>${escapeHtml(line)}</p><p>${escapeHtml(contact)}</p>`),
    });
  } catch (err) {
    ctx.log.error({ err, orderId: order.id }, 'order status email failed');
  }
}
