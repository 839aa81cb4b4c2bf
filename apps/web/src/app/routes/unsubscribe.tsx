import { useState } from 'react';
import { Button, ButtonLink } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { PageBanner } from '../../components/page-banner';
import { errorMessage } from '../../lib/api-client';
import { useLinkToken } from '../../lib/link-token';
import { unsubscribeByLink } from '../../features/account/api/privacy-choices';

/**
 * /unsubscribe#token=…: the unsubscribe link of an optional email (and /refill/unsubscribe?token=… of
 * refill reminders sent before). One press, no login; a press and not the page load, so a mail scanner
 * opening links does not unsubscribe anyone. The token stops the emails it was sent with.
 */
export default function UnsubscribePage() {
  const token = useLinkToken();
  const [state, setState] = useState<{ done?: string; error?: string; busy?: boolean }>({});
  const stop = async () => {
    setState({ busy: true });
    try {
      setState({ done: await unsubscribeByLink(token) });
    } catch (err) {
      setState({ error: errorMessage(err) });
    }
  };
  return (
    <>
      <PageBanner title="Unsubscribe" />
      <div className="container">
        {state.done ? (
          <EmptyState title="Unsubscribed" action={<ButtonLink to="/">Back to the shop</ButtonLink>}>
            <p>{state.done}</p>
          </EmptyState>
        ) : (
          <EmptyState
            title="Stop these emails?"
            tone={state.error ? 'error' : 'plain'}
            action={
              <Button onClick={() => void stop()} loading={state.busy}>
                Unsubscribe
              </Button>
            }
          >
            <p>{state.error ?? 'We will stop sending you the kind of email this link came in. Order and account emails still arrive.'}</p>
          </EmptyState>
        )}
      </div>
    </>
  );
}
