import { and, eq, gt, lt, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { customerChanged } from '../db/after-commit-changes';
import { sessions } from '../db/schema';

export type SessionSubject = 'customer' | 'admin';

export async function insertSession(db: Db, row: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(row);
}

/** The condition a session row meets while it is live: this token, this kind of subject, not expired. */
export const liveSession = (tokenHash: string, subject: SessionSubject, now: Date) =>
  and(eq(sessions.tokenHash, tokenHash), eq(sessions.subject, subject), gt(sessions.expiresAt, now));

export async function findLiveSession(db: Db, tokenHash: string, subject: SessionSubject, now: Date) {
  const [row] = await db
    .select()
    .from(sessions)
    .where(liveSession(tokenHash, subject, now));
  return row;
}

/*
 * Every write that ends a customer's session says so (customerChanged): the pets of a session are kept in
 * memory on each API process (decision 017), and a session ended here must not show its dogs on any of them.
 * A new session needs no word (no process holds anything under a token not yet given out), nor does the
 * pruning of expired ones (the memory keeps each session's expiry and checks it).
 */

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  const ended = await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash)).returning({ subject: sessions.subject, subjectId: sessions.subjectId });
  for (const s of ended) if (s.subject === 'customer') await customerChanged(db, s.subjectId);
}

/** Ends every session of a subject, except the one given (the device that made the change). */
export async function deleteSessionsOf(db: Db, subject: SessionSubject, subjectId: number, keepHash?: string) {
  const conditions = [eq(sessions.subject, subject), eq(sessions.subjectId, subjectId)];
  if (keepHash) conditions.push(ne(sessions.tokenHash, keepHash));
  await db.delete(sessions).where(and(...conditions));
  if (subject === 'customer') await customerChanged(db, subjectId);
}

export async function deleteExpiredSessions(db: Db, now: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}
