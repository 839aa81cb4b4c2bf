import { INDIAN_STATES } from '@canino/shared';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Select, TextInput } from '../../../components/field';
import type { CheckoutFormInput } from '../checkout-form';

const STATE_NAMES = INDIAN_STATES.map((s) => s.name);

type Prefix = 'billing' | 'shipping';
type AddressErrors = Partial<Record<string, { message?: string }>>;

/** The address fields of the checkout, for billing (with email) or for a different delivery address. */
export function AddressFields({ prefix, register, errors }: { prefix: Prefix; register: UseFormRegister<CheckoutFormInput>; errors: FieldErrors<CheckoutFormInput> }) {
  const e = (errors[prefix] ?? {}) as AddressErrors;
  const msg = (name: string) => e[name]?.message;
  const auto = prefix === 'billing' ? 'billing' : 'shipping';
  return (
    <div className="form-grid form-grid--2">
      <TextInput label="First name" required autoComplete={`${auto} given-name`} error={msg('firstName')} {...register(`${prefix}.firstName`)} />
      <TextInput label="Last name" required autoComplete={`${auto} family-name`} error={msg('lastName')} {...register(`${prefix}.lastName`)} />
      <Select label="Country" required options={['India']} error={msg('country')} hint="We deliver within India." {...register(`${prefix}.country`)} />
      <TextInput label="Address" required className="field--wide" autoComplete={`${auto} street-address`} placeholder="House number, street, area" error={msg('address')} {...register(`${prefix}.address`)} />
      <TextInput label="City" required autoComplete={`${auto} address-level2`} error={msg('city')} {...register(`${prefix}.city`)} />
      <TextInput label="District" required error={msg('district')} {...register(`${prefix}.district`)} />
      <Select label="State" required options={STATE_NAMES} placeholder="Select a state" autoComplete={`${auto} address-level1`} error={msg('state')} {...register(`${prefix}.state`)} />
      <TextInput label="Postcode" required inputMode="numeric" maxLength={6} autoComplete={`${auto} postal-code`} hint="6-digit PIN code" error={msg('pincode')} {...register(`${prefix}.pincode`)} />
      <TextInput label="Phone" required type="tel" inputMode="tel" autoComplete={`${auto} tel`} error={msg('mobile')} {...register(`${prefix}.mobile`)} />
      {prefix === 'billing' && (
        <TextInput label="Email address" required type="email" autoComplete="billing email" error={msg('email')} {...register('billing.email')} />
      )}
    </div>
  );
}
