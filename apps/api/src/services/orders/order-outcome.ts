import { formatINR, ORDER_STATUS_LABELS, SALE_STATUSES, SHOP_TIME_ZONE, type CreateOrderResult } from '@canino/shared';
import type { OrderRow } from '../../repositories/orders';
import type { RefundRow } from '../../repositories/refunds';

/** What the customer's message needs of an order's refunds. */
export type RefundFact = Pick<RefundRow, 'amountPaise' | 'status' | 'method' | 'processedAt'>;

/** Where an order stands with respect to its payment, whatever its exact status. */
export type PaymentStanding = 'paid' | 'refund_due' | 'failed' | 'pending' | 'closed';

export function paymentStanding(order: OrderRow): PaymentStanding {
  if (SALE_STATUSES.includes(order.status)) return 'paid';
  if (order.status === 'pending_payment') return 'pending';
  // Expired is unpaid too: a payment that still arrives for it (a window opened just before the
  // deadline) is verified and taken like a retry, never lost.
  if (order.status === 'payment_failed' || order.status === 'expired') return 'failed';
  // Cancelled after the money arrived (sold out meanwhile): the customer is owed a refund.
  if (order.status === 'cancelled' && order.paidAt) return 'refund_due';
  return 'closed';
}

/**
 * A sentence for the customer about where the order stands and what happens next. A cancelled paid order
 * says what came of its money once a refund is under way (the refunds given are the order's; those left
 * out, as where the order has just been placed or settled, are taken to be none).
 */
export function statusMessage(order: OrderRow, refunds: readonly RefundFact[] = []): string {
  const n = `order #${order.id}`;
  switch (order.status) {
    case 'pending_payment':
      return `We have not received the payment for ${n} yet.`;
    case 'payment_failed':
      // One thing the customer can act on; nobody from the shop calls about an unpaid order.
      return `The payment for ${n} did not go through, so it is saved as unpaid: you can try again now${order.customerId === null ? '' : ', or later from My Orders'}.`;
    case 'paid':
      return `Thank you! We have received your payment for ${n} and are preparing it. A confirmation is on its way to ${order.email}.`;
    case 'cod_awaiting_confirmation':
      return `Thank you! Please confirm your ${n} with the link or WhatsApp message we have sent, so we can ship it: unconfirmed Cash on Delivery orders are cancelled after a day. You will pay ${formatINR(order.totalPaise)} in cash on delivery.`;
    case 'cod_confirmed':
      return `Thank you! Your ${n} is confirmed and we are preparing it. Please keep ${formatINR(order.totalPaise)} ready to pay in cash on delivery. A confirmation is on its way to ${order.email}.`;
    case 'packed':
      return `Your ${n} is packed and will be handed to the courier soon.`;
    case 'shipped':
      return order.trackingNumber ? `Your ${n} is on its way. Tracking number: ${order.trackingNumber}.` : `Your ${n} is on its way.`;
    case 'out_for_delivery':
      return `Your ${n} is out for delivery and should reach you today.`;
    case 'delivered':
      return `Your ${n} has been delivered. We hope your dog enjoys it!`;
    case 'refunded':
      return `${capitalise(n)} has been refunded to your original payment method.`;
    case 'expired':
      return `The time to pay for ${n} has run out, so it can no longer be paid. Nothing was charged for it; you are welcome to place a new order.`;
    case 'cancelled':
      if (!order.paidAt) return `${capitalise(n)} has been cancelled.`;
      if (refunds.some((r) => r.status !== 'failed')) return cancelledAndRefunded(order, refunds);
      return `${order.soldOutProductName ? `We received your payment, but ${order.soldOutProductName} sold out before it was confirmed.` : `We received your payment, but ${n} could not be filled.`} ${capitalise(n)} is cancelled and the full ${formatINR(order.totalPaise)} will be refunded to your original payment method within 3-5 business days.`;
  }
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Made once: `toLocaleDateString` with options builds a new formatter per call (about half a millisecond). */
const onDayFormat = new Intl.DateTimeFormat('en-IN', { timeZone: SHOP_TIME_ZONE, day: 'numeric', month: 'long', year: 'numeric' });
const onDay = (at: Date) => onDayFormat.format(at);

/** "Order #12 was cancelled and ₹1,373.00 was refunded to your original payment method on 24 November 2026." */
function cancelledAndRefunded(order: OrderRow, refunds: readonly RefundFact[]): string {
  const given = refunds.filter((r) => r.status !== 'failed');
  const amount = formatINR(given.reduce((sum, r) => sum + r.amountPaise, 0));
  // Money returned outside the shop (cash, a bank transfer) did not go back to the payment method.
  const to = given.every((r) => r.method === 'provider') ? ' to your original payment method' : '';
  const why = order.soldOutProductName ? `We received your payment, but ${order.soldOutProductName} sold out before it was confirmed. ` : '';
  const what = `${why}Order #${order.id} was cancelled and ${amount}`;
  const processed = given.filter((r) => r.status === 'processed');
  if (processed.length < given.length) return `${what} is being refunded${to}; it usually arrives within 3-5 business days.`;
  const last = processed.reduce<Date | null>((at, r) => (r.processedAt && (!at || r.processedAt > at) ? r.processedAt : at), null);
  return `${what} was refunded${to}${last ? ` on ${onDay(last)}` : ''}.`;
}

/** create_order's answer: status 1 only for a paid order. */
export function createOrderResult(order: OrderRow): CreateOrderResult {
  const standing = paymentStanding(order);
  const paymentStatus = standing === 'paid' || standing === 'refund_due' ? 'paid' : standing === 'failed' ? 'failed' : standing === 'pending' ? 'created' : null;
  return {
    status: standing === 'paid' ? 1 : 0,
    message: statusMessage(order),
    data: { orderId: order.id, orderStatus: order.status, paymentStatus },
  };
}

export const statusLabel = (order: Pick<OrderRow, 'status'>) => ORDER_STATUS_LABELS[order.status];
