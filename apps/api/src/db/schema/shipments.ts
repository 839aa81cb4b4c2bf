import type { ShipmentStage, CarrierEventCode } from '@canino/shared';
import { SHIPMENT_STAGES, CARRIER_EVENT_CODES } from '@canino/shared';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { orders } from './orders';

/**
 * An order's parcel at a carrier: its AWB (air waybill, the courier's tracking number), the courier,
 * and how far it has got. One per order. A row exists from the moment "Create shipment" is pressed
 * (`awb` null while the carrier is being asked), so a second press cannot book a second parcel.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['simulated', 'shiprocket'] }).notNull(),
    awb: text('awb'),
    courier: text('courier').notNull().default(''),
    /** The carrier's own ids (Shiprocket's order and shipment id), needed for its label and tracking calls. */
    providerOrderId: text('provider_order_id'),
    providerShipmentId: text('provider_shipment_id'),
    courierTrackingUrl: text('courier_tracking_url'),
    /** The furthest stage any event has reported; never moves back (events repeat and come out of order). */
    stage: text('stage', { enum: SHIPMENT_STAGES }).$type<ShipmentStage>().notNull().default('label_created'),
    /** Opens the guest tracking page from the shipment email; random, not derived from the order. */
    trackingToken: text('tracking_token').notNull(),
    /** When the shop last asked the carrier for tracking (the sync spaces its calls by it). */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    /**
     * When the carrier first said the parcel is going back to the shop (return to origin): the stage keeps
     * only forward progress, so the fact that a parcel came back is kept here, set once and never moved by
     * a repeated or later RTO event. A COD order's RTO counts against its delivery pincode (decision 066).
     */
    rtoAt: timestamp('rto_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('shipments_order_idx').on(t.orderId),
    uniqueIndex('shipments_awb_idx').on(t.provider, t.awb),
    uniqueIndex('shipments_tracking_token_idx').on(t.trackingToken),
    // The sync reads only parcels still on their way.
    index('shipments_active_idx')
      .on(t.checkedAt)
      .where(sql`${t.stage} <> 'delivered' and ${t.awb} is not null`),
  ],
);

/**
 * A carrier's tracking events. The same scan sent twice (a repeated webhook, a poll after a webhook) is
 * one row: the unique index is the deduplication, and it commits with the status change it causes.
 */
export const shipmentEvents = pgTable(
  'shipment_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    code: text('code', { enum: CARRIER_EVENT_CODES as [CarrierEventCode, ...CarrierEventCode[]] })
      .$type<CarrierEventCode>()
      .notNull(),
    description: text('description').notNull().default(''),
    location: text('location').notNull().default(''),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** Who told us: `webhook:shiprocket`, `poll:simulated`, … */
    source: text('source').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('shipment_events_once_idx').on(t.shipmentId, t.code, t.occurredAt)],
);
