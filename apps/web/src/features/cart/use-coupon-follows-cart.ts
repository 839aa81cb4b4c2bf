import { useEffect, useEffectEvent, useState } from 'react';
import type { CartLine } from '../../stores/cart-lines';
import { setCoupon, useCoupon, type AppliedCoupon } from '../../stores/cart-store';
import { checkCoupon, refusesCoupon } from './api/check-coupon';

/**
 * Keeps the applied coupon true to the cart: when the lines change, it is checked again (a minimum
 * order may no longer be met, or the cart no longer hold what the coupon covers). A refused coupon is
 * removed and the reason returned for display. A network failure keeps the coupon; the server checks it
 * again when the order is placed.
 */
export function useCouponFollowsCart(lines: readonly CartLine[]): string | undefined {
  const coupon = useCoupon();
  const [notice, setNotice] = useState<string>();
  const code = coupon?.code;

  // The terms as saved when the answer comes: saving new ones must not start another check.
  const keepTerms = useEffectEvent((result: AppliedCoupon) => {
    if (JSON.stringify(result) !== JSON.stringify(coupon)) setCoupon(result);
  });
  const current = useEffectEvent(() => lines);
  // What the check depends on: each line's size and quantity (prices follow the catalog with them).
  const contents = lines.map((l) => `${l.product_id}:${l.variant_id ?? ''}:${l.quantity}:${l.product_sprice}`).join(',');
  // Re-checked when the lines or the code change.
  useEffect(() => {
    if (!code || !contents) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a new check forgets the last refusal
    setNotice(undefined);
    let live = true;
    checkCoupon(code, current()).then(
      (result) => {
        if (live) keepTerms(result);
      },
      (err: unknown) => {
        if (!live || !refusesCoupon(err)) return;
        setCoupon(null);
        setNotice(`${code} was removed: ${err.message}`);
      },
    );
    return () => {
      live = false;
    };
  }, [code, contents]);

  return coupon ? undefined : notice;
}
