import { boolean, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The simulated payment provider's own books (decision 019): kept in the shop's database, not in a
 * process, so any API process verifies a payment another one took, and a restart loses no checkout.
 * Razorpay keeps the same facts on its side; these tables play that side.
 */
export const simulatedBankKeys = pgTable('simulated_bank_keys', {
  // One row: the secrets every process signs and verifies with.
  id: smallint('id').primaryKey().default(1),
  keySecret: text('key_secret').notNull(),
  webhookSecret: text('webhook_secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const simulatedBankOrders = pgTable('simulated_bank_orders', {
  id: text('id').primaryKey(),
  amountPaise: integer('amount_paise').notNull(),
  currency: text('currency').notNull(),
  paid: boolean('paid').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const simulatedBankPayments = pgTable(
  'simulated_bank_payments',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id'),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<'created' | 'authorized' | 'captured' | 'refunded' | 'failed'>().notNull(),
    errorDescription: text('error_description'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('simulated_bank_payments_order_idx').on(t.orderId)],
);

export const simulatedBankRefunds = pgTable('simulated_bank_refunds', {
  // The shop's idempotency key: one refund per key, as Razorpay's X-Refund-Idempotency gives.
  idempotencyKey: text('idempotency_key').primaryKey(),
  id: text('id').notNull().unique(),
  paymentId: text('payment_id').notNull(),
  amountPaise: integer('amount_paise').notNull(),
  status: text('status').$type<'pending' | 'processed' | 'failed'>().notNull(),
  receipt: text('receipt'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The simulated bank's mandates (tokens): `declineCharges` is how many of the next charges the bank
 * declines ("fail on demand"); `revoked` is the customer's bank cancelling the mandate.
 */
export const simulatedBankMandates = pgTable('simulated_bank_mandates', {
  id: text('id').primaryKey(),
  paymentId: text('payment_id').notNull().unique(),
  maxAmountPaise: integer('max_amount_paise').notNull(),
  declineCharges: integer('decline_charges').notNull().default(0),
  revoked: boolean('revoked').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
