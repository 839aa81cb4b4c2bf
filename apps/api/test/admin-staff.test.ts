import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, adminLogin, asAdmin, caller, createAdmin } from './admin-support';
import { sessionCookie } from './helpers/http';
import { createTestApp, type TestApp } from './helpers/test-app';

/** The server's clock, moved by the tests to see links expire. */
let now = new Date();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => now });
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const open = (method: 'GET' | 'POST', path: string, payload?: object) => t.app.inject({ method, url: `${API}${path}`, ...(payload ? { payload } : {}) });

/** The token of the last link to this page in an email to this address. */
function linkToken(to: string, page: string): string {
  const mail = t.mail.filter((m) => m.to === to).at(-1);
  const link = mail?.text.match(new RegExp(`http://shop\\.test${page}#token=\\S+`))?.[0];
  if (!link) throw new Error(`no ${page} link emailed to ${to}`);
  return new URLSearchParams(new URL(link).hash.slice(1)).get('token')!;
}

const unique = () => `staff.${Math.random().toString(36).slice(2, 8)}@example.com`;

describe('staff invitations', () => {
  it('emails a single-use link; accepting it sets the password and makes an account with the invited role', async () => {
    now = new Date();
    const owner = await asAdmin(t);
    const email = unique();
    const invited = await owner.call('POST', '/staff/invitations', { name: 'Ravi', email: email.toUpperCase(), role: 'orders' });
    expect(invited.statusCode).toBe(200);
    expect(invited.json().message).toBe(`Invitation emailed to ${email}`);
    expect(invited.json().data.invitations).toContainEqual(expect.objectContaining({ email, name: 'Ravi', role: 'orders', invitedBy: 'Owner' }));

    const mail = t.mail.filter((m) => m.to === email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('You are invited to the Canino admin');
    expect(mail[0]!.text).toContain('Owner invited you to help run Canino, with the Orders role (orders, customers and messages).');
    const token = linkToken(email, '/admin/accept-invitation');

    const preview = await open('GET', `/invitations/${token}`);
    expect(preview.json()).toEqual({ status: 1, data: { name: 'Ravi', email, role: 'orders' } });

    const short = await open('POST', '/invitations/accept', { token, password: 'short' });
    expect(short.statusCode).toBe(400);

    const accepted = await open('POST', '/invitations/accept', { token, password: 'ravi-orders-1' });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().message).toBe('Welcome, Ravi. Log in with your email and new password.');

    const again = await open('POST', '/invitations/accept', { token, password: 'someone-else-2' });
    expect(again.statusCode).toBe(400);
    expect((await open('GET', `/invitations/${token}`)).statusCode).toBe(400);

    const login = await adminLogin(t, email, 'ravi-orders-1');
    expect(login.statusCode).toBe(200);
    expect(login.json().data).toMatchObject({ email, name: 'Ravi', role: 'orders' });
    const ravi = caller(t, sessionCookie(login, 'canino_admin_session'));
    expect((await ravi('GET', '/orders')).statusCode).toBe(200);
    expect((await ravi('GET', '/products')).statusCode).toBe(403);
    expect((await ravi('GET', '/staff')).statusCode).toBe(403);

    const list = (await owner.call('GET', '/staff')).json().data;
    expect(list.invitations.find((i: { email: string }) => i.email === email)).toBeUndefined();
    expect(list.members).toContainEqual(expect.objectContaining({ email, role: 'orders', active: true, liveSessions: 1 }));
  });

  it('lets one of two simultaneous acceptances through', async () => {
    now = new Date();
    const owner = await asAdmin(t);
    const email = unique();
    await owner.call('POST', '/staff/invitations', { name: 'Meena', email, role: 'catalog' });
    const token = linkToken(email, '/admin/accept-invitation');
    const answers = await Promise.all([1, 2, 3].map((n) => open('POST', '/invitations/accept', { token, password: `meena-pass-${n}x` })));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
    const members = (await owner.call('GET', '/staff')).json().data.members.filter((m: { email: string }) => m.email === email);
    expect(members).toHaveLength(1);
  });

  it('refuses an expired link, a revoked one, and a link replaced by a newer invitation', async () => {
    now = new Date();
    const owner = await asAdmin(t);
    const email = unique();
    await owner.call('POST', '/staff/invitations', { name: 'Old', email, role: 'catalog' });
    const first = linkToken(email, '/admin/accept-invitation');
    const second = (await owner.call('POST', '/staff/invitations', { name: 'New', email, role: 'orders' })).json().data;
    expect(second.invitations.filter((i: { email: string }) => i.email === email)).toHaveLength(1);
    expect((await open('POST', '/invitations/accept', { token: first, password: 'first-link-1' })).statusCode).toBe(400);
    const latest = linkToken(email, '/admin/accept-invitation');

    now = new Date(Date.now() + 3 * DAY + 60_000);
    const late = await open('POST', '/invitations/accept', { token: latest, password: 'late-link-1' });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('This invitation link is invalid, was revoked or has expired. Ask the owner for a new one.');
    // An expired invitation is no longer listed as pending (a session opened at that later time looks).
    const later = await asAdmin(t);
    expect((await later.call('GET', '/staff')).json().data.invitations.find((i: { email: string }) => i.email === email)).toBeUndefined();

    now = new Date();
    const third = await owner.call('POST', '/staff/invitations', { name: 'Third', email, role: 'orders' });
    const id = third.json().data.invitations.find((i: { email: string }) => i.email === email).id;
    const revoked = await owner.call('DELETE', `/staff/invitations/${id}`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().data.invitations.find((i: { email: string }) => i.email === email)).toBeUndefined();
    expect((await owner.call('DELETE', `/staff/invitations/${id}`)).statusCode).toBe(404);
    expect((await open('POST', '/invitations/accept', { token: linkToken(email, '/admin/accept-invitation'), password: 'revoked-link-1' })).statusCode).toBe(400);
  });

  it('refuses to invite an address that already has an account, and bad input, writing nothing', async () => {
    const owner = await asAdmin(t);
    const other = await createAdmin(t.ctx, 'catalog');
    const before = t.mail.length;
    const taken = await owner.call('POST', '/staff/invitations', { name: 'Dup', email: other.email, role: 'orders' });
    expect(taken.statusCode).toBe(409);
    const bad = await owner.call('POST', '/staff/invitations', { name: '', email: 'not-an-email', role: 'boss' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['name', 'email', 'role']));
    expect(t.mail.length).toBe(before);
  });
});

describe('the owner manages staff', () => {
  it('changes a role, which counts on the next request of a session already open', async () => {
    const owner = await asAdmin(t);
    const staff = await asAdmin(t, 'catalog');
    expect((await staff.call('GET', '/products')).statusCode).toBe(200);
    const changed = await owner.call('PUT', `/staff/${staff.admin.id}/role`, { role: 'orders' });
    expect(changed.statusCode).toBe(200);
    expect((await staff.call('GET', '/products')).statusCode).toBe(403);
    expect((await staff.call('GET', '/orders')).statusCode).toBe(200);
    expect((await staff.call('GET', '/me')).json().data.role).toBe('orders');
    expect((await owner.call('PUT', `/staff/${staff.admin.id}/role`, { role: 'king' })).statusCode).toBe(400);
  });

  it('ends all sessions of a staff member at once', async () => {
    const owner = await asAdmin(t);
    const staff = await asAdmin(t, 'orders');
    const second = caller(t, sessionCookie(await adminLogin(t, staff.admin.email), 'canino_admin_session'));
    const member = (await owner.call('GET', '/staff')).json().data.members.find((m: { id: number }) => m.id === staff.admin.id);
    expect(member.liveSessions).toBe(2);
    const ended = await owner.call('POST', `/staff/${staff.admin.id}/end-sessions`);
    expect(ended.json().data.members.find((m: { id: number }) => m.id === staff.admin.id).liveSessions).toBe(0);
    expect((await staff.call('GET', '/orders')).statusCode).toBe(401);
    expect((await second('GET', '/orders')).statusCode).toBe(401);
    expect((await owner.call('GET', '/orders')).statusCode).toBe(200);
  });

  it('deactivates an account: its session stops, login fails as for a wrong password, reactivation lets it back', async () => {
    const owner = await asAdmin(t);
    const staff = await asAdmin(t, 'orders');
    const off = await owner.call('POST', `/staff/${staff.admin.id}/deactivate`);
    expect(off.json().data.members.find((m: { id: number }) => m.id === staff.admin.id)).toMatchObject({ active: false, liveSessions: 0 });
    expect((await staff.call('GET', '/orders')).statusCode).toBe(401);
    const refused = await adminLogin(t, staff.admin.email);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('The email or password is incorrect');
    await owner.call('POST', `/staff/${staff.admin.id}/reactivate`);
    expect((await adminLogin(t, staff.admin.email)).statusCode).toBe(200);
  });

  it('will not let the owner change, deactivate or log out their own account here', async () => {
    const owner = await asAdmin(t);
    expect((await owner.call('PUT', `/staff/${owner.admin.id}/role`, { role: 'orders' })).statusCode).toBe(403);
    expect((await owner.call('POST', `/staff/${owner.admin.id}/deactivate`)).statusCode).toBe(403);
    expect((await owner.call('GET', '/me')).json().data.role).toBe('owner');
    expect((await owner.call('POST', '/staff/987654/deactivate')).statusCode).toBe(404);
  });
});

describe('admin password reset', () => {
  const ask = (email: string) => open('POST', '/password-reset', { email });
  const confirm = (token: string, password: string) => open('POST', '/password-reset/confirm', { token, password });

  it('emails a single-use link to /admin/reset-password that sets a new password and ends the sessions', async () => {
    now = new Date();
    const staff = await asAdmin(t, 'catalog');
    const res = await ask(staff.admin.email);
    expect(res.json()).toEqual({ status: 1, message: 'If an admin account uses this email, a link to reset its password is on its way. It expires in one hour.' });
    const token = linkToken(staff.admin.email, '/admin/reset-password');
    expect((await confirm(token, 'catalog-new-1')).statusCode).toBe(200);
    expect((await confirm(token, 'catalog-new-2')).statusCode).toBe(400);
    expect((await staff.call('GET', '/products')).statusCode).toBe(401);
    expect((await adminLogin(t, staff.admin.email, 'catalog-new-1')).statusCode).toBe(200);
  });

  it('expires after an hour, and a customer link never resets an admin (nor the other way round)', async () => {
    now = new Date();
    const staff = await asAdmin(t, 'orders');
    await ask(staff.admin.email);
    const token = linkToken(staff.admin.email, '/admin/reset-password');
    // The customer's reset call does not know admin tokens.
    expect((await t.app.inject({ method: 'POST', url: '/admin/api/reset_password', payload: { token, password: 'customer-side-1' } })).statusCode).toBe(400);
    now = new Date(Date.now() + 61 * 60_000);
    expect((await confirm(token, 'too-late-pass-1')).statusCode).toBe(400);
  });

  it('sends nothing for an unknown or deactivated address, with the same answer', async () => {
    now = new Date();
    const owner = await asAdmin(t);
    const staff = await createAdmin(t.ctx, 'orders');
    await owner.call('POST', `/staff/${staff.id}/deactivate`);
    const before = t.mail.length;
    const a = await ask(staff.email);
    const b = await ask('nobody.here@example.com');
    expect(a.json()).toEqual(b.json());
    expect(t.mail.length).toBe(before);
  });
});
