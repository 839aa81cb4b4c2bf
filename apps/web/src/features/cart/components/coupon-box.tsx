import { MSG } from '@canino/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { TextInput } from '../../../components/field';
import { errorMessage } from '../../../lib/api-client';
import type { CartLine } from '../../../stores/cart-lines';
import type { AppliedCoupon } from '../../../stores/cart-store';
import { checkCoupon } from '../api/check-coupon';
import './coupon-box.css';

interface CouponBoxProps {
  applied: AppliedCoupon | null;
  /** The cart's lines: the coupon's minimums are judged on what they hold. */
  lines: readonly CartLine[];
  onApply: (coupon: AppliedCoupon) => void;
  onRemove: () => void;
  /** A message from outside, e.g. why a coupon stopped applying when the cart changed. */
  notice?: string;
  /** The shown offer that saves most on this cart, applied with one tap, and the next one a little more reaches. */
  suggestion?: { apply: { code: string; text: string } | null; reach: string | null };
}

/** 'Apply Code': the code is checked against the cart; the refusal's message shows under the field. */
export function CouponBox({ applied, lines, onApply, onRemove, notice, suggestion }: CouponBoxProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  /** A typed code and a suggested one are checked by the server alike; its word shows under the field. */
  const apply = async (text: string) => {
    setBusy(true);
    setError(undefined);
    try {
      onApply(await checkCoupon(text, lines));
      setCode('');
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!code.trim()) {
      setError(MSG.couponRequired);
      return;
    }
    await apply(code);
  };

  if (applied) {
    return (
      <div className="coupon-box coupon-box--applied" role="status">
        <p>
          Coupon <strong>{applied.code}</strong> applied: {applied.description}
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
      {suggestion?.apply && (
        <p className="coupon-box__offer">
          {suggestion.apply.text}{' '}
          <Button type="button" variant="secondary" size="sm" disabled={busy} onClick={() => void apply(suggestion.apply!.code)}>
            Apply {suggestion.apply.code}
          </Button>
        </p>
      )}
      {suggestion?.reach && <p className="coupon-box__offer coupon-box__offer--next">{suggestion.reach}</p>}
    </form>
  );
}
