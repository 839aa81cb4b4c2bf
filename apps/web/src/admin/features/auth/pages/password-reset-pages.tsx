import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { forgotPasswordInput, password } from '@canino/shared';
import { z } from 'zod';
import { Button, ButtonLink } from '../../../../components/button';
import { TextInput } from '../../../../components/field';
import { PasswordInput } from '../../../../components/password-input';
import { errorMessage } from '../../../../lib/api-client';
import { useLinkToken } from '../../../../lib/link-token';
import { confirmAdminReset, requestAdminReset } from '../api/emailed-links';
import { FormDone, FormError, LoginCard } from '../components/login-card';

const backToLogin = (
  <p className="adm-login__links">
    <Link to="/admin">Back to the login</Link>
  </p>
);

/** Asks for a reset link; the answer is the same whether or not the address has an admin account. */
export function ForgotPasswordPage() {
  const [sent, setSent] = useState('');
  const { register, handleSubmit, setError, formState } = useForm<z.input<typeof forgotPasswordInput>>({ resolver: zodResolver(forgotPasswordInput) });
  const { errors, isSubmitting } = formState;
  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      setSent(await requestAdminReset(email));
    } catch (err) {
      setError('root', { message: errorMessage(err) });
    }
  });
  return (
    <LoginCard title="Reset your password" onSubmit={onSubmit}>
      {sent ? (
        <FormDone message={sent} />
      ) : (
        <>
          <FormError message={errors.root?.message} />
          <TextInput label="Email" type="email" autoComplete="username" required error={errors.email?.message} {...register('email')} />
          <Button type="submit" block loading={isSubmitting}>
            Email me a link
          </Button>
        </>
      )}
      {backToLogin}
    </LoginCard>
  );
}

const resetForm = z.object({ password: password() });

/** The emailed reset link's page: a new password, once, within the hour. */
export function ResetPasswordPage() {
  const token = useLinkToken();
  const [done, setDone] = useState('');
  const { register, handleSubmit, setError, formState } = useForm<z.infer<typeof resetForm>>({ resolver: zodResolver(resetForm) });
  const { errors, isSubmitting } = formState;
  const onSubmit = handleSubmit(async ({ password: chosen }) => {
    try {
      setDone(await confirmAdminReset(token, chosen));
    } catch (err) {
      setError('root', { message: errorMessage(err) });
    }
  });
  if (done) {
    return (
      <LoginCard title="Password changed">
        <FormDone message={done} />
        <ButtonLink to="/admin" block>
          Go to the login
        </ButtonLink>
      </LoginCard>
    );
  }
  return (
    <LoginCard title="Choose a new password" onSubmit={onSubmit}>
      <FormError message={errors.root?.message} />
      <PasswordInput label="New password" autoComplete="new-password" hint="At least 8 characters" required error={errors.password?.message} {...register('password')} />
      <Button type="submit" block loading={isSubmitting}>
        Save the new password
      </Button>
      {backToLogin}
    </LoginCard>
  );
}
