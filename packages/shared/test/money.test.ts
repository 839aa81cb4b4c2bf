import { describe, expect, it } from 'vitest';
import { formatINR, paiseToRupees, rupeesToPaise } from '../src/rules/money';

describe('money', () => {
  it('formats rupees the Indian way', () => {
    expect(formatINR(129900)).toBe('₹1,299.00');
    expect(formatINR(10000000)).toBe('₹1,00,000.00');
    expect(formatINR(7500)).toBe('₹75.00');
    expect(formatINR(5)).toBe('₹0.05');
  });

  it('converts without float drift', () => {
    expect(rupeesToPaise(19.99)).toBe(1999);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(paiseToRupees(44900)).toBe(449);
  });
});
