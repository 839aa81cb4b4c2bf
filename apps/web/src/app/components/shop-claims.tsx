import { shippingTermsText } from '@canino/shared';
import { reportWindow } from '../../content/refund-policy';
import { Link } from '../../components/link';
import { PaymentLogos } from '../../components/payment-logos';
import { useDeliveryTerms } from '../../features/delivery/api/delivery-terms';
import { useSettings } from '../../features/shop-settings/api/get-settings';

/**
 * What the shop says about itself on home, product pages and the footer, drawn from the owner's delivery
 * terms and settings, never typed in: a free-delivery threshold or cash on delivery shows where they are
 * set, and nothing is claimed that they do not say. A page the server draws carries the terms; on any
 * other, until they arrive, each says only what is true whatever they are.
 */

/** "Shipping ₹75.00 per order, free from ₹999.00." or "Free delivery on every order." */
export function ShippingClaim() {
  const terms = useDeliveryTerms().data;
  return <>{terms ? shippingTermsText(terms.shipping) : 'Shipping shown before you pay'}</>;
}

/** Whether the owner offers cash on delivery; false until their terms arrive. */
const useCashOnDelivery = () => useDeliveryTerms().data?.cod.enabled ?? false;

/** The ways to pay, in words: cash on delivery among them while it is offered. */
export function PaymentMethodsClaim({ lead = '' }: { lead?: string }) {
  const cod = useCashOnDelivery();
  return (
    <>
      {lead}UPI, cards, net banking{cod ? ' or cash on delivery' : ''}
    </>
  );
}

/** The payment marks, with Cash on Delivery's while it is offered. */
export function ShopPaymentLogos({ className, height }: { className?: string; height?: number }) {
  return <PaymentLogos className={className} height={height} cod={useCashOnDelivery()} />;
}

/** A product page's Delivery & Returns tab: the owner's shipping terms and report window. */
export function DeliveryAndReturns() {
  const report = useSettings().data?.policyTerms.reportWithinDays;
  return (
    <p>
      <ShippingClaim /> Enter your pincode above for the delivery date.
      {report !== undefined && ` Damaged or wrong items reported ${reportWindow(report)} are replaced or refunded.`} Read our <Link to="/shipping-terms">shipping</Link> and{' '}
      <Link to="/refund-terms">refund</Link> policies.
    </p>
  );
}
