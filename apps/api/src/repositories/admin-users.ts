import { eq, sql } from 'drizzle-orm';
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

export async function upsertAdmin(db: Db, row: { email: string; name: string; passwordHash: string }) {
  const [saved] = await db
    .insert(adminUsers)
    .values(row)
    .onConflictDoUpdate({ target: adminUsers.email, set: { passwordHash: row.passwordHash, name: row.name, updatedAt: new Date() } })
    .returning();
  return saved!;
}
