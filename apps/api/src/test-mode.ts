import type { Config } from './config';
import type { Mailer } from './ports/mailer';

/**
 * A shop running simulated payments on a public address (staging) says so wherever a shopper could
 * mistake it for the real one: on every page (a ribbon above the page) and in every email.
 */
export const TEST_MODE_NOTICE = 'Test mode: no real money is taken';

/**
 * A landmark (a labelled region) so axe's "all content in landmarks" rule holds; placed before the app's
 * root, in the page's normal flow, so it pushes the page down rather than covering its header.
 */
const TEST_MODE_RIBBON =
  `<section aria-label="Test mode" style="background:#f2c14e;color:#2a241d;font:600 0.875rem/1.4 system-ui,sans-serif;text-align:center;padding:0.375rem 1rem">` +
  `${TEST_MODE_NOTICE}. Orders here are not real.</section>`;

/** The page the server sends, with the ribbon first in its body when the shop is in test mode. */
export function markTestModePage(config: Config, html: string): string {
  return config.payments.testMode ? html.replace(/<body[^>]*>/, (body) => body + TEST_MODE_RIBBON) : html;
}

/** Every email opens with the notice, in its text and its HTML part, when the shop is in test mode. */
export function markTestModeMail(config: Config, mailer: Mailer): Mailer {
  if (!config.payments.testMode) return mailer;
  const banner = `<p style="margin:0 0 16px;padding:8px 12px;background:#f2c14e;color:#2a241d;font-weight:bold">${TEST_MODE_NOTICE}.</p>`;
  return {
    ...mailer,
    send: (message) =>
      mailer.send({
        ...message,
        text: `${TEST_MODE_NOTICE}.\n\n${message.text}`,
        html: message.html.replace(/<body[^>]*>/, (body) => body + banner),
      }),
  };
}
