import { CONSENT_PURPOSE_KEYS, CONSENT_SOURCES } from '@canino/shared';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from './customers';

/**
 * Every choice a customer made about an optional purpose, never updated: a tick is a row, an untick or an
 * unsubscribe another. The latest row of a purpose is where it stands; a purpose without a row was never
 * agreed to. `source` says on which page or link the choice was made.
 */
export const consents = pgTable(
  'consents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: CONSENT_PURPOSE_KEYS }).notNull(),
    granted: boolean('granted').notNull(),
    source: text('source', { enum: CONSENT_SOURCES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('consents_customer_idx').on(t.customerId, t.purpose, t.id)],
);

/**
 * The secret of the unsubscribe link in the messages sent for one purpose to one customer: made with the
 * first such message and reused by the next, so every message's link works. Random, so nobody can derive
 * another customer's link; it can only withdraw, never give, consent.
 */
export const consentLinks = pgTable(
  'consent_links',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: CONSENT_PURPOSE_KEYS }).notNull(),
    token: text('token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.purpose] }), uniqueIndex('consent_links_token_key').on(t.token)],
);
