import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addresses,
  consentLinks,
  consents,
  contactMessages,
  customers,
  erasureRequests,
  grievances,
  invoices,
  jobs,
  orders,
  passwordResetTokens,
  petWeights,
  pets,
  refills,
  reviews,
  reviewVotes,
  sessions,
  subscriptions,
  whatsappMessages,
  wishlistItems,
} from '../src/db/schema';
import { eraseDueAccounts, eraseIfDue } from '../src/services/account/erase-account';
import { asAdmin } from './admin-support';
import { createCustomer, insertOrder, TEST_PASSWORD } from './helpers/factories';
import { loginAs } from './helpers/http';
import { registerShopForGst } from './helpers/invoiced-orders';
import { customerWithEverything, EVERYTHING_PASSWORD } from './helpers/personal-data';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * "Delete my account" (decision 049): the request, its notice and "Keep my account", then the erasure job
 * once the shop's clock has passed the notice, on a customer with a record of every kind.
 */
const HOUR = 3_600_000;
const clock = { now: new Date() };
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock.now });
  await registerShopForGst(t);
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url: `/admin/api${url}`, ...(cookie ? { headers: { cookie } } : {}), ...(payload ? { payload } : {}) });
const erase = (cookie: string | undefined, password?: string) => api('POST', '/account/erase', cookie, password === undefined ? {} : { password });
const requestsOf = (customerId: number) => t.ctx.db.select().from(erasureRequests).where(eq(erasureRequests.customerId, customerId));
const eraseJobsOf = async (customerId: number) => {
  const ids = (await requestsOf(customerId)).map((r) => String(r.id));
  if (!ids.length) return [];
  return t.ctx.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, 'account.erase'), inArray(sql`${jobs.payload}->>'requestId'`, ids)));
};

/**
 * Hours pass: the shop's clock moves on, then the erasure jobs that came due run (as the queue runs them
 * by the database's clock, which the test moves along), or the hourly sweep does.
 */
async function hoursPass(hours: number, by: 'job' | 'sweep' = 'job') {
  clock.now = new Date(clock.now.getTime() + hours * HOUR);
  if (by === 'sweep') return void (await eraseDueAccounts(t.ctx));
  await t.ctx.db
    .update(jobs)
    .set({ runAt: sql`now()` })
    .where(and(eq(jobs.kind, 'account.erase'), eq(jobs.state, 'pending'), sql`${jobs.runAt} <= ${clock.now.toISOString()}::timestamptz`));
  await t.ctx.jobs.runDue();
}

/** The owner, logged in at the shop's present time (an admin session lasts 12 hours of it). */
const owner = async (method: 'GET' | 'POST', path: string, payload?: object) => (await asAdmin(t)).call(method, path, payload);

describe('asking to delete the account', () => {
  it('with the wrong password, none, already asked or logged out: a 4xx with a message, and nothing written', async () => {
    clock.now = new Date();
    const customer = await createCustomer(t.ctx);
    const cookie = await loginAs(t.app, customer.mobile, TEST_PASSWORD);
    for (const [res, status] of [
      [await erase(cookie, 'not-my-password'), 400],
      [await erase(cookie, ''), 400],
      [await erase(cookie), 400],
      [await erase(undefined, TEST_PASSWORD), 401],
      [await api('POST', '/account/erase/cancel', cookie), 404],
    ] as const) {
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json()).toMatchObject({ status: 0, message: expect.any(String) });
    }
    expect((await erase(cookie, 'not-my-password')).json().errors).toEqual({ password: 'The password is incorrect' });
    expect(await requestsOf(customer.id)).toEqual([]);
    expect(t.mail.filter((m) => m.to === customer.email)).toEqual([]);
    expect((await api('GET', '/me', cookie)).statusCode).toBe(200);

    // Asked once: a second ask (from another logged-in device) is told when, and writes no second request.
    const other = await loginAs(t.app, customer.mobile, TEST_PASSWORD);
    const first = await erase(cookie, TEST_PASSWORD);
    expect(first.statusCode).toBe(200);
    const again = await erase(await loginAs(t.app, customer.mobile, TEST_PASSWORD), TEST_PASSWORD);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/^You have already asked to delete your account\. It will be deleted on /);
    expect(await requestsOf(customer.id)).toHaveLength(1);
    expect(await eraseJobsOf(customer.id)).toHaveLength(1);
    expect(t.mail.filter((m) => m.to === customer.email)).toHaveLength(1);
    expect((await api('GET', '/me', other)).statusCode).toBe(401);
  });

  it('ends every session, emails the notice, and logging in again within the notice shows it; Keep my account cancels it and the job then erases nothing', async () => {
    clock.now = new Date();
    const customer = await createCustomer(t.ctx);
    const cookie = await loginAs(t.app, customer.mobile, TEST_PASSWORD);
    const phone = await loginAs(t.app, customer.mobile, TEST_PASSWORD);
    const res = await erase(cookie, TEST_PASSWORD);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toMatch(/^Your account will be deleted on .+\. We have emailed you a notice; log in before then to keep it\.$/);
    // This browser's cookie is cleared, and no session of the account is left.
    expect(res.cookies.find((c) => c.name === 'canino_session')?.value).toBe('');
    for (const c of [cookie, phone]) expect((await api('GET', '/me', c)).statusCode).toBe(401);
    expect(
      await t.ctx.db
        .select()
        .from(sessions)
        .where(and(eq(sessions.subject, 'customer'), eq(sessions.subjectId, customer.id))),
    ).toEqual([]);

    const [request] = await requestsOf(customer.id);
    expect(request!.dueAt.getTime() - request!.requestedAt.getTime()).toBe(48 * HOUR);
    const [notice] = t.mail.filter((m) => m.to === customer.email);
    expect(notice!.subject).toMatch(/^Your Canino account will be deleted on /);
    expect(notice!.text).toContain('Log in before then and press “Keep my account”: http://shop.test/login');
    expect(notice!.text).toContain('kept for as long as GST law requires');
    const [job] = await eraseJobsOf(customer.id);
    expect(job!.runAt.getTime()).toBe(request!.dueAt.getTime());

    const back = await loginAs(t.app, customer.mobile, TEST_PASSWORD);
    const privacy = (await api('GET', '/account/privacy', back)).json().data;
    expect(privacy.erasure).toEqual({ requestedAt: request!.requestedAt.toISOString(), dueAt: request!.dueAt.toISOString() });
    const kept = await api('POST', '/account/erase/cancel', back);
    expect(kept.json()).toEqual({ status: 1, message: 'Your account stays. We have cancelled your request to delete it.' });
    expect((await api('GET', '/account/privacy', back)).json().data.erasure).toBeNull();

    await hoursPass(49);
    expect(await t.ctx.db.select().from(customers).where(eq(customers.id, customer.id))).toHaveLength(1);
    expect((await api('GET', '/me', back)).statusCode).toBe(200);
    expect((await requestsOf(customer.id))[0]).toMatchObject({ state: 'cancelled' });
  });
});

describe('the erasure, once the notice has run out', () => {
  it('erases a customer with a record of every kind: what tax law keeps stays, unlinked and without contact; the rest is gone', async () => {
    clock.now = new Date();
    const { customer, order, pet, cookie, otherReview, reviewPhoto } = await customerWithEverything(t);
    const id = customer.id;
    const photo = pet.photo!;
    expect(photo).toMatch(/^\/admin\/uploads\/pets\//);
    const [invoiceBefore] = await t.ctx.db.select().from(invoices).where(eq(invoices.orderId, order.id));
    const pending = (await owner('GET', '/customers/erasure-requests')).json().data;
    expect(pending.filter((r: { customerId: number }) => r.customerId === id)).toEqual([]);

    expect((await erase(cookie, EVERYTHING_PASSWORD)).statusCode).toBe(200);
    // The autoship's payment mandate is ended at the provider with the account.
    const revoked: string[] = [];
    const revoke = t.ctx.payments.revokeMandate.bind(t.ctx.payments);
    t.ctx.payments.revokeMandate = async (ref) => {
      revoked.push(ref);
      return revoke(ref);
    };
    const listed = (await owner('GET', '/customers/erasure-requests')).json().data.find((r: { customerId: number }) => r.customerId === id);
    expect(listed).toMatchObject({ name: 'Lakshmi Narayan', email: customer.email, ordersInProgress: 0 });

    // An hour before it is due, the sweep leaves it alone; at its time, its job erases.
    await hoursPass(47, 'sweep');
    expect(await t.ctx.db.select().from(customers).where(eq(customers.id, id))).toHaveLength(1);
    expect(await eraseJobsOf(id)).toEqual([expect.objectContaining({ state: 'pending' })]);
    await hoursPass(2);

    expect(await t.ctx.db.select().from(customers).where(eq(customers.id, id))).toEqual([]);
    expect(revoked).toEqual([`token_${customer.mobile}`]);
    t.ctx.payments.revokeMandate = revoke;
    for (const [table, column] of [
      [subscriptions, subscriptions.customerId],
      [pets, pets.customerId],
      [addresses, addresses.customerId],
      [wishlistItems, wishlistItems.customerId],
      [refills, refills.customerId],
      [consents, consents.customerId],
      [consentLinks, consentLinks.customerId],
      [whatsappMessages, whatsappMessages.customerId],
      [reviewVotes, reviewVotes.customerId],
      [passwordResetTokens, passwordResetTokens.customerId],
      [orders, orders.customerId],
    ] as const) {
      expect(await t.ctx.db.select().from(table).where(eq(column, id))).toEqual([]);
    }
    expect(await t.ctx.db.select().from(petWeights).where(eq(petWeights.petId, pet.id))).toEqual([]);
    expect(
      await t.ctx.db
        .select()
        .from(sessions)
        .where(and(eq(sessions.subject, 'customer'), eq(sessions.subjectId, id))),
    ).toEqual([]);
    expect(await t.ctx.db.select().from(contactMessages).where(eq(contactMessages.email, customer.email))).toEqual([]);
    // No email to the address is kept in the job list, the notice included.
    expect(
      await t.ctx.db
        .select()
        .from(jobs)
        .where(sql`${jobs.payload}->>'to' = ${customer.email} or ${jobs.payload}->>'email' = ${customer.email} or ${jobs.payload}->>'customerId' = ${String(id)}`),
    ).toEqual([]);
    // The photos (and their smaller copies) left the image store: the pet's, and the review's, which stays without it.
    expect(await t.ctx.images.has(photo.replace('/admin/uploads/', ''))).toBe(false);
    expect(await t.ctx.images.has(reviewPhoto.replace('/admin/uploads/', ''))).toBe(false);

    // The order stays for the tax invoice, linked to no account and without contact or delivery address.
    const [kept] = await t.ctx.db.select().from(orders).where(eq(orders.id, order.id));
    expect(kept).toMatchObject({ customerId: null, email: '', mobile: '', shipping: null, notes: '', status: 'delivered', totalPaise: order.totalPaise });
    expect(kept!.billing).toEqual({
      firstName: 'Former customer',
      lastName: '',
      address: '',
      city: '',
      district: '',
      state: order.billing.state,
      pincode: '',
      country: order.billing.country,
      mobile: '',
    });
    // The invoice keeps the billed name and address, as GST law requires.
    const [invoiceAfter] = await t.ctx.db.select().from(invoices).where(eq(invoices.orderId, order.id));
    expect(invoiceAfter!.document).toEqual(invoiceBefore!.document);
    expect(JSON.stringify(invoiceAfter!.document)).toContain('Lakshmi');

    // The review stays, without the name; the other customer's review keeps its helpful count.
    const [review] = await t.ctx.db
      .select()
      .from(reviews)
      .where(and(eq(reviews.orderId, order.id)));
    expect(review).toMatchObject({ customerId: null, authorName: 'Former customer', authorCity: '', body: 'Bruno loves it.', photos: [] });
    const shown = (await api('GET', `/product/${review!.productId}/reviews`)).json().data;
    expect(JSON.stringify(shown)).toContain('Bruno loves it.');
    expect(JSON.stringify(shown)).not.toContain('Lakshmi');
    expect((await t.ctx.db.select().from(reviews).where(eq(reviews.id, otherReview.id)))[0]!.helpfulCount).toBe(1);

    // The complaint stays as a record of one handled, with nothing that names her.
    const [complaint] = await t.ctx.db.select().from(grievances).where(eq(grievances.subject, 'Late parcel'));
    expect(complaint).toMatchObject({ customerId: null, name: 'Former customer', email: '', phone: '', message: 'Erased at the customer’s request.' });
    expect(
      JSON.stringify(
        await t.ctx.db
          .select()
          .from(grievances)
          .where(or(eq(grievances.email, customer.email), eq(grievances.phone, '9876543210'))),
      ),
    ).toBe('[]');

    const [done] = await t.ctx.db.select().from(erasureRequests).where(eq(erasureRequests.id, listed.id));
    expect(done).toMatchObject({ customerId: null, state: 'done', doneAt: expect.any(Date) });
    expect((await owner('GET', '/customers/erasure-requests')).json().data.find((r: { id: number }) => r.id === listed.id)).toBeUndefined();
    expect((await api('GET', '/me', cookie)).statusCode).toBe(401);
    expect((await api('POST', '/auth_login', undefined, { mobile: customer.mobile, password: EVERYTHING_PASSWORD })).statusCode).toBe(401);

    // The same email and mobile sign up again as a new person, who finds nothing of the old account.
    const again = await api('POST', '/auth_register', undefined, {
      pet_name: 'Chikki',
      breed: 'Indie',
      age: '1',
      weight: '9',
      needs: '',
      owner_name: 'Lakshmi N',
      owner_number: customer.mobile,
      email: customer.email,
      password: 'a-new-password-2',
    });
    expect(again.statusCode, again.body).toBe(200);
    const [newcomer] = await t.ctx.db.select().from(customers).where(eq(customers.email, customer.email));
    expect(newcomer!.id).not.toBe(id);
    const fresh = (await api('GET', '/account/data-export', await loginAs(t.app, customer.mobile, 'a-new-password-2'))).json();
    expect([fresh.orders, fresh.invoices, fresh.addresses, fresh.wishlist, fresh.messages, fresh.grievances, fresh.reviews.written, fresh.consents.history]).toEqual([
      [],
      [],
      [],
      [],
      [],
      [],
      [],
      [],
    ]);
    expect(fresh.pets).toEqual([expect.objectContaining({ name: 'Chikki' })]);
  });

  it('waits while an order is on its way (its delivery needs the address), and the hourly sweep erases once it is delivered', async () => {
    clock.now = new Date();
    const customer = await createCustomer(t.ctx);
    const { order } = await insertOrder(t.ctx, { status: 'shipped', customerId: customer.id, email: customer.email });
    const cookie = await loginAs(t.app, customer.mobile, TEST_PASSWORD);
    expect((await erase(cookie, TEST_PASSWORD)).statusCode).toBe(200);
    await hoursPass(49);
    expect(await t.ctx.db.select().from(customers).where(eq(customers.id, customer.id))).toHaveLength(1);
    expect((await owner('GET', '/customers/erasure-requests')).json().data.find((r: { customerId: number }) => r.customerId === customer.id)).toMatchObject({
      ordersInProgress: 1,
    });
    expect((await t.ctx.db.select().from(orders).where(eq(orders.id, order.id)))[0]!.email).toBe(customer.email);

    expect((await owner('POST', `/orders/${order.id}/status`, { status: 'delivered' })).statusCode).toBe(200);
    await hoursPass(1, 'sweep');
    expect(await t.ctx.db.select().from(customers).where(eq(customers.id, customer.id))).toEqual([]);
    expect((await t.ctx.db.select().from(orders).where(eq(orders.id, order.id)))[0]).toMatchObject({ customerId: null, email: '' });
  });

  it('a Keep my account racing the job: exactly one of them wins', async () => {
    clock.now = new Date();
    const customer = await createCustomer(t.ctx);
    expect((await erase(await loginAs(t.app, customer.mobile, TEST_PASSWORD), TEST_PASSWORD)).statusCode).toBe(200);
    const back = await loginAs(t.app, customer.mobile, TEST_PASSWORD);
    clock.now = new Date(clock.now.getTime() + 49 * HOUR);
    const [request] = await requestsOf(customer.id);
    const [erased, kept] = await Promise.all([eraseIfDue(t.ctx, request!.id), api('POST', '/account/erase/cancel', back)]);
    const remaining = await t.ctx.db.select().from(customers).where(eq(customers.id, customer.id));
    if (erased) {
      expect(remaining).toEqual([]);
      expect([401, 404]).toContain(kept.statusCode);
    } else {
      expect(remaining).toHaveLength(1);
      expect(kept.statusCode).toBe(200);
    }
  });
});

describe('the admin list of accounts to be deleted', () => {
  it('is for the owner and the orders role, who see the customers; not for the catalog role', async () => {
    expect((await owner('GET', '/customers/erasure-requests')).statusCode).toBe(200);
    expect((await (await asAdmin(t, 'orders')).call('GET', '/customers/erasure-requests')).statusCode).toBe(200);
    expect((await (await asAdmin(t, 'catalog')).call('GET', '/customers/erasure-requests')).statusCode).toBe(403);
  });
});
