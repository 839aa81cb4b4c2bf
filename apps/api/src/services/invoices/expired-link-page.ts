/**
 * The page an expired invoice link opens: a plain form (no script needed) that asks for the order's
 * email and posts it to send a fresh link, and the page that answers it.
 */
export function expiredLinkPage(orderId: number): string {
  return page(
    'This invoice link has expired',
    `<h1>This invoice link has expired</h1>
<p>Invoice links open for a limited time. Enter the email address order #${orderId} was placed with and we will send a fresh link to it.</p>
<form method="post" action="/admin/api/orders/${orderId}/invoice-link">
<label for="email">Email address</label>
<input id="email" name="email" type="email" autocomplete="email" required maxlength="254">
<button type="submit">Send a fresh link</button>
</form>`,
  );
}

export function linkSentPage(message: string): string {
  return page('Invoice link', `<h1>Invoice link</h1>\n<p role="status">${message}</p>`);
}

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${title}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1d2b26}label{display:block;margin:1rem 0 .25rem}input{width:100%;padding:.6rem;font:inherit;box-sizing:border-box}button{margin-top:1rem;padding:.7rem 1.2rem;font:inherit;background:#2f5d50;color:#fff;border:0;border-radius:6px}button:focus-visible,input:focus-visible{outline:3px solid #e0a030;outline-offset:2px}</style>
</head><body><main>${body}</main></body></html>`;
