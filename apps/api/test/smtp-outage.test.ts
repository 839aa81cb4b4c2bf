import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../src/db/schema';
import type { Logger } from '../src/logger';
import { createMailer } from '../src/services/mail/mailer';
import { multipart } from './helpers/http';
import { copiesByMessageId, startTestSmtp, type TestSmtp } from './helpers/smtp-server';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * An SMTP outage delays email and loses none (decision 008): the shop's SMTP server refuses mail (451)
 * for a while, then accepts. The emails queued
 * meanwhile are retried by the worker and each arrives exactly once, over real SMTP.
 */
const MESSAGES = 5;

let smtp: TestSmtp;
let t: TestApp;
let acceptFrom = Infinity;
beforeAll(async () => {
  smtp = await startTestSmtp({ refuse: () => Date.now() < acceptFrom });
  const log = pino({ level: 'silent' }) as Logger;
  const mailer = createMailer({ smtpUrl: smtp.url, outboxDir: '/nonexistent', from: 'Canino <hello@canino.in>', log });
  t = await createTestApp({ SMTP_URL: smtp.url, JOB_RETRY_BASE_MS: '100', JOB_RETRY_MAX_MS: '400', JOB_POLL_MS: '20', JOB_MAX_ATTEMPTS: '50' }, { mailer }, { deliverJobs: false });
});
afterAll(async () => {
  await t.close();
  t.ctx.mailer.close?.();
  await smtp.close();
});

describe('email while the SMTP server refuses, then accepts', () => {
  it('delivers every email queued during the outage once, by Message-ID, and the jobs end done', async () => {
    const started = Date.now();
    t.ctx.jobs.start();
    for (let n = 1; n <= MESSAGES; n++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/admin/api/cont',
        ...multipart({ name: `Reader ${n}`, mobile: `reader${n}@example.in`, title: `Outage question ${n}`, desc: 'Is the shop open?' }),
      });
      expect(res.statusCode).toBe(200);
    }

    // The outage lasts until the worker has tried every email once. A fixed time was not enough on a
    // loaded machine: a fresh worker first runs its recurring jobs, and the emails waited behind them.
    const deadline = Date.now() + 30_000;
    let rows = await t.ctx.db.select().from(jobs);
    while (rows.filter((r) => r.kind === 'email' && r.lastError !== null).length < MESSAGES) {
      if (Date.now() > deadline) throw new Error(`emails not tried in time: ${JSON.stringify(rows.map((r) => [r.kind, r.state, r.attempts]))}`);
      await new Promise((r) => setTimeout(r, 50));
      rows = await t.ctx.db.select().from(jobs);
    }
    acceptFrom = Date.now();

    // The worker alone (no runDue): wait until every email job is done.
    while (rows.some((r) => r.kind === 'email' && r.state !== 'done')) {
      if (Date.now() > deadline) throw new Error(`jobs not done in time: ${JSON.stringify(rows.map((r) => [r.state, r.attempts, r.lastError]))}`);
      await new Promise((r) => setTimeout(r, 50));
      rows = await t.ctx.db.select().from(jobs);
    }
    const emailJobs = rows.filter((r) => r.kind === 'email');
    const elapsed = Date.now() - started;

    expect(emailJobs).toHaveLength(MESSAGES);
    // The outage was real: every email was refused at least once before it went through.
    expect(smtp.refused).toBeGreaterThanOrEqual(MESSAGES);
    for (const job of emailJobs) expect(job.attempts).toBeGreaterThan(1);
    expect(smtp.received.every((r) => r.at >= acceptFrom)).toBe(true);

    // Each job's stable Message-ID arrived exactly once, and nothing else arrived.
    const copies = copiesByMessageId(smtp.received);
    expect([...copies.keys()].sort()).toEqual(emailJobs.map((j) => j.payload.messageId as string).sort());
    expect([...copies.values()].every((c) => c === 1)).toBe(true);
    expect(smtp.received.map((r) => r.subject).sort()).toEqual(Array.from({ length: MESSAGES }, (_, i) => expect.stringContaining(`Outage question ${i + 1}`)));
    console.info(`smtp-outage: ${MESSAGES} emails, ${smtp.refused} refusals, ${smtp.received.length} deliveries, all done after ${elapsed} ms`);
  }, 60_000);
});
