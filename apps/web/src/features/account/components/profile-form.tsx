import { profileForm, type UserRecord } from '@canino/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { Button } from '../../../components/button';
import { TextInput } from '../../../components/field';
import { PawIcon, UserIcon } from '../../../components/icons';
import { errorMessage } from '../../../lib/api-client';
import { focusFirstInvalid, showServerFieldErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/toast';
import { PROFILE_FIELDS, updateProfile } from '../api/update-profile';
import { usePetImage } from '../use-pet-image';
import { PetFields } from './pet-fields';
import { PetImageInput } from './pet-image-input';

/** The editable fields in the order the form shows them, for focusing the first one in error. */
const ORDER = ['petName', 'breed', 'age', 'weight', 'ownerName'] as const;

const valuesOf = (user: UserRecord) => ({
  petName: user.pet_name,
  breed: user.breed,
  age: user.age,
  weight: user.weight,
  ownerName: user.cusName,
  ownerNumber: user.cusMobile,
  email: user.cusEmail,
});

/** The spec's Edit Profile: pet details and photo, the owner's name; mobile and email are read-only. */
export function ProfileForm({ user }: { user: UserRecord }) {
  const petImage = usePetImage();
  const form = useForm({ resolver: zodResolver(profileForm), defaultValues: valuesOf(user), shouldFocusError: false });
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    reset,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = handleSubmit(
    async (values) => {
      petImage.clearError();
      try {
        notify.success(await updateProfile(user.cusID, values, petImage.file));
        petImage.clearFile();
        reset(values);
      } catch (err) {
        petImage.showServerError(err);
        showServerFieldErrors(err, setError, PROFILE_FIELDS);
        notify.error(errorMessage(err));
      }
    },
    focusFirstInvalid(ORDER, setFocus),
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate>
        <fieldset className="form-section">
          <legend className="form-section__legend">
            <PawIcon size={20} /> Pet Details
          </legend>
          <div className="stack">
            <PetImageInput currentUrl={user.petImg} {...petImage.inputProps} />
            <PetFields />
          </div>
        </fieldset>

        <fieldset className="form-section">
          <legend className="form-section__legend">
            <UserIcon size={20} /> Profile
          </legend>
          <div className="form-grid form-grid--2">
            <TextInput label="Owner name" required autoComplete="name" className="field--wide" error={errors.ownerName?.message} {...register('ownerName')} />
            <TextInput label="Owner number" readOnly hint="Your login number. Contact us to change it." {...register('ownerNumber')} />
            <TextInput label="Email" type="email" readOnly hint="Contact us to change it." {...register('email')} />
          </div>
        </fieldset>

        <div className="form-actions">
          <Button type="submit" size="lg" loading={isSubmitting}>
            Save Details
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
