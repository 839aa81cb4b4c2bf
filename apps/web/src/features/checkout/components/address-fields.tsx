import { INDIAN_STATES } from '@canino/shared';
import { useWatch, type Control, type FieldErrors, type UseFormGetValues, type UseFormRegister, type UseFormSetValue } from 'react-hook-form';
import { Select, TextInput } from '../../../components/field';
import { PincodeNews } from '../../../components/pincode-news';
import { rememberPincode } from '../../../stores/remembered-pincode';
import { usePincodeFill } from '../../../lib/use-pincode-fill';
import type { CheckoutFormInput, CheckoutFormValues } from '../checkout-form';

const STATE_NAMES = INDIAN_STATES.map((s) => s.name);

type Prefix = 'billing' | 'shipping';
type AddressErrors = Partial<Record<string, { message?: string }>>;

export interface AddressForm {
  register: UseFormRegister<CheckoutFormInput>;
  control: Control<CheckoutFormInput, unknown, CheckoutFormValues>;
  setValue: UseFormSetValue<CheckoutFormInput>;
  getValues: UseFormGetValues<CheckoutFormInput>;
  errors: FieldErrors<CheckoutFormInput>;
  /** After a Place Order, fields are checked as they change; before it they are left alone. */
  submitted: boolean;
}

/**
 * The typed pincode fills the state and district, and the city unless the shopper typed one; it becomes
 * the shopper's remembered pincode (the cart's and product page's "Delivery by").
 */
function useCheckoutPincodeFill(prefix: Prefix, { control, setValue, getValues, submitted }: AddressForm) {
  const pincode = useWatch({ control, name: `${prefix}.pincode` }) ?? '';
  const { query, place } = usePincodeFill(pincode, {
    city: () => getValues(`${prefix}.city`),
    fill(found, fillCity) {
      const opts = { shouldDirty: true, shouldValidate: submitted };
      setValue(`${prefix}.state`, found.state, opts);
      setValue(`${prefix}.district`, found.district, opts);
      if (fillCity) setValue(`${prefix}.city`, found.district, opts);
      rememberPincode(found.pincode);
    },
  });
  return { pincode, query, place };
}

/** The address fields of the checkout, for billing (with email) or for a different delivery address. */
export function AddressFields({
  prefix,
  form,
  emailHint,
}: {
  prefix: Prefix;
  form: AddressForm;
  /** What the shop may do with a guest's email, said under the field. */ emailHint?: string;
}) {
  const { register, errors } = form;
  const e = (errors[prefix] ?? {}) as AddressErrors;
  const msg = (name: string) => e[name]?.message;
  const auto = prefix === 'billing' ? 'billing' : 'shipping';
  const { pincode, query, place } = useCheckoutPincodeFill(prefix, form);
  const listId = `${prefix}-localities`;
  return (
    <div className="form-grid form-grid--2">
      <TextInput label="First name" required autoComplete={`${auto} given-name`} error={msg('firstName')} {...register(`${prefix}.firstName`)} />
      <TextInput label="Last name" required autoComplete={`${auto} family-name`} error={msg('lastName')} {...register(`${prefix}.lastName`)} />
      <Select label="Country" required options={['India']} error={msg('country')} hint="We deliver within India." {...register(`${prefix}.country`)} />
      <TextInput
        label="Postcode"
        required
        inputMode="numeric"
        maxLength={6}
        autoComplete={`${auto} postal-code`}
        hint="6-digit PIN code: fills in your city and state"
        error={msg('pincode')}
        {...register(`${prefix}.pincode`)}
      />
      <PincodeNews pincode={pincode.trim()} query={query} className="field--wide" inAddressForm />
      <TextInput
        label="Address"
        required
        className="field--wide"
        autoComplete={`${auto} street-address`}
        placeholder="House number, street, area"
        error={msg('address')}
        {...register(`${prefix}.address`)}
      />
      <TextInput label="City" required list={place ? listId : undefined} autoComplete={`${auto} address-level2`} error={msg('city')} {...register(`${prefix}.city`)} />
      {place && (
        <datalist id={listId}>
          {[...new Set([place.district, ...place.localities])].map((l) => (
            <option key={l} value={l} />
          ))}
        </datalist>
      )}
      <TextInput label="District" required error={msg('district')} {...register(`${prefix}.district`)} />
      <Select
        label="State"
        required
        options={STATE_NAMES}
        placeholder="Select a state"
        autoComplete={`${auto} address-level1`}
        error={msg('state')}
        {...register(`${prefix}.state`)}
      />
      <TextInput label="Phone" required type="tel" inputMode="tel" autoComplete={`${auto} tel`} error={msg('mobile')} {...register(`${prefix}.mobile`)} />
      {prefix === 'billing' && (
        <TextInput label="Email address" required type="email" autoComplete="billing email" error={msg('email')} hint={emailHint} {...register('billing.email')} />
      )}
    </div>
  );
}
