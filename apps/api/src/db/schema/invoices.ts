import type { InvoiceDocument } from '@canino/shared';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from './orders';

/**
 * A tax invoice, one per paid order. `document` keeps everything the invoice printed (seller, buyer,
 * lines with HSN and rate, taxes) as it was at issue: later edits to the shop or the catalog never
 * change an issued invoice. The columns beside it serve the registers and the GSTR-1 export.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    number: text('number').notNull(),
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    placeOfSupply: text('place_of_supply').notNull(),
    taxablePaise: integer('taxable_paise').notNull(),
    taxPaise: integer('tax_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
    /** SHA-256 of the random token in a guest's emailed invoice link. */
    accessTokenHash: text('access_token_hash').notNull(),
    /** When the guest's link was issued (with the invoice, or sent afresh): it opens for INVOICE_LINK_DAYS from then. */
    accessLinkIssuedAt: timestamp('access_link_issued_at', { withTimezone: true }).notNull().defaultNow(),
    document: jsonb('document').$type<InvoiceDocument>().notNull(),
  },
  (t) => [uniqueIndex('invoices_order_key').on(t.orderId), uniqueIndex('invoices_number_key').on(t.number), index('invoices_issued_idx').on(t.issuedAt)],
);
