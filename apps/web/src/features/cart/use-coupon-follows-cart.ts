import { useEffect, useState } from 'react';
import { setCoupon, useCoupon } from '../../stores/cart-store';
import { checkCoupon, refusesCoupon } from './api/check-coupon';

/**
 * Keeps the applied coupon true to the cart: when the subtotal changes, the server re-checks it (a
 * minimum order may no longer be met). A refused coupon is removed and the reason returned for display.
 * A network failure keeps the coupon; the server checks it again when the order is placed.
 */
export function useCouponFollowsCart(subtotalRupees: number): string | undefined {
  const coupon = useCoupon();
  const [notice, setNotice] = useState<string>();
  const code = coupon?.code;

  useEffect(() => {
    if (!code || subtotalRupees <= 0) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a new check forgets the last refusal
    setNotice(undefined);
    let live = true;
    checkCoupon(code, subtotalRupees).then(
      (result) => {
        if (live && result.coupen_per !== coupon?.percent) setCoupon({ code: result.code, percent: result.coupen_per });
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
    // Re-check when the subtotal or the code changes, not when the percent we just saved changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [code, subtotalRupees]);

  return coupon ? undefined : notice;
}
