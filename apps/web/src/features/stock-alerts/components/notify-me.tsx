import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { TextInput } from '../../../components/field';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useUser } from '../../../stores/session-store';
import { askStockAlert } from '../api/ask-stock-alert';
import './notify-me.css';

const EMAIL_FIELD = 'email';

/**
 * "Email me when it is back" under a sold-out size. A customer asks with one click (their account's email);
 * a guest gives an email for this alone. One email comes, when the size is back; nothing else is sent.
 */
export function NotifyMe({ productId, variantId }: { productId: number; variantId?: number }) {
  const user = useUser();
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  const titleId = useId();

  const ask = async (email?: string) => {
    setSending(true);
    setError(undefined);
    try {
      setDone((await askStockAlert(productId, { variantId, email })).message);
    } catch (err) {
      setError(err instanceof ApiError && err.fields[EMAIL_FIELD] ? err.fields[EMAIL_FIELD] : errorMessage(err));
    } finally {
      setSending(false);
    }
  };

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    // Read from the field: an address typed before the app took the page over is in it, not in React.
    const typed = new FormData(e.currentTarget).get(EMAIL_FIELD);
    const email = typeof typed === 'string' ? typed.trim() : '';
    if (!email) return setError('Enter your email address');
    void ask(email);
  };

  if (done) {
    return (
      <p className="notify-me notify-me--done" role="status">
        {done}.
      </p>
    );
  }
  if (user) {
    return (
      <div className="notify-me">
        <Button variant="secondary" loading={sending} onClick={() => void ask()}>
          Email me when it is back
        </Button>
        {error && (
          <p className="field__error" role="alert">
            {error}
          </p>
        )}
      </div>
    );
  }
  return (
    <form className="notify-me" onSubmit={submit} noValidate aria-labelledby={titleId}>
      <p id={titleId} className="notify-me__title">
        Get one email when it is back
      </p>
      <div className="notify-me__row">
        <TextInput label="Your email" name={EMAIL_FIELD} type="email" autoComplete="email" error={error} hint="Used only for this email." />
        <Button type="submit" variant="secondary" loading={sending}>
          Notify me
        </Button>
      </div>
    </form>
  );
}
