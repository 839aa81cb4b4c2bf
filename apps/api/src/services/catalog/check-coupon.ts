import { checkCoupon, describeCoupon, normalizeCouponCode } from '@canino/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { findCouponByCode } from '../../repositories/coupons';

const NOT_VALID = 'This coupon code is not valid';

/**
 * `coupen/{code}`: the percentage (and what any other kind takes off) if the code may be used now. An unknown code and one that exists but
 * cannot be used (switched off, not started, expired, used up) get the same 404 and message, so the
 * lookup cannot be used to find codes; only a usable code's minimum order is told (422), as the
 * customer can act on it.
 */
export async function lookUpCoupon(ctx: Pick<AppContext, 'db' | 'now'>, rawCode: string, subtotalPaise: number | null) {
  const coupon = await findCouponByCode(ctx.db, normalizeCouponCode(rawCode));
  const now = ctx.now();
  if (!coupon || !checkCoupon(coupon, null, now).ok) throw new AppError('NOT_FOUND', NOT_VALID, { code: NOT_VALID });
  const result = checkCoupon(coupon, subtotalPaise, now);
  if (!result.ok) throw new AppError('UNPROCESSABLE', result.message, { code: result.message });
  return {
    coupen_per: result.percent,
    code: coupon.code,
    min_order: coupon.minOrderPaise / 100,
    kind: coupon.kind,
    cap: coupon.capPaise === null ? null : coupon.capPaise / 100,
    flat_off: coupon.flatPaise === null ? null : coupon.flatPaise / 100,
    min_qty: coupon.minQuantity,
    description: describeCoupon(coupon),
  };
}
