import { doseSentence, sizeDoseSentence, type Dosage, type DosedSize } from '@canino/shared';
import { useId, useState } from 'react';
import { usePets } from '../api/pets';
import './dosage-advice.css';

/**
 * The product page's dose in the size on screen: "For Bruno (19 kg): 2 tablets a day. 120 tablets last
 * Bruno 60 days: ₹13.32 a day." for each of the customer's dogs with a weight, and for anyone a weight to
 * try. The sentence comes from the shared rules the server uses for refills, so the page and the reminder
 * never disagree; a weight no band covers, or a product without dosage, is said as such, never guessed.
 */
export default function DosageAdvice({ dosage, size }: { dosage: Dosage | null; size?: DosedSize & { label: string } }) {
  const pets = usePets();
  const weighed = (pets.data ?? []).filter((p) => p.weightGrams !== null);
  const [kg, setKg] = useState('');
  const id = useId();
  const grams = Math.round(Number(kg) * 1000);
  const valid = kg !== '' && Number.isFinite(grams) && grams >= 100 && grams <= 150_000;
  const sentence = (weight: number, name?: string) => (size ? sizeDoseSentence(dosage, size, weight, name) : doseSentence(dosage, weight, name));
  return (
    <section className="dose" aria-labelledby={`${id}-title`}>
      <h2 className="dose__title" id={`${id}-title`}>
        How much a day
      </h2>
      {!dosage ? (
        <p className="dose__line">{doseSentence(null, 0)}</p>
      ) : (
        <>
          {weighed.length > 0 && (
            <ul className="dose__pets">
              {weighed.map((p) => (
                <li key={p.id} className="dose__line">
                  {sentence(p.weightGrams!, p.name)}
                </li>
              ))}
            </ul>
          )}
          <div className="dose__try">
            <label htmlFor={`${id}-kg`}>{weighed.length > 0 ? 'Another dog? Its weight in kg' : "Your dog's weight in kg"}</label>
            <input
              id={`${id}-kg`}
              className="dose__kg"
              type="number"
              inputMode="decimal"
              min={0.1}
              max={150}
              step={0.1}
              value={kg}
              onChange={(e) => setKg(e.target.value)}
              aria-describedby={`${id}-answer`}
            />
          </div>
          <p className="dose__line" id={`${id}-answer`} aria-live="polite">
            {valid ? sentence(grams) : kg === '' ? 'Enter a weight to see the daily dose and how long a pack lasts.' : 'Enter a weight between 0.1 and 150 kg.'}
          </p>
        </>
      )}
    </section>
  );
}
