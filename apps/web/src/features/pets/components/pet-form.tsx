import { BREEDS, type Pet, type PetInput } from '@canino/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { Select, TextInput } from '../../../components/field';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { typedNumber } from '../../../lib/form-numbers';
import { notify } from '../../../lib/toast';
import { savePet } from '../api/pets';

/** Add or edit a dog: name, breed from the list, a birth date or an age, and today's weight (kept as history). */
export function PetForm({ cusID, pet, onDone }: { cusID: number; pet?: Pet; onDone: () => void }) {
  const [name, setName] = useState(pet?.name ?? '');
  const [breed, setBreed] = useState(pet?.breed ?? 'indie');
  const [birthDate, setBirthDate] = useState(pet && !pet.birthDateEstimated ? (pet.birthDate ?? '') : '');
  const [years, setYears] = useState(pet?.birthDateEstimated && pet.ageMonths !== null ? String(Math.floor(pet.ageMonths / 12)) : '');
  const [months, setMonths] = useState(pet?.birthDateEstimated && pet.ageMonths !== null ? String(pet.ageMonths % 12) : '');
  const [weight, setWeight] = useState(pet?.weightGrams ? String(pet.weightGrams / 1000) : '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const input = {
      name,
      breed,
      weightKg: typedNumber(weight),
      ...(birthDate ? { birthDate } : { ...(years ? { ageYears: typedNumber(years) } : {}), ...(months ? { ageMonths: typedNumber(months) } : {}) }),
    } as unknown as PetInput;
    setBusy(true);
    try {
      const { message } = await savePet(cusID, input, pet?.id);
      notify.success(message);
      onDone();
    } catch (err) {
      setErrors(err instanceof ApiError ? err.fields : {});
      notify.error(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="pet-form" onSubmit={submit} noValidate aria-label={pet ? `Edit ${pet.name}` : 'Add a pet'}>
      <TextInput label="Pet name" required value={name} onChange={(e) => setName(e.target.value)} error={errors.name} autoComplete="off" />
      <Select label="Breed" value={breed} onChange={(e) => setBreed(e.target.value)} options={BREEDS.map((b) => ({ value: b.code, label: b.name }))} error={errors.breed} />
      <TextInput label="Birth date" type="date" value={birthDate} onChange={(e) => setBirthDate(e.target.value)} error={errors.birthDate} hint="Or give the age below" />
      <TextInput
        label="Age: years"
        type="number"
        min={0}
        max={30}
        inputMode="numeric"
        value={years}
        onChange={(e) => setYears(e.target.value)}
        error={errors.ageYears}
        disabled={Boolean(birthDate)}
      />
      <TextInput
        label="Age: months"
        type="number"
        min={0}
        max={11}
        inputMode="numeric"
        value={months}
        onChange={(e) => setMonths(e.target.value)}
        error={errors.ageMonths}
        disabled={Boolean(birthDate)}
      />
      <TextInput
        label="Weight (kg)"
        required
        type="number"
        min={0.1}
        max={150}
        step={0.1}
        inputMode="decimal"
        value={weight}
        onChange={(e) => setWeight(e.target.value)}
        error={errors.weightKg}
      />
      <div className="pet-form__actions">
        <Button type="submit" loading={busy}>
          {pet ? 'Save pet' : 'Add pet'}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
