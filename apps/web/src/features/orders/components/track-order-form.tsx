import { trackOrderInput, type PublicOrderTracking } from '@canino/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/button';
import { TextInput } from '../../../components/field';
import { FormAlert } from '../../../components/form-alert';
import { errorMessage } from '../../../lib/api-client';
import { trackOrder } from '../api/track-order';

/** Order number plus the phone or email it was placed with; the answer replaces the form's result below it. */
export function TrackOrderForm({ onFound }: { onFound: (tracking: PublicOrderTracking) => void }) {
  const [failed, setFailed] = useState<string | undefined>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(trackOrderInput), defaultValues: { orderNumber: '', contact: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFailed(undefined);
    try {
      onFound(await trackOrder(values));
    } catch (err) {
      setFailed(errorMessage(err));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="track-form">
      {failed && <FormAlert>{failed}</FormAlert>}
      <div className="form-grid form-grid--2">
        <TextInput
          label="Order number"
          required
          inputMode="numeric"
          hint="In your order confirmation email, e.g. 1042"
          error={errors.orderNumber?.message}
          {...register('orderNumber')}
        />
        <TextInput label="Phone number or email" required autoComplete="email" hint="The one you ordered with" error={errors.contact?.message} {...register('contact')} />
      </div>
      <div className="form-actions">
        <Button type="submit" size="lg" loading={isSubmitting}>
          Track order
        </Button>
      </div>
    </form>
  );
}
