import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from './customers';

/**
 * A customer's request to delete their account (Digital Personal Data Protection Act 2023, section 12):
 * pending until `due_at` (ERASURE_NOTICE_HOURS after the request), then done by the erasure job, or
 * cancelled by the customer before. A done request keeps only its dates: the account it named is gone
 * (`customer_id` becomes null with it), and the row is the shop's record that it erased on request.
 */
export const erasureRequests = pgTable(
  'erasure_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    state: text('state', { enum: ['pending', 'cancelled', 'done'] })
      .notNull()
      .default('pending'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    // One pending request per account: a second press is told it is already asked.
    uniqueIndex('erasure_requests_pending_key')
      .on(t.customerId)
      .where(sql`${t.state} = 'pending'`),
    index('erasure_requests_state_idx').on(t.state, t.dueAt),
  ],
);
