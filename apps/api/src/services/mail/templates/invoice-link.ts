import { emailLayout, escapeHtml } from '../layout';

/** A fresh link to an order's tax invoice, asked for on the page of an expired one. */
export function invoiceLinkEmail(p: { shopName: string; orderId: number; link: string; days: number }) {
  const text = [
    `Here is a fresh link to the tax invoice of your ${p.shopName} order #${p.orderId}.`,
    `It opens for ${p.days} days:`,
    p.link,
    '',
    'If you did not ask for this, ignore this email.',
  ].join('\n');
  const html = emailLayout(
    p.shopName,
    `<p>Here is a fresh link to the tax invoice of your ${escapeHtml(p.shopName)} order #${p.orderId}.</p>
<p style="margin:28px 0"><a href="${escapeHtml(p.link)}" style="background:#2f5d50;color:#fff;padding:12px 22px;border-radius:6px;text-decoration:none;font-weight:bold">Open the invoice</a></p>
<p>The link opens for ${p.days} days. If you did not ask for this, ignore this email.</p>`,
  );
  return { subject: `Your ${p.shopName} order #${p.orderId}: tax invoice`, text, html };
}
