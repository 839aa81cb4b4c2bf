import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { addresses } from '../db/schema';

export type AddressRow = typeof addresses.$inferSelect;
type AddressFields = Omit<typeof addresses.$inferInsert, 'id' | 'customerId' | 'createdAt' | 'updatedAt'>;

export async function listAddresses(db: Db, customerId: number): Promise<AddressRow[]> {
  return db.select().from(addresses).where(eq(addresses.customerId, customerId)).orderBy(desc(addresses.createdAt), desc(addresses.id));
}

export async function countAddresses(db: Db, customerId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(addresses)
    .where(eq(addresses.customerId, customerId));
  return row?.n ?? 0;
}

/** The address only when it belongs to this customer. */
export async function findOwnAddress(db: Db, customerId: number, id: number): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.customerId, customerId)));
  return row;
}

export async function insertAddress(db: Db, customerId: number, fields: AddressFields): Promise<AddressRow> {
  const [row] = await db
    .insert(addresses)
    .values({ ...fields, customerId })
    .returning();
  return row!;
}

export async function updateOwnAddress(db: Db, customerId: number, id: number, fields: AddressFields): Promise<AddressRow | undefined> {
  const [row] = await db
    .update(addresses)
    .set({ ...fields, updatedAt: new Date() })
    .where(and(eq(addresses.id, id), eq(addresses.customerId, customerId)))
    .returning();
  return row;
}

export async function deleteOwnAddress(db: Db, customerId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.customerId, customerId)))
    .returning({ id: addresses.id });
  return rows.length > 0;
}
