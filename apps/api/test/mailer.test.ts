import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Logger } from '../src/logger';
import { createMailer } from '../src/services/mail/mailer';

const log = pino({ level: 'silent' }) as Logger;
const message = { to: 'asha@example.in', subject: 'Your Canino order #7 is confirmed', text: 'Total ₹885.00\nThank you', html: '<p>Total ₹885.00</p>' };

describe('email over SMTP (SMTP_URL)', () => {
  const received: { from: string; to: string[]; raw: string }[] = [];
  let connections = 0;
  let server: SMTPServer;
  let url: string;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onConnect: (_session, callback) => ((connections += 1), callback()),
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers each message to the SMTP server, text quoted-printable, over one pooled connection', async () => {
    const mailer = createMailer({ smtpUrl: url, outboxDir: '/nonexistent', from: 'Canino <hello@canino.in>', log });
    await mailer.send(message);
    await mailer.send({ ...message, to: 'shop@canino.in', subject: 'New order #7' });
    mailer.close!();

    expect(received.map((m) => [m.from, m.to])).toEqual([
      ['hello@canino.in', ['asha@example.in']],
      ['hello@canino.in', ['shop@canino.in']],
    ]);
    expect(received[0]!.raw).toContain('Subject: Your Canino order #7 is confirmed');
    expect(received[0]!.raw).toContain('Content-Transfer-Encoding: quoted-printable');
    expect(received[0]!.raw).toContain('Total =E2=82=B9885.00'); // ₹ in UTF-8, quoted-printable
    expect(connections).toBe(1);
  });
});

describe('email to the outbox folder (no SMTP_URL)', () => {
  it('writes one .eml per message, making the folder when it is missing', async () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'canino-outbox-')), 'outbox');
    const mailer = createMailer({ outboxDir: dir, from: 'Canino <hello@canino.in>', log });
    await mailer.send(message);
    fs.rmSync(dir, { recursive: true });
    await mailer.send({ ...message, to: 'shop@canino.in' });

    const files = fs.readdirSync(dir);
    expect(files).toEqual([expect.stringMatching(/-shop@canino\.in\.eml$/)]);
    const eml = fs.readFileSync(path.join(dir, files[0]!), 'utf8');
    expect(eml).toContain('To: shop@canino.in');
    expect(eml).toContain('Total =E2=82=B9885.00');
    fs.rmSync(path.dirname(dir), { recursive: true });
  });

  describe('with the clock stopped', () => {
    afterEach(() => vi.useRealTimers());

    it('keeps every message sent to one address in the same millisecond: each its own file, none failed', async () => {
      // A busy shop's notices all go to its own address; two paid orders settle within a millisecond.
      vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T11:48:16.076Z') });
      const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'canino-outbox-')), 'outbox');
      const mailer = createMailer({ outboxDir: dir, from: 'Canino <hello@canino.in>', log });
      const ids = Array.from({ length: 20 }, (_, i) => `<notice-${i}@canino.in>`);
      await Promise.all(ids.map((messageId, i) => mailer.send({ ...message, to: 'shop@canino.in', subject: `New order #${i}`, messageId })));

      const files = fs.readdirSync(dir);
      expect(files).toHaveLength(20);
      expect(files.every((f) => f.startsWith('2026-11-24T11-48-16-076Z-') && f.endsWith('-shop@canino.in.eml'))).toBe(true);
      const written = files.map((f) => fs.readFileSync(path.join(dir, f), 'utf8').match(/^Message-ID: (.+)$/m)?.[1]);
      expect(written.sort()).toEqual([...ids].sort());
      fs.rmSync(path.dirname(dir), { recursive: true });
    });
  });
});
