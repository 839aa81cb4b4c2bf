import { type PaymentSession } from '@canino/shared';
import { checkoutBody } from './orders';

/** A JSON POST to a shop running as a process of its own, with the session's cookie when given. */
export const postJson = (url: string, body: object, cookie?: string) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, body: JSON.stringify(body) });

/**
 * A shopper's paid order at a shop process, as the storefront places it: checkout, the simulated bank's
 * Pay, then the browser's report. Throws with the shop's answer when a step is refused.
 */
export async function placePaidOrder(shopUrl: string, productId: number, quantity = 1): Promise<{ orderId: number; paymentId: string }> {
  const api = (route: string, body: object) => postJson(`${shopUrl}/admin/api/${route}`, body);
  const answer = async <T>(res: Response, step: string): Promise<T> => {
    if (res.status !== 200) throw new Error(`${step} answered ${res.status}: ${await res.text()}`);
    return ((await res.json()) as { data: T }).data;
  };
  const session = await answer<PaymentSession>(await api('checkout', checkoutBody([{ productId, quantity }])), 'checkout');
  const paid = await answer<{ razorpay_payment_id: string; razorpay_signature: string }>(
    await api('payments/simulated/pay', { order_id: session.razorpayOptions.order_id, outcome: 'success' }),
    'pay',
  );
  await answer(
    await api('create_order', { ...session.orderPayload, payment_type: 1, payment_id: paid.razorpay_payment_id, razorpay_signature: paid.razorpay_signature }),
    'create_order',
  );
  return { orderId: session.orderId, paymentId: paid.razorpay_payment_id };
}
