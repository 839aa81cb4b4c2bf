import { formatINR, payNowOffer } from '@canino/shared';
import type { OrderLineRow, OrderRow } from '../../../repositories/orders';
import { emailButton, emailLayout, escapeHtml } from '../layout';
import { orderSummaryHtml, orderSummaryText } from './order-summary';

/**
 * To the shopper who chose Cash on Delivery: confirm the order before it ships, or cancel it (decision 063).
 * Both links open a page whose button makes the answer, so a mail scanner that follows links answers nothing.
 */
export function codConfirmationRequestEmail(p: {
  shopName: string;
  order: OrderRow;
  lines: OrderLineRow[];
  confirmUrl: string;
  cancelUrl: string;
  /** The same page, where "Pay now instead" is offered. */
  payUrl: string;
  hours: number;
}) {
  const { order } = p;
  const ask = `Please confirm your Cash on Delivery order #${order.id} so we can ship it. You will pay ${formatINR(order.totalPaise)} in cash when it arrives. If we hear nothing within ${p.hours} hours, the order is cancelled.`;
  const offer = payNowOffer(order);
  const payInstead =
    offer && `Or pay ${formatINR(offer.amountPaise)} online now instead${offer.savePaise > 0 ? ` and save the ${formatINR(offer.savePaise)} Cash on Delivery fee` : ''}`;
  const text = [
    `Hello ${order.billing.firstName},`,
    '',
    ask,
    '',
    `Confirm the order: ${p.confirmUrl}`,
    `Cancel it: ${p.cancelUrl}`,
    ...(payInstead ? [`${payInstead}: ${p.payUrl}`] : []),
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
${payInstead ? `<p><a href="${escapeHtml(p.payUrl)}">${escapeHtml(payInstead)}</a></p>\n` : ''}${orderSummaryHtml(order, p.lines)}`,
  );
  return { subject: `Please confirm your order #${order.id}`, text, html };
}
