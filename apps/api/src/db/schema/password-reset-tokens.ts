import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { adminUsers } from './admin-users';
import { customers } from './customers';

/** Emailed reset links, for customers and admins alike: each row belongs to exactly one of them. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    adminId: integer('admin_id').references(() => adminUsers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('password_reset_tokens_customer_idx').on(t.customerId),
    index('password_reset_tokens_admin_idx').on(t.adminId),
    check('password_reset_tokens_one_owner', sql`num_nonnulls(${t.customerId}, ${t.adminId}) = 1`),
  ],
);
