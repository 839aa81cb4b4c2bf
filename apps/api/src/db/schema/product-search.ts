import { customType, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { products } from './products';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Each product's weighted full-text document (name A, category B, description C, details D). Written by
 * database triggers, never by the code, so every writer keeps it right in its own transaction (decision 020).
 */
export const productSearch = pgTable(
  'product_search',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    document: tsvector('document').notNull(),
  },
  (t) => [index('product_search_document_idx').using('gin', t.document)],
);

/**
 * Every word of the catalog, as written (not stemmed), for correcting typos: a query word that starts no
 * catalog word is replaced by the catalog words most like it (pg_trgm). Filled by the same triggers; its
 * trigram index is made in the migration that enables pg_trgm.
 */
export const searchTerms = pgTable('search_terms', {
  word: text('word').primaryKey(),
});
