import { MSG } from '@canino/shared';
import { useRef, useState } from 'react';
import { errorMessage } from '../lib/api-client';
import { notify } from '../lib/toast';
import { reopenPayment, type OrderRef } from '../features/checkout/api/order-payment';
import { payForOrder, type PaymentResult, type PlacedOrder } from '../features/checkout/api/pay-for-order';
import { subscribeToLines } from '../features/autoship/api/subscriptions';
import { placeCodOrder } from '../features/checkout/api/place-cod-order';
import { placeOrder } from '../features/checkout/api/place-order';
import type { CheckoutFormValues } from '../features/checkout/checkout-form';
import type { OrderDialogState } from '../features/checkout/components/order-dialog';
import type { PaymentMethod } from '../features/checkout/components/payment-choice';
import { clearCart, type AppliedCoupon } from '../stores/cart-store';
import { autoshipLinesOf, type CartLine } from '../stores/cart-lines';
import { useUser } from '../stores/session-store';

/** What an order was placed for: the page keeps showing it behind the Thank-you dialog once the cart is emptied, never a ₹0 order. */
export interface Bought {
  lines: readonly CartLine[];
  coupon: AppliedCoupon | null;
  pin: string;
  deliveryBy: string | null;
  /** The saved address the cart's autoship lines deliver to from the next delivery on; null without one. */
  autoshipAddressId: number | null;
}

/**
 * Placing the checkout's order and paying for it: cash on delivery at once, or online through the
 * provider's window, with "Try again" reopening a failed payment for the same order (POST /orders/:id/pay),
 * not a new order. A placed order empties the cart (not a Buy Now's, which left it alone). `onError` shows
 * the server's word on the form.
 */
export function usePlaceOrder({ buyNow, onError }: { buyNow: boolean; onError: (err: unknown) => void }) {
  const user = useUser();
  const [bought, setBought] = useState<Bought | null>(null);
  const [dialog, setDialog] = useState<OrderDialogState>(null);
  // What the order in the dialog was placed for, should its "Try again" succeed.
  const placing = useRef<Bought | null>(null);

  const keepBought = (what: Bought) => {
    setBought(what);
    if (!buyNow) clearCart();
  };

  /**
   * The order's autoship lines become subscriptions once it is placed and, online, paid: its payment sets
   * up the mandate (decision 057). The order stands if this fails; the shopper is told to set it up again.
   */
  const subscribe = async (what: Bought, placed: PlacedOrder, paymentId?: string) => {
    const lines = autoshipLinesOf(what.lines, placed.lines);
    if (lines.length === 0 || !user || what.autoshipAddressId === null) return;
    try {
      await subscribeToLines(user.cusID, lines, { addressId: what.autoshipAddressId, paymentId });
      notify.success(lines.length === 1 ? 'Autoship set up' : `${lines.length} autoships set up`);
    } catch (err) {
      notify.error(`Your order is placed, but autoship was not set up: ${errorMessage(err)}`);
    }
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
      setDialog({ kind: result.kind === 'paid' ? 'success' : 'confirming', order: result.placed, deliveryBy: placing.current!.deliveryBy });
      // A payment still being confirmed cannot set up a mandate yet: My Autoship is where to start it then.
      if (result.kind === 'paid') void subscribe(placing.current!, result.placed, result.paymentId);
    }
  };

  const submitOrder = async (values: CheckoutFormValues, payment: PaymentMethod, what: Bought) => {
    placing.current = what;
    const cart = { lines: what.lines, couponCode: what.coupon?.code };
    try {
      if (payment === 'cod') {
        const placed = await placeCodOrder(values, cart);
        keepBought(what);
        setDialog({ kind: 'cod', order: placed, deliveryBy: what.deliveryBy });
        await subscribe(what, placed);
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
