import { REFUND_METHOD_LABELS, formatINR, type RefundMethod } from '@canino/shared';
import type { OrderRow } from '../../../repositories/orders';
import type { CreditNoteLinks } from '../../invoices/credit-note-links';
import { emailLayout, escapeHtml } from '../layout';

/** The credit note's lines of an email, as text and as HTML with the links clickable. */
function creditNoteLines(note: CreditNoteLinks): { text: string[]; html: string } {
  const link = (label: string, url: string) => ({ text: `${label}: ${url}`, html: `<p>${escapeHtml(label)}: <a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>` });
  const parts = [
    link(`Your GST credit note ${note.number} for this refund (PDF)`, note.noteUrl),
    ...(note.invoiceUrl ? [link('The tax invoice it corrects (PDF)', note.invoiceUrl)] : []),
  ];
  return { text: parts.map((p) => p.text), html: parts.map((p) => p.html).join('') };
}

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
  /** Issued with the refund (a processed refund of an invoiced order). */
  creditNote?: CreditNoteLinks;
}) {
  const { order } = p;
  const note = p.creditNote ? creditNoteLines(p.creditNote) : { text: [], html: '' };
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
  const text = [`Hello ${order.billing.firstName},`, '', ...lines, ...(note.text.length ? ['', ...note.text] : []), '', page, '', contact, '', `— ${p.shopName}`].join('\n');
  const html = emailLayout(
    p.shopName,
    `<p>Hello ${escapeHtml(order.billing.firstName)},</p>${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}${note.html}<p>See your order and its refunds: <a href="${escapeHtml(p.orderUrl)}">${escapeHtml(p.orderUrl)}</a></p><p>${escapeHtml(contact)}</p>`,
  );
  return { subject: `Your ${p.shopName} order #${order.id}: ${formatINR(p.amountPaise)} refunded`, text, html };
}

/** To the customer when a refund they were told of earlier is processed and its credit note issued. */
export function creditNoteIssuedEmail(p: { shopName: string; order: OrderRow; amountPaise: number; creditNote: CreditNoteLinks }) {
  const { order } = p;
  const note = creditNoteLines(p.creditNote);
  const lead = `Your refund of ${formatINR(p.amountPaise)} for order #${order.id} has been processed, and we have issued its GST credit note.`;
  const text = [`Hello ${order.billing.firstName},`, '', lead, '', ...note.text, '', `— ${p.shopName}`].join('\n');
  const html = emailLayout(p.shopName, `<p>Hello ${escapeHtml(order.billing.firstName)},</p><p>${escapeHtml(lead)}</p>${note.html}`);
  return { subject: `Your ${p.shopName} order #${order.id}: credit note ${p.creditNote.number}`, text, html };
}
