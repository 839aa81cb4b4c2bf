import type { PaymentSession } from '@canino/shared';
import { loadPaymentScript, openPaymentWindow } from '../payment-window';
import { createOrder } from './create-order';
import { waitForPaymentVerdict, type OrderRef } from './order-payment';

/** What the Thank-you dialog shows of the order: its number, lines, totals and tracking page. */
export type PlacedOrder = Pick<PaymentSession, 'orderId' | 'lines' | 'totals' | 'trackingToken'>;

export type PaymentResult =
  /** Paid and verified by the server: clear the cart and show the success dialog. */
  | { kind: 'paid'; orderId: number; message: string; placed: PlacedOrder }
  /** The server says it did not go through (or the provider did): the failure dialog, with "Try again" when `canPay`. */
  | { kind: 'failed'; order: OrderRef; message: string; canPay: boolean }
  /** Paid at the provider, but the server has no verdict yet after ~30 s: never tell the shopper it failed. */
  | { kind: 'confirming'; order: OrderRef; placed: PlacedOrder }
  /** The customer closed the payment window; the order stays, awaiting payment. */
  | { kind: 'cancelled'; order: OrderRef }
  /** The provider's script did not load: stop (spec: 'Failed to load Razorpay. Are you online?'). */
  | { kind: 'script-failed' };

/**
 * Opens the provider's window for an order and settles what happened with the server (create_order).
 * Once the provider's handler has fired the money may have moved, so only the server's word counts:
 * when create_order's answer is lost or is not a verdict, the order's payment state is asked for until
 * the webhook or a retry has settled it (order-payment.ts).
 */
export async function payForOrder(session: PaymentSession): Promise<PaymentResult> {
  const order: OrderRef = { orderId: session.orderId, orderToken: session.orderToken };
  if (!(await loadPaymentScript(session.checkoutScriptUrl))) return { kind: 'script-failed' };

  const outcome = await openPaymentWindow(session);
  if (outcome === 'dismissed') return { kind: 'cancelled', order };

  const placed: PlacedOrder = session;
  const recorded = await createOrder(session.orderPayload, outcome);
  if (recorded.kind === 'paid') return { kind: 'paid', orderId: recorded.orderId, message: recorded.message, placed };
  // The provider itself said the payment failed: recorded or not, the order can be paid again.
  if (!outcome.paid) return { kind: 'failed', order, message: recorded.message, canPay: true };

  const verdict = await waitForPaymentVerdict(order);
  if (!verdict) return { kind: 'confirming', order, placed };
  if (verdict.outcome === 'paid') return { kind: 'paid', orderId: verdict.orderId, message: verdict.message, placed };
  return { kind: 'failed', order, message: verdict.message, canPay: verdict.canPay };
}
