import { emailLayout, escapeHtml } from '../layout';

export interface RecallNotice {
  shopName: string;
  customerName: string;
  batchNo: string;
  orderId: number;
  /** The order's date as the shopper reads it, "12 Oct 2026". */
  placedOn: string;
  /** The order's lines that held packs of the batch, and how many packs each still has. */
  lines: { productName: string; sizeLabel: string | null; packs: number }[];
  /** The owner's own words for this recall, when given. */
  message?: string;
  care: { phone: string; email: string; address: string };
}

const packs = (n: number) => `${n} ${n === 1 ? 'pack' : 'packs'}`;

/**
 * To a customer whose order held packs of a batch being recalled: which packs, what to do with them,
 * and whom to ask. Plain and specific, as a safety notice must be; the customer pays nothing for it.
 */
export function recallNoticeEmail(n: RecallNotice) {
  const subject = `Recall notice: batch ${n.batchNo} in your order #${n.orderId}`;
  const hello = n.customerName ? `Hello ${n.customerName},` : 'Hello,';
  const intro = `We are recalling batch ${n.batchNo}. Your order #${n.orderId} of ${n.placedOn} included packs from it:`;
  const items = n.lines.map((l) => `${l.productName}${l.sizeLabel ? `, ${l.sizeLabel}` : ''}: ${packs(l.packs)}`);
  const todo = 'Please stop using these packs and keep them. We will contact you about a refund or a replacement; you pay nothing for either.';
  const care = `Questions: call ${n.care.phone} or write to ${n.care.email}. ${n.shopName}, ${n.care.address}.`;
  const text = [hello, '', intro, ...items.map((i) => `- ${i}`), '', todo, ...(n.message ? ['', n.message] : []), '', care].join('\n');
  const html = emailLayout(
    n.shopName,
    `<p>${escapeHtml(hello)}</p>
<p><strong>${escapeHtml(intro)}</strong></p>
<ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>
<p>${escapeHtml(todo)}</p>
${n.message ? `<p style="white-space:pre-line">${escapeHtml(n.message)}</p>` : ''}
<p style="color:#666;font-size:13px">${escapeHtml(care)}</p>`,
  );
  return { subject, text, html };
}
