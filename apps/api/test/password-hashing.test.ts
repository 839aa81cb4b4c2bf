import { randomBytes, scryptSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUsers, customers } from '../src/db/schema';
import { hashPassword, verifyPassword } from '../src/services/passwords';
import { adminLogin, createAdmin, ADMIN_PASSWORD } from './admin-support';
import { createCustomer, TEST_PASSWORD } from './helpers/factories';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** argon2id at OWASP's parameters (decision 011). */
const CURRENT = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/;

/** A hash exactly as the shop wrote them before decision 011: scrypt, N=16384, r=8, p=1. */
function legacyScryptHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 32, { N: 16384, r: 8, p: 1 });
  return `scrypt$16384$8$1$${salt.toString('base64')}$${key.toString('base64')}`;
}

const customerLogin = (mobile: string, password: string) => t.app.inject({ method: 'POST', url: '/admin/api/auth_login', payload: { mobile, password } });
const customerHash = async (id: number) => (await t.ctx.db.select().from(customers).where(eq(customers.id, id)))[0]!.passwordHash;
const adminHash = async (id: number) => (await t.ctx.db.select().from(adminUsers).where(eq(adminUsers.id, id)))[0]!.passwordHash;

describe('password hashes', () => {
  it('are argon2id with OWASP parameters, salted, and verify only the right password', async () => {
    const a = await hashPassword('same password');
    const b = await hashPassword('same password');
    expect(a).toMatch(CURRENT);
    expect(a).not.toBe(b);
    expect(await verifyPassword('same password', a)).toBe(true);
    expect(await verifyPassword('same passwore', a)).toBe(false);
    expect(await verifyPassword('same password', 'not a hash')).toBe(false);
  });

  it('a customer with an old scrypt hash logs in, and the hash is replaced by argon2id; a wrong password changes nothing', async () => {
    const old = legacyScryptHash(TEST_PASSWORD);
    const customer = await createCustomer(t.ctx, { passwordHash: old });

    expect((await customerLogin(customer.mobile, 'not-the-password')).statusCode).toBe(401);
    expect(await customerHash(customer.id)).toBe(old);

    expect((await customerLogin(customer.mobile, TEST_PASSWORD)).statusCode).toBe(200);
    const upgraded = await customerHash(customer.id);
    expect(upgraded).toMatch(CURRENT);
    expect((await customerLogin(customer.mobile, TEST_PASSWORD)).statusCode).toBe(200);
    // A current hash is left as it is.
    expect(await customerHash(customer.id)).toBe(upgraded);
  });

  it('an admin with an old scrypt hash logs in, and the hash is replaced by argon2id; a wrong password changes nothing', async () => {
    const admin = await createAdmin(t.ctx);
    const old = legacyScryptHash(ADMIN_PASSWORD);
    await t.ctx.db.update(adminUsers).set({ passwordHash: old }).where(eq(adminUsers.id, admin.id));

    expect((await adminLogin(t, admin.email, 'not-the-password')).statusCode).toBe(401);
    expect(await adminHash(admin.id)).toBe(old);

    expect((await adminLogin(t, admin.email)).statusCode).toBe(200);
    expect(await adminHash(admin.id)).toMatch(CURRENT);
    expect((await adminLogin(t, admin.email)).statusCode).toBe(200);
  });
});
