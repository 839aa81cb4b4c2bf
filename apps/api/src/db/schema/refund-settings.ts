import { sql } from 'drizzle-orm';
import { check, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

/** A single row (id 1): how much of an order staff with the orders role may refund (decision 040). */
export const refundSettings = pgTable(
  'refund_settings',
  {
    id: integer('id').primaryKey().default(1),
    staffLimitPaise: integer('staff_limit_paise').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('refund_settings_single_row', sql`${t.id} = 1`), check('refund_settings_limit', sql`${t.staffLimitPaise} >= 0`)],
);
