import { describe, expect, it } from 'vitest';
import { computeCodFigures, WORST_PINCODES } from '../src/rules/cod-figures';

const none = { orders: 0, codOrders: 0, asked: 0, confirmed: 0, pincodes: [], returnedThisMonth: 0, lostThisMonthPaise: 0 };

describe("the owner's COD figures", () => {
  it('works out shares and rates: 30 COD of 120 is 25 %, 18 confirmed of 24 asked is 75 %, 4 back of 20 finished is 20 %', () => {
    const f = computeCodFigures(
      {
        ...none,
        orders: 120,
        codOrders: 30,
        asked: 24,
        confirmed: 18,
        pincodes: [
          { pincode: '560001', finished: 10, returned: 1 },
          { pincode: '110001', finished: 6, returned: 3 },
          { pincode: '600001', finished: 4, returned: 0 },
        ],
        returnedThisMonth: 2,
        lostThisMonthPaise: 30_000,
      },
      5,
    );
    expect(f).toMatchObject({ codSharePercent: 25, confirmationPercent: 75, finished: 20, returned: 4, rtoPercent: 20, lostThisMonthPaise: 30_000 });
    // Pincodes without a parcel back are not among the worst.
    expect(f.worstPincodes.map((p) => [p.pincode, p.ratePercent, p.counted])).toEqual([
      ['110001', 50, true],
      ['560001', 10, true],
    ]);
  });

  it('puts pincodes with the minimum sample first, then by rate and parcels back, ten at most', () => {
    const pincodes = [
      { pincode: '700001', finished: 1, returned: 1 },
      { pincode: '700002', finished: 8, returned: 2 },
      { pincode: '700003', finished: 8, returned: 4 },
      ...Array.from({ length: 12 }, (_, i) => ({ pincode: `71000${i}`, finished: 2, returned: 1 })),
    ];
    const worst = computeCodFigures({ ...none, pincodes }, 5).worstPincodes;
    expect(worst).toHaveLength(WORST_PINCODES);
    expect(worst.slice(0, 3).map((p) => p.pincode)).toEqual(['700003', '700002', '700001']);
  });

  it('has no rates where nothing was counted', () => {
    expect(computeCodFigures(none, 5)).toMatchObject({ codSharePercent: null, confirmationPercent: null, rtoPercent: null, worstPincodes: [] });
  });
});
