import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { customers } from './customers';

/**
 * A customer's dogs. The first (lowest id) is the one the spec's sign-up and profile fields (`pet_name`,
 * `breed`, `age`, `weight`, `file`) read and write; "My pets" adds the others.
 */
export const pets = pgTable(
  'pets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** A code from the shared breed list ('indie' for Indie / mixed). */
    breed: text('breed').notNull(),
    birthDate: date('birth_date', { mode: 'string' }),
    /** True when the owner gave an age, not a date: the date is that age counted back from the day given. */
    birthDateEstimated: boolean('birth_date_estimated').notNull().default(false),
    photo: text('photo'),
    ...timestamps,
  },
  (t) => [index('pets_customer_idx').on(t.customerId, t.id)],
);

/** Every weight the owner has recorded, so a profile shows how the dog's weight has changed. */
export const petWeights = pgTable(
  'pet_weights',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    petId: integer('pet_id')
      .notNull()
      .references(() => pets.id, { onDelete: 'cascade' }),
    grams: integer('grams').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pet_weights_pet_idx').on(t.petId, t.recordedAt), check('pet_weights_positive', sql`${t.grams} > 0`)],
);
