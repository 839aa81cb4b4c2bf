import { z } from 'zod';

/**
 * Why a product's stock changed. Holds do not appear: a checkout's hold never moves stock, it only
 * keeps the quantity from being sold twice until payment (decision 009), so its expiry moves nothing.
 */
export const STOCK_REASON_LABELS = {
  opening: 'Opening stock',
  sale: 'Sale',
  cancellation: 'Order cancelled',
  refund_restock: 'Refund restock',
  manual_edit: 'Manual edit',
  import: 'Import',
  short_dated: 'Short-dated batch off sale',
  received: 'Stock received',
} as const;
export type StockReason = keyof typeof STOCK_REASON_LABELS;
export const STOCK_REASONS = Object.keys(STOCK_REASON_LABELS) as [StockReason, ...StockReason[]];

export const stockMovement = z.object({
  id: z.number().int(),
  /** Signed: −2 for a sale of two. */
  change: z.number().int(),
  /** The product's stock right after this change. */
  stockAfter: z.number().int(),
  reason: z.enum(STOCK_REASONS),
  /** Who or what made it: `admin:<email>`, `customer`, `webhook:razorpay`, `import`… */
  actor: z.string(),
  orderId: z.number().int().nullable(),
  note: z.string(),
  createdAt: z.string(),
});
export type StockMovement = z.infer<typeof stockMovement>;
