import { newPasswordForm } from '@canino/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/button';
import { PasswordInput } from '../../../components/password-input';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { resetPassword } from '../api/reset-password';

export type ResetOutcome = { ok: true; message: string } | { ok: false; message: string };

/**
 * The new password and its confirmation for a reset link. A refused link (used, expired) is reported
 * to the page, which offers to send a new one; a problem with the password stays under its field.
 */
export function NewPasswordForm({ token, onDone }: { token: string; onDone: (outcome: ResetOutcome) => void }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(newPasswordForm), defaultValues: { password: '', confirmPassword: '' } });

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      onDone({ ok: true, message: await resetPassword(token, password) });
    } catch (err) {
      if (showServerFieldErrors(err, setError, { password: 'password' })) return;
      if (err instanceof ApiError && err.status > 0 && err.status < 500 && err.status !== 429) onDone({ ok: false, message: err.message });
      else setError('root', { type: 'server', message: errorMessage(err) });
    }
  });

  return (
    <form className="stack" onSubmit={onSubmit} noValidate>
      <PasswordInput label="New password" required autoComplete="new-password" hint="At least 8 characters." error={errors.password?.message} {...register('password')} />
      <PasswordInput label="Confirm new password" required autoComplete="new-password" error={errors.confirmPassword?.message} {...register('confirmPassword')} />
      {errors.root?.message && (
        <p className="field__error" role="alert">
          {errors.root.message}
        </p>
      )}
      <Button type="submit" size="lg" block loading={isSubmitting}>
        Save new password
      </Button>
    </form>
  );
}
