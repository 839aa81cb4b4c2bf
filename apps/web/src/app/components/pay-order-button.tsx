import { formatINR, MSG } from '@canino/shared';
import { useState } from 'react';
import { Button } from '../../components/button';
import { errorMessage } from '../../lib/api-client';
import { notify } from '../../lib/toast';
import { createOrder } from '../../features/checkout/api/create-order';
import { loadPaymentScript, openPaymentWindow } from '../../features/checkout/payment-window';
import { refreshOrders, resumePayment } from '../../features/orders/api/resume-payment';
import { useUser } from '../../stores/session-store';

/**
 * Pays an order that is still awaiting payment (or whose payment failed) from its page: a new payment
 * session for the same order, the checkout's payment window, then the outcome recorded as at checkout.
 */
export function PayOrderButton({ orderId, totalPaise }: { orderId: number; totalPaise: number }) {
  const user = useUser();
  const [busy, setBusy] = useState(false);

  const pay = async () => {
    setBusy(true);
    try {
      const session = await resumePayment(orderId);
      if (!(await loadPaymentScript(session.checkoutScriptUrl))) {
        notify.error(MSG.paymentScriptFailed);
        return;
      }
      const outcome = await openPaymentWindow(session);
      if (outcome === 'dismissed') {
        notify.error(MSG.paymentCancelled);
        return;
      }
      const recorded = await createOrder(session.orderPayload, outcome);
      if (recorded.paid) notify.success(recorded.message || 'Thank you! Your payment has been received.');
      else notify.error(recorded.message || 'The payment did not go through. Please try again.');
    } catch (err) {
      notify.error(errorMessage(err));
    } finally {
      setBusy(false);
      if (user) refreshOrders(user.cusID);
    }
  };

  return (
    <Button variant="accent" loading={busy} onClick={pay}>
      Pay {formatINR(totalPaise)} now
    </Button>
  );
}
