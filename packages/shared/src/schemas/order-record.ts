import { z } from 'zod';

/** What every order holds, for the shop and the owner alike: its status flow and the addresses copied onto it. */

export const ADMIN_ORDER_STATUSES = [
  'pending_payment',
  'payment_failed',
  'paid',
  /**
   * Cash on delivery, placed and its stock taken, waiting for the shopper to confirm it (by WhatsApp, the
   * emailed link, or on the phone with the owner) before anything ships: unconfirmed orders are the ones
   * that come back unpaid. Unanswered within COD_CONFIRM_HOURS it is cancelled.
   */
  'cod_awaiting_confirmation',
  /** Cash on delivery: placed without payment, its stock taken; the cash is collected on delivery. */
  'cod_confirmed',
  'packed',
  'shipped',
  /** The carrier reports the parcel with its delivery agent today. */
  'out_for_delivery',
  'delivered',
  'cancelled',
  'refunded',
  /** Never paid within the payment window (PENDING_ORDER_TTL_HOURS): it can no longer be paid. */
  'expired',
] as const;
export const adminOrderStatus = z.enum(ADMIN_ORDER_STATUSES, { error: 'Choose a valid status' });
export type AdminOrderStatus = z.infer<typeof adminOrderStatus>;

export const ORDER_STATUS_LABELS: Record<AdminOrderStatus, string> = {
  pending_payment: 'Awaiting payment',
  payment_failed: 'Payment failed',
  paid: 'Paid',
  cod_awaiting_confirmation: 'Awaiting confirmation',
  cod_confirmed: 'Confirmed (Cash on Delivery)',
  packed: 'Packed',
  shipped: 'Shipped',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  expired: 'Expired',
};

/** Orders in these states have been paid for and count as sales. */
export const SALE_STATUSES: readonly AdminOrderStatus[] = ['paid', 'packed', 'shipped', 'out_for_delivery', 'delivered'];

/** The statuses at an end: delivered, cancelled, refunded or expired. */
const ENDED: readonly AdminOrderStatus[] = ['delivered', 'cancelled', 'refunded', 'expired'];

/** Orders not yet at an end: still to be paid or confirmed, or on their way. Paying or delivering them still needs the buyer's contact. */
export const IN_PROGRESS_STATUSES: readonly AdminOrderStatus[] = ADMIN_ORDER_STATUSES.filter((s) => !ENDED.includes(s));

/** An address as the order keeps it: plain values copied at checkout, so later address-book edits leave it alone. */
export const orderAddress = z.object({
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
export type OrderAddress = z.infer<typeof orderAddress>;
