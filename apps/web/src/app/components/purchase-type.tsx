import { autoshipLinePaise, autoshipSuggestion, formatINR, rupeesToPaise, type Dosage, type DosedSize } from '@canino/shared';
import { useId } from 'react';
import { Select } from '../../components/field';
import { AUTOSHIP_WEEK_OPTIONS } from '../../lib/autoship-weeks';
import { usePets } from '../../features/pets/api/pets';
import { useSettings } from '../../features/shop-settings/api/get-settings';
import './purchase-type.css';

/** What the page offers before a dog's dose says otherwise: a monthly delivery. */
const DEFAULT_WEEKS = 4;

interface PurchaseTypeProps {
  /** The chosen size's selling price, in rupees as the API sends it. */
  sellingPrice: number;
  dosage: Dosage | null;
  /** The chosen size as its dose is worked out; absent when the product names no size. */
  size?: Omit<DosedSize, 'pricePaise'> & { label: string };
  /** The weeks the shopper chose, or null for a one-time purchase. */
  autoshipWeeks: number | null;
  onChange: (autoshipWeeks: number | null) => void;
}

/**
 * One-time purchase or autoship (decision 057), one-time chosen first: a subscription is never pre-ticked.
 * The frequency offered is the customer's first dog's: how long one pack lasts it at its dose (shared rule),
 * else every 4 weeks; either can be changed. The server draws it as a guest sees it; the dog's
 * suggestion settles after hydration, as the dose beside it does.
 */
export function PurchaseType({ sellingPrice, dosage, size, autoshipWeeks, onChange }: PurchaseTypeProps) {
  const id = useId();
  const percent = useSettings().data?.autoshipDiscountPercent ?? 0;
  const dog = (usePets().data ?? []).find((p) => p.weightGrams !== null);
  const suggestion = dog && size ? autoshipSuggestion(dosage, size, dog.weightGrams!, dog.name) : null;
  const weeks = autoshipWeeks ?? suggestion?.weeks ?? DEFAULT_WEEKS;
  // A 0 % discount still delivers on schedule: the offer then promises no saving.
  const price = formatINR(autoshipLinePaise({ unitPricePaise: rupeesToPaise(sellingPrice), quantity: 1 }, percent));
  return (
    <fieldset className="purchase">
      <legend className="purchase__legend">How to buy</legend>
      <label className={`purchase__option${autoshipWeeks === null ? ' purchase__option--chosen' : ''}`}>
        <input type="radio" name={id} checked={autoshipWeeks === null} onChange={() => onChange(null)} />
        <span>One-time purchase</span>
      </label>
      <label className={`purchase__option${autoshipWeeks !== null ? ' purchase__option--chosen' : ''}`}>
        <input type="radio" name={id} checked={autoshipWeeks !== null} onChange={() => onChange(weeks)} aria-describedby={`${id}-terms`} />
        <span>
          Deliver every {weeks} weeks{percent > 0 && ` and save ${percent} %`}
        </span>
      </label>
      <p className="purchase__terms" id={`${id}-terms`}>
        {percent > 0 ? `${price} a pack on each delivery after the first, ${percent} % off. ` : ''}This order is paid as usual; cancel any time in My Autoship, in one click.
      </p>
      {autoshipWeeks !== null && (
        <div className="purchase__often">
          <Select label="How often" options={AUTOSHIP_WEEK_OPTIONS} value={String(weeks)} onChange={(e) => onChange(Number(e.target.value))} hint={suggestion?.sentence} />
        </div>
      )}
    </fieldset>
  );
}
