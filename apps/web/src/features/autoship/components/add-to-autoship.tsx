import type { Subscription } from '@canino/shared';
import { useId, useState } from 'react';
import { Button } from '../../../components/button';
import { Select } from '../../../components/field';
import { FormAlert } from '../../../components/form-alert';
import { Link } from '../../../components/link';
import { errorMessage } from '../../../lib/api-client';
import { formatShopDay } from '../../../lib/format-date';
import { changeSubscription, useSubscriptions } from '../api/subscriptions';
import { useFocusAfter } from './use-focus-after';
import '../autoship.css';

interface AddToAutoshipProps {
  cusID: number;
  variantId: number;
  productName: string;
}

const describe = (s: Subscription) => `Autoship #${s.id}: every ${s.frequencyWeeks} weeks, next on ${formatShopDay(s.nextDeliveryDate)}${s.status === 'paused' ? ' (paused)' : ''}`;

/**
 * For a customer who already has an autoship, the product page's other way to subscribe: the chosen size
 * joins one of their autoships from its next delivery, one pack, rather than starting a second schedule.
 * It is the same change as My Autoship's items form (PATCH items, the whole list), so the API's rules
 * apply alike: the 24-hour cut-off, a size still sold, the mandate's limit. Nothing is drawn until the
 * customer's autoships have loaded, after hydration, so the server's page and the first render agree.
 */
export default function AddToAutoship({ cusID, variantId, productName }: AddToAutoshipProps) {
  const headingId = useId();
  const live = (useSubscriptions().data ?? []).filter((s) => s.status !== 'cancelled');
  const [pickedId, setPickedId] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; text: string; subscriptionId: number } | null>(null);
  const { container, focusAfter } = useFocusAfter<HTMLElement>();
  if (!live.length) return null;
  const chosen = live.find((s) => s.id === pickedId) ?? live[0]!;
  const held = chosen.items.find((i) => i.variantId === variantId);

  const add = async () => {
    setBusy(true);
    try {
      const items = [...chosen.items.map((i) => ({ variantId: i.variantId, quantity: i.quantity })), { variantId, quantity: 1 }];
      await changeSubscription(cusID, chosen.id, { items });
      setOutcome({
        tone: 'success',
        text: `${productName} is in autoship #${chosen.id} from the delivery of ${formatShopDay(chosen.nextDeliveryDate)}.`,
        subscriptionId: chosen.id,
      });
      // The button gives way to the size's note: the focus moves on to the way to see the change.
      focusAfter('.form-alert a');
    } catch (err) {
      setOutcome({ tone: 'error', text: errorMessage(err), subscriptionId: chosen.id });
      focusAfter('.add-autoship__add');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section ref={container} className="add-autoship" aria-labelledby={headingId}>
      <h2 className="add-autoship__title" id={headingId}>
        Or add it to your autoship
      </h2>
      {live.length > 1 ? (
        <Select
          label="Your autoship"
          options={live.map((s) => ({ value: String(s.id), label: describe(s) }))}
          value={String(chosen.id)}
          onChange={(e) => {
            setPickedId(Number(e.target.value));
            setOutcome(null);
          }}
        />
      ) : (
        <p className="add-autoship__which">{describe(chosen)}</p>
      )}
      {held ? (
        <p className="add-autoship__which">
          This size is already in autoship #{chosen.id} ({held.quantity} {held.quantity === 1 ? 'pack' : 'packs'}): change how many in <Link to="/autoship">My Autoship</Link>.
        </p>
      ) : (
        <Button variant="secondary" className="add-autoship__add" loading={busy} onClick={() => void add()}>
          Add one pack to autoship #{chosen.id}
        </Button>
      )}
      {outcome?.subscriptionId === chosen.id && (
        <FormAlert tone={outcome.tone}>
          {outcome.text} {outcome.tone === 'success' && <Link to="/autoship">See My Autoship</Link>}
        </FormAlert>
      )}
    </section>
  );
}
