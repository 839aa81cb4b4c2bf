import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../src/db/schema';
import { multipart } from './helpers/http';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let failingMail: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  failingMail = await createTestApp({}, { mailer: { send: () => Promise.reject(new Error('SMTP server is down')) } });
});
afterAll(async () => {
  await t.close();
  await failingMail.close();
});

/** The spec's call: `mobile` carries the email, `title` the subject, `desc` the message. */
const send = (app: TestApp, fields: Record<string, string>) => app.app.inject({ method: 'POST', url: '/admin/api/cont', ...multipart(fields) });

const savedFrom = async (app: TestApp, email: string) => app.ctx.db.select().from(contactMessages).where(eq(contactMessages.email, email));

describe('contact form', () => {
  it('saves the message and tells the shop by email', async () => {
    const email = `ravi.${Date.now()}@example.com`;
    const res = await send(t, { name: 'Ravi', mobile: email, title: 'Puppy dose', desc: 'How much for a <b>3 kg</b> puppy?' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 1, message: 'Thank you! Your message has been sent. We will reply within one working day.' });

    const [saved] = await savedFrom(t, email);
    expect(saved).toMatchObject({ name: 'Ravi', subject: 'Puppy dose', message: 'How much for a <b>3 kg</b> puppy?' });

    const notice = t.mail.at(-1)!;
    expect(notice.to).toBe('hello@canino.in');
    // The owner's reply goes to the customer, not back to the shop's own address.
    expect(notice.replyTo).toBe(email);
    expect(notice.subject).toBe('Contact form: Puppy dose');
    expect(notice.text).toContain(email);
    expect(notice.html).toContain('&lt;b&gt;3 kg&lt;/b&gt;');
    expect(notice.html).not.toContain('<b>3 kg</b>');
  });

  it('still saves the message and answers the customer when mail fails', async () => {
    const email = `meena.${Date.now()}@example.com`;
    const res = await send(failingMail, { name: 'Meena', mobile: email, title: 'Order', desc: 'Where is my order?' });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe(1);
    expect(await savedFrom(failingMail, email)).toHaveLength(1);
  });

  it('answers with the spec messages and saves nothing when fields are missing or wrong', async () => {
    const empty = await send(t, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      status: 0,
      message: 'Name is required',
      errors: { name: 'Name is required', mobile: 'Email is required', title: 'Subject is required', desc: 'Message is required' },
    });
    const badEmail = await send(t, { name: 'A', mobile: 'not-an-email', title: 'B', desc: 'C' });
    expect(badEmail.json().errors).toEqual({ mobile: 'Invalid email format' });
    expect(await savedFrom(t, 'not-an-email')).toHaveLength(0);
  });
});
