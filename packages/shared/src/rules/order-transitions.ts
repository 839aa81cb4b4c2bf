import { ORDER_STATUS_LABELS, SALE_STATUSES, type AdminOrderStatus } from '../schemas/order-record.js';

/**
 * Every way an order's status may change, in one table: the paths that change it (checkout and
 * payment, the admin, the carrier, refunds, the expiry sweep) ask it before they move an order, and the
 * admin reads the owner's next steps from it. A move it has no row for is refused (a 409 with the
 * row's message). Decision 055.
 */

/** Who causes a move. */
export type OrderActor =
  /** The shopper: placing an order, and a new checkout that replaces their unpaid one. */
  | 'customer'
  /** The payment provider's verified news, however it arrives: its webhook, the checkout's report, reconciliation. */
  | 'payment'
  /** The carrier's tracking, by webhook or poll. */
  | 'carrier'
  /** A refund that brings back the last of what was paid, processed by the provider or recorded by the owner. */
  | 'refunds'
  /** The shop's own sweep. */
  | 'system'
  /** The owner or staff with the orders role, in the admin (the order routes' roles). */
  | 'staff';

/** What happens, named by what causes it: the same two statuses may be joined by different events with different effects. */
export type OrderEvent =
  | 'place'
  | 'place cod'
  | 'send replacement'
  | 'confirm cod'
  | 'decline cod'
  | 'expire cod'
  | 'pay'
  | 'pay too late'
  | 'pay instead of cash'
  | 'fail payment'
  | 'expire'
  | 'replace'
  | 'set status'
  | 'ship'
  | 'track'
  | 'collect cash'
  | 'refund in full';

/** What a guard reads besides the status. */
export interface OrderFacts {
  paymentMethod: 'online' | 'cod';
  /** When the money (or the cash) came in; null while unpaid. */
  paidAt: unknown;
  /** Paid and neither refunded nor on its way back, in paise (read by the owner's Refunded of a cancelled order). */
  unrefundedPaise?: number;
}

interface Guard {
  /** What must hold, for the reader. */
  says: string;
  /**
   * The check, where the facts above decide it. Without one, the path that names the event checks it
   * under its own locks (stock and coupons, the refund totals).
   */
  holds?: (f: OrderFacts) => boolean;
  /** Why it does not hold, where the owner is better told than by the general refusal. */
  refusal?: (f: OrderFacts) => string;
}

export interface OrderTransition {
  event: OrderEvent;
  /** null: the order is being placed. */
  from: readonly (AdminOrderStatus | null)[];
  to: AdminOrderStatus;
  by: OrderActor;
  guard?: Guard;
  /** What the move brings with it, done by the path in the same transaction. */
  effects: readonly string[];
}

const AWAITING: readonly AdminOrderStatus[] = ['pending_payment', 'payment_failed'];
const UNPAID: readonly AdminOrderStatus[] = [...AWAITING, 'expired'];

const MONEY_OWED: Guard = { says: 'money paid is still owed (neither refunded nor on its way back)', holds: (f) => (f.unrefundedPaise ?? 0) > 0 };

const COD_ALLOWED: Guard = { says: 'cash on delivery is on, allowed for the pincode, under its cap and the open orders per phone' };

const CASH_TO_COLLECT: Guard = {
  says: 'a cash-on-delivery order whose cash is not recorded yet',
  holds: (f) => f.paymentMethod === 'cod' && !f.paidAt,
  refusal: (f) => (f.paymentMethod !== 'cod' ? 'This order was paid online; there is no cash to collect' : 'The cash for this order was already recorded'),
};

// prettier-ignore
export const ORDER_TRANSITIONS: readonly OrderTransition[] = [
  // Checkout: an online order waits for its payment; a cash-on-delivery one for the shopper's confirmation
  // (decision 063), or is confirmed at once where the owner switched that off (COD_CONFIRMATION=off).
  { event: 'place', from: [null], to: 'pending_payment', by: 'customer', effects: ['stock and coupon use held while the customer pays', 'the customer\'s unpaid checkout replaced'] },
  { event: 'place cod', from: [null], to: 'cod_awaiting_confirmation', by: 'customer', guard: COD_ALLOWED,
    effects: ['stock and coupon use taken', 'the customer\'s unpaid checkout replaced', 'confirmation asked of the customer (WhatsApp or email)', 'notice to the shop'] },
  { event: 'place cod', from: [null], to: 'cod_confirmed', by: 'customer', guard: COD_ALLOWED,
    effects: ['stock and coupon use taken', 'the customer\'s unpaid checkout replaced', 'confirmation to the customer and the shop'] },
  // A returned item's replacement (decision 069): nothing to pay, so it is placed paid, with no tax invoice.
  { event: 'send replacement', from: [null], to: 'paid', by: 'staff', guard: { says: 'the return is received and the size in stock' },
    effects: ['stock taken', 'the return marked replaced', 'customer emailed'] },
  // The shopper's answer, by the emailed link or WhatsApp's button; unanswered, the sweep cancels it.
  { event: 'confirm cod', from: ['cod_awaiting_confirmation'], to: 'cod_confirmed', by: 'customer', effects: ['confirmation to the customer'] },
  { event: 'decline cod', from: ['cod_awaiting_confirmation'], to: 'cancelled', by: 'customer', effects: ['stock returned', 'coupon use given back', 'customer emailed'] },
  { event: 'expire cod', from: ['cod_awaiting_confirmation'], to: 'cancelled', by: 'system', effects: ['stock returned', 'coupon use given back', 'customer emailed'] },
  // The payment provider's verified news (settle-payment.ts), repeats changing nothing.
  { event: 'pay', from: UNPAID, to: 'paid', by: 'payment', guard: { says: 'its stock and coupon use are held, or still free' },
    effects: ['stock and coupon use taken', 'tax invoice issued', 'confirmation to the customer and the shop'] },
  { event: 'pay too late', from: [...UNPAID, 'cancelled'], to: 'cancelled', by: 'payment',
    guard: { says: 'a product or the coupon is gone, or the order was cancelled unpaid', holds: (f) => !f.paidAt },
    effects: ['paid, with a refund due', 'the sold-out product noted', 'the customer and the shop told'] },
  // A cash-on-delivery order paid online instead, from its confirmation page, before it is packed.
  { event: 'pay instead of cash', from: ['cod_awaiting_confirmation', 'cod_confirmed'], to: 'paid', by: 'payment', guard: CASH_TO_COLLECT,
    effects: ['the COD fee dropped from the total', 'tax invoice issued', 'confirmation to the customer and the shop'] },
  { event: 'pay instead of cash', from: ['cancelled'], to: 'cancelled', by: 'payment', guard: CASH_TO_COLLECT,
    effects: ['paid, with a refund due', 'the customer and the shop told'] },
  { event: 'fail payment', from: ['pending_payment'], to: 'payment_failed', by: 'payment', effects: ['hold released'] },
  // Unpaid orders leave the way: past their payment window, or replaced by the customer's next checkout.
  { event: 'expire', from: AWAITING, to: 'expired', by: 'system', effects: ['coupon use given back'] },
  { event: 'replace', from: AWAITING, to: 'expired', by: 'customer', effects: ['hold and coupon use passed to the new order'] },
  // The owner's steps on the order page, in the order the page offers them; the first is Confirm by phone.
  { event: 'set status', from: ['cod_awaiting_confirmation'], to: 'cod_confirmed', by: 'staff', effects: ['confirmation to the customer'] },
  { event: 'set status', from: ['paid', 'cod_confirmed'], to: 'packed', by: 'staff', effects: ['customer emailed'] },
  { event: 'set status', from: ['packed'], to: 'shipped', by: 'staff', effects: ['tracking number kept', 'customer emailed'] },
  { event: 'set status', from: ['shipped'], to: 'out_for_delivery', by: 'staff', effects: ['customer emailed'] },
  { event: 'set status', from: ['shipped', 'out_for_delivery'], to: 'delivered', by: 'staff', effects: ['customer emailed', 'refill reminders scheduled'] },
  { event: 'set status', from: [...UNPAID, 'paid', 'cod_awaiting_confirmation', 'cod_confirmed', 'packed'], to: 'cancelled', by: 'staff',
    effects: ['stock returned', 'coupon use given back', 'what was paid refunded, as the owner chooses', 'customer emailed'] },
  { event: 'set status', from: SALE_STATUSES, to: 'refunded', by: 'staff',
    effects: ['the refund recorded with its credit note', 'unshipped stock returned', 'customer emailed'] },
  { event: 'set status', from: ['cancelled'], to: 'refunded', by: 'staff', guard: MONEY_OWED,
    effects: ['the refund recorded with its credit note', 'customer emailed'] },
  // The parcel: booked with the carrier, then moved on by its tracking, only ever forward.
  { event: 'ship', from: ['packed'], to: 'shipped', by: 'staff', effects: ['parcel booked', 'customer emailed with the tracking link'] },
  { event: 'track', from: ['shipped'], to: 'out_for_delivery', by: 'carrier', effects: ['customer emailed'] },
  { event: 'track', from: ['shipped', 'out_for_delivery'], to: 'delivered', by: 'carrier', effects: ['customer emailed', 'refill reminders scheduled'] },
  // Cash on delivery: the courier's cash recorded once the parcel is out (or after it arrived).
  { event: 'collect cash', from: ['shipped', 'delivered'], to: 'delivered', by: 'staff', guard: CASH_TO_COLLECT,
    effects: ['paid', 'tax invoice issued', 'customer emailed with it', 'refill reminders scheduled'] },
  // A sold order whose every rupee came back is refunded; a cancelled one stays cancelled.
  { event: 'refund in full', from: SALE_STATUSES, to: 'refunded', by: 'refunds', guard: { says: 'the refunds processed add up to all that was paid' }, effects: [] },
];

/** Refusals of a step from the wrong status, where the owner is better told what comes first. */
const REFUSALS: Partial<Record<OrderEvent, string>> = {
  ship: 'Only a packed order can be shipped: mark it packed first.',
  'collect cash': 'Cash is collected when the courier delivers: mark the order shipped first',
};

/**
 * The reason `event` may not move an order from `from` to `to`, or null when it may. `facts` may be left
 * out for events whose rows have no guard that reads them (the carrier's, the sweeps').
 */
export function refuseTransition(event: OrderEvent, from: AdminOrderStatus | null, to: AdminOrderStatus, facts?: OrderFacts): string | null {
  const rows = ORDER_TRANSITIONS.filter((t) => t.event === event && t.to === to);
  const holds = (g: Guard | undefined) => !g?.holds || g.holds(factsFor(event, facts));
  // A guard's own refusal comes first, whatever the status: it names what no later status would change.
  const spoken = rows.find((t) => t.guard?.refusal && !holds(t.guard));
  if (spoken) return spoken.guard!.refusal!(factsFor(event, facts));
  const row = rows.find((t) => t.from.includes(from));
  const general = `${from ? `An order that is "${ORDER_STATUS_LABELS[from]}"` : 'A new order'} cannot be marked "${ORDER_STATUS_LABELS[to]}"`;
  if (!row) return REFUSALS[event] ?? general;
  return holds(row.guard) ? null : general;
}

function factsFor(event: OrderEvent, facts: OrderFacts | undefined): OrderFacts {
  if (!facts) throw new Error(`The order's transitions by "${event}" read its payment facts: pass them`);
  return facts;
}

/** The statuses `event` moves orders out of (a sweep's, or a checkout's replacing, `where`). */
export function statusesLeftBy(event: OrderEvent): AdminOrderStatus[] {
  return [...new Set(ORDER_TRANSITIONS.filter((t) => t.event === event).flatMap((t) => t.from))].filter((s) => s !== null);
}

/** Where the owner may move an order from `status` now: the admin's next steps. */
export function nextOrderStatuses(status: AdminOrderStatus, facts: OrderFacts): AdminOrderStatus[] {
  return ORDER_TRANSITIONS.filter((t) => t.event === 'set status' && t.from.includes(status))
    .filter((t) => !t.guard?.holds || t.guard.holds(facts))
    .map((t) => t.to);
}
