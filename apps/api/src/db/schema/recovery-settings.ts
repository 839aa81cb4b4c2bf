import { sql } from 'drizzle-orm';
import { check, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { coupons } from './coupons';

/**
 * A single row (id 1): the owner's choices for the emails that bring a left checkout back (decision 060).
 * The second email's coupon is named by id, so a renamed code still counts and a deleted one drops out.
 */
export const recoverySettings = pgTable(
  'recovery_settings',
  {
    id: integer('id').primaryKey().default(1),
    secondCouponId: integer('second_coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('recovery_settings_single_row', sql`${t.id} = 1`)],
);
