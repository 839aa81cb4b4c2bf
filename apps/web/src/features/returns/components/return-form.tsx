import { MAX_RETURN_PHOTOS, RETURN_OUTCOMES, RETURN_REASONS, RETURN_REASON_LABELS, type OrderReturns, type ReturnOutcome } from '@canino/shared';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { FieldNotes, fieldIds, Select, TextArea } from '../../../components/field';
import { FormAlert } from '../../../components/form-alert';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useUser } from '../../../stores/session-store';
import { requestReturn } from '../api/order-returns';

type ReturnableLine = OrderReturns['lines'][number];

/** What each choice promises, in the shopper's words. */
const OUTCOME_WORDS: Record<ReturnOutcome, string> = {
  refund: 'My money back',
  replacement: 'The same item sent again, at no cost',
};

/**
 * "Return or report a problem" for one line: how many, what is wrong, what happened, up to three photos,
 * and whether they want their money back or a replacement.
 * The server says what is refused (outside the window, already returned) next to the field it concerns.
 */
export function ReturnForm({ orderId, line, onDone }: { orderId: number; line: ReturnableLine; onDone: (message: string) => void }) {
  const user = useUser();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string>();
  const [sending, setSending] = useState(false);
  const photosId = useId();
  const reasonId = useId();
  const [outcome, setOutcome] = useState<ReturnOutcome>('refund');

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!user) return;
    const form = new FormData(e.currentTarget);
    const photos = form.getAll('photos').filter((f) => f instanceof File && f.size > 0);
    if (!form.get('reason')) return setErrors({ reason: 'Choose what is wrong with the item' });
    if (photos.length > MAX_RETURN_PHOTOS) return setErrors({ photos: `Choose at most ${MAX_RETURN_PHOTOS} photos` });
    // An empty file input still sends a part; the server counts only real files, but send none.
    form.delete('photos');
    for (const p of photos) form.append('photos', p);
    form.set('lineId', String(line.lineId));
    setSending(true);
    setErrors({});
    setAlert(undefined);
    try {
      onDone(await requestReturn(user.cusID, orderId, form));
    } catch (err) {
      if (err instanceof ApiError && Object.keys(err.fields).length) setErrors(err.fields);
      setAlert(errorMessage(err));
    } finally {
      setSending(false);
    }
  };

  const photosError = errors.photos ?? errors.file;
  return (
    <form className="return-form" onSubmit={(e) => void submit(e)} noValidate aria-label={`Return ${line.productName}`}>
      {alert && <FormAlert>{alert}</FormAlert>}
      <Select label="How many" name="quantity" defaultValue="1" error={errors.quantity} options={Array.from({ length: line.left }, (_, i) => String(i + 1))} />
      <fieldset className="return-form__reasons" aria-describedby={errors.reason ? `${reasonId}-error` : undefined}>
        <legend className="field__label">What is wrong?</legend>
        {RETURN_REASONS.map((r) => (
          <label key={r} className="check">
            <input type="radio" name="reason" value={r} className="check__box" />
            <span className="check__label">{RETURN_REASON_LABELS[r]}</span>
          </label>
        ))}
        <FieldNotes id={reasonId} error={errors.reason} />
      </fieldset>
      <fieldset className="return-form__reasons">
        <legend className="field__label">What would you like?</legend>
        {RETURN_OUTCOMES.map((o) => (
          <label key={o} className="check">
            <input type="radio" name="outcome" value={o} className="check__box" checked={outcome === o} onChange={() => setOutcome(o)} />
            <span className="check__label">{OUTCOME_WORDS[o]}</span>
          </label>
        ))}
      </fieldset>
      <TextArea label="What happened (optional)" name="details" rows={3} maxLength={1000} error={errors.details} />
      <div className={photosError ? 'field field--invalid' : 'field'}>
        <label className="field__label" htmlFor={photosId}>
          Photos (up to {MAX_RETURN_PHOTOS}, optional)
        </label>
        <input id={photosId} name="photos" type="file" multiple accept="image/jpeg,image/png,image/webp" {...fieldIds(photosId, photosError, 'hint')} />
        <FieldNotes id={photosId} hint="A photo of the item and its packaging helps us settle it quickly." error={photosError} />
      </div>
      <Button type="submit" loading={sending}>
        {outcome === 'replacement' ? 'Ask for a replacement' : 'Ask for a refund'}
      </Button>
    </form>
  );
}
