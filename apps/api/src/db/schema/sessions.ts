import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Customer and admin sessions. Only a SHA-256 of the cookie's token is stored, so a leaked table grants nothing. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    subject: text('subject', { enum: ['customer', 'admin'] }).notNull(),
    subjectId: integer('subject_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_subject_idx').on(t.subject, t.subjectId)],
);
