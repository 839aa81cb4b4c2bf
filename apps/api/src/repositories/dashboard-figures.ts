import { and, gte, inArray, sql } from 'drizzle-orm';
import { SALE_STATUSES, SHOP_TIME_ZONE } from '@canino/shared';
import type { Db } from '../db/client';
import { orders } from '../db/schema';

const soldAt = sql`coalesce(${orders.paidAt}, ${orders.createdAt})`;
// A literal, not a parameter: the grouped expression must be the very same text in SELECT and GROUP BY.
const shopZone = sql.raw(`'${SHOP_TIME_ZONE}'`);

/** Paid orders per India calendar day from `fromDay` (YYYY-MM-DD) on; days without sales are absent. */
export async function salesByDay(db: Db, fromDay: string) {
  const day = sql<string>`to_char((${soldAt} at time zone ${shopZone})::date, 'YYYY-MM-DD')`;
  return db
    .select({ date: day, salesPaise: sql<number>`coalesce(sum(${orders.totalPaise}), 0)::int`, orders: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(inArray(orders.status, [...SALE_STATUSES]), gte(soldAt, sql`(${fromDay}::date::timestamp at time zone ${shopZone})`)))
    .groupBy(day);
}

/** Orders paid for and waiting to be packed or shipped. */
export async function countOrdersToShip(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(inArray(orders.status, ['paid', 'packed']));
  return row?.n ?? 0;
}
