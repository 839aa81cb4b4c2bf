import { formatDose, type DoseUnit } from '@canino/shared';
import { emailLayout, escapeHtml } from '../mail/layout';
import { listUnsubscribeHeaders, unsubscribeMailto } from '../mail/list-unsubscribe';

export interface ReminderFacts {
  shopName: string;
  customerName: string;
  petName: string | null;
  productName: string;
  quantity: number;
  runsOutOn: string;
  cartUrl: string;
  accountUrl: string;
  /** The unsubscribe page, its token in the fragment. */
  unsubscribeUrl: string;
  /** The address a mail client posts to (List-Unsubscribe); opened in a browser, the same page. */
  oneClickUrl: string;
  /** The shop's email, where a mail client's unsubscribe-by-email goes. */
  shopEmail: string;
  dose: { unitsPerDay: number; unit: DoseUnit } | null;
}

/** Made once: `toLocaleDateString` with options builds a new formatter per call (about half a millisecond). */
const longDateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const longDate = (day: string) => longDateFormat.format(new Date(`${day}T00:00:00Z`));

/**
 * "Bruno's Joint Plus runs out around 16 July": a one-click link fills the cart again; unsubscribe works
 * without logging in, from the link in the text or the mail client's own button (List-Unsubscribe).
 */
export function refillReminderEmail(f: ReminderFacts) {
  const whose = f.petName ? `${f.petName}'s` : 'Your';
  const subject = `${whose} ${f.productName} runs out around ${longDate(f.runsOutOn)}`;
  const doseLine = f.dose && f.petName ? ` at ${formatDose(f.dose.unitsPerDay, f.dose.unit)} a day for ${f.petName}` : '';
  const line = `The ${f.quantity === 1 ? 'pack' : `${f.quantity} packs`} of ${f.productName} you ordered will run out around ${longDate(f.runsOutOn)}${doseLine}.`;
  const text = [
    `Hello ${f.customerName},`,
    '',
    line,
    '',
    `Refill with one click (your cart is filled, you check out): ${f.cartUrl}`,
    '',
    `Change or snooze your reminders: ${f.accountUrl}`,
    `Stop refill reminders: ${f.unsubscribeUrl}`,
  ].join('\n');
  const button = 'display:inline-block;background:#2f5d50;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold';
  const html = emailLayout(
    f.shopName,
    `<p>Hello ${escapeHtml(f.customerName)},</p>
<p>${escapeHtml(line)}</p>
<p><a href="${escapeHtml(f.cartUrl)}" style="${button}">Refill my cart</a></p>
<p style="font-size:13px;color:#555"><a href="${escapeHtml(f.accountUrl)}">Snooze or change reminders</a> · <a href="${escapeHtml(f.unsubscribeUrl)}">Stop refill reminders</a></p>`,
  );
  const headers = listUnsubscribeHeaders(f.oneClickUrl, unsubscribeMailto(f.shopEmail, 'Stop refill reminders', f.unsubscribeUrl));
  return { subject, text, html, headers };
}
