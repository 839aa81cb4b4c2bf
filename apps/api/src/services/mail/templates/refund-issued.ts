import { formatINR } from '@canino/shared';
import type { OrderRow } from '../../../repositories/orders';
import { emailLayout, escapeHtml } from '../layout';

/** To the customer when money for their order is on its way back; one per refund. */
export function refundIssuedEmail(p: { shopName: string; phone: string; order: OrderRow; amountPaise: number; refundedInAllPaise: number; reason: string }) {
  const { order } = p;
  const whole = p.refundedInAllPaise >= order.totalPaise;
  const lines = [
    `We have refunded ${formatINR(p.amountPaise)} for your order #${order.id} to your original payment method.`,
    whole ? 'This is the full amount you paid for the order.' : `In all, ${formatINR(p.refundedInAllPaise)} of the ${formatINR(order.totalPaise)} you paid has been refunded.`,
    ...(p.reason ? [`Reason: ${p.reason}`] : []),
    'Banks usually show it within 5-7 business days.',
  ];
  const contact = `Questions? Reply to this email or call us on ${p.phone}.`;
  const text = [`Hello ${order.billing.firstName},`, '', ...lines, '', contact, '', `— ${p.shopName}`].join('\n');
  const html = emailLayout(
    p.shopName,
    `<p>Hello ${escapeHtml(order.billing.firstName)},</p>${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}<p>${escapeHtml(contact)}</p>`,
  );
  return { subject: `Your ${p.shopName} order #${order.id}: ${formatINR(p.amountPaise)} refunded`, text, html };
}
