import { formatINR, SHOP_TIME_ZONE } from '@canino/shared';
import type { OrderLineRow, OrderRow } from '../../../repositories/orders';
import { emailLayout, escapeHtml } from '../layout';
import { orderSummaryHtml, orderSummaryText } from './order-summary';

/**
 * The order's date and time on the shop's clock: "24 Nov 2026, 3:12 pm". The formatter is made once:
 * `toLocaleString` with options builds a new one per call, about half a millisecond (decision 031).
 */
const placedOnFormat = new Intl.DateTimeFormat('en-IN', { timeZone: SHOP_TIME_ZONE, day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });
const placedOn = (at: Date) => placedOnFormat.format(at);

/** To the customer once the payment is verified. */
export function orderConfirmationEmail(p: {
  shopName: string;
  order: OrderRow;
  lines: OrderLineRow[];
  ordersUrl: string;
  /** The tax invoice's link, which opens without an account (a guest's only way to it). The number is in the PDF. */
  invoiceUrl?: string;
}) {
  const { order, invoiceUrl } = p;
  const intro =
    order.paymentMethod === 'cod'
      ? `Thank you for your order! Order #${order.id} is confirmed and we are getting it ready. Please keep ${formatINR(order.totalPaise)} ready to pay in cash on delivery.`
      : `Thank you for your order! We have received your payment for order #${order.id} and are getting it ready.`;
  const placed = `Order #${order.id}, placed on ${placedOn(order.createdAt)}`;
  const text = [
    `Hello ${order.billing.firstName},`,
    '',
    intro,
    '',
    placed,
    '',
    orderSummaryText(order, p.lines),
    '',
    ...(invoiceUrl ? [`Your tax invoice (PDF): ${invoiceUrl}`, ''] : []),
    `See your order and its status at any time: ${p.ordersUrl}`,
    '',
    `— ${p.shopName}`,
  ].join('\n');
  const html = emailLayout(
    p.shopName,
    `<p>Hello ${escapeHtml(order.billing.firstName)},</p>
<p>${escapeHtml(intro)}</p>
<p style="margin:0;color:#555;font-size:14px">${escapeHtml(placed)}</p>
${orderSummaryHtml(order, p.lines)}
${invoiceUrl ? `<p>Your tax invoice: <a href="${escapeHtml(invoiceUrl)}">download the PDF</a></p>` : ''}
<p>See your order and its status at any time: <a href="${escapeHtml(p.ordersUrl)}">${escapeHtml(p.ordersUrl)}</a></p>`,
  );
  return { subject: `Your ${p.shopName} order #${order.id} is confirmed`, text, html };
}
