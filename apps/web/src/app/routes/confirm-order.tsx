import { formatINR, MSG, ORDER_DIALOG, ORDER_STATUS_LABELS, type CodConfirmation } from '@canino/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { PageBanner } from '../../components/page-banner';
import { errorMessage } from '../../lib/api-client';
import { useLinkToken } from '../../lib/link-token';
import { answerCodConfirmation, openPayNow, readCodConfirmation, useCodConfirmation } from '../../features/orders/api/cod-confirmation';
import { payForOrder, type PaymentResult } from '../../features/checkout/api/pay-for-order';

/** What the page says when the payment window closed without the order being paid; null: nothing to add. */
const PAY_NOW_PROBLEM: Partial<Record<PaymentResult['kind'], string>> = {
  cancelled: MSG.paymentCancelled,
  'script-failed': MSG.paymentScriptFailed,
  confirming: ORDER_DIALOG.confirming.lines.join(' '),
};

/**
 * /confirm-order?answer=…#token=…: a cash-on-delivery order's confirmation link (decision 063). The page
 * load only reads the order; the answer is a press, so a mail scanner opening the link answers nothing.
 * `answer` says which button the email's link named, and the page leads with it. "Pay now instead"
 * opens the checkout's payment window for the order less its COD fee, while the order is not yet packed.
 */
export default function ConfirmOrderPage() {
  const token = useLinkToken();
  const [search] = useSearchParams();
  const asked = useCodConfirmation(token);
  const [state, setState] = useState<{ answered?: CodConfirmation; error?: string; busy?: 'confirm' | 'cancel' | 'pay' }>({});
  const order = state.answered ?? asked.data;
  const answer = async (how: 'confirm' | 'cancel') => {
    setState({ busy: how });
    try {
      setState({ answered: await answerCodConfirmation(token, how) });
    } catch (err) {
      setState({ error: errorMessage(err) });
    }
  };
  // Paid online, the order is read again: the server's word on it, not the payment window's.
  const payNow = async () => {
    setState({ busy: 'pay' });
    try {
      const result = await payForOrder(await openPayNow(token));
      const error = PAY_NOW_PROBLEM[result.kind] ?? (result.kind === 'failed' ? result.message : undefined);
      setState({ answered: await readCodConfirmation(token), error });
    } catch (err) {
      setState({ error: errorMessage(err) });
    }
  };
  const cancelFirst = search.get('answer') === 'cancel';
  const confirm = (
    <Button key="confirm" variant={cancelFirst ? 'secondary' : 'primary'} onClick={() => void answer('confirm')} loading={state.busy === 'confirm'} disabled={Boolean(state.busy)}>
      Confirm order
    </Button>
  );
  const cancel = (
    <Button key="cancel" variant={cancelFirst ? 'primary' : 'secondary'} onClick={() => void answer('cancel')} loading={state.busy === 'cancel'} disabled={Boolean(state.busy)}>
      Cancel order
    </Button>
  );
  const offer = order?.payNow;
  const pay = offer && (
    <Button key="pay" variant="accent" onClick={() => void payNow()} loading={state.busy === 'pay'} disabled={Boolean(state.busy)}>
      {`Pay ${formatINR(offer.amountPaise)} now instead`}
    </Button>
  );
  const failed = state.error ?? (asked.error ? errorMessage(asked.error) : undefined);
  return (
    <>
      <PageBanner title="Confirm your order" />
      <div className="container">
        {!order ? (
          <EmptyState title={failed ? 'This link does not work' : 'Loading your order…'} tone={failed ? 'error' : 'plain'}>
            {failed && <p>{failed}</p>}
          </EmptyState>
        ) : order.awaiting ? (
          <EmptyState
            title={`Order #${order.orderId}: ${ORDER_STATUS_LABELS[order.orderStatus]}`}
            tone={state.error ? 'error' : 'plain'}
            action={<div className="form-actions">{cancelFirst ? [cancel, confirm, pay] : [confirm, cancel, pay]}</div>}
          >
            <p>{state.error ?? `Confirm your Cash on Delivery order and we will ship it. You pay ${formatINR(order.totalPaise)} in cash when it arrives.`}</p>
            {offer && offer.savePaise > 0 && <p>Or pay online now and save the {formatINR(offer.savePaise)} Cash on Delivery fee.</p>}
          </EmptyState>
        ) : (
          <EmptyState
            title={`Order #${order.orderId}: ${ORDER_STATUS_LABELS[order.orderStatus]}`}
            action={
              <div className="form-actions">
                {pay}
                <ButtonLink to="/">Back to the shop</ButtonLink>
              </div>
            }
          >
            <p role="status">{state.error ?? order.message}</p>
          </EmptyState>
        )}
      </div>
    </>
  );
}
