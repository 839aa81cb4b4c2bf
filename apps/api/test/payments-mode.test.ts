import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { emailLayout } from '../src/services/mail/layout';
import { TEST_MODE_NOTICE } from '../src/test-mode';
import { startShop } from './helpers/server-process';
import { serverWithPage } from './helpers/web-build';
import { createTestApp, type TestApp } from './helpers/test-app';

const KEYS = { RAZORPAY_KEY_ID: 'rzp_test_abc', RAZORPAY_KEY_SECRET: 'secret' };
const payments = (env: Record<string, string>) => loadConfig(env).payments;
const refusal = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (err) {
    return (err as Error).message;
  }
  throw new Error(`expected ${JSON.stringify(env)} to be refused`);
};

describe('PAYMENTS: which provider, never a silent fallback', () => {
  it('unset on a local shop (no PUBLIC_URL, localhost, 127.0.0.1, ::1) simulates, with no test-mode notices', () => {
    for (const env of [{} as Record<string, string>, { PUBLIC_URL: 'http://localhost:3000' }, { PUBLIC_URL: 'http://127.0.0.1:8080' }, { PUBLIC_URL: 'http://[::1]:3000' }]) {
      expect(payments(env), JSON.stringify(env)).toEqual({ mode: 'simulated', testMode: false });
    }
  });

  it('unset with Razorpay keys uses Razorpay, local or public', () => {
    expect(payments(KEYS)).toEqual({ mode: 'razorpay', testMode: false });
    expect(payments({ ...KEYS, PUBLIC_URL: 'https://canino.in' })).toEqual({ mode: 'razorpay', testMode: false });
    expect(loadConfig({ ...KEYS, PUBLIC_URL: 'https://canino.in' }).razorpay).toMatchObject({ keyId: 'rzp_test_abc', keySecret: 'secret' });
  });

  it('unset on a public address without keys refuses to start, naming both ways out', () => {
    const message = refusal({ PUBLIC_URL: 'https://canino.in' });
    expect(message).toContain('PUBLIC_URL https://canino.in is a public address and no Razorpay keys are set');
    expect(message).toContain('set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET');
    expect(message).toContain('set PAYMENTS=simulated');
  });

  it('razorpay without keys, or with only one of them, refuses to start', () => {
    expect(refusal({ PAYMENTS: 'razorpay' })).toContain('PAYMENTS=razorpay needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET');
    expect(refusal({ PAYMENTS: 'razorpay', PUBLIC_URL: 'https://canino.in' })).toContain('PAYMENTS=razorpay needs');
    expect(refusal({ RAZORPAY_KEY_ID: 'rzp_test_abc', PUBLIC_URL: 'https://canino.in' })).toContain('RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET go together');
    expect(refusal({ PAYMENTS: 'paypal' })).toContain('PAYMENTS');
  });

  it('simulated on purpose: allowed on a public address (staging) in test mode, and wins over keys', () => {
    expect(payments({ PAYMENTS: 'simulated', PUBLIC_URL: 'https://staging.canino.in' })).toEqual({ mode: 'simulated', testMode: true });
    expect(payments({ PAYMENTS: 'simulated' })).toEqual({ mode: 'simulated', testMode: false });
    const withKeys = loadConfig({ ...KEYS, PAYMENTS: 'simulated', PUBLIC_URL: 'https://staging.canino.in' });
    expect(withKeys.payments).toEqual({ mode: 'simulated', testMode: true });
    expect(withKeys.razorpay).toBeUndefined();
  });

  // A real process start (tsx compiling the server) takes long on a busy machine: as long as startShop waits.
  it('a real start on a public address without keys exits 1 with the message', { timeout: 90_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'canino-refused-'));
    try {
      const started = startShop({ DATA_DIR: dataDir, PUBLIC_URL: 'https://canino.in', SEED_DEMO: 'never' }, 60_000);
      await expect(started).rejects.toThrow(/exited with 1[\s\S]*no Razorpay keys are set[\s\S]*RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET[\s\S]*PAYMENTS=simulated/);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('with Razorpay configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PAYMENTS: 'razorpay', ...KEYS });
  });
  afterAll(() => t?.close());

  it('the simulated checkout script and pay route answer 404', async () => {
    expect((await t.app.inject('/admin/api/payments/simulated/checkout.js')).statusCode).toBe(404);
    const pay = await t.app.inject({ method: 'POST', url: '/admin/api/payments/simulated/pay', payload: { amount: 100, outcome: 'success' } });
    expect(pay.statusCode).toBe(404);
  });
});

describe('simulated payments on a public address (staging)', () => {
  let t: TestApp;
  let web: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp({ PAYMENTS: 'simulated', PUBLIC_URL: 'https://staging.canino.in' });
    web = await serverWithPage(t, ' class="x"');
  });
  afterAll(async () => {
    await web?.close();
    await t?.close();
  });

  it('the simulated routes work', async () => {
    expect((await t.app.inject('/admin/api/payments/simulated/checkout.js')).statusCode).toBe(200);
  });

  it('every page opens with the test-mode ribbon, a labelled landmark before the app', async () => {
    for (const url of ['/', '/product-details?id=1', '/checkout', '/admin']) {
      const html = (await web.inject(url)).body;
      expect(html, url).toMatch(new RegExp(`<body class="x"><section aria-label="Test mode"[^>]*>${TEST_MODE_NOTICE}[^<]*</section><div id="root">`));
    }
  });

  it('every email says so, in its text and its HTML', async () => {
    // Whatever sends email (a route, a job) goes through ctx.mailer, the one place the notice is added.
    await t.ctx.mailer.send({ to: 'asha@example.in', subject: 'Your Canino order #7 is confirmed', text: 'Thank you', html: emailLayout('Canino', '<p>Thank you</p>') });
    const mail = t.mail.at(-1)!;
    expect(mail.subject).toBe('Your Canino order #7 is confirmed');
    expect(mail.text.startsWith(`${TEST_MODE_NOTICE}.`)).toBe(true);
    expect(mail.html).toMatch(new RegExp(`<body[^>]*><p[^>]*>${TEST_MODE_NOTICE}.</p>`));
  });
});

describe('a local shop simulating payments (the demo) shows no ribbon', () => {
  it('leaves pages and emails as they are', async () => {
    const t = await createTestApp({ PAYMENTS: '', PUBLIC_URL: 'http://localhost:3000' });
    try {
      expect(t.ctx.config.payments).toEqual({ mode: 'simulated', testMode: false });
      await t.ctx.mailer.send({ to: 'asha@example.in', subject: 'Hello', text: 'Thank you', html: emailLayout('Canino', '<p>Thank you</p>') });
      expect(t.mail.at(-1)).toMatchObject({ text: 'Thank you', html: emailLayout('Canino', '<p>Thank you</p>') });
    } finally {
      await t.close();
    }
  });
});
