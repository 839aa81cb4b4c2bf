import { REFUND_STATUSES } from '@canino/shared';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { orders } from './orders';
import { payments } from './payments';

/** Order lines whose goods came back on the shelf with a refund (returned, or never shipped). */
export type RestockedLine = { lineId: number; quantity: number };

/**
 * Money returned through the payment provider, all or part of a paid order. The row is written before
 * the provider is asked (under the order's lock, its idempotency key unique), so a double click or a
 * retried request finds it instead of refunding twice (decision 015).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The payment the money goes back to. */
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    /** From the owner's browser, one per "Refund" intent; also sent to the provider as its idempotency key. */
    idempotencyKey: text('idempotency_key').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    /** pending → processed or failed, from the provider's answer and its webhooks; never back. */
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('pending'),
    /** Null until the provider has answered (or its webhook has named it). */
    providerRefundId: text('provider_refund_id'),
    reason: text('reason').notNull().default(''),
    restocked: jsonb('restocked').$type<RestockedLine[]>().notNull().default([]),
    failureReason: text('failure_reason'),
    /** Who asked for it: `admin:<email>`. */
    actor: text('actor').notNull(),
    /** When the provider was last asked; a request that finds an unanswered refund resends only after a pause. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('refunds_idempotency_key').on(t.idempotencyKey),
    uniqueIndex('refunds_provider_refund_key').on(t.providerRefundId),
    index('refunds_order_idx').on(t.orderId),
    check('refunds_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);
