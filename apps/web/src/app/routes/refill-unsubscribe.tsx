import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { PageBanner } from '../../components/page-banner';
import { errorMessage } from '../../lib/api-client';
import { unsubscribeRefills } from '../../features/pets/api/refills';

/**
 * /refill/unsubscribe?token=…: the reminder email's unsubscribe link. One press, no login; a press and not
 * the page load, so a mail scanner opening links does not unsubscribe anyone.
 */
export default function RefillUnsubscribePage() {
  const [params] = useSearchParams();
  const [state, setState] = useState<{ done?: string; error?: string; busy?: boolean }>({});
  const stop = async () => {
    setState({ busy: true });
    try {
      setState({ done: await unsubscribeRefills(params.get('token') ?? '') });
    } catch (err) {
      setState({ error: errorMessage(err) });
    }
  };
  return (
    <>
      <PageBanner title="Refill reminders" />
      <div className="container">
        {state.done ? (
          <EmptyState title="Unsubscribed" action={<ButtonLink to="/">Back to the shop</ButtonLink>}>
            <p>{state.done}</p>
          </EmptyState>
        ) : (
          <EmptyState
            title="Stop refill reminders?"
            tone={state.error ? 'error' : 'plain'}
            action={
              <Button onClick={() => void stop()} loading={state.busy}>
                Stop refill reminders
              </Button>
            }
          >
            <p>{state.error ?? 'You will get no more emails about supplements running out. Order emails still arrive.'}</p>
          </EmptyState>
        )}
      </div>
    </>
  );
}
