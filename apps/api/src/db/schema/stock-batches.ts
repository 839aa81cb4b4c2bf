import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { adminUsers } from './admin-users';
import { orderLines } from './order-lines';
import { orders } from './orders';
import { productVariants } from './product-variants';

/**
 * A batch of a size on the shelf, with its best-before month (decision 062). The variant's `stock`
 * stays the maintained total of its batches still on sale, written in the same transaction as them, so
 * every reader of stock keeps working. Months are stored as their first day.
 */
export const stockBatches = pgTable(
  'stock_batches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    /** The maker's batch number as printed on the pack; "OPENING" for stock counted before batches were kept. */
    batchNo: text('batch_no').notNull(),
    manufacturedOn: date('manufactured_on', { mode: 'string' }),
    /** Null: no date known, sold after every dated batch. */
    bestBefore: date('best_before', { mode: 'string' }),
    quantity: integer('quantity').notNull().default(0),
    /** When it came inside the minimum remaining shelf life: taken off sale and the owner told, once. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('stock_batches_variant_batch_key').on(t.variantId, t.batchNo),
    index('stock_batches_best_before_idx').on(t.bestBefore),
    check('stock_batches_quantity_nonnegative', sql`${t.quantity} >= 0`),
  ],
);

/** Which batches each order line took, and how many of them came back (cancellation, refund restock): what a recall reads. */
export const orderLineBatches = pgTable(
  'order_line_batches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    lineId: integer('line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    batchId: integer('batch_id')
      .notNull()
      .references(() => stockBatches.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    returned: integer('returned').notNull().default(0),
  },
  (t) => [
    uniqueIndex('order_line_batches_line_batch_key').on(t.lineId, t.batchId),
    index('order_line_batches_batch_idx').on(t.batchId),
    check('order_line_batches_returned_range', sql`${t.returned} >= 0 and ${t.returned} <= ${t.quantity}`),
  ],
);

/**
 * The recall emails sent: one row per batch number and order, written in the transaction that queues the
 * email, so an order is told of a batch's recall once however often (or however many owners at once) the
 * owner sends it.
 */
export const batchRecallNotices = pgTable(
  'batch_recall_notices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    batchNo: text('batch_no').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    adminId: integer('admin_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('batch_recall_notices_batch_order_key').on(t.batchNo, t.orderId)],
);
