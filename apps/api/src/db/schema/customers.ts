import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

export const customers = pgTable(
  'customers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerName: text('owner_name').notNull(),
    mobile: text('mobile').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    petName: text('pet_name').notNull(),
    breed: text('breed').notNull(),
    age: text('age').notNull(),
    weight: text('weight').notNull(),
    needs: text('needs').notNull().default(''),
    petImage: text('pet_image'),
    ...timestamps,
  },
  (t) => [uniqueIndex('customers_mobile_key').on(t.mobile), uniqueIndex('customers_email_key').on(t.email)],
);
