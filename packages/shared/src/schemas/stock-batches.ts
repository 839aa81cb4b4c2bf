import { z } from 'zod';
import { BATCH_NO_MAX_LENGTH, BATCH_NO_PATTERN } from '../rules/stock-batches.js';
import { adminOrderStatus } from './order-record.js';

const month = (message: string) => z.string({ error: message }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, message);

/**
 * POST /products/{id}/variants/{variantId}/batches: packs of one batch received into a size's stock
 * (decision 062). Months are "YYYY-MM", as a month input gives them and the pack prints them.
 */
export const batchReceiptInput = z.object({
  batchNo: z
    .string({ error: 'Enter the batch number printed on the pack' })
    .trim()
    .min(1, 'Enter the batch number printed on the pack')
    .max(BATCH_NO_MAX_LENGTH, `A batch number is at most ${BATCH_NO_MAX_LENGTH} characters`)
    .regex(BATCH_NO_PATTERN, 'A batch number is letters, digits and / . _ -'),
  quantity: z
    .number({ error: 'Enter how many packs came in' })
    .int('Enter a whole number of packs')
    .min(1, 'Enter how many packs came in')
    .max(100_000, 'At most 100,000 packs at a time'),
  manufacturedMonth: month('Enter the month of manufacture'),
  bestBeforeMonth: month('Enter the best-before month'),
  note: z.string().trim().max(200, 'A note is at most 200 characters').optional(),
});
export type BatchReceiptInput = z.infer<typeof batchReceiptInput>;

/** One batch of a size as the owner sees it: months as their first day; `withdrawn` once short-dated. */
export const adminBatch = z.object({
  id: z.number().int(),
  variantId: z.number().int(),
  batchNo: z.string(),
  manufacturedOn: z.string().nullable(),
  bestBefore: z.string().nullable(),
  quantity: z.number().int(),
  withdrawn: z.boolean(),
});
export type AdminBatch = z.infer<typeof adminBatch>;

/** GET /batches/expiring: how many days ahead to look; left out, the shop's minimum shelf life and 60 days more. */
export const expiringBatchesQuery = z.object({
  days: z.coerce
    .number({ error: 'Days is a whole number from 1 to 730' })
    .int('Days is a whole number from 1 to 730')
    .min(1, 'Days is a whole number from 1 to 730')
    .max(730, 'Days is a whole number from 1 to 730')
    .optional(),
});
export type ExpiringBatchesQuery = z.infer<typeof expiringBatchesQuery>;

/** A batch still on sale with packs left whose best-before comes within the days asked; `offSale`: already inside the minimum shelf life. */
export const expiringBatch = z.object({
  batchId: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  variantId: z.number().int(),
  sizeLabel: z.string(),
  batchNo: z.string(),
  bestBefore: z.string(),
  quantity: z.number().int(),
  offSale: z.boolean(),
});
export type ExpiringBatch = z.infer<typeof expiringBatch>;

export const expiringBatches = z.object({ days: z.number().int(), minShelfLifeDays: z.number().int(), items: z.array(expiringBatch) });
export type ExpiringBatches = z.infer<typeof expiringBatches>;

const recallBatchNo = z
  .string({ error: 'Enter the batch number to look for' })
  .trim()
  .min(1, 'Enter the batch number to look for')
  .max(BATCH_NO_MAX_LENGTH, `A batch number is at most ${BATCH_NO_MAX_LENGTH} characters`);

/** GET /batches/recall: one batch number, exactly as printed (trimmed). */
export const recallQuery = z.object({ batchNo: recallBatchNo });
export type RecallQuery = z.infer<typeof recallQuery>;

/** One order line that took packs of the batch: whom to reach and how many packs they had. */
export const recallLine = z.object({
  orderId: z.number().int(),
  placedAt: z.string(),
  status: adminOrderStatus,
  customerName: z.string(),
  email: z.string(),
  mobile: z.string(),
  productId: z.number().int().nullable(),
  productName: z.string(),
  sizeLabel: z.string(),
  quantity: z.number().int(),
  returned: z.number().int(),
  /** When the order's customer was emailed about this batch's recall; null: not yet. */
  emailedAt: z.string().nullable(),
});
export type RecallLine = z.infer<typeof recallLine>;

export const recallResult = z.object({ batchNo: z.string(), customers: z.number().int(), lines: z.array(recallLine) });
export type RecallResult = z.infer<typeof recallResult>;

/**
 * POST /batches/recall/email: one email per order still holding packs of the batch and not yet told,
 * with the owner's own words added when given (what to do, whom the maker asks to call).
 */
export const recallEmailInput = z.object({
  batchNo: recallBatchNo,
  message: z.string({ error: 'The message is text' }).trim().max(1000, 'The message is at most 1,000 characters').optional(),
});
export type RecallEmailInput = z.infer<typeof recallEmailInput>;

/** How many orders were emailed now, and how many had been before (never twice). */
export const recallEmailResult = z.object({ batchNo: z.string(), emailed: z.number().int(), alreadyEmailed: z.number().int() });
export type RecallEmailResult = z.infer<typeof recallEmailResult>;
