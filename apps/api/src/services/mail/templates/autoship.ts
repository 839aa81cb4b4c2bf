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

/**
 * The order's autoship lines became a subscription: how often, the next delivery, how each is paid, and
 * that cancelling is one click in My Autoship (the consumer rules' subscription terms, stated in writing).
 */
export function autoshipStartedEmail(f: AutoshipFacts & { frequencyWeeks: number; deliveryDate: string; paidBy: 'mandate' | 'cod_reminder'; orderId: number }) {
  const how =
    f.paidBy === 'mandate'
      ? 'Each delivery is charged to the mandate your first payment set up, two days before it is due, after a reminder three days before that.'
      : 'Three days before each delivery we remind you, then send a link to place it with one tap and pay on delivery.';
  return email(
    f,
    'Your autoship is set up',
    [
      `Your order #${f.orderId} is your first delivery. From now on we deliver every ${f.frequencyWeeks} weeks; the next delivery is due on ${indiaDay(f.deliveryDate)}.`,
      how,
      'You can skip a delivery, change it, pause or cancel at any time in My Autoship, in one click.',
    ],
    { url: f.manageUrl, label: 'Manage my autoship' },
  );
}

/** The first payment set up no mandate the shop can charge (the bank or the method did not allow one): the order stands, the autoship does not. */
export function autoshipNotStartedEmail(f: { shopName: string; customerName: string; orderId: number; productsUrl: string }) {
  const paragraphs = [
    `Your order #${f.orderId} is confirmed and on its way to being packed.`,
    'Your bank did not set up the mandate for the autoship you chose with it, so no autoship was started and nothing more will be charged.',
    'To start it, choose “Deliver every N weeks” on the product again and pay with a UPI app or a card that supports AutoPay.',
  ];
  const text = [`Hello ${f.customerName},`, '', ...paragraphs.flatMap((p) => [p, '']), `Shop again: ${f.productsUrl}`].join('\n');
  const html = emailLayout(
    f.shopName,
    `<p>Hello ${escapeHtml(f.customerName)},</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p>${emailButton(f.productsUrl, 'Shop again')}</p>`,
  );
  return { subject: 'Your autoship was not set up', text, html };
}
