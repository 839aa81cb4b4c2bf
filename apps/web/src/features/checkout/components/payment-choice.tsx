import { formatINR, type CodVerdict } from '@canino/shared';
import { PaymentLogos } from '../../../components/payment-logos';

export type PaymentMethod = 'online' | 'cod';

/**
 * "Online Pay" and, when the owner offers it, "Cash on Delivery": chosen when this order qualifies,
 * otherwise shown disabled with the reason (a shopper can act on it: another pincode, a smaller order).
 */
export function PaymentChoice({ method, onChange, cod }: { method: PaymentMethod; onChange: (m: PaymentMethod) => void; cod: CodVerdict | null }) {
  return (
    <fieldset className="checkout__payment">
      <legend>Payment</legend>
      <label className="checkout__pay-option">
        <input type="radio" name="payment" value="online" checked={method === 'online'} onChange={() => onChange('online')} />
        <span>
          <strong>Online Pay</strong>
          <span className="checkout__pay-text">Pay with UPI (Google Pay, PhonePe), cards or net banking</span>
        </span>
      </label>
      <PaymentLogos height={24} />
      {cod && (
        <label className={cod.ok ? 'checkout__pay-option' : 'checkout__pay-option checkout__pay-option--off'}>
          <input type="radio" name="payment" value="cod" checked={method === 'cod'} disabled={!cod.ok} aria-describedby="cod-terms" onChange={() => onChange('cod')} />
          <span>
            <strong>Cash on Delivery</strong>
            <span id="cod-terms" className="checkout__pay-text">
              {cod.ok ? (cod.feePaise > 0 ? `Pay in cash when your order arrives. Fee ${formatINR(cod.feePaise)}` : 'Pay in cash when your order arrives') : cod.reason}
            </span>
          </span>
        </label>
      )}
    </fieldset>
  );
}
