import { MSG, RESET_SUCCESS_TOAST_MS, resetRequestForm } from '@canino/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/button';
import { TextInput } from '../../../components/field';
import { MailIcon } from '../../../components/icons';
import { Modal } from '../../../components/modal';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';
import { requestPasswordReset } from '../api/request-password-reset';

/**
 * The spec's Reset Password dialog: asks for the account's email and sends the link. The server's
 * refusal shows under the field; anything else (no connection) the spec's 'Something went wrong'.
 * It cannot be dismissed while the request runs; success is a toast that stays 10 seconds.
 */
export function ResetPasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(resetRequestForm), defaultValues: { email: '' } });

  useEffect(() => {
    if (open) reset();
  }, [open, reset]);

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      const message = await requestPasswordReset(email);
      notify.success(message, { autoClose: RESET_SUCCESS_TOAST_MS });
      onClose();
    } catch (err) {
      const fromServer = err instanceof ApiError && err.status > 0;
      setError('email', { type: 'server', message: fromServer ? err.message : MSG.somethingWentWrong });
    }
  });

  return (
    <Modal
      open={open}
      onClose={onClose}
      size="sm"
      dismissible={!isSubmitting}
      illustration={
        <span className="reset-dialog__icon">
          <MailIcon size={28} />
        </span>
      }
      title="Reset your password"
    >
      <form className="stack" onSubmit={onSubmit} noValidate>
        <p>Enter the email address of your account and we will send you a link to choose a new password.</p>
        <TextInput label="Email address" type="email" autoComplete="email" required error={errors.email?.message} {...register('email')} />
        <div className="reset-dialog__actions">
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            Send reset link
          </Button>
        </div>
      </form>
    </Modal>
  );
}
