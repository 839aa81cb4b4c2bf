import { describe, expect, it } from 'vitest';
import { codCollectable } from '../src/rules/cash-on-delivery';
import { nextOrderStatuses, ORDER_TRANSITIONS, refuseTransition, statusesLeftBy, type OrderEvent, type OrderFacts } from '../src/rules/order-transitions';
import { orderStatusAfterStage } from '../src/rules/shipment-progress';
import { ADMIN_ORDER_STATUSES } from '../src/schemas/order-record';

const EVENTS: OrderEvent[] = [
  'place',
  'place cod',
  'confirm cod',
  'decline cod',
  'expire cod',
  'pay',
  'pay too late',
  'fail payment',
  'expire',
  'replace',
  'set status',
  'ship',
  'track',
  'collect cash',
  'refund in full',
];

/** A paid online order with ₹1,373.00 still owed, and a COD order whose cash is not in: the facts every guard passes on. */
const ONLINE_OWED: OrderFacts = { paymentMethod: 'online', paidAt: null, unrefundedPaise: 137300 };
const COD_UNPAID: OrderFacts = { paymentMethod: 'cod', paidAt: null, unrefundedPaise: 0 };

/** Every move the shop makes, written out once more by hand: the table may change only with this list. */
const ALLOWED = [
  'place: new → pending_payment',
  'place cod: new → cod_awaiting_confirmation',
  'place cod: new → cod_confirmed',
  'confirm cod: cod_awaiting_confirmation → cod_confirmed',
  'decline cod: cod_awaiting_confirmation → cancelled',
  'expire cod: cod_awaiting_confirmation → cancelled',
  'pay: pending_payment → paid',
  'pay: payment_failed → paid',
  'pay: expired → paid',
  'pay too late: pending_payment → cancelled',
  'pay too late: payment_failed → cancelled',
  'pay too late: expired → cancelled',
  'pay too late: cancelled → cancelled',
  'fail payment: pending_payment → payment_failed',
  'expire: pending_payment → expired',
  'expire: payment_failed → expired',
  'replace: pending_payment → expired',
  'replace: payment_failed → expired',
  'set status: pending_payment → cancelled',
  'set status: payment_failed → cancelled',
  'set status: expired → cancelled',
  'set status: paid → packed',
  'set status: paid → cancelled',
  'set status: paid → refunded',
  'set status: cod_awaiting_confirmation → cod_confirmed',
  'set status: cod_awaiting_confirmation → cancelled',
  'set status: cod_confirmed → packed',
  'set status: cod_confirmed → cancelled',
  'set status: packed → shipped',
  'set status: packed → cancelled',
  'set status: packed → refunded',
  'set status: shipped → out_for_delivery',
  'set status: shipped → delivered',
  'set status: shipped → refunded',
  'set status: out_for_delivery → delivered',
  'set status: out_for_delivery → refunded',
  'set status: delivered → refunded',
  'set status: cancelled → refunded',
  'ship: packed → shipped',
  'track: shipped → out_for_delivery',
  'track: shipped → delivered',
  'track: out_for_delivery → delivered',
  'collect cash: shipped → delivered',
  'collect cash: delivered → delivered',
  'refund in full: paid → refunded',
  'refund in full: packed → refunded',
  'refund in full: shipped → refunded',
  'refund in full: out_for_delivery → refunded',
  'refund in full: delivered → refunded',
];

describe("the order's transitions", () => {
  it('allow exactly the moves listed, and refuse every other pair of statuses for every event, with a message', () => {
    const allowed: string[] = [];
    for (const event of EVENTS) {
      for (const from of [null, ...ADMIN_ORDER_STATUSES]) {
        for (const to of ADMIN_ORDER_STATUSES) {
          const facts = event === 'collect cash' ? COD_UNPAID : ONLINE_OWED;
          const refusal = refuseTransition(event, from, to, facts);
          if (refusal === null) allowed.push(`${event}: ${from ?? 'new'} → ${to}`);
          else expect(refusal, `${event}: ${from ?? 'new'} → ${to}`).toMatch(/\w/);
        }
      }
    }
    expect(allowed.sort()).toEqual([...ALLOWED].sort());
    // 15 events × (a new order and 12 statuses) × 12 statuses: all but the 49 listed are refused.
    expect(EVENTS.length * 13 * 12 - allowed.length).toBe(2291);
  });

  it('name who causes each move and what it brings with it', () => {
    for (const t of ORDER_TRANSITIONS) {
      expect(['customer', 'payment', 'carrier', 'refunds', 'system', 'staff']).toContain(t.by);
      expect(t.effects.every((e) => e.length > 0)).toBe(true);
    }
  });

  it("say why, in the owner's words", () => {
    expect(refuseTransition('set status', 'paid', 'delivered', ONLINE_OWED)).toBe('An order that is "Paid" cannot be marked "Delivered"');
    // Only the payment provider can say an order is paid.
    expect(refuseTransition('set status', 'pending_payment', 'paid', ONLINE_OWED)).toBe('An order that is "Awaiting payment" cannot be marked "Paid"');
    expect(refuseTransition('ship', 'paid', 'shipped')).toBe('Only a packed order can be shipped: mark it packed first.');
    expect(refuseTransition('place', null, 'paid')).toBe('A new order cannot be marked "Paid"');
    expect(refuseTransition('collect cash', 'packed', 'delivered', COD_UNPAID)).toBe('Cash is collected when the courier delivers: mark the order shipped first');
    // What no later status would change is said first.
    expect(refuseTransition('collect cash', 'paid', 'delivered', ONLINE_OWED)).toBe('This order was paid online; there is no cash to collect');
    expect(refuseTransition('collect cash', 'refunded', 'delivered', { ...COD_UNPAID, paidAt: new Date() })).toBe('The cash for this order was already recorded');
  });

  it('offer Refunded for a cancelled order only while money is still owed on it', () => {
    // Paid ₹1,373.00, cancelled because the last tin went to another buyer: nothing refunded yet.
    expect(nextOrderStatuses('cancelled', { ...ONLINE_OWED, unrefundedPaise: 137300 })).toEqual(['refunded']);
    // ₹200.00 refunded before it was cancelled: ₹1,173.00 still owed.
    expect(nextOrderStatuses('cancelled', { ...ONLINE_OWED, unrefundedPaise: 117300 })).toEqual(['refunded']);
    // Cancelled with the whole ₹1,373.00 refunded or on its way back (or never paid): nothing left to do.
    expect(nextOrderStatuses('cancelled', { ...ONLINE_OWED, unrefundedPaise: 0 })).toEqual([]);
    expect(refuseTransition('set status', 'cancelled', 'refunded', { ...ONLINE_OWED, unrefundedPaise: 0 })).toBe('An order that is "Cancelled" cannot be marked "Refunded"');
  });

  it("give the owner's next steps in the order the page offers them, ending at Refunded", () => {
    expect(nextOrderStatuses('paid', ONLINE_OWED)).toEqual(['packed', 'cancelled', 'refunded']);
    // Confirm by phone first, for a cash-on-delivery order its shopper has not confirmed yet.
    expect(nextOrderStatuses('cod_awaiting_confirmation', COD_UNPAID)).toEqual(['cod_confirmed', 'cancelled']);
    expect(nextOrderStatuses('cod_confirmed', COD_UNPAID)).toEqual(['packed', 'cancelled']);
    expect(nextOrderStatuses('packed', ONLINE_OWED)).toEqual(['shipped', 'cancelled', 'refunded']);
    expect(nextOrderStatuses('shipped', ONLINE_OWED)).toEqual(['out_for_delivery', 'delivered', 'refunded']);
    expect(nextOrderStatuses('delivered', { ...ONLINE_OWED, unrefundedPaise: 0 })).toEqual(['refunded']);
    expect(nextOrderStatuses('expired', ONLINE_OWED)).toEqual(['cancelled']);
    expect(nextOrderStatuses('refunded', ONLINE_OWED)).toEqual([]);
  });

  it('let a payment that arrives for an order cancelled unpaid make it refund-due, once', () => {
    expect(refuseTransition('pay too late', 'cancelled', 'cancelled', ONLINE_OWED)).toBeNull();
    expect(refuseTransition('pay too late', 'cancelled', 'cancelled', { ...ONLINE_OWED, paidAt: new Date() })).not.toBeNull();
  });

  it('give the sweeps the statuses they take orders out of', () => {
    expect(statusesLeftBy('expire')).toEqual(['pending_payment', 'payment_failed']);
    expect(statusesLeftBy('replace')).toEqual(['pending_payment', 'payment_failed']);
  });

  it('are what the COD button and the carrier read', () => {
    expect(codCollectable({ status: 'shipped', paymentMethod: 'cod', paidAt: null })).toBe(true);
    expect(codCollectable({ status: 'out_for_delivery', paymentMethod: 'cod', paidAt: null })).toBe(false);
    expect(orderStatusAfterStage('shipped', 'delivered')).toBe('delivered');
    expect(orderStatusAfterStage('delivered', 'out_for_delivery')).toBeNull();
    expect(orderStatusAfterStage('cancelled', 'delivered')).toBeNull();
  });

  it('need the facts where a guard reads them', () => {
    expect(() => refuseTransition('set status', 'cancelled', 'refunded')).toThrow('pass them');
  });
});
