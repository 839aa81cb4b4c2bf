import { formatINR, formatShopDate, type Subscription } from '@canino/shared';
import { emailButton, emailLayout, escapeHtml } from '../layout';

interface AutoshipFacts {
  shopName: string;
  customerName: string;
  subscriptionId: number;
  items: Subscription['items'];
  /** My Autoship, where the customer skips, changes, pauses or cancels. */
  manageUrl: string;
}

const indiaDay = (day: string) => formatShopDate(new Date(`${day}T12:00:00+05:30`));
const itemLines = (items: Subscription['items']) => items.map((i) => `${i.quantity} × ${i.productName} (${i.label}): ${formatINR(i.autoshipLinePaise)}`);
const itemsHtml = (items: Subscription['items']) =>
  `<ul>${itemLines(items)
    .map((l) => `<li>${escapeHtml(l)}</li>`)
    .join('')}</ul>`;

function email(f: AutoshipFacts, subject: string, paragraphs: string[], button: { url: string; label: string }) {
  const text = [
    `Hello ${f.customerName},`,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...itemLines(f.items),
    '',
    `${button.label}: ${button.url}`,
    `Skip, change, pause or cancel: ${f.manageUrl}`,
  ].join('\n');
  const html = emailLayout(
    f.shopName,
    `<p>Hello ${escapeHtml(f.customerName)},</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${itemsHtml(f.items)}
<p>${emailButton(button.url, button.label)}</p>
<p style="font-size:13px;color:#555"><a href="${escapeHtml(f.manageUrl)}">Skip, change, pause or cancel</a></p>`,
  );
  return { subject, text, html };
}

/**
 * Three days before an autoship order is made: what it holds, what it will cost at today's prices (a
 * price change until then counts, and the email says so) and when the card or UPI mandate is charged.
 */
export function autoshipReminderEmail(f: AutoshipFacts & { deliveryDate: string; orderDate: string; paidBy: 'mandate' | 'cod_reminder' }) {
  const when = `Your autoship delivery #${f.subscriptionId} is due on ${indiaDay(f.deliveryDate)}.`;
  const how =
    f.paidBy === 'mandate'
      ? `We make the order on ${indiaDay(f.orderDate)} and charge it to your mandate then, at that day's prices less your autoship discount (today's figures below).`
      : `On ${indiaDay(f.orderDate)} we send you a link to place it with one tap and pay on delivery.`;
  return email(f, `Your autoship delivery is due on ${indiaDay(f.deliveryDate)}`, [when, how, 'To skip it or change it, do so before the order is made.'], {
    url: f.manageUrl,
    label: 'Manage my autoship',
  });
}

/** A cash-on-delivery subscription's cycle: the customer places the order with one tap instead of being charged. */
export function autoshipReorderEmail(f: AutoshipFacts & { deliveryDate: string; reorderUrl: string }) {
  return email(
    f,
    'Your autoship order is ready to place',
    [`It is time for your autoship delivery #${f.subscriptionId}. Place it with one tap and pay on delivery; we aim to have it with you by ${indiaDay(f.deliveryDate)}.`],
    { url: f.reorderUrl, label: 'Place my order' },
  );
}

/** The subscription paused itself: the charge was declined after every retry, or the bank ended the mandate. */
export function autoshipPausedEmail(f: AutoshipFacts & { reason: 'payment_failed' | 'mandate_revoked' | 'no_address'; payUrl: string | null }) {
  const why = {
    payment_failed: 'We could not charge your mandate for your latest autoship order, after trying again. Your autoship is paused.',
    mandate_revoked: 'Your bank has ended the mandate for your autoship, so we cannot charge it any more. Your autoship is paused.',
    no_address: 'The delivery address of your autoship was removed from your address book. Your autoship is paused.',
  }[f.reason];
  const button = f.payUrl ? { url: f.payUrl, label: 'Pay for this order now' } : { url: f.manageUrl, label: 'Resume my autoship' };
  return email(f, 'Your autoship is paused', [why, 'Nothing more will be charged until you act.'], button);
}
