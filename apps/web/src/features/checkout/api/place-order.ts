import type { CartLine } from '../../../stores/cart-lines';
import { deliveryChoice, type CheckoutFormValues } from '../checkout-form';
import { loadPaymentScript, openPaymentWindow } from '../payment-window';
import { createOrder } from './create-order';
import { startCheckout } from './start-checkout';

export interface CheckoutCart {
  lines: readonly CartLine[];
  couponCode: string | undefined;
}

export type PlaceOrderResult =
  /** Paid and verified by the server: clear the cart and show the success dialog. */
  | { kind: 'paid'; orderId: number | null; message: string }
  /** The payment failed or could not be confirmed: show the failure dialog (the order is on record). */
  | { kind: 'failed'; message: string }
  /** The customer closed the payment window. */
  | { kind: 'cancelled' }
  /** The provider's script did not load: stop (spec: 'Failed to load Razorpay. Are you online?'). */
  | { kind: 'script-failed' };

/** 32 random hex digits (crypto.randomUUID needs https; getRandomValues works everywhere). */
function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The whole Place Order flow of docs/api/orders.md: price and create the pending order on the server,
 * open the payment window, then record the outcome with create_order. Errors of the first step (a field,
 * stock, the coupon) are thrown as ApiError for the form to show; everything after resolves.
 */
export async function placeOrder(form: CheckoutFormValues, cart: CheckoutCart): Promise<PlaceOrderResult> {
  const session = await startCheckout({
    // A fresh key per attempt: the button is disabled while one runs, so a double click cannot repeat it.
    idempotencyKey: newIdempotencyKey(),
    billing: form.billing,
    ...deliveryChoice(form),
    notes: form.notes,
    lines: cart.lines.map((l) => ({ productId: l.product_id, quantity: l.quantity })),
    couponCode: cart.couponCode,
  });

  if (!(await loadPaymentScript(session.checkoutScriptUrl))) return { kind: 'script-failed' };

  const outcome = await openPaymentWindow(session);
  if (outcome === 'dismissed') return { kind: 'cancelled' };

  const recorded = await createOrder(session.orderPayload, outcome);
  return recorded.paid ? { kind: 'paid', orderId: recorded.orderId, message: recorded.message } : { kind: 'failed', message: recorded.message };
}
