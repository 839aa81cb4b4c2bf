import { useState } from 'react';
import { Button, ButtonLink } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { AlertIcon, CheckIcon } from '../../components/icons';
import { PageBanner } from '../../components/page-banner';
import { useLinkToken } from '../../lib/link-token';
import { NewPasswordForm, type ResetOutcome } from '../../features/account/components/new-password-form';
import { ResetPasswordDialog } from '../../features/account/components/reset-password-dialog';
import '../../features/account/components/account-forms.css';

/** The page a reset email links to (/reset-password#token=…, or ?token=… in links sent before): choose a new password, or ask for a new link. */
export default function ResetPasswordPage() {
  const token = useLinkToken();
  const [outcome, setOutcome] = useState<ResetOutcome | undefined>(token ? undefined : { ok: false, message: 'This reset link is incomplete. Please ask for a new one.' });
  const [askAgain, setAskAgain] = useState(false);

  let body;
  if (outcome?.ok) {
    body = (
      <EmptyState icon={<CheckIcon size={28} />} title="Your password has been changed" action={<ButtonLink to="/login">Log in</ButtonLink>}>
        <p role="status">{outcome.message}</p>
      </EmptyState>
    );
  } else if (outcome) {
    body = (
      <EmptyState
        tone="error"
        icon={<AlertIcon size={28} />}
        title="This link cannot be used"
        action={
          <>
            <Button onClick={() => setAskAgain(true)}>Send me a new link</Button>
            <ButtonLink to="/login" variant="secondary">
              Back to login
            </ButtonLink>
          </>
        }
      >
        <p>{outcome.message}</p>
      </EmptyState>
    );
  } else {
    body = (
      <div className="auth-layout auth-layout--single">
        <section className="form-card" aria-labelledby="reset-title">
          <h2 id="reset-title" className="auth-card__title">
            Choose a new password
          </h2>
          <p className="auth-card__lead">After saving, you will be logged out everywhere and can log in with the new password.</p>
          <NewPasswordForm token={token} onDone={setOutcome} />
        </section>
      </div>
    );
  }

  return (
    <>
      <PageBanner title="Reset Password" />
      <div className="container">{body}</div>
      <ResetPasswordDialog open={askAgain} onClose={() => setAskAgain(false)} />
    </>
  );
}
