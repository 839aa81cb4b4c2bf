import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { customers } from './customers';
import { orderLines } from './order-lines';
import { orders } from './orders';
import { pets } from './pets';
import { productVariants } from './product-variants';
import { products } from './products';

/**
 * When a delivered order line's packs run out, and the reminder for it. One row per order line (the
 * unique index makes a second delivery event a no-op). `state`: scheduled → reminded, or ended without an
 * email: reordered (the customer bought it again) or off (reminders turned off).
 */
export const refills = pgTable(
  'refills',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The size delivered: its net quantity is what runs out. */
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    petId: integer('pet_id').references(() => pets.id, { onDelete: 'set null' }),
    quantity: integer('quantity').notNull(),
    deliveredOn: date('delivered_on', { mode: 'string' }).notNull(),
    runsOutOn: date('runs_out_on', { mode: 'string' }).notNull(),
    remindOn: date('remind_on', { mode: 'string' }).notNull(),
    state: text('state', { enum: ['scheduled', 'reminded', 'reordered', 'off'] })
      .notNull()
      .default('scheduled'),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /** The secret in the email's links (refill cart, unsubscribe); a guessable id would let anyone unsubscribe anyone. */
    token: text('token').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('refills_order_line_key').on(t.orderLineId),
    uniqueIndex('refills_token_key').on(t.token),
    index('refills_customer_idx').on(t.customerId, t.runsOutOn),
    index('refills_active_idx')
      .on(t.customerId, t.productId)
      .where(sql`${t.state} in ('scheduled', 'reminded')`),
  ],
);

export const mutedRefillProducts = pgTable(
  'muted_refill_products',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.productId] })],
);
