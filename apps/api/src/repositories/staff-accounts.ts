import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { adminUsers, sessions } from '../db/schema';

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

export async function insertAdmin(db: Db, row: Pick<typeof adminUsers.$inferInsert, 'email' | 'name' | 'passwordHash' | 'role'>): Promise<AdminUserRow> {
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

/** Every admin account, oldest first, with how many live sessions each has. */
export async function listAdminsWithSessions(db: Db, now: Date) {
  const live = db
    .select({ subjectId: sessions.subjectId, n: sql<number>`count(*)::int`.as('n') })
    .from(sessions)
    .where(and(eq(sessions.subject, 'admin'), gt(sessions.expiresAt, now)))
    .groupBy(sessions.subjectId)
    .as('live');
  return db
    .select({ admin: adminUsers, liveSessions: sql<number>`coalesce(${live.n}, 0)::int` })
    .from(adminUsers)
    .leftJoin(live, eq(live.subjectId, adminUsers.id))
    .orderBy(asc(adminUsers.id));
}

export async function updateAdmin(db: Db, id: number, patch: Partial<Pick<AdminUserRow, 'role' | 'deactivatedAt'>>): Promise<AdminUserRow | undefined> {
  const [row] = await db
    .update(adminUsers)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(adminUsers.id, id))
    .returning();
  return row;
}
