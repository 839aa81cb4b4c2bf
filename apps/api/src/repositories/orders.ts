import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orderEvents, orderLines, orders, type OrderStatus } from '../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type NewOrderLine = Omit<typeof orderLines.$inferInsert, 'orderId'>;

export async function findOrderByIdempotencyKey(db: Db, key: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.idempotencyKey, key));
  return row;
}

/**
 * Locks the order for the rest of the transaction (payment outcomes for one order apply one at a time)
 * and reads its lines with it. NO KEY UPDATE: its id never changes, so rows that reference it need not wait.
 */
export async function lockOrder(db: Db, id: number): Promise<{ order: OrderRow; lines: OrderLineRow[] } | undefined> {
  const rows = await db
    .select({ order: orders, line: orderLines })
    .from(orders)
    .leftJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(eq(orders.id, id))
    .orderBy(asc(orderLines.id))
    .for('no key update', { of: orders });
  if (!rows.length) return undefined;
  return { order: rows[0]!.order, lines: rows.flatMap((r) => (r.line ? [r.line] : [])) };
}

export async function insertOrder(db: Db, row: typeof orders.$inferInsert, lines: NewOrderLine[]) {
  const [order] = await db.insert(orders).values(row).returning();
  const savedLines = await db
    .insert(orderLines)
    .values(lines.map((l) => ({ ...l, orderId: order!.id })))
    .returning();
  return { order: order!, lines: savedLines };
}

export async function updateOrder(db: Db, id: number, patch: Partial<typeof orders.$inferInsert>): Promise<OrderRow> {
  const [row] = await db
    .update(orders)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(orders.id, id))
    .returning();
  return row!;
}

export async function insertOrderEvent(
  db: Db,
  row: { orderId: number; fromStatus: OrderStatus | null; toStatus: OrderStatus; actor: string; note?: string },
): Promise<void> {
  await db.insert(orderEvents).values(row);
}

export async function listOrderLines(db: Db, orderId: number): Promise<OrderLineRow[]> {
  return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id));
}

export async function listLinesOfOrders(db: Db, orderIds: number[]): Promise<OrderLineRow[]> {
  if (!orderIds.length) return [];
  return db.select().from(orderLines).where(inArray(orderLines.orderId, orderIds)).orderBy(asc(orderLines.id));
}

export async function listOrderEvents(db: Db, orderId: number) {
  return db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id));
}

export async function findCustomerOrder(db: Db, customerId: number, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)));
  return row;
}

export async function pageCustomerOrders(db: Db, customerId: number, page: number, pageSize: number) {
  const [items, [count]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(eq(orders.customerId, customerId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(orders).where(eq(orders.customerId, customerId)),
  ]);
  return { items, total: count?.n ?? 0 };
}
