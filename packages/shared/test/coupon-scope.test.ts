import { describe, expect, it } from 'vitest';
import { computeCartTotals } from '../src/rules/cart-totals';
import { contentsProblem, describeCoupon, NOTHING_COVERED_MESSAGE } from '../src/rules/coupon';
import { couponCovers, coveredGoods, coversProduct, markCovered, scopeWords, WHOLE_ORDER } from '../src/rules/coupon-scope';

// Joint Care is category 3; Hip & Joint Chews (product 11) sells in 60 (size 21) and 120 tablets (size 22).
const chews60 = { productId: 11, variantId: 21, categoryId: 3, unitPricePaise: 59900, quantity: 1 };
const chews120 = { productId: 11, variantId: 22, categoryId: 3, unitPricePaise: 99900, quantity: 1 };
const salmonOil = { productId: 12, variantId: 23, categoryId: 4, unitPricePaise: 45000, quantity: 2 };
const jointCare = { ...WHOLE_ORDER, categoryIds: [3] };

describe('couponCovers', () => {
  it('covers every line of the whole order, and a scoped coupon only the lines named by category, product or size', () => {
    expect([chews60, salmonOil].map((l) => couponCovers(WHOLE_ORDER, l))).toEqual([true, true]);
    expect([chews60, chews120, salmonOil].map((l) => couponCovers(jointCare, l))).toEqual([true, true, false]);
    expect([chews60, chews120, salmonOil].map((l) => couponCovers({ ...WHOLE_ORDER, variantIds: [22] }, l))).toEqual([false, true, false]);
    expect([chews60, salmonOil].map((l) => couponCovers({ ...WHOLE_ORDER, productIds: [12] }, l))).toEqual([false, true]);
  });

  it('lists an offer on a product page when it covers any of its sizes', () => {
    const chews = { productId: 11, variantIds: [21, 22] };
    expect(coversProduct(WHOLE_ORDER, chews)).toBe(true);
    expect(coversProduct({ ...WHOLE_ORDER, variantIds: [22] }, chews)).toBe(true);
    expect(coversProduct({ ...WHOLE_ORDER, productIds: [11] }, chews)).toBe(true);
    expect(coversProduct({ ...WHOLE_ORDER, productIds: [12], variantIds: [23] }, chews)).toBe(false);
  });

  it('does not cover a line whose category is not known unless its product or size is named', () => {
    const { categoryId: _unknown, ...inBrowser } = chews60;
    expect(couponCovers(jointCare, inBrowser)).toBe(false);
    expect(couponCovers({ ...jointCare, productIds: [11] }, inBrowser)).toBe(true);
  });
});

describe('a coupon for some goods only', () => {
  it('takes 10 % of the covered goods alone: ₹599 + ₹999 of Joint Care, ₹900 of salmon oil', () => {
    // Covered ₹1,598 → ₹159.80 off; goods ₹2,498 − ₹159.80 = ₹2,338.20, kept as ₹2,338, plus the ₹75 fee.
    const lines = markCovered([chews60, chews120, salmonOil], jointCare);
    expect(coveredGoods(lines)).toEqual({ subtotalPaise: 159800, itemCount: 2 });
    expect(computeCartTotals(lines, { kind: 'percent', percent: 10, capPaise: null, flatPaise: null })).toEqual({
      subtotalPaise: 249800,
      discountPaise: 15980,
      shippingPaise: 7500,
      totalPaise: 241300,
    });
  });

  it('takes a flat amount only up to the covered goods', () => {
    const lines = markCovered([chews60, salmonOil], { ...WHOLE_ORDER, variantIds: [21] });
    expect(computeCartTotals(lines, { kind: 'flat', percent: 0, capPaise: null, flatPaise: 100000 }).discountPaise).toBe(59900);
  });

  it('counts its minimums over the covered goods, and refuses a cart that holds none of them', () => {
    const terms = { ...jointCare, minOrderPaise: 100000, minQuantity: null };
    expect(contentsProblem(terms, 0, 0)).toBe(NOTHING_COVERED_MESSAGE);
    expect(contentsProblem(terms, 59900, 1)).toBe('This coupon needs at least ₹1,000.00 of the items it covers');
    expect(contentsProblem({ ...terms, minOrderPaise: 0, minQuantity: 2 }, 59900, 1)).toBe('This coupon needs at least 2 of the items it covers');
    expect(contentsProblem(terms, 159800, 2)).toBeNull();
    // The whole order keeps its words.
    expect(contentsProblem({ ...WHOLE_ORDER, minOrderPaise: 100000, minQuantity: null }, 59900, 1)).toBe('This coupon needs an order of at least ₹1,000.00');
  });

  it('says what it covers in the words shoppers read', () => {
    const words = scopeWords({ categories: ['Joint Care'], products: ['Salmon Oil, 250 ml'] });
    expect(words).toBe('Joint Care products and Salmon Oil, 250 ml');
    expect(scopeWords({ categories: [], products: [] })).toBeNull();
    expect(scopeWords({ categories: ['A', 'B'], products: ['C'] })).toBe('A products, B products and C');
    const offer = { kind: 'percent' as const, percent: 10, capPaise: null, flatPaise: null, minOrderPaise: 99900, minQuantity: null };
    expect(describeCoupon(offer, words)).toBe('10% off on Joint Care products and Salmon Oil, 250 ml when you spend ₹999.00 or more on them');
    expect(describeCoupon({ ...offer, minOrderPaise: 0, minQuantity: 2 }, 'Joint Care products')).toBe('10% off on Joint Care products when you buy 2 or more of them');
  });
});
