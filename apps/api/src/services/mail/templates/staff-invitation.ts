import { emailLayout, escapeHtml } from '../layout';

export function staffInvitationEmail(p: { shopName: string; name: string; invitedBy: string; roleLabel: string; roleDuties: string; link: string; days: number }) {
  const text = [
    `Hello ${p.name},`,
    '',
    `${p.invitedBy} invited you to help run ${p.shopName}, with the ${p.roleLabel} role (${p.roleDuties.toLowerCase()}).`,
    `Open this link within ${p.days} days to choose your password (it works once):`,
    p.link,
    '',
    'If you were not expecting this, ignore this email; no account is made until the link is used.',
  ].join('\n');
  const html = emailLayout(
    p.shopName,
    `<p>Hello ${escapeHtml(p.name)},</p>
<p>${escapeHtml(p.invitedBy)} invited you to help run ${escapeHtml(p.shopName)}, with the <strong>${escapeHtml(p.roleLabel)}</strong> role (${escapeHtml(p.roleDuties.toLowerCase())}).</p>
<p style="margin:28px 0"><a href="${escapeHtml(p.link)}" style="background:#2f5d50;color:#fff;padding:12px 22px;border-radius:6px;text-decoration:none;font-weight:bold">Accept and choose a password</a></p>
<p>The link works once and expires in ${p.days} days. If you were not expecting this, ignore this email; no account is made until the link is used.</p>`,
  );
  return { subject: `You are invited to the ${p.shopName} admin`, text, html };
}
