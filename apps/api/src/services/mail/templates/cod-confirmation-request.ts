import { formatINR } from '@canino/shared';
import type { OrderLineRow, OrderRow } from '../../../repositories/orders';
import { emailButton, emailLayout, escapeHtml } from '../layout';
import { orderSummaryHtml, orderSummaryText } from './order-summary';

/**
 * To the shopper who chose Cash on Delivery: confirm the order before it ships, or cancel it (decision 063).
 * Both links open a page whose button makes the answer, so a mail scanner that follows links answers nothing.
 */
export function codConfirmationRequestEmail(p: { shopName: string; order: OrderRow; lines: OrderLineRow[]; confirmUrl: string; cancelUrl: string; hours: number }) {
  const { order } = p;
  const ask = `Please confirm your Cash on Delivery order #${order.id} so we can ship it. You will pay ${formatINR(order.totalPaise)} in cash when it arrives. If we hear nothing within ${p.hours} hours, the order is cancelled.`;
  const text = [
    `Hello ${order.billing.firstName},`,
    '',
    ask,
    '',
    `Confirm the order: ${p.confirmUrl}`,
    `Cancel it: ${p.cancelUrl}`,
    '',
    orderSummaryText(order, p.lines),
    '',
    `— ${p.shopName}`,
  ].join('\n');
  const html = emailLayout(
    p.shopName,
    `<p>Hello ${escapeHtml(order.billing.firstName)},</p>
<p>${escapeHtml(ask)}</p>
<p>${emailButton(p.confirmUrl, 'Confirm my order')}</p>
<p><a href="${escapeHtml(p.cancelUrl)}">Cancel the order</a></p>
${orderSummaryHtml(order, p.lines)}`,
  );
  return { subject: `Please confirm your order #${order.id}`, text, html };
}
