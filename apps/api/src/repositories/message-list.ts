import { and, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AdminMessageQuery } from '@canino/shared';
import type { Db } from '../db/client';
import { contactMessages } from '../db/schema';
import { containsPattern, offsetOf } from './paging';

export type ContactMessageRow = typeof contactMessages.$inferSelect;

export async function listMessagesPage(db: Db, q: AdminMessageQuery) {
  const where: SQL[] = [];
  if (q.state === 'open') where.push(isNull(contactMessages.handledAt));
  if (q.state === 'handled') where.push(isNotNull(contactMessages.handledAt));
  if (q.q) {
    const p = containsPattern(q.q);
    where.push(or(ilike(contactMessages.name, p), ilike(contactMessages.email, p), ilike(contactMessages.subject, p), ilike(contactMessages.message, p))!);
  }
  const filter = where.length ? and(...where) : undefined;
  const rows = await db.select().from(contactMessages).where(filter).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id)).limit(q.pageSize).offset(offsetOf(q));
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(contactMessages)
    .where(filter);
  return { rows, total: total?.n ?? 0 };
}

export async function setMessageHandled(db: Db, id: number, handledAt: Date | null) {
  const [row] = await db.update(contactMessages).set({ handledAt }).where(eq(contactMessages.id, id)).returning();
  return row;
}

export async function countOpenMessages(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(contactMessages)
    .where(isNull(contactMessages.handledAt));
  return row?.n ?? 0;
}
