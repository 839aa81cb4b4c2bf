import { describe, expect, it } from 'vitest';
import { computeCartTotals, formatDeduction, roundOffPaise } from '../src/rules/cart-totals';

describe('computeCartTotals (spec section 4)', () => {
  it('adds ₹75 shipping to the subtotal without a coupon', () => {
    const t = computeCartTotals([
      { unitPricePaise: 44900, quantity: 2 },
      { unitPricePaise: 29900, quantity: 1 },
    ]);
    expect(t).toEqual({ subtotalPaise: 119700, discountPaise: 0, shippingPaise: 7500, totalPaise: 127200 });
  });

  it('takes the coupon percentage off and keeps only whole rupees before shipping', () => {
    // ₹449 × 10 % = ₹44.90 off → ₹404.10 → ₹404 + ₹75 = ₹479.00
    const t = computeCartTotals([{ unitPricePaise: 44900, quantity: 1 }], 10);
    expect(t.discountPaise).toBe(4490);
    expect(t.totalPaise).toBe(47900);
  });

  it('truncates, never rounds up, a discounted amount just under the next rupee', () => {
    // ₹999.99 less 5 % = ₹949.9905 → ₹949 + ₹75
    const t = computeCartTotals([{ unitPricePaise: 99999, quantity: 1 }], 5);
    expect(t.discountPaise).toBe(5000);
    expect(t.totalPaise).toBe(94900 + 7500);
  });

  it('is exact where floating point is not (₹0.10 × 3 with 30 % off)', () => {
    const t = computeCartTotals([{ unitPricePaise: 10, quantity: 3 }], 30);
    expect(t.subtotalPaise).toBe(30);
    expect(t.totalPaise).toBe(7500);
  });

  it('owes nothing for an empty cart', () => {
    expect(computeCartTotals([], 10)).toEqual({ subtotalPaise: 0, discountPaise: 0, shippingPaise: 0, totalPaise: 0 });
  });

  it('clamps impossible percentages', () => {
    expect(computeCartTotals([{ unitPricePaise: 10000, quantity: 1 }], 150).totalPaise).toBe(7500);
    expect(computeCartTotals([{ unitPricePaise: 10000, quantity: 1 }], -5).totalPaise).toBe(17500);
  });
});

describe('the round off shown with every total', () => {
  it('names what the whole-rupee total dropped: lines of ₹1,540.20 make a total of ₹1,540.00', () => {
    // ₹1,628 of products, WELCOME10 (−₹162.80), shipping ₹75: ₹1,540.20 of lines, a total of ₹1,540.
    const t = computeCartTotals([{ unitPricePaise: 162800, quantity: 1 }], 10);
    expect(t).toEqual({ subtotalPaise: 162800, discountPaise: 16280, shippingPaise: 7500, totalPaise: 154000 });
    expect(roundOffPaise(t)).toBe(20);
    expect(formatDeduction(roundOffPaise(t))).toBe('−₹0.20');
  });

  it('is nothing when the lines already make whole rupees, and counts the COD fee', () => {
    const whole = computeCartTotals([{ unitPricePaise: 44900, quantity: 2 }]);
    expect(roundOffPaise(whole)).toBe(0);
    const cod = computeCartTotals([{ unitPricePaise: 99999, quantity: 1 }], 5);
    // ₹999.99 − ₹50.00 = ₹949.99 kept as ₹949; the ₹49 fee is added after, whole.
    expect(roundOffPaise({ ...cod, codFeePaise: 4900, totalPaise: cod.totalPaise + 4900 })).toBe(99);
  });
});

describe('computeCartTotals with each kind of coupon', () => {
  const offer = { kind: 'percent' as const, percent: 10, capPaise: null, flatPaise: null };
  const lines = [
    { unitPricePaise: 149900, quantity: 2 },
    { unitPricePaise: 44950, quantity: 1 },
  ]; // ₹3,447.50

  it('takes a capped percentage only up to its cap', () => {
    // 10 % of ₹3,447.50 = ₹344.75, capped at ₹200 → ₹3,247.50 → ₹3,247 + ₹75
    expect(computeCartTotals(lines, { ...offer, capPaise: 20000 })).toEqual({ subtotalPaise: 344750, discountPaise: 20000, shippingPaise: 7500, totalPaise: 332200 });
    // Under the cap it is the plain percentage: 10 % of ₹449.50 = ₹44.95 → ₹404.55 → ₹404 + ₹75
    expect(computeCartTotals([{ unitPricePaise: 44950, quantity: 1 }], { ...offer, capPaise: 20000 })).toEqual({
      subtotalPaise: 44950,
      discountPaise: 4495,
      shippingPaise: 7500,
      totalPaise: 47900,
    });
  });

  it('takes a flat amount off the goods, never more than the goods', () => {
    const flat = { kind: 'flat' as const, percent: 0, capPaise: null, flatPaise: 10000 };
    // ₹3,447.50 − ₹100 = ₹3,347.50 → ₹3,347 + ₹75
    expect(computeCartTotals(lines, flat)).toEqual({ subtotalPaise: 344750, discountPaise: 10000, shippingPaise: 7500, totalPaise: 342200 });
    // ₹60 of goods with ₹100 off: the goods cost nothing, the shipping is still owed
    expect(computeCartTotals([{ unitPricePaise: 6000, quantity: 1 }], flat)).toEqual({ subtotalPaise: 6000, discountPaise: 6000, shippingPaise: 7500, totalPaise: 7500 });
  });

  it('takes the delivery fee off with free delivery and leaves the goods whole', () => {
    const free = { kind: 'free_delivery' as const, percent: 0, capPaise: null, flatPaise: null };
    // ₹3,447.50 → ₹3,447, no shipping
    expect(computeCartTotals(lines, free)).toEqual({ subtotalPaise: 344750, discountPaise: 0, shippingPaise: 0, totalPaise: 344700 });
  });

  it('reads a bare number as a percentage, as before', () => {
    expect(computeCartTotals(lines, 10)).toEqual(computeCartTotals(lines, offer));
  });
});
