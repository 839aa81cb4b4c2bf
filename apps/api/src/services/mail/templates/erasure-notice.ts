import { formatShopDateTime } from '@canino/shared';
import { emailButton, emailLayout, escapeHtml } from '../layout';

/**
 * The notice sent when a customer asks to delete their account: when it happens, what stays (the tax
 * invoices GST law keeps), and how to keep the account instead.
 */
export function erasureNoticeEmail(p: { shopName: string; ownerName: string; dueAt: Date; loginUrl: string }) {
  const when = formatShopDateTime(p.dueAt);
  const lines = [
    `We have your request to delete your ${p.shopName} account. We will delete it on ${when} (India time).`,
    'Your profile, dogs and their photos, saved addresses, wishlist, refill reminders and email choices will be deleted, and your reviews will stay without your name. The tax invoices of your paid orders, with the name and address they were billed to, are kept for as long as GST law requires, linked to no account.',
    `Changed your mind? Log in before then and press “Keep my account”: ${p.loginUrl}`,
    'If you did not ask for this, log in and keep your account, then change your password.',
  ];
  const text = [`Hello ${p.ownerName},`, '', ...lines.flatMap((l) => [l, ''])].join('\n').trimEnd();
  const html = emailLayout(
    p.shopName,
    `<p>Hello ${escapeHtml(p.ownerName)},</p>
<p>${escapeHtml(lines[0]!)}</p>
<p>${escapeHtml(lines[1]!)}</p>
<p>Changed your mind? Log in before then and press “Keep my account”.</p>
<p style="margin:24px 0">${emailButton(p.loginUrl, 'Log in to keep my account')}</p>
<p>${escapeHtml(lines[3]!)}</p>`,
  );
  return { subject: `Your ${p.shopName} account will be deleted on ${when}`, text, html };
}
