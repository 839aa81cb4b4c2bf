import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { customers } from '../db/schema';

export type CustomerRow = typeof customers.$inferSelect;

export async function findCustomerById(db: Db, id: number): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  return row;
}

export async function findCustomerByMobile(db: Db, mobile: string): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.mobile, mobile));
  return row;
}

export async function findCustomerByEmail(db: Db, email: string): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.email, email));
  return row;
}

export async function findCustomersByMobileOrEmail(db: Db, mobile: string, email: string) {
  return db
    .select({ mobile: customers.mobile, email: customers.email })
    .from(customers)
    .where(or(eq(customers.mobile, mobile), eq(customers.email, email)));
}

export async function insertCustomer(db: Db, row: typeof customers.$inferInsert): Promise<CustomerRow> {
  const [created] = await db.insert(customers).values(row).returning();
  return created!;
}

export async function updateCustomer(db: Db, id: number, patch: Partial<typeof customers.$inferInsert>): Promise<CustomerRow | undefined> {
  const [row] = await db
    .update(customers)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(customers.id, id))
    .returning();
  return row;
}

/** Swaps the password hash only if it is still `oldHash`: a rehash at login must not undo a reset made meanwhile. */
export async function replacePasswordHash(db: Db, id: number, oldHash: string, newHash: string): Promise<void> {
  await db
    .update(customers)
    .set({ passwordHash: newHash, updatedAt: new Date() })
    .where(and(eq(customers.id, id), eq(customers.passwordHash, oldHash)));
}

/** The customer agreed to the terms' `version` at `at`. */
export async function recordTermsAgreement(db: Db, id: number, version: number, at: Date): Promise<void> {
  await db.update(customers).set({ termsVersion: version, termsAgreedAt: at, updatedAt: at }).where(eq(customers.id, id));
}
