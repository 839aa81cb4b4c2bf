import { sql } from 'drizzle-orm';
import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/**
 * A company that manufactures, packs or imports the shop's products, with its full address, as Legal
 * Metrology's declarations name it (decision 051). Kept once and chosen on each product, so one address
 * is corrected in one place. Names are unique whatever their case: the CSV import names a maker by it.
 */
export const makers = pgTable(
  'makers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('makers_name_key').on(sql`lower(${t.name})`)],
);
