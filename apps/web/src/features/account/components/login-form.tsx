import { loginForm, loginFormWithTerms, TERMS_VERSION, type LoginForm } from '@canino/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Link } from '../../../components/link';
import { Button } from '../../../components/button';
import { Checkbox } from '../../../components/checkbox';
import { MobileInput } from '../../../components/field';
import { FormAlert } from '../../../components/form-alert';
import { PasswordInput } from '../../../components/password-input';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/toast';
import { logIn } from '../api/log-in';
import { ResetPasswordDialog } from './reset-password-dialog';

/**
 * The spec's login form: mobile, password (show/hide), the Reset Password dialog. The terms box is shown
 * only when the server says the terms changed since the account agreed to them (never ticked for the
 * customer); ticked, the login records the agreement. A refusal is toasted, as the spec says, and also
 * stays above the button until the next try.
 */
export function LoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const [failure, setFailure] = useState<string | undefined>();
  const [askTerms, setAskTerms] = useState(false);
  const [resetOpen, setResetOpen] = useState(false);
  // The box is validated only while it is shown.
  const resolver: Resolver<LoginForm> = (values, context, options) => zodResolver(askTerms ? loginFormWithTerms : loginForm)(values, context, options as never) as never;
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<LoginForm>({ resolver, defaultValues: { mobile: '', password: '', agree: false } });

  // The box appears after a refused try: the keyboard goes to it, next to the message under it.
  useEffect(() => {
    if (askTerms) setFocus('agree');
  }, [askTerms, setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      notify.success(await logIn(values, askTerms && values.agree ? TERMS_VERSION : undefined));
      onLoggedIn();
    } catch (err) {
      const message = errorMessage(err);
      // The terms changed since the account agreed: the box appears, with why above the form.
      const termsChanged = err instanceof ApiError && Boolean(err.fields.agree);
      if (termsChanged) setAskTerms(true);
      const shown = showServerFieldErrors(err, setError, { mobile: 'mobile', password: 'password', agree: 'agree' });
      if (!shown || termsChanged) setFailure(message);
      notify.error(message);
    }
  });

  return (
    <>
      <form className="stack" onSubmit={onSubmit} noValidate>
        {failure && <FormAlert>{failure}</FormAlert>}
        <MobileInput error={errors.mobile?.message} {...register('mobile')} />
        <PasswordInput label="Password" required autoComplete="current-password" error={errors.password?.message} {...register('password')} />
        {askTerms && (
          <Checkbox
            label={
              <>
                I agree to the <Link to="/terms">Terms &amp; Conditions</Link>
              </>
            }
            error={errors.agree?.message}
            {...register('agree')}
          />
        )}
        <div className="auth-card__row">
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
