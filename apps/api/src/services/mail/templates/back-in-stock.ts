import { emailButton, emailLayout, escapeHtml } from '../layout';

/** To a shopper who asked to hear when a sold-out size is back: sent once, when it is. */
export function backInStockEmail(p: { shopName: string; customerName: string | null; productName: string; productUrl: string }) {
  const subject = `Back in stock: ${p.productName}`;
  const hello = p.customerName ? `Hello ${p.customerName},` : 'Hello,';
  const body = `${p.productName} is back in stock. Stock can run out again, so order soon if you want it.`;
  const why = 'You asked us to email you when it was back. This is the only email about it: your request is now done.';
  const text = [hello, '', body, '', `Order it here: ${p.productUrl}`, '', why].join('\n');
  const html = emailLayout(
    p.shopName,
    `<p>${escapeHtml(hello)}</p>
<p>${escapeHtml(body)}</p>
<p>${emailButton(p.productUrl, 'See it in the shop')}</p>
<p style="color:#666;font-size:13px">${escapeHtml(why)}</p>`,
  );
  return { subject, text, html };
}
