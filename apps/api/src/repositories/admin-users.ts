import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { adminUsers } from '../db/schema';

export type AdminUserRow = typeof adminUsers.$inferSelect;

export async function countAdmins(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(adminUsers);
  return row?.n ?? 0;
}

export async function findAdminByEmail(db: Db, email: string): Promise<AdminUserRow | undefined> {
  const [row] = await db.select().from(adminUsers).where(eq(adminUsers.email, email));
  return row;
}

export async function findAdminById(db: Db, id: number): Promise<AdminUserRow | undefined> {
  const [row] = await db.select().from(adminUsers).where(eq(adminUsers.id, id));
  return row;
}

export async function insertAdmin(db: Db, row: { email: string; name: string; passwordHash: string }): Promise<AdminUserRow> {
  const [saved] = await db.insert(adminUsers).values(row).returning();
  return saved!;
}

/** With `oldHash`, swaps only if the hash is still that one: a rehash at login must not undo a change made meanwhile. */
export async function setAdminPasswordHash(db: Db, id: number, newHash: string, oldHash?: string): Promise<void> {
  const conditions = [eq(adminUsers.id, id)];
  if (oldHash !== undefined) conditions.push(eq(adminUsers.passwordHash, oldHash));
  await db
    .update(adminUsers)
    .set({ passwordHash: newHash, updatedAt: new Date() })
    .where(and(...conditions));
}

export async function deleteAdmin(db: Db, id: number): Promise<void> {
  await db.delete(adminUsers).where(eq(adminUsers.id, id));
}
