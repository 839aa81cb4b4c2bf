import { checkCoupon, coversWholeOrder, describeCoupon, normalizeCouponCode } from '@canino/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { findCouponByCode } from '../../repositories/coupons';
import { couponCoverage } from './coupon-coverage';

const NOT_VALID = 'This coupon code is not valid';

/**
 * `coupen/{code}`: the percentage (and what any other kind takes off) if the code may be used now. An unknown code and one that exists but
 * cannot be used (switched off, not started, expired, used up) get the same 404 and message, so the
 * lookup cannot be used to find codes; only a usable code's minimum order is told (422), as the
 * customer can act on it. A coupon for some goods says what it covers, and the cart judges its minimums.
 */
export async function lookUpCoupon(ctx: Pick<AppContext, 'db' | 'now'>, rawCode: string, subtotalPaise: number | null) {
  const coupon = await findCouponByCode(ctx.db, normalizeCouponCode(rawCode));
  const now = ctx.now();
  if (!coupon || !checkCoupon(coupon, null, now).ok) throw new AppError('NOT_FOUND', NOT_VALID, { code: NOT_VALID });
  // A coupon for some goods counts its minimum order over those; the cart judges it with the lines it holds.
  const whole = coversWholeOrder(coupon);
  const result = checkCoupon(coupon, whole ? subtotalPaise : null, now);
  if (!result.ok) throw new AppError('UNPROCESSABLE', result.message, { code: result.message });
  const coverage = await couponCoverage(ctx.db, coupon);
  return {
    coupen_per: result.percent,
    code: coupon.code,
    min_order: coupon.minOrderPaise / 100,
    kind: coupon.kind,
    cap: coupon.capPaise === null ? null : coupon.capPaise / 100,
    flat_off: coupon.flatPaise === null ? null : coupon.flatPaise / 100,
    min_qty: coupon.minQuantity,
    description: describeCoupon(coupon, coverage.words),
    covers: whole ? null : { product_ids: coverage.scope.productIds, variant_ids: coverage.scope.variantIds },
  };
}
