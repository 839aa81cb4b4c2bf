import { and, asc, count, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orders, type OrderStatus } from '../db/schema';
import type { OrderRow } from './orders';

/** A COD order is open from placement until its cash is collected or it is cancelled. */
const OPEN_COD: OrderStatus[] = ['cod_awaiting_confirmation', 'cod_confirmed', 'packed', 'shipped', 'delivered'];

/**
 * Serialises COD placements of one phone number for the rest of the transaction, so the count below
 * and the insert after it cannot interleave with another tab's. Taken before any stock lock.
 */
export async function lockCodPhone(db: Db, mobile: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`cod:${mobile}`}))`);
}

export async function countOpenCodOrders(db: Db, mobile: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.paymentMethod, 'cod'), eq(orders.mobile, mobile), inArray(orders.status, OPEN_COD), isNull(orders.paidAt)));
  return row?.n ?? 0;
}

export async function setCodConfirmToken(db: Db, orderId: number, tokenHash: string): Promise<void> {
  await db.update(orders).set({ codConfirmTokenHash: tokenHash }).where(eq(orders.id, orderId));
}

export async function findOrderByCodConfirmToken(db: Db, tokenHash: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.codConfirmTokenHash, tokenHash));
  return row;
}

/** Orders still awaiting the shopper's confirmation that were placed before `cutoff`, oldest first. */
export async function listUnconfirmedCodOrders(db: Db, cutoff: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'cod_awaiting_confirmation'), lt(orders.createdAt, cutoff)))
    .orderBy(asc(orders.createdAt))
    .limit(limit);
  return rows.map((r) => r.id);
}
