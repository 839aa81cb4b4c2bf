import { formatINR, MSG, ORDER_DIALOG } from '@canino/shared';
import { useState } from 'react';
import { Button } from '../../components/button';
import { errorMessage } from '../../lib/api-client';
import { notify } from '../../lib/toast';
import { reopenPayment } from '../../features/checkout/api/order-payment';
import { payForOrder } from '../../features/checkout/api/pay-for-order';
import { refreshOrders } from '../../features/orders/api/refresh-orders';
import { removeOrderedFromCart } from '../../stores/cart-store';
import { useUser } from '../../stores/session-store';

/**
 * Pays an order that is still awaiting payment (or whose payment failed) from My Orders or its page: a
 * new payment session for the same order, the checkout's payment window, then the outcome settled with
 * the server as at checkout (pay-for-order.ts).
 */
export function PayOrderButton({ orderId, totalPaise, short = false }: { orderId: number; totalPaise: number; short?: boolean }) {
  const user = useUser();
  const [busy, setBusy] = useState(false);

  const pay = async () => {
    setBusy(true);
    try {
      const session = await reopenPayment({ orderId, orderToken: null });
      const result = await payForOrder(session);
      // Paid (or paid and being confirmed): what this order bought is no longer wanted in the cart.
      if (result.kind === 'paid' || result.kind === 'confirming') removeOrderedFromCart({ lines: session.lines, couponCode: session.coupon?.code ?? null });
      if (result.kind === 'paid') notify.success(result.message || 'Thank you! Your payment has been received.');
      else if (result.kind === 'failed') notify.error(result.message || 'The payment did not go through. Please try again.');
      else if (result.kind === 'confirming') notify.info(ORDER_DIALOG.confirming.lines.join(' '));
      else if (result.kind === 'cancelled') notify.error(MSG.paymentCancelled);
      else notify.error(MSG.paymentScriptFailed);
    } catch (err) {
      notify.error(errorMessage(err));
    } finally {
      setBusy(false);
      if (user) refreshOrders(user.cusID);
    }
  };

  return (
    <Button variant="accent" size={short ? 'sm' : 'md'} loading={busy} onClick={pay} aria-label={short ? `Pay now for order #${orderId}` : undefined}>
      {short ? 'Pay now' : `Pay ${formatINR(totalPaise)} now`}
    </Button>
  );
}
