import type { CheckoutInput, PaymentSession } from '@canino/shared';
import { apiPost } from '../../../lib/api-client';

/**
 * POST /checkout: the server prices the cart from its database, checks stock and the coupon, and creates
 * the pending order and the provider's order. Fails with field errors (`billing.pincode`, `lines.0`,
 * `couponCode`) the form can show.
 */
export const startCheckout = (input: CheckoutInput) => apiPost<PaymentSession>('/checkout', input).then((r) => r.data);
