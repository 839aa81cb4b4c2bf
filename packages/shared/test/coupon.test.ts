import { describe, expect, it } from 'vitest';
import { checkCoupon, describeCoupon, normalizeCouponCode, type CouponTerms } from '../src/rules/coupon';
import { WHOLE_ORDER } from '../src/rules/coupon-scope';

const now = new Date('2026-06-01T12:00:00Z');
const base: CouponTerms = {
  kind: 'percent',
  percent: 10,
  capPaise: null,
  flatPaise: null,
  minQuantity: null,
  active: true,
  validFrom: new Date('2026-01-01T00:00:00Z'),
  validTo: new Date('2026-12-31T00:00:00Z'),
  usageLimit: null,
  usedCount: 0,
  minOrderPaise: 0,
  firstOrderOnly: false,
  perCustomerLimit: null,
  ...WHOLE_ORDER,
};

describe('checkCoupon', () => {
  it('accepts a live coupon', () =>
    expect(checkCoupon(base, 10000, now)).toEqual({ ok: true, percent: 10, offer: { kind: 'percent', percent: 10, capPaise: null, flatPaise: null } }));
  it('refuses unknown and inactive codes alike', () => {
    expect(checkCoupon(null, 10000, now)).toEqual({ ok: false, message: 'This coupon code is not valid' });
    expect(checkCoupon({ ...base, active: false }, 10000, now)).toEqual({ ok: false, message: 'This coupon code is not valid' });
  });
  it('refuses before its start and after its end', () => {
    expect(checkCoupon({ ...base, validFrom: new Date('2026-07-01') }, 1, now)).toMatchObject({ ok: false, message: 'This coupon is not active yet' });
    expect(checkCoupon({ ...base, validTo: new Date('2026-05-01') }, 1, now)).toMatchObject({ ok: false, message: 'This coupon has expired' });
  });
  it('refuses once the usage limit is reached', () => {
    expect(checkCoupon({ ...base, usageLimit: 5, usedCount: 5 }, 1, now)).toMatchObject({ ok: false, message: 'This coupon has reached its usage limit' });
    expect(checkCoupon({ ...base, usageLimit: 5, usedCount: 4 }, 1, now)).toMatchObject({ ok: true });
  });
  it('names the minimum order in rupees', () => {
    expect(checkCoupon({ ...base, minOrderPaise: 99900 }, 50000, now)).toEqual({
      ok: false,
      message: 'This coupon needs an order of at least ₹999.00',
    });
    expect(checkCoupon({ ...base, minOrderPaise: 99900 }, 99900, now)).toMatchObject({ ok: true });
    // Without a subtotal (a bare lookup) the minimum is not judged yet.
    expect(checkCoupon({ ...base, minOrderPaise: 99900 }, null, now)).toMatchObject({ ok: true });
  });
  describe('per-customer terms (judged at checkout, once the customer is known)', () => {
    const welcome: CouponTerms = { ...base, firstOrderOnly: true, perCustomerLimit: 1 };
    it('WELCOME10: a newcomer gets it; a customer with one paid order is told it is for first orders', () => {
      expect(checkCoupon(welcome, 59900, now, { placedOrders: 0, couponUses: 0 })).toMatchObject({ ok: true, percent: 10 });
      expect(checkCoupon(welcome, 59900, now, { placedOrders: 1, couponUses: 0 })).toEqual({
        ok: false,
        message: 'This coupon is for your first order only',
      });
    });
    it('a cancelled first order gives it back: the history then counts no placed order', () =>
      expect(checkCoupon(welcome, 59900, now, { placedOrders: 0, couponUses: 0 })).toMatchObject({ ok: true }));
    it('DIWALI20, twice per customer: the third order is refused, whatever other orders the customer has', () => {
      const diwali = { ...base, percent: 20, perCustomerLimit: 2 };
      expect(checkCoupon(diwali, 10000, now, { placedOrders: 5, couponUses: 1 })).toMatchObject({ ok: true, percent: 20 });
      expect(checkCoupon(diwali, 10000, now, { placedOrders: 5, couponUses: 2 })).toEqual({
        ok: false,
        message: 'You have already used this coupon as many times as it allows',
      });
    });
    it('the bare cart lookup knows nobody yet, so only the shop-wide terms are judged there', () =>
      expect(checkCoupon(welcome, 59900, now, null)).toMatchObject({ ok: true, percent: 10 }));
    it('an expired coupon says it expired before anything about the customer', () =>
      expect(checkCoupon({ ...welcome, validTo: new Date('2026-05-01') }, 1, now, { placedOrders: 3, couponUses: 1 })).toMatchObject({
        message: 'This coupon has expired',
      }));
  });
  it('normalises what the customer typed', () => expect(normalizeCouponCode('  welcome10 ')).toBe('WELCOME10'));
});

describe('buy N or more', () => {
  const three = { ...base, minQuantity: 3 };
  it('counts items, not lines, and judges the count only once it is known', () => {
    expect(checkCoupon(three, 10000, now, null, 2)).toEqual({ ok: false, message: 'This coupon needs at least 3 items in the order' });
    expect(checkCoupon(three, 10000, now, null, 3)).toMatchObject({ ok: true });
    expect(checkCoupon(three, 10000, now)).toMatchObject({ ok: true });
  });
});

describe('describeCoupon', () => {
  const plain = { ...base, minOrderPaise: 0 };
  it('says each kind in plain words', () => {
    expect(describeCoupon(plain)).toBe('10% off');
    expect(describeCoupon({ ...plain, capPaise: 20000 })).toBe('10% off up to ₹200.00');
    expect(describeCoupon({ ...plain, kind: 'flat', percent: 0, flatPaise: 10000 })).toBe('₹100.00 off');
    expect(describeCoupon({ ...plain, kind: 'free_delivery', percent: 0 })).toBe('Free delivery');
  });
  it('adds the minimum order and quantity', () => {
    expect(describeCoupon({ ...plain, kind: 'flat', percent: 0, flatPaise: 10000, minOrderPaise: 99900 })).toBe('₹100.00 off on orders of ₹999.00 or more');
    expect(describeCoupon({ ...plain, minQuantity: 3 })).toBe('10% off when you buy 3 or more');
  });
});
