import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { ADMIN_ROLE_DESCRIPTIONS, ADMIN_ROLE_LABELS, password, type InvitationPreview } from '@canino/shared';
import { z } from 'zod';
import { Button, ButtonLink } from '../../../../components/button';
import { PasswordInput } from '../../../../components/password-input';
import { errorMessage } from '../../../../lib/api-client';
import { useLinkToken } from '../../../../lib/link-token';
import { acceptInvitation, previewInvitation } from '../api/emailed-links';
import { FormDone, FormError, LoginCard } from '../components/login-card';

const form = z.object({ password: password() });

/** The emailed invitation's page: who is invited and as what, and the password that makes the account. */
export function AcceptInvitationPage() {
  const token = useLinkToken();
  const [invitation, setInvitation] = useState<InvitationPreview | null>(null);
  const [failed, setFailed] = useState('');
  const [done, setDone] = useState('');
  const { register, handleSubmit, setError, formState } = useForm<z.infer<typeof form>>({ resolver: zodResolver(form) });
  const { errors, isSubmitting } = formState;

  useEffect(() => {
    previewInvitation(token).then(setInvitation, (err) => setFailed(errorMessage(err)));
  }, [token]);

  const onSubmit = handleSubmit(async ({ password: chosen }) => {
    try {
      setDone(await acceptInvitation({ token, password: chosen }));
    } catch (err) {
      setError('root', { message: errorMessage(err) });
    }
  });

  if (done) {
    return (
      <LoginCard title="Your account is ready">
        <FormDone message={done} />
        <ButtonLink to="/admin" block>
          Go to the login
        </ButtonLink>
      </LoginCard>
    );
  }
  if (failed) {
    return (
      <LoginCard title="This invitation cannot be used">
        <FormError message={failed} />
        <p className="adm-login__links">
          <Link to="/admin">Go to the login</Link>
        </p>
      </LoginCard>
    );
  }
  return (
    <LoginCard title="Join the shop's team" onSubmit={onSubmit}>
      {invitation ? (
        <p>
          Welcome, {invitation.name}. You are invited as <strong>{ADMIN_ROLE_LABELS[invitation.role]}</strong> ({ADMIN_ROLE_DESCRIPTIONS[invitation.role].toLowerCase()}). Choose a
          password to log in with {invitation.email}.
        </p>
      ) : (
        <p role="status">Checking your invitation…</p>
      )}
      <FormError message={errors.root?.message} />
      <input type="email" autoComplete="username" value={invitation?.email ?? ''} readOnly hidden />
      <PasswordInput label="Choose a password" autoComplete="new-password" hint="At least 8 characters" required error={errors.password?.message} {...register('password')} />
      <Button type="submit" block loading={isSubmitting} disabled={!invitation}>
        Create my account
      </Button>
    </LoginCard>
  );
}
