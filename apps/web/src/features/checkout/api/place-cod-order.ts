import type { CodOrderPlaced } from '@canino/shared';
import { apiPost } from '../../../lib/api-client';
import type { CheckoutFormValues } from '../checkout-form';
import { checkoutInput, type CheckoutCart } from './place-order';

/**
 * POST /checkout/cod: the order is placed at once, unpaid (the courier collects the cash). Fails like
 * POST /checkout, with field errors the form shows, or with the reason COD is refused (cap, area, open
 * orders of the phone number).
 */
export const placeCodOrder = (form: CheckoutFormValues, cart: CheckoutCart) => apiPost<CodOrderPlaced>('/checkout/cod', checkoutInput(form, cart)).then((r) => r.data);
