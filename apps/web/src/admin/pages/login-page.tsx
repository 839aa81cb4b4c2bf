import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { adminLoginInput, type AdminLoginInput } from '@canino/shared';
import { Button } from '../../components/button';
import { TextInput } from '../../components/field';
import { PasswordInput } from '../../components/password-input';
import { ApiError, errorMessage } from '../../lib/api-client';
import { showServerFieldErrors } from '../../lib/form-errors';
import { logInAdmin } from '../api/session';
import { AdminBrand } from '../components/admin-brand';

/** Shown at any /admin address while nobody is signed in; after login that same page appears. */
export function LoginPage() {
  const { register, handleSubmit, setError, formState } = useForm<AdminLoginInput>({ resolver: zodResolver(adminLoginInput) });
  const { errors, isSubmitting } = formState;
  useEffect(() => {
    document.title = 'Log in · Canino Admin';
  }, []);

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
    <main className="adm-login">
      <form className="adm-login__card" onSubmit={onSubmit} noValidate>
        <AdminBrand dark />
        <h1 className="adm-login__title">Log in to run the shop</h1>
        {errors.root && (
          <p className="adm-alert adm-alert--error" role="alert">
            {errors.root.message}
          </p>
        )}
        <TextInput label="Email" type="email" autoComplete="username" required error={errors.email?.message} {...register('email')} />
        <PasswordInput label="Password" required error={errors.password?.message} {...register('password')} />
        <Button type="submit" block loading={isSubmitting}>
          Log in
        </Button>
        <p className="adm-login__hint">
          No account yet? The owner creates one with <code>npm run admin:create -- you@example.com</code>.
        </p>
      </form>
    </main>
  );
}
