import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

export const coupons = pgTable(
  'coupons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    percent: integer('percent').notNull(),
    active: boolean('active').notNull().default(true),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validTo: timestamp('valid_to', { withTimezone: true }),
    usageLimit: integer('usage_limit'),
    usedCount: integer('used_count').notNull().default(0),
    minOrderPaise: integer('min_order_paise').notNull().default(0),
    /** Only for a customer (account, email or phone) with no order placed yet. */
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    /** How many of one customer's orders may carry the coupon; null for no limit. */
    perCustomerLimit: integer('per_customer_limit'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('coupons_code_key').on(t.code),
    check('coupons_percent_range', sql`${t.percent} between 1 and 100`),
    check('coupons_per_customer_limit_positive', sql`${t.perCustomerLimit} is null or ${t.perCustomerLimit} >= 1`),
  ],
);
