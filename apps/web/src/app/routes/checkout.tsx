import { DEFAULT_SHIPPING_RULE } from '@canino/shared';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { ButtonLink } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { PageSpinner } from '../../components/spinner';
import { CartIcon } from '../../components/icons';
import { PageBanner } from '../../components/page-banner';
import { notify } from '../../lib/toast';
import { useAccountPrivacy } from '../../features/account/api/privacy-choices';
import { useAddresses } from '../../features/addresses/api/get-addresses';
import { deliveryPincode, type CheckoutFormValues } from '../../features/checkout/checkout-form';
import { codChoice } from '../../features/checkout/cod-choice';
import { useCheckoutForm } from '../../features/checkout/use-checkout-form';
import { useNoteCheckout } from '../../features/checkout/use-note-checkout';
import { CheckoutDetails } from '../../features/checkout/components/checkout-details';
import { AUTOSHIP_NEEDS, PlaceOrderPanel } from '../../features/checkout/components/place-order-panel';
import { useBuyNow } from '../use-buy-now';
import { usePlaceOrder } from '../use-place-order';
import { OrderDialog } from '../../features/checkout/components/order-dialog';
import type { PaymentMethod } from '../../features/checkout/components/payment-choice';
import { useDeliveryTerms } from '../../features/delivery/api/delivery-terms';
import { isPincode, usePincodePlace } from '../../lib/pincode-place';
import { cartTotals } from '../../stores/cart-totals';
import { useCart, useCoupon } from '../../stores/cart-store';
import { signUpPath, useUser } from '../../stores/session-store';
import './checkout.css';

/**
 * The checkout: the form (useCheckoutForm, its two columns), the order's payment and its retry
 * (usePlaceOrder), and what joins them here: where the parcel goes decides the delivery date and whether
 * cash on delivery is offered, and autoship lines need a saved address.
 */
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
  const addresses = useAddresses().data ?? [];
  const { form, formRef, addressForm, savedId, fillBilling, focusFirstError, showCheckoutError } = useCheckoutForm(user, addresses);
  const { register, handleSubmit, getValues, control, formState } = form;
  const { bought, dialog, closeDialog, submitOrder, tryAgain } = usePlaceOrder({ buyNow: buyNow !== null, onError: showCheckoutError });
  const lines = bought?.lines ?? (buyNow ? buyNow.lines : cartLines);
  const coupon = bought ? bought.coupon : buyNow ? null : cartCoupon;
  const terms = useDeliveryTerms().data;
  const totals = cartTotals(lines, coupon, terms?.shipping ?? DEFAULT_SHIPPING_RULE);
  const [method, setMethod] = useState<PaymentMethod>('online');

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
        <CheckoutDetails form={addressForm} addresses={addresses} savedId={savedId} onPickAddress={fillBilling} shipTo={shipTo} guestReturnTo={user ? null : here} />
        <PlaceOrderPanel
          lines={lines}
          totals={totals}
          coupon={coupon}
          codFeePaise={codFeePaise}
          delivery={deliveryBy ? { label: deliveryBy, pincode: pin } : null}
          payment={payment}
          onPaymentChange={setMethod}
          cod={cod}
          autoship={hasAutoship ? { needsAddress: autoshipAddressId === null } : null}
          whatsapp={offerWhatsApp ? { mobile: user!.cusMobile, checked: whatsappUpdates, onChange: setWhatsappUpdates } : null}
          agree={{ ...register('agree'), error: formState.errors.agree?.message }}
          submitting={formState.isSubmitting}
        />
      </form>
      <OrderDialog state={dialog} guest={!user} onClose={closeDialog} onTryAgain={tryAgain} onSaveDetails={saveDetails} />
    </>
  );
}
