import type { CheckoutStartedInput } from '@canino/shared';
import { apiPost } from '../../../lib/api-client';

/**
 * POST /checkout/started: the cart this checkout shows, and a guest's email, so the shop can email once
 * or twice about a cart left without an order. Best effort: a failure costs the shopper nothing.
 */
export function noteCheckout(input: CheckoutStartedInput): void {
  apiPost('/checkout/started', input).catch(() => undefined);
}
