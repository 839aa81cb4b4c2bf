import type { Subscription } from '@canino/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { Select, TextInput } from '../../../components/field';
import { FormAlert } from '../../../components/form-alert';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { formatOrderTime } from '../../../lib/format-date';
import { notify } from '../../../lib/toast';
import { useResetState } from '../../../lib/use-reset-state';
import { AUTOSHIP_WEEK_OPTIONS } from '../../../lib/autoship-weeks';
import { changeSubscription } from '../api/subscriptions';
import { useFocusAfter } from './use-focus-after';

interface Problems {
  frequencyWeeks?: string;
  nextDeliveryDate?: string;
  form?: string;
}

/**
 * How often and the next delivery date. Only what the shopper changed is sent; the API's rules decide
 * (dates, the 24-hour cut-off) and its message is shown beside the field it is about, or under the form.
 */
export function ScheduleForm({ cusID, subscription: s }: { cusID: number; subscription: Subscription }) {
  // The drafts and their messages start over whenever the subscription itself changes (a save, a skip, a pause).
  const version = `${s.frequencyWeeks}|${s.nextDeliveryDate}|${s.status}`;
  const [weeks, setWeeks] = useResetState(String(s.frequencyWeeks), version);
  const [date, setDate] = useResetState(s.nextDeliveryDate, version);
  const [problems, setProblems] = useResetState<Problems>({}, version);
  const [busy, setBusy] = useState(false);
  const { container, focusAfter } = useFocusAfter<HTMLFormElement>();

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const change = {
      ...(Number(weeks) !== s.frequencyWeeks && { frequencyWeeks: Number(weeks) }),
      ...(date !== s.nextDeliveryDate && { nextDeliveryDate: date }),
    };
    if (Object.keys(change).length === 0) {
      setProblems({ form: 'Choose a new frequency or date first.' });
      focusAfter('button[type=submit]');
      return;
    }
    setBusy(true);
    try {
      notify.success(await changeSubscription(cusID, s.id, change));
      setProblems({});
      focusAfter('button[type=submit]');
    } catch (err) {
      const fields = err instanceof ApiError ? err.fields : {};
      const placed = fields.frequencyWeeks || fields.nextDeliveryDate;
      setProblems(placed ? { frequencyWeeks: fields.frequencyWeeks, nextDeliveryDate: fields.nextDeliveryDate } : { form: errorMessage(err) });
      focusAfter(...(fields.frequencyWeeks ? ['select'] : []), ...(fields.nextDeliveryDate ? ['input'] : []), 'button[type=submit]');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form ref={container} className="autoship-schedule" aria-label={`Schedule of autoship #${s.id}`} onSubmit={(e) => void onSubmit(e)} noValidate>
      <Select label="How often" options={AUTOSHIP_WEEK_OPTIONS} value={weeks} onChange={(e) => setWeeks(e.target.value)} error={problems.frequencyWeeks} />
      <TextInput label="Next delivery" type="date" value={date} onChange={(e) => setDate(e.target.value)} error={problems.nextDeliveryDate} />
      <div className="autoship-schedule__save">
        <Button type="submit" variant="secondary" loading={busy}>
          Save schedule
        </Button>
      </div>
      <p className="autoship-schedule__hint">Changes are possible until {formatOrderTime(s.changeableUntil)}; after that you can still skip this delivery.</p>
      {problems.form && <FormAlert>{problems.form}</FormAlert>}
    </form>
  );
}
