import { randomUUID } from 'node:crypto';
import { simulatedPayResult, type PaymentSession, type SimulatedPayResult } from '@canino/shared';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { coupons, orderEvents, orders, payments, products } from '../../src/db/schema';
import type { TestApp } from './test-app';

/** A checkout request as the storefront sends it; the address is valid and Indian. */
export function checkoutBody(lines: { productId: number; variantId?: number; quantity: number; autoshipWeeks?: number }[], over: Record<string, unknown> = {}) {
  return {
    idempotencyKey: randomUUID(),
    billing: {
      firstName: 'Asha',
      lastName: 'Raman',
      country: 'India',
      address: '12 Lake View Road, RS Puram',
      city: 'Coimbatore',
      district: 'Coimbatore',
      state: 'Tamil Nadu',
      pincode: '641002',
      mobile: '9876543210',
      email: `asha.${randomUUID().slice(0, 8)}@example.com`,
    },
    lines,
    ...over,
  };
}

export async function postCheckout(t: TestApp, body: object, cookie?: string): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'POST', url: '/admin/api/checkout', payload: body, headers: cookie ? { cookie } : {} });
}

export async function startCheckout(t: TestApp, body: object, cookie?: string): Promise<PaymentSession> {
  const res = await postCheckout(t, body, cookie);
  if (res.statusCode !== 200) throw new Error(`checkout failed: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

type SimulatedPaid = Extract<SimulatedPayResult, { razorpay_payment_id: string }>;
type SimulatedFailed = Extract<SimulatedPayResult, { error: unknown }>;

/**
 * Presses Pay or Fail in the simulated checkout; returns what the checkout hands the storefront, read
 * with the contract's own schema, and throws if the bank did not do as asked.
 */
export async function paySimulated(t: TestApp, session: PaymentSession, outcome: 'success'): Promise<SimulatedPaid>;
export async function paySimulated(t: TestApp, session: PaymentSession, outcome: 'failure'): Promise<SimulatedFailed>;
export async function paySimulated(t: TestApp, session: PaymentSession, outcome: 'success' | 'failure'): Promise<SimulatedPayResult> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/admin/api/payments/simulated/pay',
    payload: { order_id: session.razorpayOptions.order_id, outcome },
  });
  if (res.statusCode !== 200) throw new Error(`simulated pay failed: ${res.body}`);
  const result = simulatedPayResult.parse(res.json().data);
  if ('error' in result !== (outcome === 'failure')) throw new Error(`asked the simulated bank for ${outcome}, it answered ${res.body}`);
  return result;
}

/** The storefront's create_order call after the checkout's handler (paid) or payment.failed (failed). */
export async function reportPayment(t: TestApp, session: PaymentSession, extra: Record<string, unknown>, cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/admin/api/create_order',
    payload: { ...session.orderPayload, ...extra },
    headers: cookie ? { cookie } : {},
  });
}

export const paidReport = (r: { razorpay_payment_id: string; razorpay_order_id?: string; razorpay_signature?: string }) => ({
  payment_type: 1,
  payment_id: r.razorpay_payment_id,
  razorpay_order_id: r.razorpay_order_id,
  razorpay_signature: r.razorpay_signature,
});

/** Makes the order's hold run out now, as if its customer had taken longer than STOCK_HOLD_MINUTES. */
export async function expireHold(t: TestApp, orderId: number) {
  await t.ctx.db
    .update(orders)
    .set({ holdExpiresAt: sql`now() - interval '1 second'` })
    .where(eq(orders.id, orderId));
}

export async function orderRow(t: TestApp, id: number) {
  const [row] = await t.ctx.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

export async function paymentRows(t: TestApp, orderId: number) {
  return t.ctx.db.select().from(payments).where(eq(payments.orderId, orderId));
}

export async function eventsOf(t: TestApp, orderId: number) {
  return t.ctx.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(orderEvents.id);
}

export async function stockOf(t: TestApp, productId: number) {
  const [row] = await t.ctx.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  return row!.stock;
}

export async function couponUses(t: TestApp, couponId: number) {
  const [row] = await t.ctx.db.select({ used: coupons.usedCount }).from(coupons).where(eq(coupons.id, couponId));
  return row!.used;
}

/** Mail sent to one address, for assertions that ignore other tests' mail. */
export const mailTo = (t: TestApp, to: string) => t.mail.filter((m) => m.to === to);
