import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { SpanKind } from '@opentelemetry/api';
import nodemailer from 'nodemailer';
import type { Logger } from '../../logger';
import type { Mailer } from '../../ports/mailer';
import { inSpan } from '../../tracing/spans';

/**
 * Our messages carry ₹ and names in any script, so their text is always quoted-printable: readable in
 * the raw .eml and safe over any SMTP server, and nodemailer need not scan each body to choose.
 */
const ENCODING = { textEncoding: 'quoted-printable' } as const;

/**
 * A busy hour's confirmations reuse a few connections instead of a handshake each. A stalled server
 * fails a send within about a minute (nodemailer waits up to 10 min by default), well inside the job
 * timeout, so the job is retried rather than sent twice. nodemailer reads its options from the URL's
 * query; one the owner wrote there (`pool=false`, another timeout) is kept.
 */
const SMTP_DEFAULTS = { pool: 'true', connectionTimeout: '30000', greetingTimeout: '30000', socketTimeout: '60000' };

function withDefaults(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  for (const [name, value] of Object.entries(SMTP_DEFAULTS)) if (!url.searchParams.has(name)) url.searchParams.set(name, value);
  return url.toString();
}

/** SMTP when `SMTP_URL` is set; otherwise each message is written to `outboxDir` as an .eml file. */
export function createMailer(opts: { smtpUrl?: string; outboxDir: string; from: string; log: Logger }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(withDefaults(opts.smtpUrl));
    const server = { 'server.address': new URL(opts.smtpUrl).hostname };
    return {
      async send(message) {
        await inSpan('smtp send', server, () => transport.sendMail({ from: opts.from, ...ENCODING, ...message }), SpanKind.CLIENT);
        opts.log.info({ to: message.to, subject: message.subject }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let outboxReady: Promise<unknown> | undefined;
  return {
    async send(message) {
      const info = await transport.sendMail({ from: opts.from, ...ENCODING, ...message });
      // Made once; if someone removes the folder while the shop runs, the next write makes it again.
      outboxReady ??= fs.mkdir(opts.outboxDir, { recursive: true });
      await outboxReady;
      const safeTo = message.to.replace(/[^a-z0-9@._-]/gi, '_');
      // Time first (the folder lists oldest first), recipient last (readers filter on it), and a random part
      // between: a busy shop sends two emails to its own address within one millisecond, and with the same
      // name the second would overwrite the first, or find its file already renamed away and fail.
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(opts.outboxDir, `${stamp}-${randomBytes(4).toString('hex')}-${safeTo}.eml`);
      // Written aside and renamed: whoever reads the outbox (a person, a browser test) never sees half a message.
      const write = async () => {
        await fs.writeFile(`${file}.partial`, info.message as Buffer);
        await fs.rename(`${file}.partial`, file);
      };
      try {
        await write();
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
        outboxReady = undefined;
        await fs.mkdir(opts.outboxDir, { recursive: true });
        await write();
      }
      opts.log.info({ to: message.to, subject: message.subject, file }, 'mail written to outbox');
    },
  };
}
