import { normalizeCouponCode } from '@canino/shared';
import { apiGet } from '../../../lib/api-client';

export interface CouponCheck {
  code: string;
  coupen_per: number;
  min_order: number;
}

/**
 * GET /coupen/{code}?subtotal=<rupees>: the server checks expiry, usage and minimum order against this
 * subtotal and answers with the percent, or rejects with a message the cart shows under the box.
 */
export async function checkCoupon(code: string, subtotalRupees: number): Promise<CouponCheck> {
  const normalized = normalizeCouponCode(code);
  const { data } = await apiGet<CouponCheck>(`/coupen/${encodeURIComponent(normalized)}`, { subtotal: subtotalRupees });
  return data;
}
