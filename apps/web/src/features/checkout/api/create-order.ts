import type { CreateOrderInput, CreateOrderResult, OrderPayload } from '@canino/shared';
import { ApiError, apiPost } from '../../../lib/api-client';

export type PaymentOutcome = { paid: true; paymentId: string; razorpayOrderId: string; signature: string } | { paid: false; paymentId: string; reason: string };

export type OrderRecorded =
  /** `status: 1`: the server verified the payment. */
  | { kind: 'paid'; orderId: number; message: string }
  /** `status: 0`: the server recorded the order as not paid (declined, or a refund is due) and says why. */
  | { kind: 'failed'; message: string }
  /** No answer the server stands behind: the network dropped it, a 5xx, or the payment not verified yet. */
  | { kind: 'unknown'; message: string };

/** POST /create_order (the spec's call) with the payment's outcome. */
export async function createOrder(payload: OrderPayload, outcome: PaymentOutcome): Promise<OrderRecorded> {
  const body: CreateOrderInput = outcome.paid
    ? { ...payload, payment_type: 1, payment_id: outcome.paymentId, razorpay_order_id: outcome.razorpayOrderId, razorpay_signature: outcome.signature }
    : { ...payload, payment_type: 0, payment_id: outcome.paymentId, failure_reason: outcome.reason };
  try {
    const { message, data } = await apiPost<CreateOrderResult['data']>('/create_order', body);
    return { kind: 'paid', orderId: data.orderId, message };
  } catch (err) {
    // A 200 with status 0 is the server's verdict on the order; anything else is no verdict at all.
    if (err instanceof ApiError && err.status === 200) return { kind: 'failed', message: err.message };
    return { kind: 'unknown', message: err instanceof ApiError ? err.message : '' };
  }
}
