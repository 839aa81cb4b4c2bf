import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { customers } from './customers';

export const addresses = pgTable(
  'addresses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    pincode: text('pincode').notNull(),
    state: text('state').notNull(),
    address: text('address').notNull(),
    locality: text('locality').notNull(),
    city: text('city').notNull(),
    ...timestamps,
  },
  (t) => [index('addresses_customer_idx').on(t.customerId)],
);
