import { z } from 'zod';

/** What every order holds, for the shop and the owner alike: its status flow and the addresses copied onto it. */

export const ADMIN_ORDER_STATUSES = [
  'pending_payment',
  'payment_failed',
  'paid',
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

/** Orders not yet at an end: still to be paid, or on their way. Paying or delivering them still needs the buyer's contact. */
export const IN_PROGRESS_STATUSES: readonly AdminOrderStatus[] = ['pending_payment', 'payment_failed', 'paid', 'cod_confirmed', 'packed', 'shipped', 'out_for_delivery'];

/**
 * Where the owner may move an order from each state. Payment states are set by the payment provider
 * only; a paid order goes paid → packed → shipped → delivered, or is cancelled or refunded on the way.
 * (A carrier moves shipped ones on by its tracking events, the same way.)
 * A cancelled order whose money is still owed (paid, and neither refunded nor being refunded) can be
 * marked refunded once the money is returned; one with nothing owed has nothing left to do.
 */
export function nextOrderStatuses(status: AdminOrderStatus, unrefundedPaise: number): AdminOrderStatus[] {
  switch (status) {
    case 'pending_payment':
    case 'payment_failed':
      return ['cancelled'];
    case 'paid':
      return ['packed', 'cancelled', 'refunded'];
    case 'cod_confirmed':
      return ['packed', 'cancelled'];
    case 'packed':
      return ['shipped', 'cancelled', 'refunded'];
    case 'shipped':
      return ['out_for_delivery', 'delivered', 'refunded'];
    case 'out_for_delivery':
      return ['delivered', 'refunded'];
    case 'delivered':
      return ['refunded'];
    case 'cancelled':
      return unrefundedPaise > 0 ? ['refunded'] : [];
    case 'refunded':
      return [];
    case 'expired':
      return ['cancelled'];
  }
}

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
