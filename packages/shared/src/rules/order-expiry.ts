import type { AdminOrderStatus } from '../schemas/order-record.js';

/**
 * An order waits for its payment only for a while (PENDING_ORDER_TTL_HOURS, 24 h by default). After
 * that it is expired: it can no longer be paid, and it is not a sale. The server's sweep writes the
 * `expired` status, but every read applies this rule too, so a late or stopped sweep changes nothing
 * a customer or the owner sees.
 */

/** Orders that still wait for a (new) payment attempt; only these may (re)open the provider's checkout. */
export const AWAITING_PAYMENT_STATUSES: readonly AdminOrderStatus[] = ['pending_payment', 'payment_failed'];

/** Checkouts that never turned into a sale: the owner's "abandoned checkouts", apart from real orders. */
export const ABANDONED_STATUSES: readonly AdminOrderStatus[] = [...AWAITING_PAYMENT_STATUSES, 'expired'];

export const HOUR_MS = 3_600_000;

/** The moment an order stops accepting payment attempts. */
export const paymentDeadline = (createdAt: Date, ttlMs: number): Date => new Date(createdAt.getTime() + ttlMs);

/**
 * The status as it stands at `now`: an order still awaiting payment past its deadline is expired,
 * whether or not the sweep has written that yet. Worked example with a 24 h window: an order created
 * 2026-06-01 10:00 and still `pending_payment` is `pending_payment` at 2026-06-02 09:59 and `expired`
 * at 2026-06-02 10:00; a `paid` order stays `paid` forever.
 */
export function effectiveOrderStatus(order: { status: AdminOrderStatus; createdAt: Date }, now: Date, ttlMs: number): AdminOrderStatus {
  if (AWAITING_PAYMENT_STATUSES.includes(order.status) && now.getTime() >= paymentDeadline(order.createdAt, ttlMs).getTime()) return 'expired';
  return order.status;
}
