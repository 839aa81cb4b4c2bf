import { formatINR, ORDER_STATUS_LABELS, type CodConfirmation } from '@canino/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { PageBanner } from '../../components/page-banner';
import { errorMessage } from '../../lib/api-client';
import { useLinkToken } from '../../lib/link-token';
import { answerCodConfirmation, useCodConfirmation } from '../../features/orders/api/cod-confirmation';

/**
 * /confirm-order?answer=…#token=…: a cash-on-delivery order's confirmation link (decision 063). The page
 * load only reads the order; the answer is a press, so a mail scanner opening the link answers nothing.
 * `answer` says which button the email's link named, and the page leads with it.
 */
export default function ConfirmOrderPage() {
  const token = useLinkToken();
  const [search] = useSearchParams();
  const asked = useCodConfirmation(token);
  const [state, setState] = useState<{ answered?: CodConfirmation; error?: string; busy?: 'confirm' | 'cancel' }>({});
  const order = state.answered ?? asked.data;
  const answer = async (how: 'confirm' | 'cancel') => {
    setState({ busy: how });
    try {
      setState({ answered: await answerCodConfirmation(token, how) });
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
            action={<div className="form-actions">{cancelFirst ? [cancel, confirm] : [confirm, cancel]}</div>}
          >
            <p>{state.error ?? `Confirm your Cash on Delivery order and we will ship it. You pay ${formatINR(order.totalPaise)} in cash when it arrives.`}</p>
          </EmptyState>
        ) : (
          <EmptyState title={`Order #${order.orderId}: ${ORDER_STATUS_LABELS[order.orderStatus]}`} action={<ButtonLink to="/">Back to the shop</ButtonLink>}>
            <p role="status">{state.error ?? order.message}</p>
          </EmptyState>
        )}
      </div>
    </>
  );
}
