import { AUDIT_ENTITIES } from '@canino/shared';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { adminUsers } from './admin-users';

/**
 * Every change an admin made: who, when, what, and the changed fields before and after. Written by
 * services/audit in the transaction of the change, so a rolled-back change leaves no entry.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    adminId: integer('admin_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    adminEmail: text('admin_email').notNull(),
    entity: text('entity', { enum: AUDIT_ENTITIES }).notNull(),
    entityId: integer('entity_id'),
    action: text('action').notNull(),
    label: text('label').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityId, t.id), index('audit_log_created_idx').on(t.createdAt), index('audit_log_admin_idx').on(t.adminId, t.id)],
);
