import { emailButton, emailLayout, escapeHtml } from '../layout';

/** To the owner, when a batch comes inside the minimum remaining shelf life and is taken off sale (decision 062). */
export function shortDatedEmail(p: { shopName: string; productName: string; batchNo: string; bestBefore: string; quantity: number; minShelfLifeDays: number; pageUrl: string }) {
  const subject = `Off sale: ${p.productName}, batch ${p.batchNo} (best before ${p.bestBefore})`;
  const why = `It has less than ${p.minShelfLifeDays} days left before its best-before month, so its ${p.quantity} packs no longer count in the stock on sale.`;
  const text = [`${p.productName}, batch ${p.batchNo}, best before ${p.bestBefore}, is off sale.`, why, '', `Open the product: ${p.pageUrl}`].join('\n');
  const html = emailLayout(
    p.shopName,
    `<p><strong>${escapeHtml(p.productName)}</strong>, batch ${escapeHtml(p.batchNo)}, best before ${escapeHtml(p.bestBefore)}, is off sale.</p>
<p>${escapeHtml(why)}</p>
<p>${emailButton(p.pageUrl, 'Open the product')}</p>`,
  );
  return { subject, text, html };
}
