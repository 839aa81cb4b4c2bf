import { formatINR } from '@canino/shared';
import type { RecoveryLineRow } from '../../db/schema';
import { emailButton, emailLayout, escapeHtml } from '../mail/layout';
import { listUnsubscribeHeaders, unsubscribeMailto } from '../mail/list-unsubscribe';

export interface RecoveryFacts {
  shopName: string;
  step: 1 | 2;
  lines: (RecoveryLineRow & { imageUrl: string })[];
  /** The storefront's page that puts the lines back in the cart, its token in the fragment. */
  restoreUrl: string;
  unsubscribeUrl: string;
  oneClickUrl: string;
  shopEmail: string;
  /** The second email's coupon, when the owner chose one. */
  /** The coupon and what it gives, in the shop's plain words (describeCoupon). */
  coupon: { code: string; offer: string } | null;
}

const cell = 'padding:8px;border-bottom:1px solid #eee;vertical-align:middle';

/**
 * "You left something in your cart": the lines with their pictures and the prices they had, one button
 * that fills the cart again (at today's prices, which the cart shows), and a link to stop these emails.
 */
export function recoveryEmail(f: RecoveryFacts) {
  const subject = f.step === 1 ? 'You left something in your cart' : f.coupon ? `Your cart is waiting: ${f.coupon.offer} with ${f.coupon.code}` : 'Your cart is still waiting';
  const opening = f.step === 1 ? 'You were about to check out, and your cart is kept for you:' : 'Your dog’s things are still in your cart:';
  const offer = f.coupon ? `Use the code ${f.coupon.code} at checkout for ${f.coupon.offer} on this order.` : '';
  const text = [
    'Hello,',
    '',
    opening,
    ...f.lines.map((l) => `  ${l.productName} × ${l.quantity} @ ${formatINR(l.unitPricePaise)}`),
    '',
    ...(offer ? [offer, ''] : []),
    `Back to your cart (today's prices and stock): ${f.restoreUrl}`,
    '',
    `Stop emails about carts you leave: ${f.unsubscribeUrl}`,
  ].join('\n');
  const rows = f.lines
    .map(
      (l) =>
        `<tr><td style="${cell};width:64px">${l.imageUrl ? `<img src="${escapeHtml(l.imageUrl)}" alt="" width="56" height="56" style="display:block;width:56px;height:56px;object-fit:cover;border-radius:4px">` : ''}</td>` +
        `<td style="${cell}">${escapeHtml(l.productName)}<br><span style="color:#555;font-size:13px">Qty ${l.quantity}</span></td>` +
        `<td style="${cell};text-align:right;white-space:nowrap">${formatINR(l.unitPricePaise * l.quantity)}</td></tr>`,
    )
    .join('');
  const html = emailLayout(
    f.shopName,
    `<p>Hello,</p>
<p>${escapeHtml(opening)}</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:12px 0">${rows}</table>
${offer ? `<p style="background:#f6f3ee;padding:10px 12px;border-radius:6px"><strong>${escapeHtml(offer)}</strong></p>` : ''}
<p>${emailButton(f.restoreUrl, 'Back to my cart')}</p>
<p style="font-size:13px;color:#555">Prices and stock are today's; your cart shows any change. <a href="${escapeHtml(f.unsubscribeUrl)}">Stop emails about carts I leave</a></p>`,
  );
  const headers = listUnsubscribeHeaders(f.oneClickUrl, unsubscribeMailto(f.shopEmail, 'Stop cart reminders', f.unsubscribeUrl));
  return { subject, text, html, headers };
}
