import { otpCodeForm, otpCodeFormWithTerms, otpMobileForm, TERMS_VERSION, type OtpCodeForm } from '@canino/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Button } from '../../../components/button';
import { Checkbox } from '../../../components/checkbox';
import { MobileInput, TextInput } from '../../../components/field';
import { FormAlert } from '../../../components/form-alert';
import { Link } from '../../../components/link';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';
import { sendLoginCode, verifyLoginCode } from '../api/log-in-with-code';

/**
 * Logging in with a 6-digit code sent by SMS: the number first, then the code. A number with no account
 * yet goes on to sign-up (`onNewNumber`). The terms box appears, as on the password login, only when the
 * server says the terms changed since the account agreed. The keyboard follows each step.
 */
export function OtpLoginForm({ onLoggedIn, onNewNumber }: { onLoggedIn: () => void; onNewNumber: (mobile: string, message: string) => void }) {
  const [mobile, setMobile] = useState<string | undefined>();
  const [sentMessage, setSentMessage] = useState('');
  const [failure, setFailure] = useState<string | undefined>();
  const [askTerms, setAskTerms] = useState(false);
  const [resending, setResending] = useState(false);

  const numberForm = useForm({ resolver: zodResolver(otpMobileForm), defaultValues: { mobile: '' } });
  const codeResolver: Resolver<OtpCodeForm> = (values, context, options) => zodResolver(askTerms ? otpCodeFormWithTerms : otpCodeForm)(values, context, options);
  const codeForm = useForm<OtpCodeForm>({ resolver: codeResolver, defaultValues: { code: '', agree: false } });
  const { setFocus: focusNumber } = numberForm;
  const { setFocus: focusCode } = codeForm;

  useEffect(() => {
    if (mobile) focusCode('code');
    else focusNumber('mobile');
  }, [mobile, focusCode, focusNumber]);
  useEffect(() => {
    if (askTerms) focusCode('agree');
  }, [askTerms, focusCode]);

  const onSend = numberForm.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      setSentMessage(await sendLoginCode(values.mobile));
      setMobile(values.mobile);
    } catch (err) {
      setFailure(errorMessage(err));
    }
  });

  const resend = async () => {
    if (!mobile) return;
    setFailure(undefined);
    setResending(true);
    try {
      const message = await sendLoginCode(mobile);
      setSentMessage(message);
      notify.success(message);
      codeForm.reset({ code: '', agree: codeForm.getValues('agree') });
      focusCode('code');
    } catch (err) {
      setFailure(errorMessage(err));
    } finally {
      setResending(false);
    }
  };

  const onVerify = codeForm.handleSubmit(async (values) => {
    if (!mobile) return;
    setFailure(undefined);
    try {
      const { message, user } = await verifyLoginCode(mobile, values.code, askTerms && values.agree ? TERMS_VERSION : undefined);
      if (!user) return onNewNumber(mobile, message);
      notify.success(message);
      onLoggedIn();
    } catch (err) {
      const message = errorMessage(err);
      // A wrong or dead code is said under the field; anything else (terms, no connection) above the form.
      if (err instanceof ApiError && err.status === 401) return codeForm.setError('code', { type: 'server', message }, { shouldFocus: true });
      if (err instanceof ApiError && err.fields.agree) setAskTerms(true);
      setFailure(message);
    }
  });

  if (!mobile) {
    return (
      <form className="stack" onSubmit={onSend} noValidate aria-label="Log in with OTP">
        {failure && <FormAlert>{failure}</FormAlert>}
        <MobileInput hint="We will text you a 6-digit code." error={numberForm.formState.errors.mobile?.message} {...numberForm.register('mobile')} />
        <Button type="submit" size="lg" block loading={numberForm.formState.isSubmitting}>
          Send code
        </Button>
      </form>
    );
  }

  return (
    <form className="stack" onSubmit={onVerify} noValidate aria-label="Enter the code">
      <p className="otp-sent" role="status">
        {sentMessage}
      </p>
      {failure && <FormAlert>{failure}</FormAlert>}
      <TextInput
        label="6-digit code"
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder="••••••"
        className="otp-code"
        error={codeForm.formState.errors.code?.message}
        {...codeForm.register('code')}
      />
      {askTerms && (
        <Checkbox
          label={
            <>
              I agree to the <Link to="/terms">Terms &amp; Conditions</Link>
            </>
          }
          error={codeForm.formState.errors.agree?.message}
          {...codeForm.register('agree')}
        />
      )}
      <div className="auth-card__row">
        <button
          type="button"
          className="link-button"
          onClick={() => {
            setMobile(undefined);
            setFailure(undefined);
            codeForm.reset();
          }}
        >
          Change number
        </button>
        <button type="button" className="link-button" onClick={() => void resend()} disabled={resending}>
          Send a new code
        </button>
      </div>
      <Button type="submit" size="lg" block loading={codeForm.formState.isSubmitting}>
        Log in
      </Button>
    </form>
  );
}
