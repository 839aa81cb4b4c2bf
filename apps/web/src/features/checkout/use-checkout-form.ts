import { zodResolver } from '@hookform/resolvers/zod';
import type { Address, UserRecord } from '@canino/shared';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useForm, type Path, type Resolver } from 'react-hook-form';
import { ApiError, errorMessage } from '../../lib/api-client';
import { showServerFieldErrors } from '../../lib/form-errors';
import { notify } from '../../lib/toast';
import { setCoupon } from '../../stores/cart-store';
import { billingFromAddress, checkoutDefaults, checkoutForm, checkoutFormWithShipping, type CheckoutFormInput, type CheckoutFormValues } from './checkout-form';
import type { AddressForm } from './components/address-fields';

// The delivery address is validated only when the customer ships somewhere else.
const resolver: Resolver<CheckoutFormInput, unknown, CheckoutFormValues> = (values, context, options) =>
  (values.shipTo === 'other' ? zodResolver(checkoutFormWithShipping) : zodResolver(checkoutForm))(values, context, options as never);

/**
 * The checkout form's state and what fills it: the logged-in customer's details, the saved address picked
 * (the newest one preselected once the address book arrives), and the server's word on a refused order,
 * its field errors under their fields. The focus goes to the first invalid field on screen.
 */
export function useCheckoutForm(user: UserRecord | null, addresses: readonly Address[]) {
  const form = useForm<CheckoutFormInput, unknown, CheckoutFormValues>({
    resolver,
    defaultValues: checkoutDefaults(user),
    // react-hook-form focuses by registration order, which skips nested names; the DOM order is what a
    // customer sees, so the first invalid field on screen gets the focus (see focusFirstError).
    shouldFocusError: false,
  });
  const { register, reset, setError, setValue, getValues, control, formState } = form;
  const [savedId, setSavedId] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = () => requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  const addressForm: AddressForm = { register, control, setValue, getValues, errors: formState.errors, submitted: formState.isSubmitted };

  /** A saved address fills the billing fields; "Type a new address" empties them again. */
  const fillBilling = (a: Address | null) => {
    setSavedId(a ? String(a.id) : '');
    const fields = a ? billingFromAddress(a) : { ...checkoutDefaults(user).billing };
    for (const [name, value] of Object.entries(fields)) {
      if (name !== 'email') setValue(`billing.${name}` as Path<CheckoutFormInput>, value, { shouldDirty: true, shouldValidate: formState.isSubmitted });
    }
  };

  // A customer who logs in on another tab gets their details filled in, unless they typed already: only a
  // change of customer refills the form.
  const refill = useEffectEvent(() => {
    if (user && !formState.isDirty) reset(checkoutDefaults(user));
  });
  useEffect(() => refill(), [user?.cusID]);

  // The newest saved address is preselected once the address book arrives (after the first render), unless
  // the customer typed already: only a newly arrived address preselects.
  const firstAddress = addresses[0];
  const preselect = useEffectEvent(() => {
    if (firstAddress && !formState.isDirty && savedId === '') fillBilling(firstAddress);
  });
  // The fill writes react-hook-form's fields, which may not change while React renders: it waits for the effect.
  // eslint-disable-next-line react-hooks/set-state-in-effect -- see above
  useEffect(() => preselect(), [firstAddress?.id]);

  /** The server's word on the form: field errors go under their fields (same paths), the rest in a toast. */
  const showCheckoutError = (err: unknown) => {
    notify.error(errorMessage(err));
    if (!(err instanceof ApiError)) return;
    if (err.fields.couponCode) setCoupon(null);
    const formPaths = Object.keys(err.fields).filter((path) => /^(billing|shipping)\./.test(path));
    showServerFieldErrors(err, setError, Object.fromEntries(formPaths.map((p) => [p, p as Path<CheckoutFormInput>])));
    focusFirstError();
  };

  return { form, formRef, addressForm, savedId, fillBilling, focusFirstError, showCheckoutError };
}
