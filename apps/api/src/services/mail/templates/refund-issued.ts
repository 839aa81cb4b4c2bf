import { REFUND_METHOD_LABELS, formatINR, type RefundMethod } from '@canino/shared';
import type { OrderRow } from '../../../repositories/orders';
import { emailLayout, escapeHtml } from '../layout';

/** To the customer when money for their order is on its way back; one per refund. */
export function refundIssuedEmail(p: {
  shopName: string;
  phone: string;
  order: OrderRow;
  amountPaise: number;
  refundedInAllPaise: number;
  reason: string;
  method: RefundMethod;
  orderUrl: string;
}) {
  const { order } = p;
  const whole = p.refundedInAllPaise >= order.totalPaise;
  const lines = [
    p.method === 'manual'
      ? `We have refunded ${formatINR(p.amountPaise)} for your order #${order.id} directly to you, outside our online payment.`
      : `We have refunded ${formatINR(p.amountPaise)} for your order #${order.id} ${REFUND_METHOD_LABELS.provider}.`,
    whole ? 'This is the full amount you paid for the order.' : `In all, ${formatINR(p.refundedInAllPaise)} of the ${formatINR(order.totalPaise)} you paid has been refunded.`,
    ...(p.reason ? [`Reason: ${p.reason}`] : []),
    ...(p.method === 'provider' ? ['Banks usually show it within 5-7 business days.'] : []),
  ];
  const contact = `Questions? Reply to this email or call us on ${p.phone}.`;
  const page = `See your order and its refunds: ${p.orderUrl}`;
  const text = [`Hello ${order.billing.firstName},`, '', ...lines, '', page, '', contact, '', `— ${p.shopName}`].join('\n');
  const html = emailLayout(
    p.shopName,
    `<p>Hello ${escapeHtml(order.billing.firstName)},</p>${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}<p>See your order and its refunds: <a href="${escapeHtml(p.orderUrl)}">${escapeHtml(p.orderUrl)}</a></p><p>${escapeHtml(contact)}</p>`,
  );
  return { subject: `Your ${p.shopName} order #${order.id}: ${formatINR(p.amountPaise)} refunded`, text, html };
}
