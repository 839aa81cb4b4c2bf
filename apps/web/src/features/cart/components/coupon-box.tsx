import { MSG } from '@canino/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { TextInput } from '../../../components/field';
import { errorMessage } from '../../../lib/api-client';
import type { AppliedCoupon } from '../../../stores/cart-store';
import { checkCoupon } from '../api/check-coupon';
import './coupon-box.css';

interface CouponBoxProps {
  applied: AppliedCoupon | null;
  subtotalRupees: number;
  onApply: (coupon: AppliedCoupon) => void;
  onRemove: () => void;
  /** A message from outside, e.g. why a coupon stopped applying when the cart changed. */
  notice?: string;
}

/** 'Apply Code': the server checks the code against this subtotal; its message shows under the field. */
export function CouponBox({ applied, subtotalRupees, onApply, onRemove, notice }: CouponBoxProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!code.trim()) {
      setError(MSG.couponRequired);
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const result = await checkCoupon(code, subtotalRupees);
      onApply({ code: result.code, percent: result.coupen_per });
      setCode('');
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  if (applied) {
    return (
      <div className="coupon-box coupon-box--applied" role="status">
        <p>
          Coupon <strong>{applied.code}</strong> applied: {applied.percent}% off
        </p>
        <Button variant="ghost" size="sm" onClick={onRemove}>
          Remove coupon
        </Button>
      </div>
    );
  }

  return (
    <form className="coupon-box" onSubmit={submit} noValidate>
      <TextInput
        label="Have a coupon?"
        name="coupon"
        placeholder="Coupon code"
        autoComplete="off"
        autoCapitalize="characters"
        value={code}
        error={error ?? notice}
        onChange={(e) => {
          setCode(e.target.value);
          setError(undefined);
        }}
      />
      <Button type="submit" variant="primary" loading={busy}>
        Apply Code
      </Button>
    </form>
  );
}
