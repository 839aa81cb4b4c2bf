import { useEffect, useEffectEvent, useState } from 'react';
import { setCoupon, useCoupon } from '../../stores/cart-store';
import { appliedCoupon, checkCoupon, refusesCoupon } from './api/check-coupon';

/**
 * Keeps the applied coupon true to the cart: when the subtotal changes, the server re-checks it (a
 * minimum order may no longer be met). A refused coupon is removed and the reason returned for display.
 * A network failure keeps the coupon; the server checks it again when the order is placed.
 */
export function useCouponFollowsCart(subtotalRupees: number): string | undefined {
  const coupon = useCoupon();
  const [notice, setNotice] = useState<string>();
  const code = coupon?.code;

  // The terms as saved when the answer comes: saving new ones must not start another check.
  const keepTerms = useEffectEvent((result: Awaited<ReturnType<typeof checkCoupon>>) => {
    if (appliedCoupon(result).description !== coupon?.description) setCoupon(appliedCoupon(result));
  });
  // Re-checked when the subtotal or the code changes.
  useEffect(() => {
    if (!code || subtotalRupees <= 0) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a new check forgets the last refusal
    setNotice(undefined);
    let live = true;
    checkCoupon(code, subtotalRupees).then(
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
  }, [code, subtotalRupees]);

  return coupon ? undefined : notice;
}
