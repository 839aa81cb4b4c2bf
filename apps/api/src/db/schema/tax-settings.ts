import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A single row (id 1): the shop's GST registration, kept apart from its public contact details. Until
 * it exists (a legal name, a GSTIN and a state) the shop is not registered and issues no tax invoices.
 */
export const taxSettings = pgTable(
  'tax_settings',
  {
    id: integer('id').primaryKey().default(1),
    legalName: text('legal_name').notNull(),
    gstin: text('gstin').notNull(),
    /** The registered address as the invoice prints it, and its state (a name from INDIAN_STATES). */
    address: text('address').notNull(),
    state: text('state').notNull(),
    invoicePrefix: text('invoice_prefix').notNull().default('CAN'),
    shippingGstRate: integer('shipping_gst_rate').notNull().default(18),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('tax_settings_single_row', sql`${t.id} = 1`)],
);
