import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { adminLoginInput, type AdminLoginInput } from '@canino/shared';
import { Button } from '../../../../components/button';
import { TextInput } from '../../../../components/field';
import { PasswordInput } from '../../../../components/password-input';
import { ApiError, errorMessage } from '../../../../lib/api-client';
import { showServerFieldErrors } from '../../../../lib/form-errors';
import { logInAdmin } from '../../../lib/session';
import { FormError, LoginCard } from '../components/login-card';

/** Shown at any /admin address while nobody is signed in; after login that same page appears. */
export function LoginPage() {
  const { register, handleSubmit, setError, formState } = useForm<AdminLoginInput>({ resolver: zodResolver(adminLoginInput) });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await logInAdmin(values);
    } catch (err) {
      if (showServerFieldErrors(err, setError, { email: 'email', password: 'password' })) return;
      const message = err instanceof ApiError && err.status === 401 ? err.message : errorMessage(err);
      setError('root', { message });
    }
  });

  return (
    <LoginCard title="Log in to run the shop" onSubmit={onSubmit}>
      <FormError message={errors.root?.message} />
      <TextInput label="Email" type="email" autoComplete="username" required error={errors.email?.message} {...register('email')} />
      <PasswordInput label="Password" required error={errors.password?.message} {...register('password')} />
      <Button type="submit" block loading={isSubmitting}>
        Log in
      </Button>
      <p className="adm-login__links">
        <Link to="/admin/forgot-password">Forgot your password?</Link>
      </p>
      <p className="adm-login__hint">No account yet? Ask the shop&rsquo;s owner for an invitation.</p>
    </LoginCard>
  );
}
