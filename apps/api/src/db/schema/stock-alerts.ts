import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { productVariants } from './product-variants';

/**
 * "Tell me when it is back": a shopper waiting for a sold-out size. A customer's alert is mailed to their
 * account's address; a guest's to the email they gave for it. Each alert is mailed once, when the size is
 * back in stock, and then kept as sent (the owner's demand figures count them).
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    /** A guest's address, lower-cased; empty for a customer's alert, which goes to the account's. */
    email: text('email').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    // One waiting alert per size and shopper: asking twice changes nothing.
    uniqueIndex('stock_alerts_waiting_customer_key')
      .on(t.variantId, t.customerId)
      .where(sql`notified_at is null and customer_id is not null`),
    uniqueIndex('stock_alerts_waiting_email_key')
      .on(t.variantId, t.email)
      .where(sql`notified_at is null and customer_id is null`),
    index('stock_alerts_waiting_idx')
      .on(t.variantId, t.createdAt)
      .where(sql`notified_at is null`),
    index('stock_alerts_customer_idx').on(t.customerId),
  ],
);
