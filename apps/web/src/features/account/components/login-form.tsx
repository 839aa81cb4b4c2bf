import { loginForm } from '@canino/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from '../../../components/link';
import { Button } from '../../../components/button';
import { Checkbox } from '../../../components/checkbox';
import { TextInput } from '../../../components/field';
import { FormAlert } from '../../../components/form-alert';
import { PasswordInput } from '../../../components/password-input';
import { errorMessage } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/toast';
import { logIn } from '../api/log-in';
import { ResetPasswordDialog } from './reset-password-dialog';

/**
 * The spec's login form: mobile, password (show/hide), the terms agreement, the Reset Password dialog.
 * A refusal is toasted, as the spec says, and also stays above the button until the next try.
 */
export function LoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const [failure, setFailure] = useState<string | undefined>();
  const [resetOpen, setResetOpen] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(loginForm), defaultValues: { mobile: '', password: '', agree: false } });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      notify.success(await logIn(values));
      onLoggedIn();
    } catch (err) {
      const message = errorMessage(err);
      if (!showServerFieldErrors(err, setError, { mobile: 'mobile', password: 'password' })) setFailure(message);
      notify.error(message);
    }
  });

  return (
    <>
      <form className="stack" onSubmit={onSubmit} noValidate>
        {failure && <FormAlert>{failure}</FormAlert>}
        <TextInput
          label="Mobile number"
          required
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="10-digit mobile number"
          error={errors.mobile?.message}
          {...register('mobile')}
        />
        <PasswordInput label="Password" required autoComplete="current-password" error={errors.password?.message} {...register('password')} />
        <div className="auth-card__row">
          <Checkbox
            label={
              <>
                I agree to the <Link to="/terms">Terms &amp; Conditions</Link>
              </>
            }
            error={errors.agree?.message}
            {...register('agree')}
          />
          <button type="button" className="link-button" onClick={() => setResetOpen(true)}>
            Reset Password
          </button>
        </div>
        <Button type="submit" size="lg" block loading={isSubmitting}>
          Log in
        </Button>
      </form>
      <ResetPasswordDialog open={resetOpen} onClose={() => setResetOpen(false)} />
    </>
  );
}
