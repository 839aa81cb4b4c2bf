import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { orders } from './orders';

/** Where a WhatsApp message stands: written before the provider is asked, then as its status webhooks say. */
export const WHATSAPP_MESSAGE_STATUSES = ['sending', 'sent', 'delivered', 'read', 'failed'] as const;
export type WhatsAppMessageStatus = (typeof WHATSAPP_MESSAGE_STATUSES)[number];

/**
 * Each order update sent to a customer on WhatsApp. `event_key` names the event (`order-confirmed:42`),
 * so a retried or doubled job finds the row and sends nothing again; `provider_message_id` is the `wamid`
 * the Cloud API answered, which its status webhooks name. The rows go with the account when it is erased.
 */
export const whatsappMessages = pgTable(
  'whatsapp_messages',
  {
    id: serial('id').primaryKey(),
    eventKey: text('event_key').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    template: text('template').notNull(),
    /** The number as sent: country code and number, no plus (`919876543210`). */
    toNumber: text('to_number').notNull(),
    providerMessageId: text('provider_message_id'),
    status: text('status', { enum: WHATSAPP_MESSAGE_STATUSES }).notNull().default('sending'),
    /** The provider's reason, for a refused or failed message. */
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('whatsapp_messages_event_key').on(t.eventKey),
    uniqueIndex('whatsapp_messages_provider_id').on(t.providerMessageId),
    index('whatsapp_messages_customer_idx').on(t.customerId),
  ],
);
