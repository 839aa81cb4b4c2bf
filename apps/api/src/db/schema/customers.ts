import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
    /** The Terms & Conditions' version (TERMS_VERSION) the customer last agreed to, and when. */
    termsVersion: integer('terms_version'),
    termsAgreedAt: timestamp('terms_agreed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('customers_mobile_key').on(t.mobile), uniqueIndex('customers_email_key').on(t.email)],
);
