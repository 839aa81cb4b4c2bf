import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInToAdmin } from './support/admin';
import { seriousA11yViolations } from './support/axe';
import { dataDir, launchBrowser, VIEWPORTS } from './support/browser';
import { recordToasts, sawToast } from './support/shop';

/**
 * The admin's "Email & jobs" page on a shop of its own, whose SMTP server refuses mail until the test
 * lets it through: the email fails after its last attempt, shows with its error, and Retry sends it.
 */
const SUBJECT = `Bulk order for my kennel ${Date.now()}`;

let browser: Browser;
let shop: ChildProcess;
let smtp: SMTPServer;
let accepting = false;
const received: string[] = [];
let baseUrl: string;
let shopDir: string;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(_address, _session, callback) {
      if (accepting) return callback();
      callback(Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 }));
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => (received.push(Buffer.concat(chunks).toString('utf8')), callback()));
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as net.AddressInfo).port;

  shopDir = fs.mkdtempSync(path.join(os.tmpdir(), 'canino-e2e-jobs-'));
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  shop = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'apps/api/src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: shopDir,
      WEB_DIST: path.join(dataDir(), 'web'),
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'silent',
      DATABASE_URL: '',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}?pool=false`,
      JOB_MAX_ATTEMPTS: '2',
      JOB_RETRY_BASE_MS: '100',
      JOB_POLL_MS: '100',
    },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 120_000;
  while (
    !(await fetch(`${baseUrl}/readyz`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline) throw new Error('the shop did not become ready within 120 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  if (shop && shop.exitCode === null) {
    shop.kill('SIGTERM');
    await new Promise((r) => shop.once('exit', r));
  }
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  fs.rmSync(shopDir, { recursive: true, force: true });
});

describe('Email & jobs', () => {
  it('shows an email that failed with its error and attempts, and Retry sends it once mail works', async () => {
    const sent = await fetch(`${baseUrl}/admin/api/cont`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Sneha', mobile: 'sneha@example.in', title: SUBJECT, desc: 'Do you sell 5 kg tins?' }),
    });
    expect(sent.status).toBe(200);

    const context = await browser.newContext({ baseURL: baseUrl, viewport: VIEWPORTS.desktop, locale: 'en-IN' });
    await recordToasts(context);
    const page = await context.newPage();
    await page.goto('/admin/jobs');
    await logInToAdmin(page);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Email & jobs' }).isVisible(), { timeout: 15_000 }).toBe(true);

    // The failed list fills once the worker has used both attempts.
    const row = page.getByRole('row').filter({ hasText: `Contact form: ${SUBJECT}` });
    await expect.poll(async () => (await row.isVisible()) || (await page.reload(), false), { timeout: 20_000, interval: 500 }).toBe(true);
    await expect.poll(() => row.textContent()).toContain('2 of 2');
    expect(await row.textContent()).toContain('Mailbox temporarily unavailable');
    expect(await row.textContent()).toContain('To hello@canino.in');
    expect(await seriousA11yViolations(page)).toEqual([]);

    const shots = path.resolve('screenshots');
    fs.mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: path.join(shots, 'admin-jobs-1440.png'), fullPage: true });
    await page.setViewportSize(VIEWPORTS.phone);
    await page.screenshot({ path: path.join(shots, 'admin-jobs-375.png'), fullPage: true });
    await page.setViewportSize(VIEWPORTS.desktop);

    accepting = true;
    await row.getByRole('button', { name: /^Retry/ }).click();
    await sawToast(page, 'Queued again');
    await page.getByRole('button', { name: /^Sent/ }).click();
    const sentRow = page.getByRole('row').filter({ hasText: `Contact form: ${SUBJECT}` });
    await expect.poll(async () => (await sentRow.isVisible()) || (await page.reload(), false), { timeout: 20_000, interval: 500 }).toBe(true);
    expect(await sentRow.textContent()).toMatch(/Sent \d/);
    expect(received.filter((m) => m.includes(SUBJECT))).toHaveLength(1);
    await context.close();
  });
});
