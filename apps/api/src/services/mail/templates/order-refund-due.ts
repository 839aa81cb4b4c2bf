import type { OrderLineRow, OrderRow } from '../../../repositories/orders';
import { emailLayout, escapeHtml } from '../layout';
import { orderSummaryHtml, orderSummaryText } from './order-summary';

/** To the customer whose payment arrived for an order that can no longer be filled. */
export function orderRefundDueEmail(p: { shopName: string; order: OrderRow; lines: OrderLineRow[]; explanation: string }) {
  const { order } = p;
  const sorry = 'We are sorry for the trouble. If you have any questions, just reply to this email.';
  const text = [`Hello ${order.billing.firstName},`, '', p.explanation, '', orderSummaryText(order, p.lines), '', sorry, '', `— ${p.shopName}`].join('\n');
  const html = emailLayout(
    p.shopName,
    `<p>Hello ${escapeHtml(order.billing.firstName)},</p>
<p>${escapeHtml(p.explanation)}</p>
${orderSummaryHtml(order, p.lines)}
<p>${escapeHtml(sorry)}</p>`,
  );
  return { subject: `Your ${p.shopName} order #${order.id}: a full refund is on its way`, text, html };
}
