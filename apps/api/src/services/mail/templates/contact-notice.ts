import { emailLayout, escapeHtml } from '../layout';

export function contactNoticeEmail(p: { shopName: string; message: { name: string; email: string; subject: string; message: string } }) {
  const m = p.message;
  const text = [`New message from ${m.name} <${m.email}>`, `Subject: ${m.subject}`, '', m.message].join('\n');
  const html = emailLayout(
    p.shopName,
    `<p><strong>New message from ${escapeHtml(m.name)}</strong> &lt;${escapeHtml(m.email)}&gt;</p>
<p><strong>Subject:</strong> ${escapeHtml(m.subject)}</p>
<p style="white-space:pre-wrap">${escapeHtml(m.message)}</p>`,
  );
  return { subject: `Contact form: ${m.subject}`, text, html };
}
