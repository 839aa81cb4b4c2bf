import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { TextInput } from '../../../components/field';
import { isPincode, usePincodePlace } from '../../../lib/pincode-place';
import { rememberPincode, useRememberedPincode } from '../../../stores/remembered-pincode';
import { PincodeNews } from '../../../components/pincode-news';
import './delivery.css';

const PINCODE_FIELD = 'delivery-pincode';

/** "Delivery by …" for the shopper's pincode, asked once and remembered (cart; checkout fills it too). */
export function DeliveryCheck() {
  const remembered = useRememberedPincode();
  // The pincode a change starts from; null while not changing one.
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const place = usePincodePlace(remembered);
  const editing = draft !== null || !remembered;

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const typed = new FormData(e.currentTarget).get(PINCODE_FIELD);
    const pin = typeof typed === 'string' ? typed.trim() : '';
    if (!isPincode(pin)) return setError('Enter a valid 6-digit pincode');
    rememberPincode(pin);
    setDraft(null);
    setError(undefined);
  };

  if (!editing) {
    return (
      <div className="delivery-check delivery-check--known">
        <PincodeNews pincode={remembered} query={place} />
        <Button variant="ghost" size="sm" onClick={() => setDraft(remembered)} aria-label={`Change the delivery pincode ${remembered}`}>
          Change
        </Button>
      </div>
    );
  }
  return (
    <form className="delivery-check" onSubmit={submit} noValidate>
      <TextInput
        label="Delivery pincode"
        name={PINCODE_FIELD}
        inputMode="numeric"
        maxLength={6}
        autoComplete="postal-code"
        hint="For the delivery date"
        // Not held by React: a pincode typed before the app took the page over stays in the field (React would
        // draw a held one back to empty) and is the one checked.
        defaultValue={draft ?? ''}
        error={error}
        onChange={() => setError(undefined)}
      />
      <Button type="submit" variant="secondary">
        Check
      </Button>
    </form>
  );
}
