import { GRIEVANCE_STATUSES } from '@canino/shared';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { adminUsers } from './admin-users';
import { customers } from './customers';

/** Complaints to the grievance officer, each with a random ticket number the customer looks it up by. */
export const grievances = pgTable(
  'grievances',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ticket: text('ticket').notNull(),
    /** The account it was filed from, if any: the customer's data export lists it. */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    orderNumber: text('order_number').notNull().default(''),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: GRIEVANCE_STATUSES }).notNull().default('open'),
    /** The officer's first answer; the automatic receipt sent on filing does not count as one. */
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('grievances_ticket_key').on(t.ticket), index('grievances_created_idx').on(t.createdAt), index('grievances_customer_idx').on(t.customerId)],
);

/** The officer's replies, each emailed to the customer. */
export const grievanceReplies = pgTable(
  'grievance_replies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    grievanceId: integer('grievance_id')
      .notNull()
      .references(() => grievances.id, { onDelete: 'cascade' }),
    adminId: integer('admin_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    status: text('status', { enum: GRIEVANCE_STATUSES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('grievance_replies_grievance_idx').on(t.grievanceId, t.id)],
);
