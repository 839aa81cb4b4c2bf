import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, grievances } from '../src/db/schema';
import { DEFAULT_GRIEVANCE_OFFICER } from '../src/db/schema/shop-settings';
import { adminLogin, asAdmin, caller, createAdmin, type AdminCall } from './admin-support';
import { createCustomer, TEST_PASSWORD } from './helpers/factories';
import { loginAs, sessionCookie } from './helpers/http';
import { createTestApp, type TestApp } from './helpers/test-app';

// The shop's clock, moved forward by the tests to see the deadlines run.
const clock = { now: new Date('2026-03-15T05:00:00Z') };
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock.now });
});
afterAll(() => t.close());

const complaint = (over: Record<string, unknown> = {}) => ({
  name: 'Kavya Iyer',
  email: `kavya.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@example.com`,
  phone: '98400 12345',
  orderNumber: 'CAN-1042',
  subject: 'Wrong jar delivered',
  message: 'I ordered joint chews and received the calming drops.',
  ...over,
});
const file = (body: Record<string, unknown>, cookie?: string) =>
  t.app.inject({ method: 'POST', url: '/admin/api/grievances', payload: body, ...(cookie ? { headers: { cookie } } : {}) });
const lookUp = (body: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/admin/api/grievances/lookup', payload: body });

describe('a complaint to the grievance officer', () => {
  it('answers a ticket number and the deadlines, and emails the receipt and the officer at once', async () => {
    const body = complaint();
    const res = await file(body);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.ticket).toMatch(/^GR-[A-Z0-9]{8}$/);
    expect(res.json().message).toBe(`Your complaint is registered as ${data.ticket}. We have emailed you a receipt.`);
    expect(data).toMatchObject({ status: 'open', acknowledgeBy: '2026-03-17T05:00:00.000Z', resolveBy: '2026-04-15T05:00:00.000Z', replies: [] });

    const receipt = t.mail.find((m) => m.to === body.email)!;
    expect(receipt.subject).toBe(`Your complaint ${data.ticket} is registered`);
    expect(receipt.text).toContain(`${DEFAULT_GRIEVANCE_OFFICER.name}, our Grievance Officer, will answer you by 17 Mar 2026, 10:30 am IST`);
    expect(receipt.text).toContain('http://shop.test/grievances');
    const notice = t.mail.find((m) => m.to === DEFAULT_GRIEVANCE_OFFICER.email && m.subject.includes(data.ticket))!;
    expect(notice.replyTo).toBe(body.email);
    expect(notice.text).toContain('order CAN-1042');
  });

  it('is kept under the account of a logged-in customer', async () => {
    const customer = await createCustomer(t.ctx);
    const cookie = await loginAs(t.app, customer.mobile, TEST_PASSWORD);
    const { ticket } = (await file(complaint({ email: customer.email, orderNumber: '' }), cookie)).json().data;
    const [row] = await t.ctx.db.select().from(grievances).where(eq(grievances.ticket, ticket));
    expect(row).toMatchObject({ customerId: customer.id, orderNumber: '' });
  });

  it('is refused with each field named, and nothing is kept or sent', async () => {
    const mails = t.mail.length;
    const before = await t.ctx.db.select().from(grievances);
    const res = await file({ name: '', email: 'nope', phone: '123', orderNumber: 'CAN 1042; drop', subject: '', message: ' ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      name: 'Name is required',
      email: 'Invalid email format',
      phone: 'Enter a valid 10-digit mobile number',
      orderNumber: 'An order number has only letters, digits, - and /',
      subject: 'Subject is required',
      message: 'Message is required',
    });
    expect(await t.ctx.db.select().from(grievances)).toHaveLength(before.length);
    expect(t.mail).toHaveLength(mails);
  });

  it('is looked up with its ticket number and email, and with nothing less', async () => {
    const body = complaint();
    const { ticket } = (await file(body)).json().data;
    const found = await lookUp({ ticket: ticket.toLowerCase(), email: body.email.toUpperCase() });
    expect(found.statusCode).toBe(200);
    expect(found.json().data).toMatchObject({ ticket, subject: body.subject, message: body.message, status: 'open' });
    // The same answer whether the ticket or the email is wrong: one does not tell the other.
    for (const wrong of [
      { ticket, email: 'someone.else@example.com' },
      { ticket: 'GR-AAAAAAAA', email: body.email },
    ]) {
      const res = await lookUp(wrong);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 0, message: 'No complaint has this ticket number and email' });
    }
    const malformed = await lookUp({ ticket: 'GR-1', email: body.email });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual({ ticket: 'Enter the ticket number as it was given, like GR-7KQ3M9XA' });
  });
});

describe('the admin’s queue of complaints', () => {
  it('shows the time left against 48 hours and one month; a reply acknowledges, emails the customer and is logged; resolved closes it', async () => {
    clock.now = new Date('2026-06-01T04:30:00Z');
    const body = complaint({ subject: 'Refund not received' });
    const { ticket } = (await file(body)).json().data;
    const admin = await createAdmin(t.ctx);
    // Days pass between the steps, longer than an admin's login lasts: the owner logs in again each time.
    const call: AdminCall = async (...args) => {
      const cookie = sessionCookie(await adminLogin(t, admin.email), 'canino_admin_session');
      return caller(t, cookie)(...args);
    };

    clock.now = new Date('2026-06-02T04:30:00Z');
    const list = (await call('GET', '/grievances?state=unresolved&q=' + ticket)).json().data;
    expect(list.total).toBe(1);
    const item = list.items[0];
    expect(item.acknowledge).toEqual({ dueAt: '2026-06-03T04:30:00.000Z', state: 'due', remainingMs: 24 * 3_600_000 });
    expect(item.resolve).toMatchObject({ dueAt: '2026-07-01T04:30:00.000Z', state: 'due' });

    clock.now = new Date('2026-06-04T04:30:00Z');
    expect((await call('GET', `/grievances/${item.id}`)).json().data.acknowledge).toMatchObject({ state: 'overdue', remainingMs: -24 * 3_600_000 });

    const reply = await call('POST', `/grievances/${item.id}/replies`, { message: 'We are checking with the bank.', status: 'in_progress' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data).toMatchObject({ status: 'in_progress', acknowledge: { state: 'met' }, resolve: { state: 'due' } });
    const emailed = t.mail.at(-1)!;
    expect(emailed).toMatchObject({ to: body.email, subject: `Re: your complaint ${ticket}`, replyTo: DEFAULT_GRIEVANCE_OFFICER.email });
    expect(emailed.text).toContain('We are checking with the bank.');

    const resolved = await call('POST', `/grievances/${item.id}/replies`, { message: 'Refunded today.', status: 'resolved' });
    expect(resolved.json().data).toMatchObject({ status: 'resolved', resolve: { state: 'met' } });
    expect((await call('GET', '/grievances?state=unresolved&q=' + ticket)).json().data.total).toBe(0);
    // The customer sees both replies on their ticket.
    expect((await lookUp({ ticket, email: body.email })).json().data.replies.map((r: { message: string }) => r.message)).toEqual([
      'We are checking with the bank.',
      'Refunded today.',
    ]);

    const logged = await t.ctx.db.select().from(auditLog).where(eq(auditLog.entity, 'grievance'));
    expect(logged.filter((e) => e.entityId === item.id && e.adminId === admin.id).map((e) => e.after)).toEqual([
      { status: 'in_progress', reply: 'We are checking with the bank.' },
      { status: 'resolved', reply: 'Refunded today.' },
    ]);
  });

  it('refuses an empty reply or an unknown status, and an unknown ticket, without writing', async () => {
    const { call } = await asAdmin(t);
    const { ticket } = (await file(complaint())).json().data;
    const [row] = await t.ctx.db.select().from(grievances).where(eq(grievances.ticket, ticket));
    const mails = t.mail.length;
    const bad = await call('POST', `/grievances/${row!.id}/replies`, { message: '', status: 'closed' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ message: 'Write the reply to the customer', status: 'Choose in progress or resolved' });
    expect((await call('POST', '/grievances/999999/replies', { message: 'Hi', status: 'resolved' })).statusCode).toBe(404);
    expect((await call('GET', '/grievances?state=closed')).statusCode).toBe(400);
    expect(t.mail).toHaveLength(mails);
    const [after] = await t.ctx.db.select().from(grievances).where(eq(grievances.id, row!.id));
    expect(after).toEqual(row);
  });

  it('is open to the orders role and closed to the catalog role', async () => {
    expect((await (await asAdmin(t, 'orders')).call('GET', '/grievances')).statusCode).toBe(200);
    expect((await (await asAdmin(t, 'catalog')).call('GET', '/grievances')).statusCode).toBe(403);
  });
});
