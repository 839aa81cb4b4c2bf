import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Provider webhook event ids already handled; providers repeat deliveries. */
export const webhookEvents = pgTable('webhook_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
