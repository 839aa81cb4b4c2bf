import type { OrderPaymentState, PaymentSession } from '@canino/shared';
import { apiRequest } from '../../../lib/api-client';

/** Who may read an order: the customer's session cookie goes by itself; a guest also sends checkout's token. */
export interface OrderRef {
  orderId: number;
  orderToken: string | null;
}

const tokenHeader = (ref: OrderRef) => (ref.orderToken ? { 'x-order-token': ref.orderToken } : undefined);

/** GET /orders/:id/payment: the order's payment state as the server knows it now. */
const getOrderPayment = (ref: OrderRef, signal?: AbortSignal) =>
  apiRequest<OrderPaymentState>(`/orders/${ref.orderId}/payment`, { headers: tokenHeader(ref), signal }).then((r) => r.data);

/** POST /orders/:id/pay: a new payment session for the same order ("Try again", "Pay now"). */
export const reopenPayment = (ref: OrderRef) => apiRequest<PaymentSession>(`/orders/${ref.orderId}/pay`, { method: 'POST', headers: tokenHeader(ref) }).then((r) => r.data);

/** How long the storefront keeps asking after a payment whose outcome it did not hear: about 30 s. */
const PAYMENT_WAIT_MS = 30_000;
const FIRST_DELAY_MS = 1_000;
const MAX_DELAY_MS = 5_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Asks for the order's payment state until the server has a verdict (the webhook or a retry settled
 * it), waiting 1 s, 2 s, 4 s, then 5 s between calls, for about 30 s. A call that fails (still
 * offline) is just another "not yet". Resolves with the verdict, or null when there is none in time.
 */
export async function waitForPaymentVerdict(ref: OrderRef, waitMs = PAYMENT_WAIT_MS): Promise<OrderPaymentState | null> {
  const deadline = Date.now() + waitMs;
  let delay = FIRST_DELAY_MS;
  for (;;) {
    const state = await getOrderPayment(ref).catch(() => null);
    if (state && state.outcome !== 'pending') return state;
    const left = deadline - Date.now();
    if (left <= 0) return null;
    await sleep(Math.min(delay, left));
    delay = Math.min(delay * 2, MAX_DELAY_MS);
  }
}
