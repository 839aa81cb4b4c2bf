import { describe, expect, it } from 'vitest';
import { NON_RETURNABLE_MESSAGE, orderReturnRefusal, returnRefundPaise, returnWindowEnds, returnableLines } from '../src/rules/returns';

// Moments are written in India's time, as the shopper reads them.
const ist = (s: string) => new Date(`${s}+05:30`);

describe('returnWindowEnds: the end of the India day N days after delivery', () => {
  it.each([
    ['2026-03-15T10:30:00', 7, '2026-03-22T23:59:59.999'],
    ['2026-03-15T10:30:00', 0, '2026-03-15T23:59:59.999'],
    // Delivered just after midnight in India, still the day before in UTC: the day is India's.
    ['2026-03-15T00:10:00', 2, '2026-03-17T23:59:59.999'],
    ['2026-02-27T18:00:00', 2, '2026-03-01T23:59:59.999'],
  ])('delivered %s IST, %i days: open until %s IST', (delivered, days, end) => {
    expect(returnWindowEnds(ist(delivered), days)).toEqual(ist(end));
  });
});

describe('returnableLines', () => {
  const deliveredAt = ist('2026-03-15T10:30:00');
  const lines = [
    { id: 1, quantity: 3, returnable: true },
    { id: 2, quantity: 1, returnable: false },
  ];
  const order = { status: 'delivered', deliveredAt, lines, taken: new Map<number, number>() };

  it('offers every returnable line whole inside the window, and says why a non-returnable one is not', () => {
    expect(returnableLines(order, 7, ist('2026-03-22T23:00:00'))).toEqual([
      { lineId: 1, left: 3, refusal: null },
      { lineId: 2, left: 0, refusal: NON_RETURNABLE_MESSAGE },
    ]);
  });

  it('takes off what earlier returns and refunds already took, down to none', () => {
    expect(returnableLines({ ...order, taken: new Map([[1, 2]]) }, 7, deliveredAt)[0]).toEqual({ lineId: 1, left: 1, refusal: null });
    expect(returnableLines({ ...order, taken: new Map([[1, 3]]) }, 7, deliveredAt)[0]).toEqual({
      lineId: 1,
      left: 0,
      refusal: 'This item has already been returned or refunded',
    });
  });

  it('closes after the window and before delivery', () => {
    expect(returnableLines(order, 7, ist('2026-03-23T00:00:00'))[0]).toEqual({ lineId: 1, left: 0, refusal: 'The return window closed 7 days after delivery' });
    expect(orderReturnRefusal({ status: 'delivered', deliveredAt }, 0, ist('2026-03-16T00:00:01'))).toBe('The return window closed at the end of the day of delivery');
    expect(orderReturnRefusal({ status: 'shipped', deliveredAt: null }, 7, deliveredAt)).toBe('Returns open once the order is delivered');
  });
});

describe('returnRefundPaise: the line’s share of what was paid for the goods', () => {
  const line = (unitPricePaise: number, quantity: number, couponApplies = true) => ({ unitPricePaise, quantity, couponApplies });
  it.each([
    // No discount: the unit price times the quantity.
    [0, [line(24_950, 2), line(50_100, 1)], 0, 2, 49_900],
    // 10 % off the order: 10 % off the line too.
    [10_000, [line(50_000, 1), line(50_000, 1)], 0, 1, 45_000],
    // A share that is not a whole paisa is rounded down.
    [1_000, [line(10_000, 1), line(20_000, 1)], 0, 1, 9_666],
    // 10 % off Joint Care only (₹600 of it, ₹60 off): its line gives back ₹540, the uncovered line its full ₹400.
    [6_000, [line(60_000, 1), line(40_000, 1, false)], 0, 1, 54_000],
    [6_000, [line(60_000, 1), line(40_000, 1, false)], 1, 1, 40_000],
  ])('discount %i on %o, line %i × %i: %i paise', (discountPaise, lines, index, quantity, expected) => {
    expect(returnRefundPaise({ discountPaise }, lines, lines[index]!, quantity)).toBe(expected);
  });
});
