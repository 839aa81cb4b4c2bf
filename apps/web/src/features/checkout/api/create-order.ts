import type { CreateOrderInput, OrderPayload } from '@canino/shared';
import { ApiError, apiPost } from '../../../lib/api-client';

export type PaymentOutcome =
  | { paid: true; paymentId: string; razorpayOrderId: string; signature: string }
  | { paid: false; paymentId: string; reason: string };

export interface OrderRecorded {
  /** Only a payment the server verified counts as paid. */
  paid: boolean;
  orderId: number | null;
  message: string;
}

/**
 * POST /create_order (the spec's call) with the payment's outcome. `status: 1` is a verified, paid order;
 * anything else — status 0, an error status, no network — is a failed order with the server's message.
 */
export async function createOrder(payload: OrderPayload, outcome: PaymentOutcome): Promise<OrderRecorded> {
  const body: CreateOrderInput = outcome.paid
    ? { ...payload, payment_type: 1, payment_id: outcome.paymentId, razorpay_order_id: outcome.razorpayOrderId, razorpay_signature: outcome.signature }
    : { ...payload, payment_type: 0, payment_id: outcome.paymentId, failure_reason: outcome.reason };
  try {
    const { message, data } = await apiPost<{ orderId: number }>('/create_order', body);
    return { paid: true, orderId: data.orderId, message };
  } catch (err) {
    return { paid: false, orderId: null, message: err instanceof ApiError ? err.message : '' };
  }
}
