import { z } from 'zod';
import { dayRange, endNotBeforeStart, pageQuery } from './admin-common.js';
import { optionalText } from './fields.js';
import { adminOrderStatus, orderAddress } from './order-record.js';
import { adminRefund, refundAmountPaise, refundMethod, restockLines } from './refunds.js';

/** Orders as the owner handles them: the list filters, the detail view and the status change. */

export const adminOrderQuery = pageQuery
  .extend({
    status: adminOrderStatus.optional(),
    /**
     * `orders` (the default) leaves out checkouts never paid for (ABANDONED_STATUSES); `abandoned` shows
     * only those. A chosen `status` wins over both.
     */
    show: z.enum(['orders', 'abandoned'], { error: 'Choose orders or abandoned checkouts' }).default('orders'),
    ...dayRange,
  })
  .refine(...endNotBeforeStart);
export type AdminOrderQuery = z.infer<typeof adminOrderQuery>;

export const adminOrderRow = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  status: adminOrderStatus,
  customerId: z.number().int().nullable(),
  customerName: z.string(),
  email: z.string(),
  mobile: z.string(),
  itemCount: z.number().int(),
  totalPaise: z.number().int(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRow>;

export const adminOrderDetail = adminOrderRow.extend({
  billing: orderAddress,
  shipping: orderAddress.nullable(),
  notes: z.string(),
  subtotalPaise: z.number().int(),
  discountPaise: z.number().int(),
  shippingPaise: z.number().int(),
  couponCode: z.string().nullable(),
  couponPercent: z.number().int().nullable(),
  trackingNumber: z.string().nullable(),
  paidAt: z.string().nullable(),
  /** The order's tax invoice, once issued (GET /admin/orders/:id/invoice.pdf). */
  invoiceNumber: z.string().nullable(),
  /** The parcel's weight in grams from its sizes' shipping weights (rules/parcel-weight.ts); null when one has none. */
  parcelWeightGrams: z.number().int().nullable(),
  lines: z.array(
    z.object({
      id: z.number().int(),
      productId: z.number().int().nullable(),
      productName: z.string(),
      /** The size's SKU as sold (copied onto the line), for picking the right pack. */
      sku: z.string(),
      unitPricePaise: z.number().int(),
      quantity: z.number().int(),
      lineTotalPaise: z.number().int(),
      /** How many of it a refund may still put back in stock: taken from stock for this order and not returned yet. */
      restockable: z.number().int(),
    }),
  ),
  payments: z.array(
    z.object({
      provider: z.string(),
      /** Null for a payment made without a provider order (the spec's original client). */
      providerOrderId: z.string().nullable(),
      providerPaymentId: z.string().nullable(),
      status: z.string(),
      amountPaise: z.number().int(),
      failureReason: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  events: z.array(
    z.object({
      fromStatus: z.string().nullable(),
      toStatus: z.string(),
      actor: z.string(),
      note: z.string(),
      createdAt: z.string(),
    }),
  ),
  nextStatuses: z.array(adminOrderStatus),
  refunds: z.array(adminRefund),
  /** What is paid through the payment provider and not yet refunded (nor being refunded): what its Refunds API can still give back. */
  refundablePaise: z.number().int(),
  /** What is paid (online, or cash on delivery) and neither refunded nor on its way back: what Cancel or Refunded settles. */
  unrefundedPaise: z.number().int(),
  /**
   * Paid, then cancelled because it could not be filled (the last unit went to another buyer): the money is
   * owed back and no refund has been tried yet (one that failed is tried again from the refund list).
   */
  refundDue: z.boolean(),
  /** What the admin viewing the order may still refund on it, and why no more (decision 040). */
  refundAllowance: z.object({ upToPaise: z.number().int().nullable(), reason: z.string().nullable() }),
  paymentMethod: z.enum(['online', 'cod']),
  codFeePaise: z.number().int(),
  /** A COD order out with the courier or delivered whose cash has not been recorded yet. */
  canMarkCodCollected: z.boolean(),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetail>;

export const orderStatusInput = z
  .object({
    status: adminOrderStatus,
    trackingNumber: optionalText(80),
    note: optionalText(500),
    /**
     * Cancelling or marking Refunded an order whose money has not all come back: how the rest goes back.
     * Cancelling a paid order requires it ('provider' refunds through the payment provider, 'manual'
     * records money returned outside the shop); Refunded is always 'manual'.
     */
    refundMethod: refundMethod.optional(),
    /** Marking Refunded: how much went back outside the shop; all that is still unrefunded when left out. */
    refundAmountPaise: refundAmountPaise.optional(),
    /** Marking Refunded a shipped order: the goods that came back (goods never shipped come back by themselves). */
    restock: restockLines,
  })
  .refine((i) => i.status !== 'shipped' || i.trackingNumber !== '', {
    path: ['trackingNumber'],
    message: 'Tracking number is required to mark an order shipped',
  })
  .refine((i) => i.status !== 'refunded' || i.refundMethod !== 'provider', {
    path: ['refundMethod'],
    message: 'Refunded records money returned outside the shop; to refund through the payment provider, use Refunds',
  })
  .refine((i) => i.status === 'refunded' || (i.refundAmountPaise === undefined && i.restock.length === 0), {
    path: ['refundAmountPaise'],
    message: 'A refund amount and returned items go with Refunded only; cancelling gives back everything still paid',
  });
export type OrderStatusInput = z.infer<typeof orderStatusInput>;
