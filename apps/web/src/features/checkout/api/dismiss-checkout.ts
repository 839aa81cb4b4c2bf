import type { CheckoutDismissInput } from '@canino/shared';
import { apiPost } from '../../../lib/api-client';

/**
 * POST /checkout/dismiss: the customer closed the payment window, so the stock and coupon use the order
 * held go back on sale now rather than when the hold runs out. Best effort: if it does not arrive, the
 * hold simply runs out, so a failure is not the customer's concern.
 */
export function dismissCheckout(providerOrderId: string): void {
  const body: CheckoutDismissInput = { razorpay_order_id: providerOrderId };
  apiPost('/checkout/dismiss', body).catch(() => undefined);
}
