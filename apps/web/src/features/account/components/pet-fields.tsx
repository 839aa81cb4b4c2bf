import { useFormContext } from 'react-hook-form';
import { TextInput } from '../../../components/field';

interface PetValues {
  petName: string;
  breed: string;
  age: string;
  weight: string;
}

/** The spec's Pet Details (name, breed, age, weight), shared by sign-up and Edit Profile inside their <FormProvider>. */
export function PetFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<PetValues>();
  return (
    <div className="form-grid form-grid--2">
      <TextInput label="Pet name" required autoComplete="off" error={errors.petName?.message} {...register('petName')} />
      <TextInput label="Breed" required autoComplete="off" placeholder="e.g. Labrador, Indie" error={errors.breed?.message} {...register('breed')} />
      {/* Numbers on a phone's keyboard: a bare figure reads as years and kilograms (pet-age.ts, first-pet.ts). */}
      <TextInput label="Age" required autoComplete="off" inputMode="decimal" placeholder="e.g. 3" hint="In years" error={errors.age?.message} {...register('age')} />
      <TextInput label="Weight" required autoComplete="off" inputMode="decimal" placeholder="e.g. 12" hint="In kg" error={errors.weight?.message} {...register('weight')} />
    </div>
  );
}
