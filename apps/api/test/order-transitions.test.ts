import { ADMIN_ORDER_STATUSES, refuseTransition, type AdminOrderStatus } from '@canino/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderEvents, orders } from '../src/db/schema';
import { ownerTestApp } from './admin-support';
import { insertOrder } from './helpers/factories';
import { PARCEL } from './helpers/shipping';

const { t, call } = ownerTestApp({ SHIPPING: 'simulated' });

/** Never paid, so a cancelled one owes nothing (the one guard of the owner's moves): the table's refusals are the API's. */
const UNPAID: readonly AdminOrderStatus[] = ['pending_payment', 'payment_failed', 'expired', 'cancelled'];

async function orderIn(status: AdminOrderStatus) {
  const { order } = await insertOrder(t.ctx, {
    status,
    ...(UNPAID.includes(status) ? { paidAt: null } : {}),
    ...(status === 'cod_confirmed' || status === 'cod_awaiting_confirmation' ? { codFeePaise: 4900 } : {}),
  });
  return order;
}

async function unchanged(orderId: number, status: AdminOrderStatus) {
  const [row] = await t.ctx.db.select().from(orders).where(eq(orders.id, orderId));
  expect(row!.status).toBe(status);
  const events = await t.ctx.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
  expect(events.filter((e) => e.toStatus !== 'paid')).toEqual([]);
}

describe("every move the order's transitions refuse is refused by the API, with a 409 and its message, and changes nothing", () => {
  it("the owner's status changes: every pair of statuses", async () => {
    let refused = 0;
    for (const from of ADMIN_ORDER_STATUSES) {
      const order = await orderIn(from);
      const facts = { paymentMethod: order.paymentMethod, paidAt: order.paidAt, unrefundedPaise: 0 };
      for (const to of ADMIN_ORDER_STATUSES) {
        const refusal = refuseTransition('set status', from, to, facts);
        if (refusal === null) continue;
        const res = await call('POST', `/orders/${order.id}/status`, { status: to, trackingNumber: 'AWB1', refundMethod: 'manual' });
        expect(res.statusCode, `${from} → ${to}`).toBe(409);
        expect(res.json()).toMatchObject({ status: 0, message: refusal });
        refused++;
      }
      await unchanged(order.id, from);
    }
    // 144 pairs, of which the owner may take 19 here: the 20th, Refunded of a cancelled order, only while money is owed on it.
    expect(refused).toBe(144 - 19);
  });

  it('shipping a parcel, and recording the cash of a cash-on-delivery order, from every status they do not start from', async () => {
    for (const from of ADMIN_ORDER_STATUSES) {
      if (refuseTransition('ship', from, 'shipped') !== null) {
        const order = await orderIn(from);
        const res = await call('POST', `/orders/${order.id}/shipment`, PARCEL);
        expect(res.statusCode, `ship from ${from}`).toBe(409);
        expect(res.json().message).toBe('Only a packed order can be shipped: mark it packed first.');
        await unchanged(order.id, from);
      }
      const cod = await insertOrder(t.ctx, { status: from, codFeePaise: 4900 });
      const refusal = refuseTransition('collect cash', from, 'delivered', cod.order);
      if (refusal === null) continue;
      const res = await call('POST', `/orders/${cod.order.id}/cod-collected`, {});
      expect(res.statusCode, `collect cash from ${from}`).toBe(409);
      expect(res.json().message).toBe(refusal);
      await unchanged(cod.order.id, from);
    }
  });
});
