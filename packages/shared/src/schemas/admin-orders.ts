import { z } from 'zod';
import { pageQuery } from './admin-common.js';
import { optionalText } from './fields.js';

/** Orders as the owner handles them: the status flow, the list filters and the detail view. */

export const ADMIN_ORDER_STATUSES = [
  'pending_payment',
  'payment_failed',
  'paid',
  'packed',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
] as const;
export const adminOrderStatus = z.enum(ADMIN_ORDER_STATUSES, { error: 'Choose a valid status' });
export type AdminOrderStatus = z.infer<typeof adminOrderStatus>;

export const ORDER_STATUS_LABELS: Record<AdminOrderStatus, string> = {
  pending_payment: 'Awaiting payment',
  payment_failed: 'Payment failed',
  paid: 'Paid',
  packed: 'Packed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

/** Orders in these states have been paid for and count as sales. */
export const SALE_STATUSES: readonly AdminOrderStatus[] = ['paid', 'packed', 'shipped', 'delivered'];

/**
 * Where the owner may move an order from each state. Payment states are set by the payment provider
 * only; a paid order goes paid → packed → shipped → delivered, or is cancelled or refunded on the way.
 * A cancelled order that had been paid can still be marked refunded once the money is returned.
 */
export function nextOrderStatuses(status: AdminOrderStatus, wasPaid: boolean): AdminOrderStatus[] {
  switch (status) {
    case 'pending_payment':
    case 'payment_failed':
      return ['cancelled'];
    case 'paid':
      return ['packed', 'cancelled', 'refunded'];
    case 'packed':
      return ['shipped', 'cancelled', 'refunded'];
    case 'shipped':
      return ['delivered', 'refunded'];
    case 'delivered':
      return ['refunded'];
    case 'cancelled':
      return wasPaid ? ['refunded'] : [];
    case 'refunded':
      return [];
  }
}

const isoDate = z.iso.date({ error: 'Enter a valid date' }).optional();

export const adminOrderQuery = pageQuery
  .extend({ status: adminOrderStatus.optional(), from: isoDate, to: isoDate })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: 'The end date must not be before the start date' });
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

const address = z.object({
  firstName: z.string(),
  lastName: z.string(),
  address: z.string(),
  city: z.string(),
  district: z.string(),
  state: z.string(),
  pincode: z.string(),
  country: z.string(),
  mobile: z.string(),
});

export const adminOrderDetail = adminOrderRow.extend({
  billing: address,
  shipping: address.nullable(),
  notes: z.string(),
  subtotalPaise: z.number().int(),
  discountPaise: z.number().int(),
  shippingPaise: z.number().int(),
  couponCode: z.string().nullable(),
  couponPercent: z.number().int().nullable(),
  trackingNumber: z.string().nullable(),
  paidAt: z.string().nullable(),
  lines: z.array(
    z.object({
      productId: z.number().int().nullable(),
      productName: z.string(),
      unitPricePaise: z.number().int(),
      quantity: z.number().int(),
      lineTotalPaise: z.number().int(),
    }),
  ),
  payments: z.array(
    z.object({
      provider: z.string(),
      providerOrderId: z.string(),
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
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetail>;

export const orderStatusInput = z
  .object({
    status: adminOrderStatus,
    trackingNumber: optionalText(80),
    note: optionalText(500),
  })
  .refine((i) => i.status !== 'shipped' || i.trackingNumber !== '', {
    path: ['trackingNumber'],
    message: 'Tracking number is required to mark an order shipped',
  });
export type OrderStatusInput = z.infer<typeof orderStatusInput>;
