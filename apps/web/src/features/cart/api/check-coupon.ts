import { computeCartTotals, contentsProblem, coveredGoods, markCovered, normalizeCouponCode, paiseToRupees, rupeesToPaise, WHOLE_ORDER, type CouponData } from '@canino/shared';
import { ApiError, apiGet } from '../../../lib/api-client';
import type { CartLine } from '../../../stores/cart-lines';
import { percentOffer, type AppliedCoupon } from '../../../stores/cart-store';
import { pricedLines } from '../../../stores/cart-totals';

/**
 * GET /coupen/{code}?subtotal=<rupees>: the server checks expiry, usage and minimum order against this
 * subtotal and answers with the terms, or rejects with a message the cart shows under the box. The cart
 * then judges the minimums on what it holds (a coupon for some goods counts only those), with the same
 * rule and words checkout uses, so a coupon it cannot take is refused here rather than at checkout.
 */
export async function checkCoupon(code: string, lines: readonly CartLine[]): Promise<AppliedCoupon> {
  const priced = pricedLines(lines);
  const subtotal = paiseToRupees(computeCartTotals(priced).subtotalPaise);
  const { data } = await apiGet<CouponData>(`/coupen/${encodeURIComponent(normalizeCouponCode(code))}`, { subtotal });
  const applied = appliedCoupon(data);
  const covered = coveredGoods(markCovered(priced, applied.scope));
  const problem = contentsProblem({ ...applied.scope, minOrderPaise: rupeesToPaise(data.min_order), minQuantity: data.min_qty ?? null }, covered.subtotalPaise, covered.itemCount);
  if (problem) throw new ApiError(problem, 422, { code: problem });
  return applied;
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
function appliedCoupon(d: CouponData): AppliedCoupon {
  const paise = (rupees: number | null | undefined) => (rupees === null || rupees === undefined ? null : rupeesToPaise(rupees));
  const offer = d.kind ? { kind: d.kind, percent: d.coupen_per, capPaise: paise(d.cap), flatPaise: paise(d.flat_off) } : percentOffer(d.coupen_per);
  const scope = d.covers ? { categoryIds: [], productIds: d.covers.product_ids, variantIds: d.covers.variant_ids } : WHOLE_ORDER;
  return { code: d.code, percent: d.coupen_per, offer, description: d.description ?? `${d.coupen_per}% off`, scope };
}
