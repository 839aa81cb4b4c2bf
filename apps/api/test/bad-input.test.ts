import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createProduct, TEST_PASSWORD, uniqueMobile } from './helpers/factories';
import { loginAs, multipart } from './helpers/http';
import { snapshot } from './helpers/snapshot';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Every storefront call fed what a careless or hostile client sends: each answer is a 4xx with
 * `status: 0` and a message, no stack trace, and nothing is written (rows, files, mail).
 */
let t: TestApp;
/** The logged-in customer the calls that need a session are sent as, and a product that exists. */
let me: { id: number; cookie: string };
let productId: number;

beforeAll(async () => {
  t = await createTestApp();
  const c = await createCustomer(t.ctx);
  me = { id: c.id, cookie: await loginAs(t.app, c.mobile, TEST_PASSWORD) };
  productId = (await createProduct(t.ctx)).id;
});
afterAll(() => t.close());

const TEN_MB = 'x'.repeat(10 * 1024 * 1024);
const SQL = "1' OR '1'='1'; DROP TABLE customers; --";
const TEXT_AS_JPG = { name: 'pet.jpg', type: 'image/jpeg', data: Buffer.from('This is a text file, not a picture of a dog.\n') };
const UNKNOWN_ID = 999_999;

type Build = () => InjectOptions;
const session = () => ({ cookie: me.cookie });

function form(url: string, fields: Record<string, string>, opts: { file?: typeof TEXT_AS_JPG; auth?: boolean } = {}): Build {
  return () => {
    const body = multipart(fields, opts.file);
    return { method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...(opts.auth ? session() : {}) } };
  };
}

function json(url: string, body: unknown, opts: { auth?: boolean } = {}): Build {
  return () => ({
    method: 'POST',
    url,
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...(opts.auth ? session() : {}) },
  });
}

const get =
  (url: string): Build =>
  () => ({ method: 'GET', url });

const api = (call: string) => `/admin/api/${call}`;
const signUp = () => ({
  pet_name: 'Bruno',
  breed: 'Labrador',
  age: '3',
  weight: '28',
  owner_name: 'Asha',
  owner_number: uniqueMobile(),
  email: `asha.${Math.random().toString(36).slice(2)}@example.com`,
  password: 'good-password-1',
  needs: '',
});
const profile = () => ({ cusID: String(me.id), pet_name: 'Rani', breed: 'Indie', age: '5', weight: '18', owner_name: 'Asha', needs: '' });
const contact = { name: 'Ravi', mobile: 'ravi@example.com', title: 'Hello', desc: 'A question' };

/** [endpoint, case, request, expected HTTP status] */
const CASES: [string, string, Build, number][] = [
  ['auth_login', 'missing fields', form(api('auth_login'), {}), 400],
  ['auth_login', 'wrong types', json(api('auth_login'), { mobile: { $ne: null }, password: ['x'] }), 400],
  ['auth_login', '10 MB string (form)', form(api('auth_login'), { mobile: '9876543210', password: TEN_MB }), 413],
  ['auth_login', '10 MB string (JSON)', json(api('auth_login'), { mobile: TEN_MB, password: 'x' }), 413],
  ['auth_login', 'text file named pet.jpg', form(api('auth_login'), { mobile: '9876543210', password: 'x' }, { file: TEXT_AS_JPG }), 400],
  ['auth_login', 'unknown account', form(api('auth_login'), { mobile: '9123456789', password: TEST_PASSWORD }), 401],
  ['auth_login', 'SQL-looking strings', form(api('auth_login'), { mobile: SQL, password: SQL }), 400],

  ['auth_register', 'missing fields', form(api('auth_register'), {}), 400],
  ['auth_register', 'wrong types', json(api('auth_register'), { ...signUp(), pet_name: 5, breed: {}, age: [], weight: true, owner_number: 9876543210 }), 400],
  ['auth_register', '10 MB string (form)', () => form(api('auth_register'), { ...signUp(), needs: TEN_MB })(), 413],
  ['auth_register', '10 MB string (JSON)', () => json(api('auth_register'), { ...signUp(), pet_name: TEN_MB })(), 413],
  ['auth_register', 'text file named pet.jpg', () => form(api('auth_register'), signUp(), { file: TEXT_AS_JPG })(), 415],
  ['auth_register', 'file over 5 MB', () => form(api('auth_register'), signUp(), { file: { ...TEXT_AS_JPG, data: Buffer.alloc(6 * 1024 * 1024, 0xff) } })(), 413],
  ['auth_register', 'SQL-looking strings', () => form(api('auth_register'), { ...signUp(), owner_number: SQL, email: SQL })(), 400],
  ['auth_register', 'NUL character', () => form(api('auth_register'), { ...signUp(), pet_name: 'Bru\u0000no' })(), 400],

  ['profile_update', 'missing fields', form(api('profile_update'), {}, { auth: true }), 400],
  ['profile_update', 'wrong types', () => json(api('profile_update'), { ...profile(), cusID: true, pet_name: ['Rani'] }, { auth: true })(), 400],
  ['profile_update', '10 MB string (form)', () => form(api('profile_update'), { ...profile(), needs: TEN_MB }, { auth: true })(), 413],
  ['profile_update', '10 MB string (JSON)', () => json(api('profile_update'), { ...profile(), owner_name: TEN_MB }, { auth: true })(), 413],
  ['profile_update', 'text file named pet.jpg', () => form(api('profile_update'), profile(), { file: TEXT_AS_JPG, auth: true })(), 415],
  ['profile_update', 'unknown customer id', () => form(api('profile_update'), { ...profile(), cusID: String(UNKNOWN_ID) }, { auth: true })(), 403],
  ['profile_update', 'SQL-looking strings', () => form(api('profile_update'), { ...profile(), cusID: SQL }, { auth: true })(), 400],
  ['profile_update', 'NUL character', () => form(api('profile_update'), { ...profile(), owner_name: 'As\u0000ha' }, { auth: true })(), 400],

  ['cont', 'missing fields', form(api('cont'), {}), 400],
  ['cont', 'wrong types', json(api('cont'), { name: 1, mobile: [], title: {}, desc: false }), 400],
  ['cont', '10 MB string (form)', form(api('cont'), { ...contact, desc: TEN_MB }), 413],
  ['cont', '10 MB string (JSON)', json(api('cont'), { ...contact, desc: TEN_MB }), 413],
  ['cont', 'text file named pet.jpg', form(api('cont'), contact, { file: TEXT_AS_JPG }), 400],
  ['cont', 'SQL-looking strings', form(api('cont'), { ...contact, mobile: SQL }), 400],
  ['cont', 'NUL character', form(api('cont'), { ...contact, desc: 'Hello\u0000' }), 400],

  ['send_forgot_password_email', 'missing fields', form(api('send_forgot_password_email'), {}), 400],
  ['send_forgot_password_email', 'wrong types', json(api('send_forgot_password_email'), { email: ['a@example.com'] }), 400],
  ['send_forgot_password_email', '10 MB string', form(api('send_forgot_password_email'), { email: TEN_MB }), 413],
  ['send_forgot_password_email', 'text file named pet.jpg', form(api('send_forgot_password_email'), { email: 'a@example.com' }, { file: TEXT_AS_JPG }), 400],
  ['send_forgot_password_email', 'SQL-looking strings', form(api('send_forgot_password_email'), { email: SQL }), 400],
  ['send_forgot_password_email', 'NUL character', form(api('send_forgot_password_email'), { email: 'a\u0000@example.com' }), 400],

  ['reset_password', 'missing fields', form(api('reset_password'), {}), 400],
  ['reset_password', 'wrong types', json(api('reset_password'), { token: 5, password: {} }), 400],
  ['reset_password', '10 MB string', form(api('reset_password'), { token: TEN_MB, password: 'new-password-1' }), 413],
  ['reset_password', 'text file named pet.jpg', form(api('reset_password'), { token: 'abc', password: 'new-password-1' }, { file: TEXT_AS_JPG }), 400],
  ['reset_password', 'unknown token', form(api('reset_password'), { token: 'no-such-token', password: 'new-password-1' }), 400],
  ['reset_password', 'SQL-looking strings', form(api('reset_password'), { token: SQL, password: 'new-password-1' }), 400],
  ['reset_password', 'NUL character', form(api('reset_password'), { token: 'abc\u0000', password: 'new-password-1' }), 400],

  ['wishlist_update', 'missing fields', json(api('wishlist_update'), {}, { auth: true }), 400],
  ['wishlist_update', 'wrong types', () => json(api('wishlist_update'), { cusID: [me.id], pID: { id: productId } }, { auth: true })(), 400],
  ['wishlist_update', '10 MB string', () => json(api('wishlist_update'), { cusID: me.id, pID: TEN_MB }, { auth: true })(), 413],
  ['wishlist_update', 'text file named pet.jpg', () => form(api('wishlist_update'), { cusID: String(me.id), pID: String(productId) }, { file: TEXT_AS_JPG, auth: true })(), 400],
  ['wishlist_update', 'unknown product id', () => json(api('wishlist_update'), { cusID: me.id, pID: UNKNOWN_ID }, { auth: true })(), 404],
  ['wishlist_update', 'unknown customer id', () => json(api('wishlist_update'), { cusID: UNKNOWN_ID, pID: productId }, { auth: true })(), 403],
  ['wishlist_update', 'SQL-looking strings', () => json(api('wishlist_update'), { cusID: SQL, pID: SQL }, { auth: true })(), 400],

  ['wishlist', 'missing fields', form(api('wishlist'), {}, { auth: true }), 400],
  ['wishlist', 'wrong types', json(api('wishlist'), { cusID: { id: 1 } }, { auth: true }), 400],
  ['wishlist', '10 MB string', form(api('wishlist'), { cusID: TEN_MB }, { auth: true }), 413],
  ['wishlist', 'text file named pet.jpg', () => form(api('wishlist'), { cusID: String(me.id) }, { file: TEXT_AS_JPG, auth: true })(), 400],
  ['wishlist', 'unknown customer id', form(api('wishlist'), { cusID: String(UNKNOWN_ID) }, { auth: true }), 403],
  ['wishlist', 'SQL-looking strings', form(api('wishlist'), { cusID: SQL }, { auth: true }), 400],

  ['product', 'wrong types', get(`${api('product')}?category=abc`), 400],
  ['product', 'repeated parameter', get(`${api('product')}?category=1&category=2`), 400],
  ['product', '10 MB string', get(`${api('product')}?category=${TEN_MB}`), 400],
  ['product', 'unknown category id', get(`${api('product')}?category=${UNKNOWN_ID}`), 404],
  ['product', 'SQL-looking strings', get(`${api('product')}?category=${encodeURIComponent(SQL)}`), 400],
  ['product', 'NUL character', get(`${api('product')}?q=dog%00`), 400],

  ['productById', 'wrong types', get(`${api('productById')}/1.5`), 400],
  ['productById', '10 MB string', get(`${api('productById')}/${TEN_MB}`), 414],
  ['productById', 'malformed address', get(`${api('productById')}/%E0%A4%A`), 400],
  ['productById', 'unknown id', get(`${api('productById')}/${UNKNOWN_ID}`), 404],
  ['productById', 'SQL-looking strings', get(`${api('productById')}/${encodeURIComponent(SQL)}`), 400],

  ['coupen', 'wrong types', get(`${api('coupen')}/WELCOME10?subtotal=lots`), 400],
  ['coupen', '10 MB string', get(`${api('coupen')}/${TEN_MB}`), 414],
  ['coupen', 'unknown code', get(`${api('coupen')}/NOPE`), 404],
  ['coupen', 'SQL-looking strings', get(`${api('coupen')}/${encodeURIComponent(SQL)}`), 404],
  ['coupen', 'NUL character', get(`${api('coupen')}/WEL%00COME`), 400],
];

describe.each([...new Set(CASES.map(([endpoint]) => endpoint))])('%s refuses bad input', (endpoint) => {
  it.each(CASES.filter(([e]) => e === endpoint).map(([, name, build, status]) => [name, status, build] as const))('%s → %i', async (_name, status, build) => {
    const before = await snapshot(t);
    const res = await t.app.inject(build());
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.json();
    expect(body.status).toBe(0);
    expect(body.message).toEqual(expect.any(String));
    expect(body.message.length).toBeGreaterThan(3);
    expect(body.message.length).toBeLessThan(200);
    expect(res.body).not.toMatch(/\n\s+at |node_modules|\.ts:\d|stack/i);
    expect(await snapshot(t)).toEqual(before);
  });
});

describe('SQL-looking text where free text is allowed', () => {
  it('is stored as the text it is, and every table is still there', async () => {
    const before = await snapshot(t);
    const res = await t.app.inject({ method: 'POST', url: api('cont'), ...multipart({ ...contact, title: SQL, desc: SQL }) });
    expect(res.statusCode).toBe(200);
    const after = await snapshot(t);
    expect(after.contactMessages).toBe(before.contactMessages + 1);
    expect(after.customers).toBe(before.customers);
  });
});
