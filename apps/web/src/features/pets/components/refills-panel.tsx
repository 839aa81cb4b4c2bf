import { addDays, type Refill } from '@canino/shared';
import { useId, useState } from 'react';
import { Link } from '../../../components/link';
import { Button } from '../../../components/button';
import { Checkbox } from '../../../components/checkbox';
import { EmptyState } from '../../../components/empty-state';
import { QueryView } from '../../../components/query-view';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';
import { snoozeRefill, switchProductReminders, switchReminders, useRefills } from '../api/refills';
import '../pets.css';

const longDate = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

async function run(action: Promise<string>) {
  try {
    notify.success(await action);
  } catch (err) {
    notify.error(errorMessage(err));
  }
}

function RefillRow({ cusID, refill, remindersOn }: { cusID: number; refill: Refill; remindersOn: boolean }) {
  const id = useId();
  const [until, setUntil] = useState(addDays(refill.remindOn, 7));
  return (
    <li className="refill">
      <img src={refill.productImage} alt="" width={64} height={64} />
      <div>
        <h2>{refill.productId ? <Link to={`/product-details?id=${refill.productId}`}>{refill.productName}</Link> : refill.productName}</h2>
        <p className="refill__when">
          {refill.petName ? `${refill.petName}'s ` : ''}
          {refill.quantity === 1 ? 'pack runs' : `${refill.quantity} packs run`} out around <strong>{longDate(refill.runsOutOn)}</strong>.{' '}
          {remindersOn && !refill.productMuted
            ? refill.state === 'reminded'
              ? 'We have sent your reminder.'
              : `We will remind you on ${longDate(refill.remindOn)}.`
            : 'No reminder will be sent.'}
        </p>
        <div className="refill__controls">
          <label htmlFor={`${id}-until`}>
            Remind me on
            <input id={`${id}-until`} type="date" value={until} onChange={(e) => setUntil(e.target.value)} />
          </label>
          <Button size="sm" variant="secondary" onClick={() => void run(snoozeRefill(cusID, refill.id, until))}>
            Snooze
          </Button>
          {/* A button, not a box: a box here would start ticked for every product, on the customer's behalf. */}
          {refill.productId !== null && (
            <Button size="sm" variant="ghost" onClick={() => void run(switchProductReminders(cusID, refill.productId!, refill.productMuted))}>
              {refill.productMuted ? 'Remind me about this product again' : 'No reminders for this product'}
            </Button>
          )}
        </div>
      </div>
    </li>
  );
}

/** "Upcoming refills": when each delivered pack runs out, with snooze and the reminder switches. */
export default function RefillsPanel({ cusID }: { cusID: number }) {
  const query = useRefills();
  return (
    <QueryView query={query} errorTitle="We could not load your refills">
      {(o) => (
        <>
          {/* Unticked until the customer ticks it: reminders are sent only with their consent (decision 049). */}
          <Checkbox label={`Email me ${o.daysBefore} days before a pack runs out`} checked={o.remindersOn} onChange={(e) => void run(switchReminders(cusID, e.target.checked))} />
          {o.refills.length === 0 ? (
            <EmptyState title="No refills coming up">
              <p>When an order with supplements dosed by weight is delivered, we work out when it runs out for your dog and list it here.</p>
            </EmptyState>
          ) : (
            <ul className="refills">
              {o.refills.map((r) => (
                <RefillRow key={r.id} cusID={cusID} refill={r} remindersOn={o.remindersOn} />
              ))}
            </ul>
          )}
        </>
      )}
    </QueryView>
  );
}
