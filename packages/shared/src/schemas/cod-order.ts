import { z } from 'zod';
import { adminOrderStatus } from './order-record.js';
import { orderLine, orderTotals } from './checkout.js';

/**
 * POST /checkout/cod takes the same body as POST /checkout and places the order at once, unpaid: the
 * customer pays the courier. `orderToken` lets a guest read the order as after an online payment.
 */
export const codOrderPlaced = z.object({
  orderId: z.number().int(),
  orderStatus: adminOrderStatus,
  orderToken: z.string().nullable(),
  /** The order's tracking page (`/track#token=…`), which the Thank-you dialog offers a guest. */
  trackingToken: z.string().nullable(),
  totals: orderTotals,
  lines: z.array(orderLine),
  message: z.string(),
});
export type CodOrderPlaced = z.infer<typeof codOrderPlaced>;

/** The owner received the courier's cash for a COD order. */
export const codCollectedInput = z.object({ note: z.string().trim().max(500).optional().default('') });
