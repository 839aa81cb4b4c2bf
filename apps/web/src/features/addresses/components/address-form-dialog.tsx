import { addressInput, INDIAN_STATES, type Address } from '@canino/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/button';
import { MobileInput, Select, TextArea, TextInput } from '../../../components/field';
import { Modal } from '../../../components/modal';
import { errorMessage } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/toast';
import { PincodeNews } from '../../../components/pincode-news';
import { usePincodeFill } from '../../../lib/use-pincode-fill';
import { saveAddress } from '../api/save-address';

const STATE_NAMES = INDIAN_STATES.map((s) => s.name);
const FIELDS = { name: 'name', mobile: 'mobile', pincode: 'pincode', state: 'state', address: 'address', locality: 'locality', city: 'city' } as const;
const EMPTY = { name: '', mobile: '', pincode: '', state: '', address: '', locality: '', city: '' };

interface AddressFormDialogProps {
  cusID: number;
  open: boolean;
  /** The address to edit; none for Add New Address. */
  editing: Address | undefined;
  onClose: () => void;
}

/** The spec's Add New Address modal (also used to edit): saved on the server, the spec's messages under the fields. */
export function AddressFormDialog({ cusID, open, editing, onClose }: AddressFormDialogProps) {
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(addressInput), defaultValues: EMPTY });

  // The pincode fills the state, and the city unless one was typed; its post offices are offered for
  // Locality/Town (as checkout does).
  const pincode = useWatch({ control, name: 'pincode' }) ?? '';
  const { query: pincodeQuery, place } = usePincodeFill(pincode, {
    city: () => getValues('city'),
    fill(found, fillCity) {
      setValue('state', found.state, { shouldDirty: true });
      if (fillCity) setValue('city', found.district, { shouldDirty: true });
    },
  });

  useEffect(() => {
    if (open) reset(editing ? { ...editing } : EMPTY);
  }, [open, editing, reset]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { message } = await saveAddress(cusID, values, editing?.id);
      notify.success(message);
      onClose();
    } catch (err) {
      if (!showServerFieldErrors(err, setError, FIELDS)) notify.error(errorMessage(err));
    }
  });

  return (
    <Modal open={open} onClose={onClose} dismissible={!isSubmitting} title={editing ? 'Edit Address' : 'Add New Address'}>
      <form onSubmit={onSubmit} noValidate className="address-form">
        <div className="form-grid form-grid--2">
          <TextInput label="Name" required autoComplete="name" error={errors.name?.message} {...register('name')} />
          <MobileInput label="Mobile" error={errors.mobile?.message} {...register('mobile')} />
          <TextInput label="Pincode" required inputMode="numeric" autoComplete="postal-code" maxLength={6} error={errors.pincode?.message} {...register('pincode')} />
          <PincodeNews pincode={pincode.trim()} query={pincodeQuery} className="field--wide" inAddressForm />
          <Select label="State" required placeholder="Select a state" options={STATE_NAMES} autoComplete="address-level1" error={errors.state?.message} {...register('state')} />
          <TextArea
            label="Address"
            required
            rows={2}
            autoComplete="street-address"
            placeholder="House number, street, landmark"
            className="field--wide"
            error={errors.address?.message}
            {...register('address')}
          />
          <TextInput
            label="Locality/Town"
            required
            list={place ? 'address-localities' : undefined}
            autoComplete="address-level3"
            error={errors.locality?.message}
            {...register('locality')}
          />
          {place && (
            <datalist id="address-localities">
              {place.localities.map((l) => (
                <option key={l} value={l} />
              ))}
            </datalist>
          )}
          <TextInput label="City/District" required autoComplete="address-level2" error={errors.city?.message} {...register('city')} />
        </div>
        <div className="address-form__actions">
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {editing ? 'Save changes' : 'Save address'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
