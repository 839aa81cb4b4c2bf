/**
 * The frame every email shares; callers pass already-escaped HTML. Fluid up to 600 px: on a 375 px
 * phone the card fills the screen instead of overflowing it (mail apps ignore most media queries, so
 * the width is a max-width, not a fixed one).
 */
export function emailLayout(shopName: string, bodyHtml: string): string {
  return `<!doctype html><html><head><meta name="viewport" content="width=device-width, initial-scale=1"><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#f6f3ee;font-family:Arial,Helvetica,sans-serif;color:#2b2b2b;-webkit-text-size-adjust:100%">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:16px 8px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="width:100%;max-width:600px;background:#ffffff;border-radius:8px">
<tr><td style="padding:18px 20px;background:#2f5d50;color:#ffffff;font-size:20px;font-weight:bold;border-radius:8px 8px 0 0">${escapeHtml(shopName)}</td></tr>
<tr><td style="padding:20px;font-size:15px;line-height:1.6;word-wrap:break-word;overflow-wrap:break-word">${bodyHtml}</td></tr>
</table></td></tr></table></body></html>`;
}

/** A link styled as a button, which mail apps render without CSS support. */
export function emailButton(href: string, label: string): string {
  return `<a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 20px;background:#2f5d50;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">${escapeHtml(label)}</a>`;
}

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
