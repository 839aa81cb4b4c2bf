import { erasureInput } from '@canino/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button';
import { PasswordInput } from '../../../components/password-input';
import { errorMessage } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/toast';
import { requestErasure } from '../api/privacy-choices';
import { AccountSection } from './account-section';

/**
 * "Delete my account", confirmed with the password. The account is erased after the notice the server
 * names; the customer is logged out at once and may log in again before then to keep it.
 */
export function DeleteAccount({ noticeHours }: { noticeHours: number }) {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(erasureInput), defaultValues: { password: '' } });
  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      const message = await requestErasure(password);
      notify.success(message, { autoClose: 10_000 });
      void navigate('/');
    } catch (err) {
      if (!showServerFieldErrors(err, setError, { password: 'password' })) notify.error(errorMessage(err));
    }
  });
  return (
    <AccountSection
      title="Delete my account"
      lead={`We delete your account ${noticeHours} hours after you ask, and email you a notice; until then you can log in and keep it. Your profile, dogs, addresses, wishlist and email choices are deleted and your reviews stay without your name. The tax invoices of your paid orders are kept, as the GST law requires.`}
    >
      <form onSubmit={onSubmit} noValidate aria-label="Delete my account">
        <PasswordInput label="Your password" hint="To confirm it is you." error={errors.password?.message} {...register('password')} />
        <div className="form-actions">
          <Button type="submit" variant="danger" loading={isSubmitting}>
            Delete my account
          </Button>
        </div>
      </form>
    </AccountSection>
  );
}
