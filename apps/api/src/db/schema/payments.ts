import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { orders } from './orders';

export const PAYMENT_STATUSES = ['created', 'paid', 'failed'] as const;

export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['razorpay', 'simulated'] }).notNull(),
    /** The provider order the customer paid through; null for a payment made without one (the spec's original client). */
    providerOrderId: text('provider_order_id'),
    /** The payment that settled (or failed) this attempt; set from the start for a payment made without an order. */
    providerPaymentId: text('provider_payment_id'),
    /** The provider's customer a mandate's first payment is made for (autoship lines in the order); the checkout names it. */
    providerCustomerId: text('provider_customer_id'),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('created'),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    failureReason: text('failure_reason'),
    raw: jsonb('raw'),
    /** When reconciliation last asked the provider about this attempt (services/payments/reconcile-payments.ts). */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('payments_provider_order_key').on(t.providerOrderId),
    uniqueIndex('payments_provider_payment_key').on(t.providerPaymentId),
    index('payments_order_idx').on(t.orderId),
  ],
);
