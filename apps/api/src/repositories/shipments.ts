import type { CarrierEventCode, ShipmentStage } from '@canino/shared';
import { and, desc, eq, isNotNull, isNull, lt, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orders, shipmentEvents, shipments } from '../db/schema';

export type ShipmentRow = typeof shipments.$inferSelect;
export type ShipmentEventRow = typeof shipmentEvents.$inferSelect;
type Booking = Pick<ShipmentRow, 'courier' | 'providerOrderId' | 'providerShipmentId' | 'courierTrackingUrl'> & { awb: string };
type NewEvent = { code: CarrierEventCode; description: string; location: string; at: Date };

/**
 * Takes the order's one shipment slot before the carrier is called; undefined when another request
 * holds it (a second press of "Create shipment", a second admin).
 */
export async function claimShipment(
  db: Db,
  row: { orderId: number; provider: ShipmentRow['provider']; trackingToken: string },
  staleBefore: Date,
): Promise<ShipmentRow | undefined> {
  // A claim whose process died while the carrier was asked would hold the slot forever.
  await db.delete(shipments).where(and(eq(shipments.orderId, row.orderId), isNull(shipments.awb), lt(shipments.createdAt, staleBefore)));
  const [claimed] = await db.insert(shipments).values(row).onConflictDoNothing({ target: shipments.orderId }).returning();
  return claimed;
}

/** Gives the slot up when the carrier refused, so the owner can try again. */
export async function releaseShipmentClaim(db: Db, id: number): Promise<void> {
  await db.delete(shipments).where(and(eq(shipments.id, id), isNull(shipments.awb)));
}

export async function completeShipment(db: Db, id: number, booked: Booking, at: Date): Promise<ShipmentRow> {
  const [row] = await db
    .update(shipments)
    .set({ ...booked, createdAt: at, updatedAt: at })
    .where(eq(shipments.id, id))
    .returning();
  return row!;
}

export async function findShipmentOfOrder(db: Db, orderId: number): Promise<ShipmentRow | undefined> {
  const [row] = await db.select().from(shipments).where(eq(shipments.orderId, orderId));
  return row;
}

export async function findShipmentByToken(db: Db, token: string): Promise<ShipmentRow | undefined> {
  const [row] = await db.select().from(shipments).where(eq(shipments.trackingToken, token));
  return row;
}

export async function findShipmentByAwb(db: Db, provider: ShipmentRow['provider'], awb: string): Promise<ShipmentRow | undefined> {
  const [row] = await db
    .select()
    .from(shipments)
    .where(and(eq(shipments.provider, provider), eq(shipments.awb, awb)));
  return row;
}

/** The shipment row, locked until the transaction ends: events for one parcel are recorded one batch at a time. */
export async function lockShipment(tx: Db, id: number): Promise<ShipmentRow | undefined> {
  const [row] = await tx.select().from(shipments).where(eq(shipments.id, id)).for('update');
  return row;
}

/** Writes the events not seen before (same parcel, code and time), and returns those. */
export async function insertNewEvents(tx: Db, shipmentId: number, events: NewEvent[], source: string): Promise<ShipmentEventRow[]> {
  if (!events.length) return [];
  return tx
    .insert(shipmentEvents)
    .values(events.map((e) => ({ shipmentId, code: e.code, description: e.description.slice(0, 300), location: e.location.slice(0, 120), occurredAt: e.at, source })))
    .onConflictDoNothing()
    .returning();
}

export async function setShipmentStage(tx: Db, id: number, stage: ShipmentStage, at: Date): Promise<void> {
  await tx.update(shipments).set({ stage, updatedAt: at }).where(eq(shipments.id, id));
}

/** Records the parcel's return to origin once: a repeated webhook or a later RTO scan keeps the first time. */
export async function markShipmentReturning(tx: Db, id: number, at: Date): Promise<void> {
  await tx
    .update(shipments)
    .set({ rtoAt: at })
    .where(and(eq(shipments.id, id), isNull(shipments.rtoAt)));
}

/** Newest first, as the timeline shows them. */
export async function listShipmentEvents(db: Db, shipmentId: number): Promise<ShipmentEventRow[]> {
  return db.select().from(shipmentEvents).where(eq(shipmentEvents.shipmentId, shipmentId)).orderBy(desc(shipmentEvents.occurredAt), desc(shipmentEvents.id));
}

/**
 * Parcels on their way whose tracking was not read since `checkedBefore`, oldest check first; those of
 * orders the owner cancelled or refunded are no longer followed.
 */
export async function listShipmentsToTrack(db: Db, q: { provider: ShipmentRow['provider']; checkedBefore: Date; limit: number }) {
  return db
    .select({ shipment: shipments, order: orders })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(
      and(
        eq(shipments.provider, q.provider),
        isNotNull(shipments.awb),
        ne(shipments.stage, 'delivered'),
        or(isNull(shipments.checkedAt), lt(shipments.checkedAt, q.checkedBefore)),
        notInArray(orders.status, ['cancelled', 'refunded']),
      ),
    )
    .orderBy(sql`${shipments.checkedAt} asc nulls first`, shipments.id)
    .limit(q.limit);
}

export async function markShipmentChecked(db: Db, id: number, at: Date): Promise<void> {
  await db.update(shipments).set({ checkedAt: at }).where(eq(shipments.id, id));
}
