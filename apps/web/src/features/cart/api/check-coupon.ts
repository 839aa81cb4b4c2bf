import { normalizeCouponCode, rupeesToPaise, type CouponData } from '@canino/shared';
import { ApiError, apiGet } from '../../../lib/api-client';
import { percentOffer, type AppliedCoupon } from '../../../stores/cart-store';

/**
 * GET /coupen/{code}?subtotal=<rupees>: the server checks expiry, usage and minimum order against this
 * subtotal and answers with the percent, or rejects with a message the cart shows under the box.
 */
export async function checkCoupon(code: string, subtotalRupees: number): Promise<CouponData> {
  const normalized = normalizeCouponCode(code);
  const { data } = await apiGet<CouponData>(`/coupen/${encodeURIComponent(normalized)}`, { subtotal: subtotalRupees });
  return data;
}

/**
 * Whether a failed re-check means the coupon no longer applies. Not when the shop could not be reached
 * (status 0), nor when it asked to slow down (429: coupon lookups are rate-limited, and a cart edited
 * quickly re-checks often): the server checks the coupon again when the order is placed.
 */
export function refusesCoupon(err: unknown): err is ApiError {
  return err instanceof ApiError && err.status !== 0 && err.status !== 429;
}

/** The coupon as the cart keeps it; an answer without a kind is the spec's bare percentage. */
export function appliedCoupon(d: CouponData): AppliedCoupon {
  const paise = (rupees: number | null | undefined) => (rupees === null || rupees === undefined ? null : rupeesToPaise(rupees));
  const offer = d.kind ? { kind: d.kind, percent: d.coupen_per, capPaise: paise(d.cap), flatPaise: paise(d.flat_off) } : percentOffer(d.coupen_per);
  return { code: d.code, percent: d.coupen_per, offer, description: d.description ?? `${d.coupen_per}% off` };
}
