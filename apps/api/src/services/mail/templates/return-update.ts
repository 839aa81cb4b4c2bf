import { emailButton, emailLayout, escapeHtml } from '../layout';

/** To the shopper at each step of a return: asked for, approved or declined, pickup booked, received, refunded. */
export function returnUpdateEmail(p: { shopName: string; orderId: number; productName: string; headline: string; sentences: string[]; orderUrl: string }) {
  const subject = `Order #${p.orderId}: ${p.headline}`;
  const text = ['Hello,', '', `${p.headline}: ${p.productName}.`, ...p.sentences, '', `See your return here: ${p.orderUrl}`].join('\n');
  const html = emailLayout(
    p.shopName,
    `<p>Hello,</p>
<p><strong>${escapeHtml(p.headline)}</strong>: ${escapeHtml(p.productName)}.</p>
${p.sentences.map((s) => `<p>${escapeHtml(s)}</p>`).join('\n')}
<p>${emailButton(p.orderUrl, 'See your return')}</p>`,
  );
  return { subject, text, html };
}
