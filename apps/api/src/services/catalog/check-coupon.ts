import { checkCoupon, normalizeCouponCode } from '@canino/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { findCouponByCode } from '../../repositories/coupons';

/** `coupen/{code}`: the percentage if the code may be used now, else a message saying why not. */
export async function lookUpCoupon(ctx: Pick<AppContext, 'db' | 'now'>, rawCode: string, subtotalPaise: number | null) {
  const coupon = await findCouponByCode(ctx.db, normalizeCouponCode(rawCode));
  const result = checkCoupon(coupon ?? null, subtotalPaise, ctx.now());
  if (!result.ok) throw new AppError(coupon ? 'UNPROCESSABLE' : 'NOT_FOUND', result.message, { code: result.message });
  return { coupen_per: result.percent, code: coupon!.code, min_order: coupon!.minOrderPaise / 100 };
}
