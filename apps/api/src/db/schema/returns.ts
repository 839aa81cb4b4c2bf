import { RETURN_OUTCOMES, RETURN_REASONS, RETURN_STATUSES } from '@canino/shared';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { customers } from './customers';
import { orderLines } from './order-lines';
import { orders } from './orders';
import { refunds } from './refunds';

/**
 * A shopper's request to send back some of one order line (decision 065). Written under the order's lock,
 * so two requests for the same line at once cannot together ask for more than was delivered. Each step's
 * time is kept, so the shopper's order page shows every step the return went through.
 */
export const returns = pgTable(
  'returns',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    lineId: integer('line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    quantity: integer('quantity').notNull(),
    reason: text('reason', { enum: RETURN_REASONS }).notNull(),
    details: text('details').notNull().default(''),
    /** URLs of the shopper's photos, stored resized and stripped of metadata like every upload. */
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    status: text('status', { enum: RETURN_STATUSES }).notNull().default('requested'),
    /** The line's share of what was paid, fixed when asked for, refunded when the item is received. */
    refundPaise: integer('refund_paise').notNull(),
    ownerMessage: text('owner_message').notNull().default(''),
    pickupAwb: text('pickup_awb'),
    pickupCourier: text('pickup_courier'),
    /** The refund made when the item came back. */
    refundId: integer('refund_id').references(() => refunds.id, { onDelete: 'set null' }),
    /** What the shopper asked for: a refund, or the same item sent again. */
    outcome: text('outcome', { enum: RETURN_OUTCOMES }).notNull().default('refund'),
    /** The order that sent the replacement; one per return (the unique index), however often Received is pressed. */
    replacementOrderId: integer('replacement_order_id').references(() => orders.id, { onDelete: 'set null' }),
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /**
     * When a reverse pickup's booking was started: taken by one Approve at a time, so two presses (or two
     * staff) book one pickup; a booking left by a crash may be started again after a few minutes.
     */
    pickupClaimedAt: timestamp('pickup_claimed_at', { withTimezone: true }),
    pickupBookedAt: timestamp('pickup_booked_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('returns_order_idx').on(t.orderId),
    // A processed refund finds the return it was made for (to mark it refunded).
    index('returns_refund_idx').on(t.refundId),
    // The owner's queue reads the open ones, oldest first.
    index('returns_open_idx')
      .on(t.createdAt)
      .where(sql`${t.status} in ('requested', 'approved', 'pickup_booked', 'received')`),
    check('returns_quantity_positive', sql`${t.quantity} > 0`),
    uniqueIndex('returns_replacement_order_key').on(t.replacementOrderId),
  ],
);
