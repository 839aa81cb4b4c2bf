import { REFUND_METHODS, REFUND_STATUSES } from '@canino/shared';
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { orders } from './orders';
import { payments } from './payments';

/** Order lines whose goods came back on the shelf with a refund (returned, or never shipped). */
export type RestockedLine = { lineId: number; quantity: number };

/**
 * Money returned for a paid order, all or part of it. Through the payment provider, the row is written
 * before the provider is asked (under the order's lock, its idempotency key unique), so a double click or
 * a retried request finds it instead of refunding twice (decision 015). Outside the shop (`manual`: the
 * owner marked the order Refunded, or cancelled it, after returning the money some other way), it is
 * written processed at once, so it gets its credit note like any other refund.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The payment the money goes back to; none for money returned outside the shop for cash on delivery. */
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'cascade' }),
    method: text('method', { enum: REFUND_METHODS }).notNull().default('provider'),
    /** The failed refund this one tries again (one retry each: unique). */
    retryOf: integer('retry_of').references((): AnyPgColumn => refunds.id, { onDelete: 'restrict' }),
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
    uniqueIndex('refunds_retry_of_key').on(t.retryOf),
    check('refunds_amount_positive', sql`${t.amountPaise} > 0`),
    check('refunds_provider_has_payment', sql`${t.method} = 'manual' or ${t.paymentId} is not null`),
  ],
);
