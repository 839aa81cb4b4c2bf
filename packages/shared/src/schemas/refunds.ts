import { z } from 'zod';
import { idParams } from './admin-common.js';
import { optionalText } from './fields.js';

/** Refunds through the payment provider: what the owner asks for, and how a refund reads for owner and customer. */

export const REFUND_STATUSES = ['pending', 'processed', 'failed'] as const;
export const refundStatus = z.enum(REFUND_STATUSES);
export type RefundStatus = z.infer<typeof refundStatus>;

/**
 * How the money went back: through the payment provider's Refunds API, or outside the shop (cash, a bank
 * transfer, the provider's dashboard) and recorded by the owner marking the order Refunded or cancelling it.
 */
export const REFUND_METHODS = ['provider', 'manual'] as const;
export const refundMethod = z.enum(REFUND_METHODS, { error: 'Choose how the money goes back' });
export type RefundMethod = z.infer<typeof refundMethod>;

export const REFUND_METHOD_LABELS: Record<RefundMethod, string> = {
  provider: 'to the original payment method',
  manual: 'outside the shop',
};

export const REFUND_STATUS_LABELS: Record<RefundStatus, string> = {
  pending: 'Refund pending',
  processed: 'Refunded',
  failed: 'Refund failed',
};

/** The largest refund one request may ask for (₹10 lakh), far above any order, so a typo cannot overflow. */
const MAX_REFUND_PAISE = 100_000_000;

/** An amount of money to give back, in integer paise. */
export const refundAmountPaise = z
  .number({ error: 'Enter the amount to refund' })
  .int('Enter the amount in rupees with at most two decimals')
  .positive('The refund amount must be more than zero')
  .max(MAX_REFUND_PAISE, 'The refund amount is too large');

/** POST /admin/orders/:id/refunds. Amounts are integer paise: ₹249.50 is 24950, never 24950.5. */
export const refundInput = z.object({
  /** One per "Refund" intent in the owner's browser (crypto.randomUUID()); a double click or a retry reuses it. */
  idempotencyKey: z
    .string({ error: 'A refund key is required' })
    .trim()
    .regex(/^[A-Za-z0-9_-]{16,100}$/, 'A refund key of 16-100 letters, digits, - or _ is required'),
  amountPaise: refundAmountPaise,
  reason: optionalText(500),
  /** Order lines whose goods go back in stock (returned, or never shipped), with how many. */
  restock: z
    .array(
      z.object({
        lineId: z.number({ error: 'Choose an item of this order' }).int().positive(),
        quantity: z.number({ error: 'Enter how many came back' }).int('Enter how many came back as a whole number').positive('Enter how many came back'),
      }),
    )
    .max(50)
    .default([]),
  /** The provider's payment id to refund; the order's paid payment when left out. */
  paymentId: z.string().trim().max(60).optional(),
});
export type RefundInput = z.infer<typeof refundInput>;

/** Order lines whose goods go back in stock with a refund, as the owner marks them. */
export const restockLines = refundInput.shape.restock;

/** The GST credit note a processed refund of an invoiced order got (GET …/orders/:id/credit-notes/:id.pdf). */
export const refundCreditNote = z.object({ id: z.number().int(), number: z.string() });
export type RefundCreditNote = z.infer<typeof refundCreditNote>;

export const adminRefund = z.object({
  id: z.number().int(),
  amountPaise: z.number().int(),
  status: refundStatus,
  method: refundMethod,
  /** The failed refund this one tries again, if it is a retry. */
  retryOf: z.number().int().nullable(),
  providerRefundId: z.string().nullable(),
  paymentId: z.string().nullable(),
  reason: z.string(),
  restocked: z.array(z.object({ lineId: z.number().int(), quantity: z.number().int() })),
  failureReason: z.string().nullable(),
  actor: z.string(),
  createdAt: z.string(),
  processedAt: z.string().nullable(),
  creditNote: refundCreditNote.nullable(),
});
export type AdminRefund = z.infer<typeof adminRefund>;

/** A refund as the customer sees it in their order's history. */
export const customerRefund = z.object({
  amountPaise: z.number().int(),
  status: refundStatus,
  method: refundMethod,
  statusLabel: z.string(),
  createdAt: z.string(),
  processedAt: z.string().nullable(),
  creditNote: refundCreditNote.nullable(),
});
export type CustomerRefund = z.infer<typeof customerRefund>;

/** POST /admin/orders/:id/refunds/:refundId/retry. */
export const refundParams = idParams.extend({ refundId: idParams.shape.id });
