import type { CheckoutInput } from '@canino/shared';
import type { CartLine } from '../../../stores/cart-lines';
import { deliveryChoice, type CheckoutFormValues } from '../checkout-form';
import { payForOrder, type PaymentResult } from './pay-for-order';
import { startCheckout } from './start-checkout';

export interface CheckoutCart {
  lines: readonly CartLine[];
  couponCode: string | undefined;
  /** Where the cart's autoship lines deliver from the second delivery on (one of the customer's saved addresses). */
  autoshipAddressId?: number;
  /** Ticked "Send order updates on WhatsApp": recorded with the order as the customer's consent. */
  whatsappUpdates?: boolean;
}

/** 32 random hex digits (crypto.randomUUID needs https; getRandomValues works everywhere). */
function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The body of POST /checkout and POST /checkout/cod: the form and the cart, priced by the server. */
export function checkoutInput(form: CheckoutFormValues, cart: CheckoutCart): CheckoutInput {
  return {
    // A fresh key per attempt: the button is disabled while one runs, so a double click cannot repeat it.
    idempotencyKey: newIdempotencyKey(),
    billing: form.billing,
    ...deliveryChoice(form),
    notes: form.notes,
    lines: cart.lines.map((l) => ({
      productId: l.product_id,
      ...(l.variant_id === undefined ? {} : { variantId: l.variant_id }),
      quantity: l.quantity,
      ...(l.autoship_weeks === undefined ? {} : { autoshipWeeks: l.autoship_weeks }),
    })),
    couponCode: cart.couponCode,
    ...(cart.autoshipAddressId === undefined ? {} : { autoshipAddressId: cart.autoshipAddressId }),
    ...(cart.whatsappUpdates ? { whatsappUpdates: true } : {}),
  };
}

/**
 * The whole Place Order flow of docs/api/orders.md: price and create the pending order on the server,
 * then pay for it (pay-for-order.ts). Errors of the first step (a field, stock, the coupon) are thrown as
 * ApiError for the form to show; everything after resolves.
 */
export async function placeOrder(form: CheckoutFormValues, cart: CheckoutCart): Promise<PaymentResult> {
  return payForOrder(await startCheckout(checkoutInput(form, cart)));
}
