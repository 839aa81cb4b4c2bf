import { ORDER_STATUS_LABELS, formatINR, productSlugPath, type AdminOrderStatus } from '@canino/shared';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { reviewableProductsOfOrder } from '../../repositories/orders';
import { getShopSettings } from '../../repositories/shop-settings';
import { emailButton, emailLayout, escapeHtml } from '../mail/layout';
import { enqueueEmail } from '../mail/enqueue-email';

/** The booked parcel, for the shipped email: who carries it and where to follow it. */
export interface ShipmentNews {
  courier: string;
  awb: string;
  trackingUrl: string;
}

interface StatusNews {
  id: number;
  email: string;
  /** The account that placed it; null for a guest. */
  customerId: number | null;
  customerName: string;
  status: AdminOrderStatus;
  trackingNumber: string | null;
  totalPaise: number;
  shipment?: ShipmentNews;
  /** The order's page: its tracking page for a guest, My Orders for a customer. */
  orderUrl: string;
  /** A cash-on-delivery order whose cash was just collected: the amount paid and its tax invoice's link. */
  cash?: { paidPaise: number; invoiceUrl: string | null };
}

const NEWS: Partial<Record<AdminOrderStatus, (o: StatusNews) => string>> = {
  shipped: (o) =>
    o.shipment
      ? `Good news: your order #${o.id} is on its way with ${o.shipment.courier}. Tracking number (AWB): ${o.shipment.awb}.`
      : `Good news: your order #${o.id} is on its way. Tracking number: ${o.trackingNumber ?? ''}.`,
  delivered: (o) => `Your order #${o.id} has been delivered. We hope your dog enjoys it! If anything is damaged or missing, please tell us today.`,
  cancelled: (o) => `Your order #${o.id} has been cancelled.`,
  refunded: (o) => `We have refunded ${formatINR(o.totalPaise)} for your order #${o.id} to your original payment method. It usually arrives within 3-5 business days.`,
};

/** Products a delivered email asks a review of: a few, so the email stays short. */
const REVIEW_ASKS = 3;

/**
 * A delivered order's invitation to review what came, each product's reviews on its page. Only a
 * customer with an account can review (the review says it is a verified purchase), so a guest's order
 * is not asked.
 */
async function reviewLinks(tx: Db, publicUrl: string, orderId: number) {
  const products = (await reviewableProductsOfOrder(tx, orderId)).slice(0, REVIEW_ASKS);
  return products.map((p) => ({ name: p.name, url: `${publicUrl}${productSlugPath(p.slug)}#reviews` }));
}

/**
 * Queues the customer's email when their order ships, is delivered, cancelled or refunded, in the transaction that
 * makes the change: the change and its email commit together, and a mail outage only delays it.
 */
export async function enqueueStatusEmail(tx: Db, ctx: AppContext, order: StatusNews): Promise<void> {
  const news = NEWS[order.status];
  if (!news) return;
  const shop = await getShopSettings(tx);
  const line = order.cash ? `${news(order)} We have received your payment of ${formatINR(order.cash.paidPaise)} in cash. Thank you!` : news(order);
  const invoice = order.cash?.invoiceUrl;
  const invoiceHtml = invoice ? `<p>Your tax invoice: <a href="${escapeHtml(invoice)}">download the PDF</a></p>` : '';
  const contact = `Questions? Reply to this email or call us on ${shop.phone}.`;
  const track = order.shipment && order.status === 'shipped' ? order.shipment.trackingUrl : undefined;
  const trackHtml = track
    ? `<p>${emailButton(track, 'Track your parcel')}</p><p style="font-size:13px;color:#555">Or open this link: <a href="${escapeHtml(track)}">${escapeHtml(track)}</a></p>`
    : '';
  const reviews = order.status === 'delivered' && order.customerId !== null ? await reviewLinks(tx, ctx.config.publicUrl, order.id) : [];
  const reviewLead = 'Once your dog has tried it, would you tell other dog parents how it went? A review takes a minute:';
  const reviewHtml = reviews.length
    ? `<p>${escapeHtml(reviewLead)}</p><ul>${reviews.map((r) => `<li><a href="${escapeHtml(r.url)}">Review ${escapeHtml(r.name)}</a></li>`).join('')}</ul>`
    : '';
  // A guest's parcel link is their order's page already.
  const page = order.orderUrl === track ? undefined : order.orderUrl;
  const pageHtml = page ? `<p>See your order and its status: <a href="${escapeHtml(page)}">${escapeHtml(page)}</a></p>` : '';
  await enqueueEmail(tx, ctx.config.publicUrl, {
    to: order.email,
    subject: `Your ${shop.name} order #${order.id}: ${ORDER_STATUS_LABELS[order.status]}`,
    text: [
      `Hello ${order.customerName},`,
      '',
      line,
      ...(track ? ['', `Track your parcel: ${track}`] : []),
      ...(invoice ? ['', `Your tax invoice (PDF): ${invoice}`] : []),
      ...(reviews.length ? ['', reviewLead, ...reviews.map((r) => `- ${r.name}: ${r.url}`)] : []),
      ...(page ? ['', `See your order and its status: ${page}`] : []),
      '',
      contact,
    ].join('\n'),
    html: emailLayout(
      shop.name,
      `<p>Hello ${escapeHtml(order.customerName)},</p><p>${escapeHtml(line)}</p>${trackHtml}${invoiceHtml}${reviewHtml}${pageHtml}<p>${escapeHtml(contact)}</p>`,
    ),
  });
}
