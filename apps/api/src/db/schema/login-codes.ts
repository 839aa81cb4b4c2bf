import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Codes sent by SMS to log in. Only a SHA-256 of the number and the code is kept, so the table (or a
 * backup of it) does not show a live code; the rows of the last hour also count each number's codes for
 * its limit, and older ones are removed as new ones are sent.
 */
export const loginCodes = pgTable(
  'login_codes',
  {
    id: serial('id').primaryKey(),
    mobile: text('mobile').notNull(),
    codeHash: text('code_hash').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Wrong guesses made against this code. */
    tries: integer('tries').notNull().default(0),
    /** When it opened a login, or was replaced by a newer code. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('login_codes_mobile_idx').on(t.mobile, t.sentAt)],
);
