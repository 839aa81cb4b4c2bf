import type { Address } from '@canino/shared';
import type { UseFormRegister } from 'react-hook-form';
import type { CheckoutFormInput } from '../checkout-form';
import './delivery-choice.css';

/**
 * Where the order goes: the billing address, one of the customer's saved addresses, or a different
 * address ('Ship to a Different Address?'), which opens its own fields.
 */
export function DeliveryChoice({ register, addresses }: { register: UseFormRegister<CheckoutFormInput>; addresses: readonly Address[] }) {
  const options = [
    { value: 'billing', title: 'Same as billing address', detail: '' },
    ...addresses.map((a) => ({ value: `saved:${a.id}`, title: a.name, detail: `${a.address}, ${a.locality}, ${a.city}, ${a.state} ${a.pincode} · ${a.mobile}` })),
    { value: 'other', title: 'Ship to a different address', detail: '' },
  ];
  return (
    <fieldset className="delivery-choice">
      <legend className="delivery-choice__legend">Ship to a Different Address?</legend>
      {options.map((o) => (
        <label key={o.value} className="delivery-choice__option">
          <input type="radio" value={o.value} {...register('shipTo')} />
          <span>
            <strong>{o.title}</strong>
            {o.detail && <span className="delivery-choice__detail">{o.detail}</span>}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
