import { computeCartTotals, type PricedLine } from './cart-totals.js';
import { contentsProblem, type CouponOffer } from './coupon.js';
import { coveredGoods, markCovered, type CouponScope, type CoverableLine } from './coupon-scope.js';
import type { ShippingRule } from './shipping-fee.js';

/** A coupon shown to shoppers, as the cart weighs it: what it takes off and what it needs. */
export interface OfferTerms extends CouponOffer, CouponScope {
  code: string;
  minOrderPaise: number;
  minQuantity: number | null;
  firstOrderOnly: boolean;
}

/** What the cart suggests: the offer that saves most now, and the nearest one a little more would reach. */
export interface OfferSuggestion<T extends OfferTerms> {
  best: { offer: T; savingPaise: number } | null;
  /** An offer that would save more than the best once the goods reach its minimum order, and how far off that is. */
  next: { offer: T; shortPaise: number } | null;
}

/**
 * Of the offers shown, the one that saves the most on these lines, measured as checkout charges it (the
 * total with the offer against the total without, by the same cart rule, so free delivery counts its fee
 * and the whole-rupee total its truncation); ties go to the code first in order. A first-order-only offer
 * is never suggested: the cart does not know whether the shopper has ordered before. `next` is the offer
 * whose minimum order is nearest above the goods and which would then save more than the best does now.
 * Worked example, goods ₹900 in 2 items, fee ₹75 under ₹999: SAVE10 (10 %) saves ₹90; FREESHIP saves ₹75;
 * SAVE150 (₹150 off ₹1,200 or more) is next, ₹300 away. An offer for some goods weighs only the lines it
 * covers, and is next only when the cart holds some of them.
 */
export function bestOffer<T extends OfferTerms>(offers: readonly T[], lines: readonly (PricedLine & CoverableLine)[], shipping: ShippingRule): OfferSuggestion<T> {
  const full = computeCartTotals(lines, 0, shipping);
  if (full.subtotalPaise === 0) return { best: null, next: null };
  const saving = (offer: T, marked: readonly PricedLine[]) => computeCartTotals(marked, 0, shipping).totalPaise - computeCartTotals(marked, offer, shipping).totalPaise;
  const weighed = [...offers]
    .filter((o) => !o.firstOrderOnly)
    .sort((a, b) => a.code.localeCompare(b.code))
    .map((offer) => {
      const marked = markCovered(lines, offer);
      return { offer, marked, covered: coveredGoods(marked) };
    });
  let best: OfferSuggestion<T>['best'] = null;
  for (const { offer, marked, covered } of weighed) {
    if (contentsProblem(offer, covered.subtotalPaise, covered.itemCount)) continue;
    const s = saving(offer, marked);
    if (s > 0 && (!best || s > best.savingPaise)) best = { offer, savingPaise: s };
  }
  let next: OfferSuggestion<T>['next'] = null;
  for (const { offer, marked, covered } of weighed) {
    const shortPaise = offer.minOrderPaise - covered.subtotalPaise;
    // Only the minimum order stands in the way, and more of what the offer covers would meet it.
    if (shortPaise <= 0 || contentsProblem(offer, null, covered.itemCount)) continue;
    const reached = [...marked, { unitPricePaise: shortPaise, quantity: 1, couponApplies: true }];
    if (saving(offer, reached) > (best?.savingPaise ?? 0) && (!next || shortPaise < next.shortPaise)) next = { offer, shortPaise };
  }
  return { best, next };
}
