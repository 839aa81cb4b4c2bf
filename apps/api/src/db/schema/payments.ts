import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
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
    providerOrderId: text('provider_order_id').notNull(),
    providerPaymentId: text('provider_payment_id'),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('created'),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    failureReason: text('failure_reason'),
    raw: jsonb('raw'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('payments_provider_order_key').on(t.providerOrderId),
    uniqueIndex('payments_provider_payment_key').on(t.providerPaymentId),
    index('payments_order_idx').on(t.orderId),
  ],
);
