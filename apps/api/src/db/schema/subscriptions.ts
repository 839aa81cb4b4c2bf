import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { addresses } from './addresses';
import { timestamps } from './columns';
import { customers } from './customers';
import { orders } from './orders';
import { productVariants } from './product-variants';
import { products } from './products';

/**
 * Autoship (decision 056): a customer's standing order of sizes, delivered every `frequencyWeeks`. Each
 * delivery is a cycle, numbered from 1; `nextCycleNo` and `nextDeliveryDate` are the one still to come.
 * `paymentMethod`: mandate (a token at the provider, charged each cycle) or cod_reminder (an email
 * with a one-tap reorder link instead of a charge).
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    // The saved address each order is sent to; an address deleted since leaves the cycle nowhere to go, and it pauses.
    addressId: integer('address_id').references(() => addresses.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['active', 'paused', 'cancelled'] })
      .notNull()
      .default('active'),
    frequencyWeeks: smallint('frequency_weeks').notNull(),
    nextDeliveryDate: date('next_delivery_date', { mode: 'string' }).notNull(),
    nextCycleNo: integer('next_cycle_no').notNull().default(1),
    paymentMethod: text('payment_method', { enum: ['mandate', 'cod_reminder'] }).notNull(),
    /** The provider's token of the customer's mandate (UPI AutoPay or card e-mandate). */
    mandateRef: text('mandate_ref'),
    /** Declined charges in a row; back to 0 once one is captured. */
    failureCount: integer('failure_count').notNull().default(0),
    pauseReason: text('pause_reason', { enum: ['customer', 'payment_failed', 'mandate_revoked', 'no_address'] }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The order whose autoship lines started it (its first delivery); null for one set up by POST /subscriptions. */
    originOrderId: integer('origin_order_id').references(() => orders.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    // Starting an order's autoship looks here first, under the order's lock, so it runs once.
    index('subscriptions_origin_idx').on(t.originOrderId),
    index('subscriptions_customer_idx').on(t.customerId),
    // The hourly sweep reads only active subscriptions, by their next delivery.
    index('subscriptions_due_idx')
      .on(t.nextDeliveryDate)
      .where(sql`${t.status} = 'active'`),
    check('subscriptions_frequency_range', sql`${t.frequencyWeeks} between 2 and 16`),
    check('subscriptions_mandate_ref', sql`${t.paymentMethod} <> 'mandate' or ${t.mandateRef} is not null`),
  ],
);

export const subscriptionItems = pgTable(
  'subscription_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [uniqueIndex('subscription_items_variant_key').on(t.subscriptionId, t.variantId), check('subscription_items_quantity', sql`${t.quantity} > 0`)],
);

/**
 * One row per delivery that was reminded, ordered, skipped or failed. The unique (subscription, cycle)
 * is the claim that makes one order per cycle: whoever writes the row first (the cycle job, a skip)
 * decides, and the order's idempotency key is the cycle's own.
 */
export const subscriptionCycles = pgTable(
  'subscription_cycles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    cycleNo: integer('cycle_no').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    state: text('state', { enum: ['reminded', 'ordered', 'charged', 'failed', 'skipped'] }).notNull(),
    /** Charges declined for this cycle's order. */
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /**
     * A cash-on-delivery cycle's one-tap reorder link: the hash of the secret the reminder email carries
     * (the secret itself is never stored), which places this cycle's order without logging in.
     */
    reorderTokenHash: text('reorder_token_hash'),
    ...timestamps,
  },
  (t) => [uniqueIndex('subscription_cycles_cycle_key').on(t.subscriptionId, t.cycleNo), uniqueIndex('subscription_cycles_reorder_token_key').on(t.reorderTokenHash)],
);

/** A single row (id 1): the owner's autoship terms. Absent until saved: DEFAULT_AUTOSHIP_SETTINGS. */
export const autoshipSettings = pgTable(
  'autoship_settings',
  {
    id: integer('id').primaryKey().default(1),
    discountPercent: smallint('discount_percent').notNull(),
    firstOrderDiscountPercent: smallint('first_order_discount_percent').notNull(),
    retryCount: smallint('retry_count').notNull(),
    retrySpacingHours: smallint('retry_spacing_hours').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('autoship_settings_single_row', sql`${t.id} = 1`)],
);
