import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AdminGrievanceQuery, GrievanceStatus } from '@canino/shared';
import type { Db } from '../db/client';
import { grievanceReplies, grievances } from '../db/schema';
import { containsPattern, offsetOf } from './paging';
import { lockRow } from './lock-row';

export type GrievanceRow = typeof grievances.$inferSelect;
export type GrievanceReplyRow = typeof grievanceReplies.$inferSelect;

export async function insertGrievance(db: Db, values: typeof grievances.$inferInsert): Promise<GrievanceRow> {
  const [row] = await db.insert(grievances).values(values).returning();
  return row!;
}

export async function findGrievanceByTicket(db: Db, ticket: string): Promise<GrievanceRow | undefined> {
  const [row] = await db.select().from(grievances).where(eq(grievances.ticket, ticket));
  return row;
}

export async function findGrievance(db: Db, id: number): Promise<GrievanceRow | undefined> {
  const [row] = await db.select().from(grievances).where(eq(grievances.id, id));
  return row;
}

/** Replies of several tickets at once, oldest first. */
export function listReplies(db: Db, grievanceIds: number[]): Promise<GrievanceReplyRow[]> {
  if (grievanceIds.length === 0) return Promise.resolve([]);
  return db.select().from(grievanceReplies).where(inArray(grievanceReplies.grievanceId, grievanceIds)).orderBy(asc(grievanceReplies.id));
}

/** The queue: unresolved ones oldest first (the nearest deadline on top), the rest newest first. */
export async function listGrievancesPage(db: Db, q: AdminGrievanceQuery) {
  const where: SQL[] = [];
  if (q.state === 'unresolved') where.push(isNull(grievances.resolvedAt));
  if (q.state === 'resolved') where.push(isNotNull(grievances.resolvedAt));
  if (q.q) {
    const p = containsPattern(q.q);
    where.push(or(ilike(grievances.ticket, p), ilike(grievances.name, p), ilike(grievances.email, p), ilike(grievances.subject, p), ilike(grievances.orderNumber, p))!);
  }
  const filter = where.length ? and(...where) : undefined;
  const order = q.state === 'unresolved' ? [asc(grievances.createdAt), asc(grievances.id)] : [desc(grievances.createdAt), desc(grievances.id)];
  const rows = await db
    .select()
    .from(grievances)
    .where(filter)
    .orderBy(...order)
    .limit(q.pageSize)
    .offset(offsetOf(q));
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(grievances)
    .where(filter);
  return { rows, total: total?.n ?? 0 };
}

export async function addReply(db: Db, values: { grievanceId: number; adminId: number; message: string; status: GrievanceStatus; at: Date }) {
  await db.insert(grievanceReplies).values({ grievanceId: values.grievanceId, adminId: values.adminId, message: values.message, status: values.status, createdAt: values.at });
}

export async function setGrievanceState(db: Db, id: number, set: Pick<GrievanceRow, 'status' | 'acknowledgedAt' | 'resolvedAt'>): Promise<GrievanceRow> {
  const [row] = await db.update(grievances).set(set).where(eq(grievances.id, id)).returning();
  return row!;
}

/** A grievance locked until the transaction ends, read as the change it is about to receive replaces it. */
export const lockGrievance = (tx: Db, id: number) => lockRow(tx, grievances, id);
