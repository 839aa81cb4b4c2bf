import { formatINR } from '@canino/shared';
import type { OrderLineRow, OrderRow } from '../../../repositories/orders';
import { emailLayout, escapeHtml } from '../layout';
import { orderSummaryHtml, orderSummaryText } from './order-summary';

/** To the shop: a new paid order to pack, or a paid order that cannot be filled and needs a refund. */
export function orderNoticeEmail(p: { shopName: string; order: OrderRow; lines: OrderLineRow[]; adminUrl: string; refundReason?: string }) {
  const { order } = p;
  const b = order.billing;
  const who = `${b.firstName} ${b.lastName} <${order.email}>, phone ${order.mobile}${order.customerId ? `, customer #${order.customerId}` : ', guest checkout'}`;
  const headline = p.refundReason
    ? `Refund due on order #${order.id} (${formatINR(order.totalPaise)}): ${p.refundReason}`
    : `New order #${order.id} for ${formatINR(order.totalPaise)} has been paid.`;
  const text = [headline, '', `Customer: ${who}`, '', orderSummaryText(order, p.lines), '', `Open it in the admin panel: ${p.adminUrl}`].join('\n');
  const html = emailLayout(
    p.shopName,
    `<p><strong>${escapeHtml(headline)}</strong></p>
<p>Customer: ${escapeHtml(who)}</p>
${orderSummaryHtml(order, p.lines)}
<p><a href="${escapeHtml(p.adminUrl)}">Open it in the admin panel</a></p>`,
  );
  const subject = p.refundReason ? `Refund due: order #${order.id}` : `New order #${order.id} — ${formatINR(order.totalPaise)}`;
  return { subject, text, html };
}
