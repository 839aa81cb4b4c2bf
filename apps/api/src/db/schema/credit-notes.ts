import type { CreditNoteDocument } from '@canino/shared';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { invoices } from './invoices';
import { orders } from './orders';
import { refunds } from './refunds';

/**
 * A GST credit note, one per processed refund of an invoiced order, in its own gapless series. Like an
 * invoice, `document` freezes everything it printed (the invoice it corrects, the credited lines and their
 * tax); the columns beside it serve the register and the GSTR-1 export. The unique refund stands behind
 * the rule that a refund's credit note is issued once, whoever reports the refund first.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    refundId: integer('refund_id')
      .notNull()
      .references(() => refunds.id, { onDelete: 'restrict' }),
    number: text('number').notNull(),
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    placeOfSupply: text('place_of_supply').notNull(),
    taxablePaise: integer('taxable_paise').notNull(),
    taxPaise: integer('tax_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
    document: jsonb('document').$type<CreditNoteDocument>().notNull(),
  },
  (t) => [
    uniqueIndex('credit_notes_refund_key').on(t.refundId),
    uniqueIndex('credit_notes_number_key').on(t.number),
    index('credit_notes_order_idx').on(t.orderId),
    index('credit_notes_issued_idx').on(t.issuedAt),
  ],
);
