import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orders, type OrderStatus } from '../db/schema';

/** A COD order is open from placement until its cash is collected or it is cancelled. */
const OPEN_COD: OrderStatus[] = ['cod_confirmed', 'packed', 'shipped', 'delivered'];

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
