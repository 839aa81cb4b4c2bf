import type { CartTotals, CodVerdict } from '@canino/shared';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '../../../components/button';
import { Checkbox } from '../../../components/checkbox';
import { ShieldIcon } from '../../../components/icons';
import { Link } from '../../../components/link';
import type { CartLine } from '../../../stores/cart-lines';
import type { AppliedCoupon } from '../../../stores/cart-store';
import { OrderSummary } from './order-summary';
import { PaymentChoice, type PaymentMethod } from './payment-choice';

/** Why an autoship cannot be set up from this checkout as it is: subscriptions belong to an account and deliver to its address book. */
export const AUTOSHIP_NEEDS = 'Autoship needs an account and an address from your address book: log in and choose a saved address, or make the line a one-time purchase.';

interface PlaceOrderPanelProps {
  lines: readonly CartLine[];
  totals: CartTotals;
  coupon: AppliedCoupon | null;
  codFeePaise: number;
  /** "Delivery by …" for the pincode shipped to, once it is known. */
  delivery: { label: string; pincode: string } | null;
  payment: PaymentMethod;
  onPaymentChange: (method: PaymentMethod) => void;
  cod: CodVerdict | null;
  /** Present when a line is an autoship: whether a saved address for its later deliveries is still missing. */
  autoship: { needsAddress: boolean } | null;
  /** The unticked offer of WhatsApp updates, to a customer not yet getting them; null: not offered. */
  whatsapp: { mobile: string; checked: boolean; onChange: (checked: boolean) => void } | null;
  agree: UseFormRegisterReturn<'agree'> & { error?: string };
  submitting: boolean;
}

/** The checkout form's right column: the order, how it is paid, what the shopper agrees to, and Place Order. */
export function PlaceOrderPanel({ lines, totals, coupon, codFeePaise, delivery, payment, onPaymentChange, cod, autoship, whatsapp, agree, submitting }: PlaceOrderPanelProps) {
  const { error: agreeError, ...agreeField } = agree;
  return (
    <div className="checkout__side">
      <OrderSummary lines={lines} totals={totals} coupon={coupon} codFeePaise={codFeePaise}>
        {delivery && (
          <p className="checkout__delivery-by">
            Delivery by <strong>{delivery.label}</strong> to {delivery.pincode}
          </p>
        )}
        <PaymentChoice method={payment} onChange={onPaymentChange} cod={cod} />
        {autoship && (
          <div className="checkout__autoship" role="note" aria-label="Autoship">
            <p>
              This order is your autoship&rsquo;s first delivery, paid now as usual;{' '}
              {payment === 'online' ? 'this payment also sets up the mandate for the next ones' : 'before each next delivery we email you a link to order it'}.{' '}
              <strong>Cancel any time in My Autoship, in one click.</strong>
            </p>
            {autoship.needsAddress && <p className="checkout__autoship-needs">{AUTOSHIP_NEEDS}</p>}
          </div>
        )}
        {whatsapp && (
          <Checkbox
            label={`Send order updates on WhatsApp to +91 ${whatsapp.mobile} (optional; stop any time in your account or by replying STOP)`}
            checked={whatsapp.checked}
            onChange={(e) => whatsapp.onChange(e.target.checked)}
          />
        )}
        <Checkbox
          label={
            <>
              I have read and agree to the website <Link to="/terms">terms and conditions</Link>
            </>
          }
          error={agreeError}
          {...agreeField}
        />
        <Button type="submit" size="lg" block loading={submitting} className="checkout__place">
          Place Order
        </Button>
        {payment === 'online' && (
          <p className="checkout__secure">
            <ShieldIcon size={18} /> Payments are processed securely by Razorpay. We never see your card or UPI PIN.
          </p>
        )}
      </OrderSummary>
    </div>
  );
}
