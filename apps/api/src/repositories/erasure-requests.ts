import { IN_PROGRESS_STATUSES } from '@canino/shared';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { customers, erasureRequests, orders } from '../db/schema';

const inProgress = inArray(orders.status, [...IN_PROGRESS_STATUSES]);

export type ErasureRequestRow = typeof erasureRequests.$inferSelect;

export async function findPendingErasure(db: Db, customerId: number): Promise<ErasureRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(erasureRequests)
    .where(and(eq(erasureRequests.customerId, customerId), eq(erasureRequests.state, 'pending')));
  return row;
}

export async function findErasureRequest(db: Db, id: number): Promise<ErasureRequestRow | undefined> {
  const [row] = await db.select().from(erasureRequests).where(eq(erasureRequests.id, id));
  return row;
}

/** Undefined when the account already has a pending request (the partial unique index decides, races included). */
export async function insertPendingErasure(db: Db, row: { customerId: number; requestedAt: Date; dueAt: Date }): Promise<ErasureRequestRow | undefined> {
  const [created] = await db.insert(erasureRequests).values(row).onConflictDoNothing().returning();
  return created;
}

/**
 * Moves a pending request to `state`; exactly one of a cancellation and the erasure racing each other
 * gets the row back (the other finds it no longer pending).
 */
export async function closeErasure(db: Db, where: { id: number } | { customerId: number }, state: 'cancelled' | 'done', at: Date): Promise<ErasureRequestRow | undefined> {
  const [row] = await db
    .update(erasureRequests)
    .set(state === 'done' ? { state, doneAt: at } : { state, cancelledAt: at })
    .where(and('id' in where ? eq(erasureRequests.id, where.id) : eq(erasureRequests.customerId, where.customerId), eq(erasureRequests.state, 'pending')))
    .returning();
  return row;
}

/** Pending requests whose notice has run out by `now`, oldest first: the sweep's work. */
export function listDueErasures(db: Db, now: Date) {
  return db
    .select({ id: erasureRequests.id })
    .from(erasureRequests)
    .where(and(eq(erasureRequests.state, 'pending'), lte(erasureRequests.dueAt, now)))
    .orderBy(asc(erasureRequests.dueAt));
}

/** The owner's list: every pending request with the account it names and its orders still on their way. */
export function listPendingErasures(db: Db) {
  return db
    .select({
      request: erasureRequests,
      name: customers.ownerName,
      email: customers.email,
      ordersInProgress: sql<number>`(select count(*)::int from ${orders} where ${orders.customerId} = ${customers.id} and ${inProgress})`,
    })
    .from(erasureRequests)
    .innerJoin(customers, eq(customers.id, erasureRequests.customerId))
    .where(eq(erasureRequests.state, 'pending'))
    .orderBy(asc(erasureRequests.dueAt));
}

/** The customer's orders not yet at an end (IN_PROGRESS_STATUSES): their payment or delivery still needs the contact. */
export async function ordersInProgress(db: Db, customerId: number): Promise<number[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), inProgress))
    .orderBy(asc(orders.id));
  return rows.map((r) => r.id);
}
