import { signUpForm } from '@canino/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link } from '../../../components/link';
import { Button } from '../../../components/button';
import { Checkbox } from '../../../components/checkbox';
import { MobileInput, TextInput } from '../../../components/field';
import { FormAlert } from '../../../components/form-alert';
import { PawIcon, UserIcon } from '../../../components/icons';
import { PasswordInput } from '../../../components/password-input';
import { errorMessage } from '../../../lib/api-client';
import { focusFirstInvalid, showServerFieldErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/toast';
import { registerAccount, REGISTER_FIELDS } from '../api/register-account';
import { usePetImage } from '../use-pet-image';
import { PetFields } from './pet-fields';
import { PetImageInput } from './pet-image-input';

/** The fields in the order the form shows them, for focusing the first one in error. */
const ORDER = ['petName', 'breed', 'age', 'weight', 'ownerName', 'ownerNumber', 'email', 'password', 'confirmPassword', 'agree'] as const;
const EMPTY = { petName: '', breed: '', age: '', weight: '', ownerName: '', ownerNumber: '', email: '', password: '', confirmPassword: '', agree: false };

/** What the shop already knows of a guest who just ordered, to start their account from. */
export type SignUpPrefill = Partial<Pick<typeof EMPTY, 'ownerName' | 'ownerNumber' | 'email'>>;

/**
 * The spec's Register form: Pet Details, the pet photo, the owner's details and password. The server's
 * field messages (a mobile number or email already registered) appear under those fields. The new
 * customer is logged in by the answer (`onRegistered` then takes them back where they were).
 */
export function SignUpForm({ onRegistered, prefill }: { onRegistered: () => void; prefill?: SignUpPrefill }) {
  const petImage = usePetImage();
  const [failure, setFailure] = useState<string | undefined>();
  const form = useForm({ resolver: zodResolver(signUpForm), defaultValues: { ...EMPTY, ...prefill }, shouldFocusError: false });
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = handleSubmit(
    async (values) => {
      setFailure(undefined);
      petImage.clearError();
      try {
        notify.success(await registerAccount(values, petImage.file));
        onRegistered();
      } catch (err) {
        const message = errorMessage(err);
        const fileMessage = petImage.showServerError(err);
        if (!showServerFieldErrors(err, setError, REGISTER_FIELDS) && !fileMessage) setFailure(message);
        notify.error(message);
      }
    },
    focusFirstInvalid(ORDER, setFocus),
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate>
        {failure && <FormAlert>{failure}</FormAlert>}
        <fieldset className="form-section">
          <legend className="form-section__legend">
            <PawIcon size={20} /> Pet Details
          </legend>
          <PetFields />
        </fieldset>

        <fieldset className="form-section">
          <legend className="form-section__legend">
            <UserIcon size={20} /> Profile
          </legend>
          <div className="stack">
            <PetImageInput {...petImage.inputProps} />
            <div className="form-grid form-grid--2">
              <TextInput label="Owner name" required autoComplete="name" error={errors.ownerName?.message} {...register('ownerName')} />
              <MobileInput label="Owner number" hint="You will log in with this number." error={errors.ownerNumber?.message} {...register('ownerNumber')} />
              <TextInput label="Email" required type="email" autoComplete="email" className="field--wide" error={errors.email?.message} {...register('email')} />
              <PasswordInput label="Password" required autoComplete="new-password" hint="At least 8 characters." error={errors.password?.message} {...register('password')} />
              <PasswordInput label="Confirm password" required autoComplete="new-password" error={errors.confirmPassword?.message} {...register('confirmPassword')} />
            </div>
          </div>
        </fieldset>

        <Checkbox
          label={
            <>
              I agree to the <Link to="/terms">Terms &amp; Conditions</Link> and the <Link to="/privacy">Privacy Policy</Link>
            </>
          }
          error={errors.agree?.message}
          {...register('agree')}
        />
        <div className="form-actions">
          <Button type="submit" size="lg" loading={isSubmitting}>
            Create Account
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
