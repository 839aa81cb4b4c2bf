import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, TERMS_VERSION } from '@canino/shared';
import { customers, sessions } from '../src/db/schema';
import { pruneExpiredSessions } from '../src/services/auth/sessions';
import { createCustomer, TEST_PASSWORD, uniqueMobile } from './helpers/factories';
import { loginAs, multipart } from './helpers/http';
import { EXIF_SECRET, jpegWithExif, pngImage } from './helpers/images';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
/** How far the server's clock runs ahead of the real one. */
let clockAhead = 0;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date(Date.now() + clockAhead) });
});
afterAll(() => t.close());

const SPEC_TOKEN = { authorization: 'Bearer {token}' };
const DAY = 86_400_000;

function signUpFields(over: Record<string, string> = {}) {
  return {
    pet_name: 'Bruno',
    breed: 'Labrador',
    age: '3',
    weight: '28',
    needs: '',
    owner_name: 'Asha Raman',
    owner_number: uniqueMobile(),
    email: `asha.${Math.random().toString(36).slice(2)}@example.com`,
    password: 'good-password-1',
    ...over,
  };
}

const register = (fields: Record<string, string>, file?: Buffer) =>
  t.app.inject({ method: 'POST', url: '/admin/api/auth_register', ...multipart(fields, file ? { data: file } : undefined) });

const findByMobile = async (mobile: string) => (await t.ctx.db.select().from(customers).where(eq(customers.mobile, mobile)))[0];

describe('sign-up', () => {
  it('creates the account with a PNG pet image, stored as WebP and served under /admin/uploads', async () => {
    const fields = signUpFields();
    const res = await register(fields, await pngImage(1200, 900));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 1, message: 'Welcome, Asha Raman! Your account is ready.', data: { cusName: 'Asha Raman', pet_name: 'Bruno' } });

    const row = await findByMobile(fields.owner_number);
    expect(row).toMatchObject({ ownerName: 'Asha Raman', email: fields.email, petName: 'Bruno', breed: 'Labrador' });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.passwordHash).not.toContain(fields.password);
    expect(row!.petImage).toMatch(/^\/admin\/uploads\/pets\/[0-9a-f-]+\.webp$/);

    const image = await t.app.inject(row!.petImage!);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(800);
  });

  it('re-encodes a JPEG so its EXIF data is gone', async () => {
    const fields = signUpFields();
    const jpeg = await jpegWithExif();
    expect(jpeg.includes(Buffer.from(EXIF_SECRET))).toBe(true);
    expect((await register(fields, jpeg)).statusCode).toBe(200);

    const row = await findByMobile(fields.owner_number);
    const stored = fs.readFileSync(path.join(t.dataDir, 'uploads', row!.petImage!.replace('/admin/uploads/', '')));
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from(EXIF_SECRET))).toBe(false);
  });

  it('accepts the spec form without an image, and JSON as well as multipart', async () => {
    const fields = signUpFields();
    const res = await t.app.inject({ method: 'POST', url: '/admin/api/auth_register', payload: fields });
    expect(res.statusCode).toBe(200);
    expect((await findByMobile(fields.owner_number))!.petImage).toBeNull();
  });

  it('refuses a second account with the same mobile or email, with one message that names neither', async () => {
    const first = signUpFields();
    expect((await register(first)).statusCode).toBe(200);

    const sameMobile = await register(signUpFields({ owner_number: `+91 ${first.owner_number}` }));
    const sameEmail = await register(signUpFields({ email: first.email.toUpperCase() }));
    for (const res of [sameMobile, sameEmail]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        status: 0,
        message: 'An account with this mobile number or email already exists. Please log in, or reset your password.',
      });
    }

    const rows = await t.ctx.db.select().from(customers).where(eq(customers.email, first.email));
    expect(rows).toHaveLength(1);
  });

  it('answers with the spec messages for each missing field', async () => {
    const res = await register({});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: 0,
      message: 'Pet Name is required',
      errors: {
        pet_name: 'Pet Name is required',
        breed: 'Breed is required',
        age: 'Age is required',
        weight: 'Weight is required',
        owner_name: 'Owner Name is required',
        owner_number: 'Owner Number is required',
        email: 'Email is required',
        password: 'Password is required',
      },
    });
    const bad = await register(signUpFields({ email: 'not-an-email' }));
    expect(bad.json().errors).toEqual({ email: 'Invalid email format' });
  });
});

describe('sign-up logs the new customer in', () => {
  it('sets the session cookie, records the terms agreed to, and queues the welcome email', async () => {
    const fields = signUpFields({ owner_name: 'Kavya Iyer', pet_name: 'Simba' });
    const res = await register(fields);
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((x) => x.name === 'canino_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const me = await t.app.inject({ url: '/admin/api/me', headers: { cookie: `canino_session=${cookie.value}` } });
    expect(me.json().data).toEqual(res.json().data);

    const row = await findByMobile(fields.owner_number);
    expect(row).toMatchObject({ termsVersion: TERMS_VERSION });
    expect(row!.termsAgreedAt).toBeInstanceOf(Date);
    const mine = t.mail.filter((m) => m.to === fields.email);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.subject).toBe('Welcome to Canino, Kavya Iyer');
    expect(mine[0]!.text).toContain('Simba’s dose on every product page');
  });
});

describe('the terms at login', () => {
  const login = (payload: Record<string, string | number>) => t.app.inject({ method: 'POST', url: '/admin/api/auth_login', payload });

  it('asks nothing of an account that agreed to the current terms', async () => {
    const c = await createCustomer(t.ctx);
    expect((await login({ mobile: c.mobile, password: TEST_PASSWORD })).statusCode).toBe(200);
  });

  it('asks again once the terms changed since the account agreed, and records the new agreement', async () => {
    const agreedBefore = new Date('2025-01-01T00:00:00Z');
    const c = await createCustomer(t.ctx, { termsVersion: TERMS_VERSION - 1, termsAgreedAt: agreedBefore });
    const refused = await login({ mobile: c.mobile, password: TEST_PASSWORD });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      status: 0,
      message: 'Our Terms & Conditions have changed since you last agreed to them. Please read them and tick the box to log in.',
      errors: { agree: MSG.agreeRequired },
    });
    expect(refused.cookies).toHaveLength(0);
    // A box ticked for other terms than the current ones is no agreement to these.
    expect((await login({ mobile: c.mobile, password: TEST_PASSWORD, terms_version: TERMS_VERSION + 1 })).statusCode).toBe(409);
    expect((await findByMobile(c.mobile))!.termsAgreedAt).toEqual(agreedBefore);

    // Multipart sends the version as text, as the storefront's form does.
    const agreed = await t.app.inject({
      method: 'POST',
      url: '/admin/api/auth_login',
      ...multipart({ mobile: c.mobile, password: TEST_PASSWORD, terms_version: String(TERMS_VERSION) }),
    });
    expect(agreed.statusCode).toBe(200);
    expect((await findByMobile(c.mobile))!.termsVersion).toBe(TERMS_VERSION);
    expect((await login({ mobile: c.mobile, password: TEST_PASSWORD })).statusCode).toBe(200);
  });

  it('says nothing about the terms to a wrong password', async () => {
    const c = await createCustomer(t.ctx, { termsVersion: null, termsAgreedAt: null });
    const res = await login({ mobile: c.mobile, password: 'wrong-password' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 0, message: 'The mobile number or password is incorrect' });
  });
});

describe('login, session and logout', () => {
  it('sets an httpOnly SameSite=Lax session cookie and returns the spec user record', async () => {
    const c = await createCustomer(t.ctx, { petImage: '/admin/uploads/pets/x.webp' });
    const res = await t.app.inject({ method: 'POST', url: '/admin/api/auth_login', ...multipart({ mobile: c.mobile, password: TEST_PASSWORD }) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe(1);
    expect(body.message).toEqual(expect.any(String));
    expect(body.data).toEqual({
      cusID: c.id,
      cusName: c.ownerName,
      cusMobile: c.mobile,
      cusEmail: c.email,
      pet_name: c.petName,
      breed: c.breed,
      age: c.age,
      weight: c.weight,
      petImg: '/admin/uploads/pets/x.webp',
    });
    const cookie = res.cookies.find((x) => x.name === 'canino_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.value.length).toBeGreaterThan(30);
    // Only a hash of the token is kept: a copy of the table is no key to anybody's account.
    const stored = await t.ctx.db.select().from(sessions).where(eq(sessions.subjectId, c.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).not.toBe(cookie.value);
  });

  it('refuses a wrong password and an unknown number with the same message and no cookie', async () => {
    const c = await createCustomer(t.ctx);
    for (const payload of [
      { mobile: c.mobile, password: 'wrong-password' },
      { mobile: uniqueMobile(), password: TEST_PASSWORD },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/admin/api/auth_login', payload });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ status: 0, message: 'The mobile number or password is incorrect' });
      expect(res.cookies).toHaveLength(0);
    }
  });

  it('/me answers for the session; logout ends it', async () => {
    const c = await createCustomer(t.ctx);
    const cookie = await loginAs(t.app, c.mobile, TEST_PASSWORD);
    const me = await t.app.inject({ url: '/admin/api/me', headers: { cookie } });
    expect(me.json()).toMatchObject({ status: 1, data: { cusID: c.id } });

    const out = await t.app.inject({ method: 'POST', url: '/admin/api/auth_logout', headers: { cookie } });
    expect(out.json()).toEqual({ status: 1, message: 'You have been logged out' });
    expect(out.cookies.find((x) => x.name === 'canino_session')?.value).toBe('');

    const after = await t.app.inject({ url: '/admin/api/me', headers: { cookie } });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ status: 0, message: 'Please log in to continue' });
    expect(await t.ctx.db.select().from(sessions).where(eq(sessions.subjectId, c.id))).toHaveLength(0);
  });

  it('sessions last 30 days; expired ones are refused, then pruned', async () => {
    const c = await createCustomer(t.ctx);
    const cookie = await loginAs(t.app, c.mobile, TEST_PASSWORD);
    try {
      clockAhead = 29 * DAY;
      expect((await t.app.inject({ url: '/admin/api/me', headers: { cookie } })).statusCode).toBe(200);
      clockAhead = 31 * DAY;
      expect((await t.app.inject({ url: '/admin/api/me', headers: { cookie } })).statusCode).toBe(401);
      await pruneExpiredSessions(t.ctx);
      expect(await t.ctx.db.select().from(sessions).where(eq(sessions.subjectId, c.id))).toHaveLength(0);
    } finally {
      clockAhead = 0;
    }
  });

  it('treats the spec fixed Authorization header as no identity at all', async () => {
    const c = await createCustomer(t.ctx);
    const asSpec = { headers: SPEC_TOKEN };
    expect((await t.app.inject({ url: '/admin/api/me', ...asSpec })).statusCode).toBe(401);
    const update = await t.app.inject({
      method: 'POST',
      url: '/admin/api/profile_update',
      headers: SPEC_TOKEN,
      payload: { cusID: c.id, pet_name: 'Hacked', breed: 'x', age: '1', weight: '1', owner_name: 'x' },
    });
    expect(update.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/admin/api/wishlist', headers: SPEC_TOKEN, payload: { cusID: c.id } })).statusCode).toBe(401);
    // Sent beside a real session it changes nothing either: the cookie decides.
    const cookie = await loginAs(t.app, c.mobile, TEST_PASSWORD);
    const me = await t.app.inject({ url: '/admin/api/me', headers: { ...SPEC_TOKEN, cookie } });
    expect(me.json().data.cusID).toBe(c.id);
    expect((await findByMobile(c.mobile))!.petName).toBe(c.petName);
  });
});

describe('profile_update', () => {
  const profile = (cusID: number, over: Record<string, string> = {}) => ({
    cusID: String(cusID),
    pet_name: 'Rani',
    breed: 'Indie',
    age: '5',
    weight: '18',
    needs: '',
    owner_name: 'Asha R.',
    ...over,
  });

  it('saves the customer own profile and returns the new user record; mobile and email stay', async () => {
    const c = await createCustomer(t.ctx);
    const cookie = await loginAs(t.app, c.mobile, TEST_PASSWORD);
    const form = multipart(profile(c.id, { owner_number: '9000000000', email: 'other@example.com' }), { data: await pngImage() });
    const res = await t.app.inject({ method: 'POST', url: '/admin/api/profile_update', headers: { ...form.headers, cookie }, payload: form.payload });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 1,
      message: 'Your profile has been saved',
      data: { cusID: c.id, cusName: 'Asha R.', pet_name: 'Rani', breed: 'Indie', cusMobile: c.mobile, cusEmail: c.email },
    });
    const petImg = res.json().data.petImg as string;
    expect((await t.app.inject(petImg)).statusCode).toBe(200);

    // A second picture replaces the first, which is removed from disk.
    const again = multipart(profile(c.id), { data: await pngImage() });
    const res2 = await t.app.inject({ method: 'POST', url: '/admin/api/profile_update', headers: { ...again.headers, cookie }, payload: again.payload });
    expect(res2.json().data.petImg).not.toBe(petImg);
    expect((await t.app.inject(petImg)).statusCode).toBe(404);
  });

  it('refuses another customer id (403) and no session (401), changing nothing', async () => {
    const me = await createCustomer(t.ctx);
    const other = await createCustomer(t.ctx);
    const cookie = await loginAs(t.app, me.mobile, TEST_PASSWORD);
    const foreign = multipart(profile(other.id, { pet_name: 'Stolen' }));
    const res = await t.app.inject({ method: 'POST', url: '/admin/api/profile_update', headers: { ...foreign.headers, cookie }, payload: foreign.payload });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: 0, message: 'You can only change your own account' });

    const anonymous = multipart(profile(other.id, { pet_name: 'Stolen' }));
    const res2 = await t.app.inject({ method: 'POST', url: '/admin/api/profile_update', ...anonymous });
    expect(res2.statusCode).toBe(401);
    expect((await findByMobile(other.mobile))!.petName).toBe(other.petName);
  });

  it('names each missing field with the spec message', async () => {
    const c = await createCustomer(t.ctx);
    const cookie = await loginAs(t.app, c.mobile, TEST_PASSWORD);
    const res = await t.app.inject({ method: 'POST', url: '/admin/api/profile_update', headers: { cookie }, payload: { cusID: c.id } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      pet_name: 'Pet Name is required',
      breed: 'Breed is required',
      age: 'Age is required',
      weight: 'Weight is required',
      owner_name: 'Owner Name is required',
    });
  });
});
