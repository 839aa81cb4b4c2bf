import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { refusesCoupon } from './check-coupon';

describe('refusesCoupon: whether a failed re-check removes the applied coupon', () => {
  it('removes it when the shop says the code is not valid or the order is below its minimum', () => {
    expect(refusesCoupon(new ApiError('This coupon code is not valid', 404))).toBe(true);
    expect(refusesCoupon(new ApiError('This coupon needs an order of at least ₹999', 422))).toBe(true);
  });

  it('keeps it when the shop was not reached or asked to slow down (the order re-checks it)', () => {
    expect(refusesCoupon(new ApiError('Could not reach the shop', 0))).toBe(false);
    expect(refusesCoupon(new ApiError('Too many attempts. Please wait 20 seconds and try again.', 429))).toBe(false);
    expect(refusesCoupon(new Error('boom'))).toBe(false);
  });
});
