import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The last number given in each gapless series of documents (tax invoices, credit notes), one row per
 * kind and financial year. A number is taken by incrementing the row inside the transaction of the
 * document it numbers: concurrent takers queue on the row lock, and a rolled-back one gives it back.
 */
export const documentSeries = pgTable(
  'document_series',
  {
    kind: text('kind').notNull(),
    financialYear: text('financial_year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.financialYear] })],
);
