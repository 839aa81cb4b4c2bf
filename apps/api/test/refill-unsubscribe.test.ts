import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { consentLinks, consents } from '../src/db/schema';
import { createMailer } from '../src/services/mail/mailer';
import { asAdmin } from './admin-support';
import { refillSteps, type ShopClock } from './helpers/refills';
import { serverWithPage } from './helpers/web-build';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * RFC 8058 one-click unsubscribe, read from the .eml files the shop writes to its outbox (what a mail
 * provider gets), against the server that also serves the storefront's pages.
 */
const clock: ShopClock = { today: new Date() };
const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'canino-outbox-'));
let t: TestApp;
let web: FastifyInstance;
let steps: ReturnType<typeof refillSteps>;
beforeAll(async () => {
  const mailer = createMailer({ outboxDir: outbox, from: 'Canino <hello@canino.in>', log: pino({ level: 'silent' }) });
  t = await createTestApp({ REFILL_REMIND_DAYS_BEFORE: '5' }, { now: () => clock.today, mailer });
  steps = refillSteps(t, (await asAdmin(t)).call, clock);
  web = await serverWithPage(t);
});
afterAll(async () => {
  await web?.close();
  await t?.close();
  fs.rmSync(outbox, { recursive: true, force: true });
});

/** The outbox's reminder emails to `to`, each as its header lines (folded lines unfolded) by lower-case name. */
function remindersInOutbox(to: string): Map<string, string>[] {
  return fs
    .readdirSync(outbox)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => {
      const head = fs
        .readFileSync(path.join(outbox, f), 'utf8')
        .split('\n\n')[0]!
        .replace(/\n(?=[ \t])/g, '');
      return new Map(head.split('\n').map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
    })
    .filter((h) => h.get('to') === to && /runs out around/.test(h.get('subject') ?? ''));
}

const remindersOn = async (cookie: string) => (await t.app.inject({ url: '/admin/api/refills', headers: { cookie } })).json().data.remindersOn as boolean;

const oneClick = (url: string) =>
  web.inject({ method: 'POST', url: url.replace('http://shop.test', ''), headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });

describe('one-click unsubscribe (RFC 8058)', () => {
  it('the reminder in the outbox carries List-Unsubscribe (https and mailto) and List-Unsubscribe-Post; a POST to its address unsubscribes that customer only, a tampered token changes nothing', async () => {
    clock.today = new Date();
    const a = await steps.deliveredOrder(1);
    const b = await steps.deliveredOrder(1);
    const refillA = await steps.refillOf(a.order.id);
    await steps.reachReminderDay(refillA.id);
    await steps.reachReminderDay((await steps.refillOf(b.order.id)).id);

    const [email] = remindersInOutbox(a.customer.email);
    const [link] = await t.ctx.db.select().from(consentLinks).where(eq(consentLinks.customerId, a.customer.id));
    expect(link).toMatchObject({ purpose: 'refill_reminders', token: expect.stringMatching(/^[\w-]{32}$/) });
    const url = `http://shop.test/unsubscribe?token=${link!.token}`;
    // The mailto's body, which the owner opens, is the page with its token in the fragment.
    const mailto = `mailto:hello@canino.in?subject=Stop%20refill%20reminders&body=${encodeURIComponent(`http://shop.test/unsubscribe#token=${link!.token}`)}`;
    expect(
      email!
        .get('list-unsubscribe')!
        .split(',')
        .map((u) => u.trim()),
    ).toEqual([`<${url}>`, `<${mailto}>`]);
    expect(email!.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(remindersInOutbox(b.customer.email)).toHaveLength(1);

    // The same address, opened in a browser, is still the page with its button; opening it unsubscribes nobody.
    const page = await web.inject({ url: url.replace('http://shop.test', '') });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(await remindersOn(a.cookie)).toBe(true);

    // One character changed, the token cut short or made of other characters: 4xx, and nobody is unsubscribed.
    const last = link!.token.at(-1) === 'A' ? 'B' : 'A';
    for (const [token, status] of [
      [link!.token.slice(0, -1) + last, 404],
      [link!.token.slice(0, 10), 400],
      [`${link!.token}'--`, 400],
    ] as const) {
      const res = await oneClick(`http://shop.test/unsubscribe?token=${encodeURIComponent(token)}`);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ status: 0, message: expect.any(String) });
    }
    const noToken = await oneClick('http://shop.test/unsubscribe');
    expect(noToken.statusCode).toBe(400);
    expect(await remindersOn(a.cookie)).toBe(true);
    expect(await remindersOn(b.cookie)).toBe(true);

    // The mail provider's POST: no cookie, no login, no page to confirm on.
    const res = await oneClick(email!.get('list-unsubscribe')!.match(/<(https?:[^>]+)>/)![1]!);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 1 });
    expect(await remindersOn(a.cookie)).toBe(false);
    expect(await remindersOn(b.cookie)).toBe(true);
    // The withdrawal is recorded with when and where: the mail client's button.
    expect(await t.ctx.db.select().from(consents).where(eq(consents.customerId, a.customer.id)).orderBy(asc(consents.id))).toEqual([
      expect.objectContaining({ purpose: 'refill_reminders', granted: true, source: 'refills' }),
      expect.objectContaining({ purpose: 'refill_reminders', granted: false, source: 'mail-client' }),
    ]);
    // Posted again (a retry), or as multipart as RFC 8058 allows: still 200, still unsubscribed, written once.
    const again = await web.inject({
      method: 'POST',
      url: `/unsubscribe?token=${link!.token}`,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
    });
    expect(again.statusCode).toBe(200);
    expect(await remindersOn(a.cookie)).toBe(false);
    expect(await t.ctx.db.select().from(consents).where(eq(consents.customerId, a.customer.id))).toHaveLength(2);
  });

  it('the address of reminders sent before consent links, with the refill’s own token, still unsubscribes', async () => {
    clock.today = new Date();
    const a = await steps.deliveredOrder(1);
    const refillA = await steps.refillOf(a.order.id);
    expect((await web.inject({ url: `/refill/unsubscribe?token=${refillA.token}` })).statusCode).toBe(200);
    expect(await remindersOn(a.cookie)).toBe(true);
    expect((await oneClick(`http://shop.test/refill/unsubscribe?token=${refillA.token}`)).statusCode).toBe(200);
    expect(await remindersOn(a.cookie)).toBe(false);
  });

  it('an unsubscribed customer gets no further reminder through the job queue; another customer still does', async () => {
    clock.today = new Date();
    const a = await steps.deliveredOrder(1);
    const b = await steps.deliveredOrder(1);
    const refillA = await steps.refillOf(a.order.id);
    expect((await oneClick(`http://shop.test/refill/unsubscribe?token=${refillA.token}`)).statusCode).toBe(200);

    // A later order of the same customer is delivered too: its refill is computed, but never mailed.
    const later = await steps.deliveredOrder(1, a.customer);
    const refillLater = await steps.refillOf(later.order.id);
    await steps.reachReminderDay(refillA.id);
    await steps.reachReminderDay(refillLater.id);
    await steps.reachReminderDay((await steps.refillOf(b.order.id)).id);

    expect(remindersInOutbox(a.customer.email)).toHaveLength(0);
    expect((await steps.refillOf(a.order.id)).state).toBe('off');
    expect((await steps.refillOf(later.order.id)).state).toBe('off');
    expect(remindersInOutbox(b.customer.email)).toHaveLength(1);
  });
});
