import type { PincodeRtoRecord } from '@canino/shared';
import { and, asc, count, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orders, shipments, type OrderStatus } from '../db/schema';
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

/** Where an order goes: its own delivery address, else the billing one (as the shipment label reads it). */
export const deliveryPincode = sql<string>`(coalesce(${orders.shipping}, ${orders.billing}) ->> 'pincode')`;

/**
 * A COD order counts as come back once its parcel's RTO is recorded, and as delivered once its parcel
 * or its status says so (an owner may mark one delivered by hand); a return wins over a later delivery.
 */
export const returned = sql`${shipments.rtoAt} is not null`;
export const delivered = sql`(${orders.status} = 'delivered' or ${shipments.stage} = 'delivered')`;

/** A pincode's COD orders placed since `since` that were delivered or came back: one read through orders_cod_pincode_idx. */
export async function readPincodeRtoRecord(db: Db, pincode: string, since: Date): Promise<PincodeRtoRecord> {
  const [row] = await db
    .select({
      finished: sql<number>`count(*) filter (where ${returned} or ${delivered})`.mapWith(Number),
      returned: sql<number>`count(*) filter (where ${returned})`.mapWith(Number),
    })
    .from(orders)
    .leftJoin(shipments, eq(shipments.orderId, orders.id))
    .where(and(eq(orders.paymentMethod, 'cod'), sql`${deliveryPincode} = ${pincode}`, gte(orders.createdAt, since)));
  return { finished: row?.finished ?? 0, returned: row?.returned ?? 0 };
}
