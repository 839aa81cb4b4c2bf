import { zodResolver } from '@hookform/resolvers/zod';
import { DEFAULT_SHIPPING_RULE, type Address } from '@canino/shared';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useForm, useWatch, type Path, type Resolver } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { Link } from '../../components/link';
import { Button, ButtonLink } from '../../components/button';
import { Checkbox } from '../../components/checkbox';
import { EmptyState } from '../../components/empty-state';
import { PageSpinner } from '../../components/spinner';
import { TextArea } from '../../components/field';
import { CartIcon, ShieldIcon } from '../../components/icons';
import { PageBanner } from '../../components/page-banner';
import { ApiError, errorMessage } from '../../lib/api-client';
import { showServerFieldErrors } from '../../lib/form-errors';
import { notify } from '../../lib/toast';
import { useAccountPrivacy } from '../../features/account/api/privacy-choices';
import { useAddresses } from '../../features/addresses/api/get-addresses';
import {
  billingFromAddress,
  checkoutDefaults,
  checkoutForm,
  checkoutFormWithShipping,
  deliveryPincode,
  type CheckoutFormInput,
  type CheckoutFormValues,
} from '../../features/checkout/checkout-form';
import { codChoice } from '../../features/checkout/cod-choice';
import { useNoteCheckout } from '../../features/checkout/use-note-checkout';
import { AddressFields, type AddressForm } from '../../features/checkout/components/address-fields';
import { useBuyNow } from '../use-buy-now';
import { usePlaceOrder } from '../use-place-order';
import { DeliveryChoice } from '../../features/checkout/components/delivery-choice';
import { OrderDialog } from '../../features/checkout/components/order-dialog';
import { OrderSummary } from '../../features/checkout/components/order-summary';
import { PaymentChoice, type PaymentMethod } from '../../features/checkout/components/payment-choice';
import { SavedAddressPicker } from '../../features/checkout/components/saved-address-picker';
import { useDeliveryTerms } from '../../features/delivery/api/delivery-terms';
import { isPincode, usePincodePlace } from '../../lib/pincode-place';
import { cartTotals } from '../../stores/cart-totals';
import { setCoupon, useCart, useCoupon } from '../../stores/cart-store';
import { loginPath, signUpPath, useUser } from '../../stores/session-store';
import './checkout.css';

// The delivery address is validated only when the customer ships somewhere else.
const resolver: Resolver<CheckoutFormInput, unknown, CheckoutFormValues> = (values, context, options) =>
  (values.shipTo === 'other' ? zodResolver(checkoutFormWithShipping) : zodResolver(checkoutForm))(values, context, options as never);

/** Why an autoship cannot be set up from this checkout as it is: subscriptions belong to an account and deliver to its address book. */
const AUTOSHIP_NEEDS = 'Autoship needs an account and an address from your address book: log in and choose a saved address, or make the line a one-time purchase.';

/** A guest's email is used for a left cart only under this notice (decision 060). */
const CART_EMAIL_NOTICE = 'If you leave without ordering, we may email you about this cart (twice at most; each email can stop them).';

export default function CheckoutPage() {
  const user = useUser();
  // Where a login or a new account brings the shopper back to: this checkout, a Buy Now's too.
  const location = useLocation();
  const navigate = useNavigate();
  const here = location.pathname + location.search;
  // Buy Now checks out one product alone; the saved cart (and its coupon) stays as it was.
  const buyNow = useBuyNow();
  const cartLines = useCart();
  const cartCoupon = useCoupon();
  const { bought, dialog, closeDialog, submitOrder, tryAgain } = usePlaceOrder({ buyNow: buyNow !== null, onError: (err: unknown) => showCheckoutError(err) });
  const lines = bought?.lines ?? (buyNow ? buyNow.lines : cartLines);
  const coupon = bought ? bought.coupon : buyNow ? null : cartCoupon;
  const addresses = useAddresses().data ?? [];
  const terms = useDeliveryTerms().data;
  const totals = cartTotals(lines, coupon?.offer, terms?.shipping ?? DEFAULT_SHIPPING_RULE);
  const [method, setMethod] = useState<PaymentMethod>('online');
  const [savedId, setSavedId] = useState('');

  const { register, handleSubmit, reset, setError, setValue, getValues, control, formState } = useForm<CheckoutFormInput, unknown, CheckoutFormValues>({
    resolver,
    defaultValues: checkoutDefaults(user),
    // react-hook-form focuses by registration order, which skips nested names; the DOM order is what a
    // customer sees, so the first invalid field on screen gets the focus (see focusFirstError).
    shouldFocusError: false,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = () => requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  const errors = formState.errors;
  const addressForm: AddressForm = { register, control, setValue, getValues, errors, submitted: formState.isSubmitted };

  // Where the parcel goes decides the delivery date and whether cash on delivery is possible there.
  const [shipTo, billingPin, shippingPin, billingEmail] = useWatch({ control, name: ['shipTo', 'billing.pincode', 'shipping.pincode', 'billing.email'] });
  // The shop notes the cart shown here with its contact, to email about it if it is left without an order.
  useNoteCheckout(bought ? [] : lines, user ? null : (billingEmail ?? ''));
  const pin = bought?.pin ?? deliveryPincode(shipTo, { billing: billingPin, shipping: shippingPin }, addresses).trim();
  const place = usePincodePlace(pin).data;
  const cod = codChoice({ terms, pincode: pin, place: isPincode(pin) ? place : undefined, totalPaise: totals.totalPaise });
  // A choice the order no longer qualifies for (another pincode, a bigger cart) falls back to paying online.
  const payment: PaymentMethod = method === 'cod' && cod?.ok ? 'cod' : 'online';
  const codFeePaise = payment === 'cod' && cod?.ok ? cod.feePaise : 0;
  const deliveryBy = place?.delivery && place.delivers ? place.delivery.label : null;

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

  // Autoship lines deliver, from the next delivery on, to a saved address: the one shipped to, or the one billing was filled from.
  const hasAutoship = !bought && lines.some((l) => l.autoship_weeks !== undefined);
  const shipsToSaved = /^saved:(\d+)$/.exec(shipTo);
  const autoshipAddressId = !user ? null : shipsToSaved ? Number(shipsToSaved[1]) : shipTo === 'billing' && savedId !== '' ? Number(savedId) : null;

  // A logged-in shopper not yet getting WhatsApp updates is offered them, unticked; a tick is their consent.
  const privacy = useAccountPrivacy().data;
  const offerWhatsApp = Boolean(user && privacy && !privacy.consents.some((c) => c.purpose === 'whatsapp_updates' && c.granted));
  const [whatsappUpdates, setWhatsappUpdates] = useState(false);

  const onSubmit = (values: CheckoutFormValues) => {
    if (hasAutoship && autoshipAddressId === null) return notify.error(AUTOSHIP_NEEDS);
    return submitOrder(values, payment, { lines, coupon, pin, deliveryBy, autoshipAddressId, whatsappUpdates: offerWhatsApp && whatsappUpdates });
  };

  /** A guest's "Save your details as an account": sign-up starts from the name, phone and email just typed. */
  const saveDetails = () => {
    const { firstName, lastName, mobile, email } = getValues('billing');
    closeDialog();
    void navigate(signUpPath(), { state: { prefill: { ownerName: `${firstName} ${lastName}`.trim(), ownerNumber: mobile, email } } });
  };

  /** The server's word on the form: field errors go under their fields (same paths), the rest in a toast. */
  const showCheckoutError = (err: unknown) => {
    notify.error(errorMessage(err));
    if (!(err instanceof ApiError)) return;
    if (err.fields.couponCode) setCoupon(null);
    const formPaths = Object.keys(err.fields).filter((path) => /^(billing|shipping)\./.test(path));
    showServerFieldErrors(err, setError, Object.fromEntries(formPaths.map((p) => [p, p as Path<CheckoutFormInput>])));
    focusFirstError();
  };

  if (buyNow?.loading) return <PageSpinner />;
  if (lines.length === 0 && !dialog) {
    return (
      <>
        <PageBanner title="Checkout" trail={[{ to: '/cart', label: 'Cart' }]} />
        <div className="container">
          <EmptyState icon={<CartIcon size={28} />} title="Your cart is empty" action={<ButtonLink to="/products">Continue to shopping</ButtonLink>}>
            <p>Add a product to your cart to check out.</p>
          </EmptyState>
        </div>
      </>
    );
  }

  return (
    <>
      <PageBanner title="Checkout" trail={[{ to: '/cart', label: 'Cart' }]} />
      <form ref={formRef} className="container checkout" onSubmit={(e) => void handleSubmit(onSubmit, focusFirstError)(e)} noValidate>
        <div className="checkout__details">
          <section className="checkout__card" aria-labelledby="billing-title">
            <h2 id="billing-title">Billing Details</h2>
            {!user && (
              <p className="checkout__login">
                Have an account? <Link to={loginPath(here)}>Log in</Link> to fill in your details and track this order. New here?{' '}
                <Link to={signUpPath(here)}>Create an account</Link> and come back to this checkout.
              </p>
            )}
            <SavedAddressPicker addresses={addresses} value={savedId} onPick={fillBilling} />
            <AddressFields prefix="billing" form={addressForm} emailHint={user ? undefined : CART_EMAIL_NOTICE} />
          </section>

          <section className="checkout__card">
            <DeliveryChoice register={register} addresses={addresses} />
            {shipTo === 'other' && (
              <div className="checkout__shipping">
                <AddressFields prefix="shipping" form={addressForm} />
              </div>
            )}
            <TextArea label="Order notes (optional)" placeholder="Notes about your order, e.g. special notes for delivery" error={errors.notes?.message} {...register('notes')} />
          </section>
        </div>

        <div className="checkout__side">
          <OrderSummary lines={lines} totals={totals} coupon={coupon} codFeePaise={codFeePaise}>
            {place?.delivery && place.delivers && (
              <p className="checkout__delivery-by">
                Delivery by <strong>{place.delivery.label}</strong> to {pin}
              </p>
            )}
            <PaymentChoice method={payment} onChange={setMethod} cod={cod} />
            {hasAutoship && (
              <div className="checkout__autoship" role="note" aria-label="Autoship">
                <p>
                  This order is your autoship&rsquo;s first delivery, paid now as usual;{' '}
                  {payment === 'online' ? 'this payment also sets up the mandate for the next ones' : 'before each next delivery we email you a link to order it'}.{' '}
                  <strong>Cancel any time in My Autoship, in one click.</strong>
                </p>
                {autoshipAddressId === null && <p className="checkout__autoship-needs">{AUTOSHIP_NEEDS}</p>}
              </div>
            )}
            {offerWhatsApp && (
              <Checkbox
                label={`Send order updates on WhatsApp to +91 ${user!.cusMobile} (optional; stop any time in your account or by replying STOP)`}
                checked={whatsappUpdates}
                onChange={(e) => setWhatsappUpdates(e.target.checked)}
              />
            )}
            <Checkbox
              label={
                <>
                  I have read and agree to the website <Link to="/terms">terms and conditions</Link>
                </>
              }
              error={errors.agree?.message}
              {...register('agree')}
            />
            <Button type="submit" size="lg" block loading={formState.isSubmitting} className="checkout__place">
              Place Order
            </Button>
            {payment === 'online' && (
              <p className="checkout__secure">
                <ShieldIcon size={18} /> Payments are processed securely by Razorpay. We never see your card or UPI PIN.
              </p>
            )}
          </OrderSummary>
        </div>
      </form>
      <OrderDialog state={dialog} guest={!user} onClose={closeDialog} onTryAgain={tryAgain} onSaveDetails={saveDetails} />
    </>
  );
}
