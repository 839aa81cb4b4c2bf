import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { adminInvitations, adminUsers } from '../db/schema';

export type AdminInvitationRow = typeof adminInvitations.$inferSelect;

/** Neither accepted nor revoked, and not yet expired. */
const pending = (now: Date) => and(isNull(adminInvitations.acceptedAt), isNull(adminInvitations.revokedAt), gt(adminInvitations.expiresAt, now));

export async function insertInvitation(db: Db, row: typeof adminInvitations.$inferInsert): Promise<AdminInvitationRow> {
  const [saved] = await db.insert(adminInvitations).values(row).returning();
  return saved!;
}

export async function listPendingInvitations(db: Db, now: Date) {
  return db
    .select({ invitation: adminInvitations, invitedBy: adminUsers.name })
    .from(adminInvitations)
    .leftJoin(adminUsers, eq(adminUsers.id, adminInvitations.invitedBy))
    .where(pending(now))
    .orderBy(asc(adminInvitations.id));
}

export async function findPendingInvitation(db: Db, tokenHash: string, now: Date): Promise<AdminInvitationRow | undefined> {
  const [row] = await db
    .select()
    .from(adminInvitations)
    .where(and(eq(adminInvitations.tokenHash, tokenHash), pending(now)));
  return row;
}

/** Marks the invitation accepted and returns it, in one statement so two clicks cannot both succeed. */
export async function consumeInvitation(db: Db, tokenHash: string, now: Date): Promise<AdminInvitationRow | undefined> {
  const [row] = await db
    .update(adminInvitations)
    .set({ acceptedAt: now })
    .where(and(eq(adminInvitations.tokenHash, tokenHash), pending(now)))
    .returning();
  return row;
}

/** Revokes one invitation (by id) or every pending one for an address; returns what it revoked. */
export async function revokeInvitations(db: Db, which: { id: number } | { email: string }, now: Date): Promise<AdminInvitationRow[]> {
  const target = 'id' in which ? eq(adminInvitations.id, which.id) : eq(adminInvitations.email, which.email);
  return db
    .update(adminInvitations)
    .set({ revokedAt: now })
    .where(and(target, pending(now)))
    .returning();
}
