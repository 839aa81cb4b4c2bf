import { emailButton, emailLayout, escapeHtml } from '../layout';

/** To the owner, when a product's stock falls to its low-stock threshold or below (rules/low-stock.ts). */
export function lowStockEmail(p: { shopName: string; productName: string; stock: number; threshold: number; productUrl: string }) {
  const left = p.stock === 0 ? 'is sold out' : `is down to ${p.stock} left`;
  const subject = `Low stock: ${p.productName} ${left}`;
  const text = [
    `${p.productName} ${left} (your low-stock threshold for it is ${p.threshold}).`,
    '',
    `Restock it or change its threshold: ${p.productUrl}`,
    '',
    'You get this email once each time the product falls to its threshold; it comes again only after the stock has gone back above it.',
  ].join('\n');
  const html = emailLayout(
    p.shopName,
    `<p><strong>${escapeHtml(p.productName)}</strong> ${escapeHtml(left)}.</p>
<p>Your low-stock threshold for it is ${p.threshold}.</p>
<p>${emailButton(p.productUrl, 'Open the product')}</p>
<p style="color:#666;font-size:13px">You get this email once each time the product falls to its threshold; it comes again only after the stock has gone back above it.</p>`,
  );
  return { subject, text, html };
}
