import { describe, expect, it } from 'vitest';
import { computeCartTotals } from '../src/rules/cart-totals';

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
