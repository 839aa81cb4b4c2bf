import { MSG } from '@canino/shared';
import { useRef, useState } from 'react';
import { errorMessage } from '../lib/api-client';
import { notify } from '../lib/toast';
import { reopenPayment, type OrderRef } from '../features/checkout/api/order-payment';
import { payForOrder, type PaymentResult } from '../features/checkout/api/pay-for-order';
import { placeCodOrder } from '../features/checkout/api/place-cod-order';
import { placeOrder } from '../features/checkout/api/place-order';
import type { CheckoutFormValues } from '../features/checkout/checkout-form';
import type { OrderDialogState } from '../features/checkout/components/order-dialog';
import type { PaymentMethod } from '../features/checkout/components/payment-choice';
import { clearCart, type AppliedCoupon } from '../stores/cart-store';
import type { CartLine } from '../stores/cart-lines';

/** What an order was placed for: the page keeps showing it behind the Thank-you dialog once the cart is emptied, never a ₹0 order. */
export interface Bought {
  lines: readonly CartLine[];
  coupon: AppliedCoupon | null;
  pin: string;
  deliveryBy: string | null;
  /**
   * The saved address the cart's autoship lines deliver to from the next delivery on; null without one.
   * The server starts the subscriptions itself once the order is paid, or confirmed on cash on delivery.
   */
  autoshipAddressId: number | null;
  /** The shopper ticked "Send order updates on WhatsApp" at checkout. */
  whatsappUpdates: boolean;
}

const hasAutoship = (what: Bought) => what.lines.some((l) => l.autoship_weeks !== undefined);

/**
 * Placing the checkout's order and paying for it: cash on delivery at once, or online through the
 * provider's window, with "Try again" reopening a failed payment for the same order (POST /orders/:id/pay),
 * not a new order. A placed order empties the cart (not a Buy Now's, which left it alone). `onError` shows
 * the server's word on the form.
 */
export function usePlaceOrder({ buyNow, onError }: { buyNow: boolean; onError: (err: unknown) => void }) {
  const [bought, setBought] = useState<Bought | null>(null);
  const [dialog, setDialog] = useState<OrderDialogState>(null);
  // What the order in the dialog was placed for, should its "Try again" succeed.
  const placing = useRef<Bought | null>(null);

  const keepBought = (what: Bought) => {
    setBought(what);
    if (!buyNow) clearCart();
  };

  /** What the shopper sees after a payment attempt, at Place Order or at "Try again". */
  const showResult = (result: PaymentResult, failedBefore: OrderDialogState = null) => {
    if (result.kind === 'script-failed') notify.error(MSG.paymentScriptFailed);
    else if (result.kind === 'cancelled') {
      notify.error(MSG.paymentCancelled);
      // Closing the window at "Try again" leaves the failure dialog (and its button) where it was.
      setDialog(failedBefore);
    } else if (result.kind === 'failed') setDialog({ kind: 'failed', message: result.message, retry: result.canPay ? result.order : null });
    else {
      // Paid, or paid at the provider and being confirmed: either way this cart has been bought.
      keepBought(placing.current!);
      setDialog({
        kind: result.kind === 'paid' ? 'success' : 'confirming',
        order: result.placed,
        deliveryBy: placing.current!.deliveryBy,
        autoship: hasAutoship(placing.current!),
      });
    }
  };

  const submitOrder = async (values: CheckoutFormValues, payment: PaymentMethod, what: Bought) => {
    placing.current = what;
    const cart = { lines: what.lines, couponCode: what.coupon?.code, autoshipAddressId: what.autoshipAddressId ?? undefined, whatsappUpdates: what.whatsappUpdates };
    try {
      if (payment === 'cod') {
        const placed = await placeCodOrder(values, cart);
        keepBought(what);
        setDialog({
          kind: 'cod',
          order: placed,
          deliveryBy: what.deliveryBy,
          autoship: hasAutoship(what),
          awaitingConfirmation: placed.orderStatus === 'cod_awaiting_confirmation',
        });
        return;
      }
      showResult(await placeOrder(values, cart));
    } catch (err) {
      onError(err);
    }
  };

  const tryAgain = async (order: OrderRef) => {
    const failed = dialog;
    setDialog(null);
    try {
      showResult(await payForOrder(await reopenPayment(order)), failed);
    } catch (err) {
      notify.error(errorMessage(err));
      setDialog(failed);
    }
  };

  return { bought, dialog, closeDialog: () => setDialog(null), submitOrder, tryAgain };
}
