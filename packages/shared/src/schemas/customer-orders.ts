import { z } from 'zod';
import { paged } from './admin-common.js';
import { adminOrderStatus, orderAddress } from './order-record.js';
import { customerRefund } from './refunds.js';
import { shipmentTracking } from './shipments.js';
import { orderLine, orderTotals, paymentProviderName } from './checkout.js';
import { paymentStatus } from './create-order.js';

/** The customer's own orders: the list, one order's detail, and where its payment stands. */
export const CUSTOMER_ORDERS_PAGE_SIZE = 10;
export const customerOrdersQuery = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) });

export const customerOrderSummary = z.object({
  orderId: z.number().int(),
  status: adminOrderStatus,
  statusLabel: z.string(),
  createdAt: z.string(),
  totalPaise: z.number().int(),
  itemCount: z.number().int(),
  /** "Joint Care Chews × 2, Coat Oil" — enough to recognise the order in a list. */
  itemsPreview: z.string(),
  /** True while the order awaits a (new) payment attempt: POST /orders/:id/pay reopens the checkout. */
  canPay: z.boolean(),
  /** Until when it can be paid (ISO), while it awaits payment; after that it is expired. */
  payBy: z.string().nullable(),
});
export type CustomerOrderSummary = z.infer<typeof customerOrderSummary>;
export const customerOrdersPage = paged(customerOrderSummary);

export const customerOrderDetail = customerOrderSummary.extend({
  /** A sentence for the customer about where the order stands and what happens next. */
  statusMessage: z.string(),
  paidAt: z.string().nullable(),
  email: z.string(),
  mobile: z.string(),
  billing: orderAddress,
  shipping: orderAddress.nullable(),
  notes: z.string(),
  lines: z.array(orderLine),
  totals: orderTotals,
  coupon: z.object({ code: z.string(), percent: z.number().int() }).nullable(),
  payment: z.object({ provider: paymentProviderName, status: paymentStatus, paymentId: z.string().nullable() }).nullable(),
  trackingNumber: z.string().nullable(),
  /** The courier's parcel and its tracking events, once the order has a shipment. */
  shipment: shipmentTracking.nullable(),
  /** The order's tax invoice, once issued (GET /orders/:id/invoice.pdf). */
  invoiceNumber: z.string().nullable(),
  history: z.array(z.object({ status: adminOrderStatus, statusLabel: z.string(), at: z.string() })),
  /** Money given back for this order, oldest first (failed attempts left out: nothing reached the customer). */
  refunds: z.array(customerRefund),
});
export type CustomerOrderDetail = z.infer<typeof customerOrderDetail>;

/**
 * GET /orders/:id/payment: where an order's payment stands, for the browser that paid and did not hear
 * create_order's answer. `outcome` is all it needs: `paid` (show the success), `failed` (the server
 * says it did not go through, or the order can no longer be paid; `message` says which) or `pending`
 * (no word from the provider yet: ask again).
 */
export const orderPaymentState = z.object({
  orderId: z.number().int(),
  orderStatus: adminOrderStatus,
  paymentStatus: paymentStatus.nullable(),
  outcome: z.enum(['paid', 'failed', 'pending']),
  message: z.string(),
  canPay: z.boolean(),
});
export type OrderPaymentState = z.infer<typeof orderPaymentState>;
