import { describe, expect, it } from 'vitest';
import { bestOffer, type OfferTerms } from '../src/rules/best-offer';
import { WHOLE_ORDER } from '../src/rules/coupon-scope';
import type { ShippingRule } from '../src/rules/shipping-fee';

const offer = (code: string, terms: Partial<OfferTerms>): OfferTerms => ({
  code,
  kind: 'percent',
  percent: 0,
  capPaise: null,
  flatPaise: null,
  minOrderPaise: 0,
  minQuantity: null,
  firstOrderOnly: false,
  ...WHOLE_ORDER,
  ...terms,
});
/** ₹75 under ₹999, free from ₹999 on. */
const shipping: ShippingRule = { feePaise: 7500, freeAbovePaise: 99900 };
const SAVE10 = offer('SAVE10', { percent: 10 });
const FREESHIP = offer('FREESHIP', { kind: 'free_delivery' });
const SAVE150 = offer('SAVE150', { kind: 'flat', flatPaise: 15000, minOrderPaise: 120000 });
const FIRST20 = offer('FIRST20', { percent: 20, firstOrderOnly: true });
const two450 = [{ productId: 1, variantId: 1, unitPricePaise: 45000, quantity: 2 }];

describe('bestOffer', () => {
  it('picks the offer that takes most off the total, as checkout charges it, and names the nearest one a little more reaches', () => {
    // Goods ₹900: 10 % saves ₹90 (the fee stays ₹75 at ₹810), free delivery ₹75, ₹150 off needs ₹1,200.
    expect(bestOffer([FREESHIP, SAVE150, SAVE10], two450, shipping)).toEqual({
      best: { offer: SAVE10, savingPaise: 9000 },
      next: { offer: SAVE150, shortPaise: 30000 },
    });
  });

  it('counts the fee an offer saves: at ₹1,000 of goods, 10 % off brings them under the free-delivery line', () => {
    // Without: ₹1,000 and free delivery. SAVE10: ₹900 + ₹75 = ₹975, saving ₹25; FREESHIP saves nothing.
    const lines = [{ productId: 1, variantId: 1, unitPricePaise: 100000, quantity: 1 }];
    expect(bestOffer([SAVE10, FREESHIP], lines, shipping).best).toEqual({ offer: SAVE10, savingPaise: 2500 });
  });

  it('never suggests a first-order-only offer, nor one the items do not meet, and breaks ties by code', () => {
    const BUY3 = offer('BUY3', { percent: 30, minQuantity: 3 });
    const A5 = offer('A5', { kind: 'flat', flatPaise: 5000 });
    const B5 = offer('B5', { kind: 'flat', flatPaise: 5000 });
    expect(bestOffer([FIRST20, BUY3, B5, A5], two450, shipping).best).toEqual({ offer: A5, savingPaise: 5000 });
  });

  it('suggests nothing for an empty cart, and no next offer that would save less than the best does now', () => {
    expect(bestOffer([SAVE10], [], shipping)).toEqual({ best: null, next: null });
    const SMALL = offer('SMALL', { kind: 'flat', flatPaise: 1000, minOrderPaise: 100000 });
    expect(bestOffer([SAVE10, SMALL], two450, shipping).next).toBeNull();
  });

  it('weighs an offer for some goods on the lines it covers, and points to it only when the cart holds some of them', () => {
    // ₹900 of calming chews (product 1) and ₹600 of salmon oil (product 2); goods ₹1,500, delivery free.
    const lines = [...two450, { productId: 2, variantId: 5, unitPricePaise: 60000, quantity: 1 }];
    const OIL20 = offer('OIL20', { percent: 20, productIds: [2] });
    const TREATS = offer('TREATS', { percent: 50, productIds: [9] });
    // SAVE10 takes ₹150 of the whole ₹1,500, more than OIL20's 20 % of the ₹600 of oil; without it, OIL20 is best.
    expect(bestOffer([OIL20, SAVE10, TREATS], lines, shipping).best).toEqual({ offer: SAVE10, savingPaise: 15000 });
    expect(bestOffer([OIL20, TREATS], lines, shipping).best).toEqual({ offer: OIL20, savingPaise: 12000 });
    // ₹200 off ₹1,000 of salmon oil: ₹400 more of it reaches it; a treats offer the cart holds nothing of is never next.
    const OIL200 = offer('OIL200', { kind: 'flat', flatPaise: 20000, minOrderPaise: 100000, productIds: [2] });
    const TREATS300 = offer('TREATS300', { kind: 'flat', flatPaise: 30000, minOrderPaise: 100000, productIds: [9] });
    expect(bestOffer([OIL20, OIL200, TREATS300], lines, shipping).next).toEqual({ offer: OIL200, shortPaise: 40000 });
  });
});
