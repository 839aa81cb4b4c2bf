import { describe, expect, it } from 'vitest';
import { nextOrderStatuses } from '../src/schemas/order-record';

describe('nextOrderStatuses', () => {
  it('moves a paid order along, or cancels or refunds it on the way', () => {
    expect(nextOrderStatuses('paid', 137300)).toEqual(['packed', 'cancelled', 'refunded']);
    expect(nextOrderStatuses('shipped', 137300)).toEqual(['out_for_delivery', 'delivered', 'refunded']);
    expect(nextOrderStatuses('delivered', 0)).toEqual(['refunded']);
  });
  it('offers Refunded for a cancelled order only while money is still owed on it', () => {
    // Paid ₹1,373.00, cancelled because the last tin went to another buyer: nothing refunded yet.
    expect(nextOrderStatuses('cancelled', 137300)).toEqual(['refunded']);
    // ₹200.00 refunded before it was cancelled: ₹1,173.00 still owed.
    expect(nextOrderStatuses('cancelled', 117300)).toEqual(['refunded']);
    // Cancelled with the whole ₹1,373.00 refunded or on its way back (or never paid): nothing left to do.
    expect(nextOrderStatuses('cancelled', 0)).toEqual([]);
  });
  it('ends at Refunded', () => {
    expect(nextOrderStatuses('refunded', 0)).toEqual([]);
  });
});
