import type { Address } from '@canino/shared';
import { TextArea } from '../../../components/field';
import { Link } from '../../../components/link';
import { loginPath, signUpPath } from '../../../stores/session-store';
import { AddressFields, type AddressForm } from './address-fields';
import { DeliveryChoice } from './delivery-choice';
import { SavedAddressPicker } from './saved-address-picker';

/** A guest's email is used for a left cart only under this notice (decision 060). */
const CART_EMAIL_NOTICE = 'If you leave without ordering, we may email you about this cart (twice at most; each email can stop them).';

interface CheckoutDetailsProps {
  form: AddressForm;
  addresses: readonly Address[];
  /** The saved address the billing fields were filled from, as the picker's value ('' for a typed one). */
  savedId: string;
  onPickAddress: (a: Address | null) => void;
  /** Where the parcel goes: the delivery address's fields show for "other". */
  shipTo: string;
  /** For a guest, the address a login or a new account brings them back to; null for a customer. */
  guestReturnTo: string | null;
}

/** The checkout form's left column: who is billed (typed, or from the address book), where it goes, and the notes. */
export function CheckoutDetails({ form, addresses, savedId, onPickAddress, shipTo, guestReturnTo }: CheckoutDetailsProps) {
  return (
    <div className="checkout__details">
      <section className="checkout__card" aria-labelledby="billing-title">
        <h2 id="billing-title">Billing Details</h2>
        {guestReturnTo !== null && (
          <p className="checkout__login">
            Have an account? <Link to={loginPath(guestReturnTo)}>Log in</Link> to fill in your details and track this order. New here?{' '}
            <Link to={signUpPath(guestReturnTo)}>Create an account</Link> and come back to this checkout.
          </p>
        )}
        <SavedAddressPicker addresses={addresses} value={savedId} onPick={onPickAddress} />
        <AddressFields prefix="billing" form={form} emailHint={guestReturnTo !== null ? CART_EMAIL_NOTICE : undefined} />
      </section>

      <section className="checkout__card">
        <DeliveryChoice register={form.register} addresses={addresses} />
        {shipTo === 'other' && (
          <div className="checkout__shipping">
            <AddressFields prefix="shipping" form={form} />
          </div>
        )}
        <TextArea
          label="Order notes (optional)"
          placeholder="Notes about your order, e.g. special notes for delivery"
          error={form.errors.notes?.message}
          {...form.register('notes')}
        />
      </section>
    </div>
  );
}
