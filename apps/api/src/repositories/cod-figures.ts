import type { CodFigureCounts, PincodeRtoRow } from '@canino/shared';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orderEvents, orders, shipments } from '../db/schema';
import { delivered, deliveryPincode, returned } from './cod-orders';

const cod = eq(orders.paymentMethod, 'cod');
const askedToConfirm = sql`exists (select 1 from ${orderEvents} where ${orderEvents.orderId} = ${orders.id} and ${orderEvents.toStatus} = 'cod_awaiting_confirmation')`;
const confirmedByShopper = sql`exists (select 1 from ${orderEvents} where ${orderEvents.orderId} = ${orders.id} and ${orderEvents.fromStatus} = 'cod_awaiting_confirmation' and ${orderEvents.toStatus} = 'cod_confirmed')`;

/**
 * Orders placed since `since` (COD ones, and online ones once paid), and the COD orders asked to
 * confirm whose answer is in: one still awaiting its answer says nothing yet about the rate.
 */
export async function countCodOrders(db: Db, since: Date): Promise<Pick<CodFigureCounts, 'orders' | 'codOrders' | 'asked' | 'confirmed'>> {
  const [row] = await db
    .select({
      orders: sql<number>`count(*)`.mapWith(Number),
      codOrders: sql<number>`count(*) filter (where ${cod})`.mapWith(Number),
      asked: sql<number>`count(*) filter (where ${cod} and ${orders.status} <> 'cod_awaiting_confirmation' and ${askedToConfirm})`.mapWith(Number),
      confirmed: sql<number>`count(*) filter (where ${cod} and ${confirmedByShopper})`.mapWith(Number),
    })
    .from(orders)
    .where(and(gte(orders.createdAt, since), sql`(${cod} or ${orders.paidAt} is not null)`));
  return { orders: row?.orders ?? 0, codOrders: row?.codOrders ?? 0, asked: row?.asked ?? 0, confirmed: row?.confirmed ?? 0 };
}

/** Finished COD orders placed since `since`, by delivery pincode (as checkout's RTO limit counts them). */
export async function listPincodeRtoRows(db: Db, since: Date): Promise<PincodeRtoRow[]> {
  const rows = await db
    .select({
      pincode: deliveryPincode,
      finished: sql<number>`count(*) filter (where ${returned} or ${delivered})`.mapWith(Number),
      returned: sql<number>`count(*) filter (where ${returned})`.mapWith(Number),
    })
    .from(orders)
    .leftJoin(shipments, eq(shipments.orderId, orders.id))
    .where(and(cod, gte(orders.createdAt, since)))
    .groupBy(deliveryPincode);
  return rows.filter((r) => r.finished > 0);
}

/**
 * COD parcels that turned back since `since`, and the shipping they cost. The carrier's own charges
 * are not recorded, so each counts its order's shipping fee twice, out and back: an estimate, and
 * nothing for an order the shop delivered free.
 */
export async function sumReturnedSince(db: Db, since: Date): Promise<Pick<CodFigureCounts, 'returnedThisMonth' | 'lostThisMonthPaise'>> {
  const [row] = await db
    .select({
      returnedThisMonth: sql<number>`count(*)`.mapWith(Number),
      lostThisMonthPaise: sql<number>`coalesce(sum(${orders.shippingPaise} * 2), 0)`.mapWith(Number),
    })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(and(cod, gte(shipments.rtoAt, since)));
  return { returnedThisMonth: row?.returnedThisMonth ?? 0, lostThisMonthPaise: row?.lostThisMonthPaise ?? 0 };
}
