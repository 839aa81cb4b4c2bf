import type { CheckoutSettings } from '@canino/shared';
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * A single row (id 1): the owner's shipping fee, delivery schedule and cash-on-delivery rules. Kept
 * apart from shop_settings (the public contact details) because checkout reads it on every order.
 */
export const checkoutSettings = pgTable(
  'checkout_settings',
  {
    id: integer('id').primaryKey().default(1),
    shipping: jsonb('shipping').$type<CheckoutSettings['shipping']>().notNull(),
    delivery: jsonb('delivery').$type<CheckoutSettings['delivery']>().notNull(),
    cod: jsonb('cod').$type<CheckoutSettings['cod']>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('checkout_settings_single_row', sql`${t.id} = 1`)],
);
