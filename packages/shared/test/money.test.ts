import { describe, expect, it } from 'vitest';
import { formatINR, paiseToRupees, parseRupees, rupeesText, rupeesToPaise } from '../src/rules/money';

describe('money', () => {
  it('formats rupees the Indian way', () => {
    expect(formatINR(129900)).toBe('₹1,299.00');
    expect(formatINR(10000000)).toBe('₹1,00,000.00');
    expect(formatINR(7500)).toBe('₹75.00');
    expect(formatINR(5)).toBe('₹0.05');
    expect(formatINR(0)).toBe('₹0.00');
    expect(formatINR(99999)).toBe('₹999.99');
    expect(formatINR(100000)).toBe('₹1,000.00');
    expect(formatINR(123456789)).toBe('₹12,34,567.89');
    expect(formatINR(123456789012)).toBe('₹1,23,45,67,890.12');
    expect(formatINR(-45050)).toBe('-₹450.50');
  });

  it('writes what the browser’s en-IN currency format writes, without its ICU data (decision 034)', () => {
    const intl = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });
    // Every length from one paisa to ₹10 crore, and both signs.
    const amounts = Array.from({ length: 12 }, (_, digits) => [10 ** digits, 10 ** digits - 1, 7 * 10 ** digits + 3]).flat();
    for (const paise of [...amounts, ...amounts.filter((a) => a > 0).map((a) => -a)]) expect(formatINR(paise), String(paise)).toBe(intl.format(paise / 100));
  });

  it('converts without float drift', () => {
    expect(rupeesToPaise(19.99)).toBe(1999);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(paiseToRupees(44900)).toBe(449);
  });
});

describe('parseRupees (exact: digits, never floating point)', () => {
  it.each([
    ['1299', 129900],
    ['1299.5', 129950],
    ['1299.50', 129950],
    ['0.29', 29],
    ['1.005', null],
    ['4.35', 435],
    ['1,299.00', 129900],
    ['1,00,000', 10000000],
    ['₹ 799', 79900],
    [' 12.3 ', 1230],
    ['-5', null],
    ['12.', null],
    ['.5', null],
    ['1e3', null],
    ['', null],
    ['12,34', null],
  ])('%s → %s', (text, paise) => expect(parseRupees(text)).toBe(paise));
  it('is not fooled where float arithmetic is: 0.29 × 100 is 28.999…', () => {
    expect(0.29 * 100).not.toBe(29);
    expect(parseRupees('0.29')).toBe(29);
    expect(parseRupees('1234567.89')).toBe(123456789);
  });
  it('round-trips with rupeesText', () => {
    for (const p of [1, 29, 100, 129950, 123456789]) expect(parseRupees(rupeesText(p))).toBe(p);
    expect(rupeesText(129950)).toBe('1299.50');
    expect(rupeesText(5)).toBe('0.05');
  });
});
