import { describe, expect, it } from 'vitest';
import { codEligibility, DEFAULT_COD_SETTINGS, type CodSettings } from '../src/rules/cash-on-delivery';
import { overRtoLimit, rtoRatePercent, rtoWindowStart } from '../src/rules/cod-rto';

const limit = { rtoThresholdPercent: 30, rtoMinOrders: 5 };
const on: CodSettings = { ...DEFAULT_COD_SETTINGS, enabled: true, ...limit };
const ask = { totalPaise: 100_000, pincode: '560001', state: 'Karnataka', delivers: true };

describe("a pincode's RTO rate", () => {
  it('is the share of finished COD orders that came back: 2 of 8 is 25%, 3 of 8 is 37.5%', () => {
    expect(rtoRatePercent({ finished: 8, returned: 2 }, 5)).toBe(25);
    expect(rtoRatePercent({ finished: 8, returned: 3 }, 5)).toBe(37.5);
  });

  it('counts only from the minimum sample: 4 of 4 back is no rate yet at 5, 5 of 5 is 100%', () => {
    expect(rtoRatePercent({ finished: 4, returned: 4 }, 5)).toBeNull();
    expect(rtoRatePercent({ finished: 5, returned: 5 }, 5)).toBe(100);
    expect(rtoRatePercent({ finished: 0, returned: 0 }, 1)).toBeNull();
  });

  it('goes over the limit only above it: 3 of 10 at a 30% limit is allowed, 4 of 10 is not', () => {
    expect(overRtoLimit({ finished: 10, returned: 3 }, limit)).toBe(false);
    expect(overRtoLimit({ finished: 10, returned: 4 }, limit)).toBe(true);
    expect(overRtoLimit({ finished: 10, returned: 4 }, { ...limit, rtoThresholdPercent: null })).toBe(false);
    expect(overRtoLimit(undefined, limit)).toBe(false);
  });

  it('counts orders placed within the last 180 days', () => {
    expect(rtoWindowStart(new Date('2026-11-28T12:00:00Z'))).toEqual(new Date('2026-06-01T12:00:00Z'));
  });
});

describe('codEligibility with the RTO limit', () => {
  const reason = (s: CodSettings, rto: { finished: number; returned: number } | undefined) => {
    const v = codEligibility(s, { ...ask, rto });
    return v.ok ? 'ok' : v.reason;
  };

  it('refuses a pincode over the limit with a reason the shopper can act on', () => {
    expect(reason(on, { finished: 6, returned: 3 })).toBe('Cash on Delivery is not available for pincode 560001. Please pay online.');
  });

  it('allows a pincode under the minimum sample, under the limit, or with the limit off (the default)', () => {
    expect(reason(on, { finished: 2, returned: 2 })).toBe('ok');
    expect(reason(on, { finished: 10, returned: 1 })).toBe('ok');
    expect(DEFAULT_COD_SETTINGS.rtoThresholdPercent).toBeNull();
    expect(reason({ ...on, rtoThresholdPercent: null }, { finished: 10, returned: 10 })).toBe('ok');
  });
});
