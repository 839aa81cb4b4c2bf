import { ADMIN_ROLES } from '@canino/shared';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

export const adminUsers = pgTable(
  'admin_users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Admins from before roles existed ran the whole shop, so they become owners. */
    role: text('role', { enum: ADMIN_ROLES }).notNull().default('owner'),
    /** Set when the owner deactivates the account: it can no longer log in, and its sessions are gone. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('admin_users_email_key').on(t.email)],
);

/**
 * The owner's invitations to staff. Only a SHA-256 of the emailed token is kept. An invitation is
 * pending while it is neither accepted, revoked nor expired; accepting it creates the admin account.
 */
export const adminInvitations = pgTable(
  'admin_invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: ADMIN_ROLES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: integer('invited_by').references(() => adminUsers.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('admin_invitations_token_key').on(t.tokenHash), index('admin_invitations_email_idx').on(t.email)],
);
