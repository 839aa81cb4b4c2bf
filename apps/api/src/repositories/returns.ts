import { and, asc, desc, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orderEvents, orderLines, orders, products, returns } from '../db/schema';

export type ReturnRow = typeof returns.$inferSelect;
export type NewReturn = Pick<ReturnRow, 'orderId' | 'lineId' | 'customerId' | 'quantity' | 'reason' | 'details' | 'photos' | 'refundPaise' | 'outcome'>;

/** A return with the line and order it belongs to, as both the shopper and the owner read it. */
export type ReturnWithLine = ReturnRow & { productName: string; customerEmail: string };

const withLine = { productName: orderLines.productName, customerEmail: orders.email };

export async function insertReturn(db: Db, row: NewReturn): Promise<ReturnRow> {
  const [created] = await db.insert(returns).values(row).returning();
  return created!;
}

export async function listOrderReturns(db: Db, orderId: number): Promise<ReturnWithLine[]> {
  const rows = await db
    .select({ r: returns, ...withLine })
    .from(returns)
    .innerJoin(orderLines, eq(orderLines.id, returns.lineId))
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .where(eq(returns.orderId, orderId))
    .orderBy(asc(returns.id));
  return rows.map(({ r, ...rest }) => ({ ...r, ...rest }));
}

/** The owner's queue: open returns oldest first (what waits longest first), or every return newest first. */
export async function listReturns(db: Db, q: { open: boolean; orderId?: number }, limit = 200): Promise<ReturnWithLine[]> {
  const open = sql`${returns.status} in ('requested', 'approved', 'pickup_booked', 'received')`;
  const rows = await db
    .select({ r: returns, ...withLine })
    .from(returns)
    .innerJoin(orderLines, eq(orderLines.id, returns.lineId))
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .where(and(q.open ? open : undefined, q.orderId ? eq(returns.orderId, q.orderId) : undefined))
    .orderBy(q.open ? asc(returns.createdAt) : desc(returns.createdAt), asc(returns.id))
    .limit(limit);
  return rows.map(({ r, ...rest }) => ({ ...r, ...rest }));
}

export async function findReturn(db: Db, id: number): Promise<ReturnRow | undefined> {
  const [row] = await db.select().from(returns).where(eq(returns.id, id));
  return row;
}

/** How many of each of the order's lines returns not declined ask for, received-and-refunded ones left out (their refund counts them). */
export async function returnedByLine(db: Db, orderId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ lineId: returns.lineId, quantity: sql<number>`sum(${returns.quantity})::int` })
    .from(returns)
    .where(and(eq(returns.orderId, orderId), ne(returns.status, 'declined'), sql`${returns.refundId} is null`))
    .groupBy(returns.lineId);
  return new Map(rows.map((r) => [r.lineId, Number(r.quantity)]));
}

/**
 * Moves a return on from one of the statuses it may be in, and says whether it did: a second click, or
 * two staff at once, finds it already moved and changes nothing.
 */
export async function moveReturn(
  db: Db,
  id: number,
  from: readonly ReturnRow['status'][],
  patch: Partial<Omit<ReturnRow, 'id' | 'orderId' | 'lineId'>>,
): Promise<ReturnRow | undefined> {
  const [row] = await db
    .update(returns)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(returns.id, id), inArray(returns.status, [...from])))
    .returning();
  return row;
}

/** The return a refund was made for, if any. */
export async function returnOfRefund(db: Db, refundId: number): Promise<ReturnRow | undefined> {
  const [row] = await db.select().from(returns).where(eq(returns.refundId, refundId));
  return row;
}

/**
 * Takes the booking of an approved return's pickup: true for the one caller whose claim is written (none
 * made, or one older than `staleBefore`, left by a crash); the claim is cleared when the booking fails.
 */
export async function claimPickup(db: Db, id: number, now: Date, staleBefore: Date): Promise<boolean> {
  const rows = await db
    .update(returns)
    .set({ pickupClaimedAt: now, updatedAt: now })
    .where(and(eq(returns.id, id), eq(returns.status, 'approved'), or(isNull(returns.pickupClaimedAt), lt(returns.pickupClaimedAt, staleBefore))))
    .returning({ id: returns.id });
  return rows.length === 1;
}

export async function releasePickupClaim(db: Db, id: number): Promise<void> {
  await db
    .update(returns)
    .set({ pickupClaimedAt: null, updatedAt: new Date() })
    .where(and(eq(returns.id, id), eq(returns.status, 'approved')));
}

/** When the order was last marked delivered, by staff or the carrier. */
export async function deliveredAt(db: Db, orderId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: orderEvents.createdAt })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.toStatus, 'delivered')))
    .orderBy(desc(orderEvents.createdAt))
    .limit(1);
  return row?.at ?? null;
}

/** Which of these products take returns; a deleted product (absent) takes none. */
export async function returnableProducts(db: Db, productIds: number[]): Promise<Set<number>> {
  if (productIds.length === 0) return new Set();
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, productIds), eq(products.returnable, true)));
  return new Set(rows.map((r) => r.id));
}

/** A return with its order and line, as a step on it (its email, its pickup) needs them. */
export async function findReturnWithOrder(db: Db, id: number): Promise<{ ret: ReturnRow; order: typeof orders.$inferSelect; line: typeof orderLines.$inferSelect } | undefined> {
  const [row] = await db
    .select({ ret: returns, order: orders, line: orderLines })
    .from(returns)
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .innerJoin(orderLines, eq(orderLines.id, returns.lineId))
    .where(eq(returns.id, id));
  return row;
}
