import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { refunds } from '../src/db/schema';
import { asAdmin, type AdminCall } from './admin-support';
import { paidInvoicedOrder, registerShopForGst } from './helpers/invoiced-orders';
import { withFakeRazorpay } from './helpers/with-fake-razorpay';

/**
 * Who may send money back (decision 040): the owner refunds any paid order; staff with the orders role
 * only up to the owner's limit per order (none until it is set), on every refund, retry and cancellation.
 */
describe('refunds by staff with the orders role', () => {
  const rz = withFakeRazorpay();
  let owner: AdminCall;
  let staff: AdminCall;
  beforeAll(async () => {
    owner = (await asAdmin(rz.t)).call;
    staff = (await asAdmin(rz.t, 'orders')).call;
    await registerShopForGst(rz.t);
  });

  const paidOrder = () => paidInvoicedOrder(rz, owner);
  const refundsOf = (orderId: number) => rz.t.ctx.db.select().from(refunds).where(eq(refunds.orderId, orderId));
  const refund = (as: AdminCall, orderId: number, amountPaise: number) => as('POST', `/orders/${orderId}/refunds`, { idempotencyKey: randomUUID(), amountPaise });
  const setLimit = (staffLimitPaise: number) => owner('PUT', '/settings/refund-limit', { staffLimitPaise });

  it('refuses any refund while the owner has set no limit, and says why on the order', async () => {
    const o = await paidOrder();
    const detail = (await staff('GET', `/orders/${o.orderId}`)).json().data;
    expect(detail.refundAllowance).toEqual({ upToPaise: 0, reason: 'Only the owner can send money back on this shop.' });
    expect((await owner('GET', `/orders/${o.orderId}`)).json().data.refundAllowance).toEqual({ upToPaise: null, reason: null });
    const res = await refund(staff, o.orderId, 100);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: 0, message: 'Only the owner can send money back on this shop.' });
    const cancel = await staff('POST', `/orders/${o.orderId}/status`, { status: 'cancelled', refundMethod: 'provider' });
    expect(cancel.statusCode).toBe(403);
    expect(await refundsOf(o.orderId)).toEqual([]);
    expect((await refund(owner, o.orderId, 137300)).statusCode).toBe(200);
  });

  it('lets staff refund up to the limit per order, counting what was refunded before; only the owner sets it', async () => {
    expect((await staff('PUT', '/settings/refund-limit', { staffLimitPaise: 10_000_000 })).statusCode).toBe(403);
    expect((await setLimit(50000)).json()).toMatchObject({ status: 1, data: { staffLimitPaise: 50000 } });
    expect((await owner('GET', '/settings/refund-limit')).json().data).toEqual({ staffLimitPaise: 50000 });
    const o = await paidOrder();
    expect((await refund(staff, o.orderId, 30000)).statusCode).toBe(200);
    const over = await refund(staff, o.orderId, 30000);
    expect(over.statusCode).toBe(403);
    expect(over.json().message).toBe('Staff can refund up to ₹500.00 of an order: ₹200.00 more on this one; the owner can refund more.');
    expect((await refund(staff, o.orderId, 20000)).statusCode).toBe(200);
    expect((await staff('GET', `/orders/${o.orderId}`)).json().data.refundAllowance.upToPaise).toBe(0);
    expect((await refundsOf(o.orderId)).map((r) => r.amountPaise).sort()).toEqual([20000, 30000]);
    await setLimit(0);
  });

  it("refuses staff's Try again of a failed refund beyond the limit, and lets the owner's through", async () => {
    const o = await paidOrder();
    rz.fake.refuseRefunds = 1;
    const cancelled = await owner('POST', `/orders/${o.orderId}/status`, { status: 'cancelled', refundMethod: 'provider' });
    const failedId = cancelled.json().data.refunds[0].id as number;
    const retry = await staff('POST', `/orders/${o.orderId}/refunds/${failedId}/retry`);
    expect(retry.statusCode).toBe(403);
    expect((await refundsOf(o.orderId)).length).toBe(1);
    expect((await owner('POST', `/orders/${o.orderId}/refunds/${failedId}/retry`)).statusCode).toBe(200);
  });
});
