import { emailLayout, escapeHtml } from '../layout';

export function resetPasswordEmail(p: { shopName: string; ownerName: string; link: string }) {
  const text = [
    `Hello ${p.ownerName},`,
    '',
    `We received a request to reset the password of your ${p.shopName} account.`,
    'Open this link within one hour to choose a new password (it works once):',
    p.link,
    '',
    'If you did not ask for this, ignore this email; your password stays as it is.',
  ].join('\n');
  const html = emailLayout(
    p.shopName,
    `<p>Hello ${escapeHtml(p.ownerName)},</p>
<p>We received a request to reset the password of your ${escapeHtml(p.shopName)} account.</p>
<p style="margin:28px 0"><a href="${escapeHtml(p.link)}" style="background:#2f5d50;color:#fff;padding:12px 22px;border-radius:6px;text-decoration:none;font-weight:bold">Choose a new password</a></p>
<p>The link works once and expires in one hour. If you did not ask for this, ignore this email; your password stays as it is.</p>`,
  );
  return { subject: `Reset your ${p.shopName} password`, text, html };
}
