import { describe, expect, it } from 'vitest';
import { codEligibility, DEFAULT_COD_SETTINGS, payNowOffer, type CodSettings } from '../src/rules/cash-on-delivery';
import { computeCartTotals } from '../src/rules/cart-totals';
import { freeDeliveryShortfallPaise, shippingFeePaise, shippingTermsText } from '../src/rules/shipping-fee';

const on: CodSettings = {
  ...DEFAULT_COD_SETTINGS,
  enabled: true,
  maxOrderPaise: 300_000,
  feePaise: 4_900,
  refusedPincodes: ['19', '110001'],
  refusedStates: ['Manipur'],
  maxOpenOrdersPerPhone: 2,
};
const ask = { totalPaise: 100_000, pincode: '641018', state: 'Tamil Nadu', delivers: true, openOrders: 0 };

describe('codEligibility', () => {
  it('allows an ordinary order and names its fee', () => {
    expect(codEligibility(on, ask)).toEqual({ ok: true, feePaise: 4_900 });
  });

  it('says why not, in order: off, no delivery, pincode, state, cap, open orders', () => {
    const reason = (s: CodSettings, q: Partial<typeof ask>) => {
      const v = codEligibility(s, { ...ask, ...q });
      return v.ok ? 'ok' : v.reason;
    };
    expect(reason({ ...on, enabled: false }, {})).toBe('Cash on Delivery is not offered at the moment');
    expect(reason(on, { delivers: false, pincode: '744301' })).toBe('We do not deliver to pincode 744301');
    expect(reason(on, { pincode: '110001' })).toBe('Cash on Delivery is not available for pincode 110001');
    // A prefix refuses the whole area (19xxxx: Jammu and Kashmir).
    expect(reason(on, { pincode: '190001' })).toBe('Cash on Delivery is not available for pincode 190001');
    expect(reason(on, { state: 'Manipur', pincode: '795001' })).toBe('Cash on Delivery is not available in Manipur');
    expect(reason(on, { totalPaise: 295_200 })).toBe('Cash on Delivery is available for orders up to ₹3,000.00 (with its fee)');
    expect(reason(on, { openOrders: 2 })).toMatch(/already has 2 Cash on Delivery orders on the way/);
  });

  it('the cap counts the COD fee: ₹2,951 + ₹49 = ₹3,000 is allowed, a paisa more is not', () => {
    expect(codEligibility(on, { ...ask, totalPaise: 295_100 }).ok).toBe(true);
    expect(codEligibility(on, { ...ask, totalPaise: 295_101 }).ok).toBe(false);
  });

  it('one open order below a limit of two still qualifies', () => {
    expect(codEligibility(on, { ...ask, openOrders: 1 }).ok).toBe(true);
  });
});

describe('shipping fee and the free-delivery threshold', () => {
  const rule = { feePaise: 7_500, freeAbovePaise: 99_900 };
  it('charges the fee below the threshold and nothing from it on', () => {
    expect(shippingFeePaise(99_899, rule)).toBe(7_500);
    expect(shippingFeePaise(99_900, rule)).toBe(0);
  });

  it('tells how much more earns free delivery', () => {
    expect(freeDeliveryShortfallPaise(60_000, rule)).toBe(39_900);
    expect(freeDeliveryShortfallPaise(99_900, rule)).toBeNull();
    expect(freeDeliveryShortfallPaise(60_000, { feePaise: 7_500, freeAbovePaise: null })).toBeNull();
  });

  it("states the owner's terms as the product page shows them", () => {
    expect(shippingTermsText(rule)).toBe('Shipping ₹75.00 per order, free from ₹999.00.');
    expect(shippingTermsText({ feePaise: 7_500, freeAbovePaise: null })).toBe('Shipping ₹75.00 per order.');
    expect(shippingTermsText({ feePaise: 0, freeAbovePaise: null })).toBe('Free delivery on every order.');
  });

  it('compares the threshold with the order after its coupon: ₹1,000 less 10 % is ₹900, below ₹999', () => {
    const lines = [{ unitPricePaise: 50_000, quantity: 2 }];
    expect(computeCartTotals(lines, 0, rule)).toMatchObject({ shippingPaise: 0, totalPaise: 100_000 });
    expect(computeCartTotals(lines, 10, rule)).toMatchObject({ shippingPaise: 7_500, totalPaise: 97_500 });
    // Without a rule the spec's ₹75 stands.
    expect(computeCartTotals(lines).shippingPaise).toBe(7_500);
  });
});

describe('paying a cash-on-delivery order online instead', () => {
  const order = { paymentMethod: 'cod' as const, paidAt: null, status: 'cod_awaiting_confirmation' as const, totalPaise: 113_800, codFeePaise: 4_900 };

  it('drops the COD fee: ₹1,049 of goods, ₹40 delivery and the ₹49 fee make ₹1,138, paid now as ₹1,089', () => {
    expect(payNowOffer(order)).toEqual({ amountPaise: 108_900, savePaise: 4_900 });
    // Confirmed is not packed yet: still open. A shop without a fee saves the shopper nothing, but still offers it.
    expect(payNowOffer({ ...order, status: 'cod_confirmed' })).toEqual({ amountPaise: 108_900, savePaise: 4_900 });
    expect(payNowOffer({ ...order, codFeePaise: 0, totalPaise: 108_900 })).toEqual({ amountPaise: 108_900, savePaise: 0 });
  });

  it('is not offered once packed, cancelled, paid, or for an order paid online', () => {
    for (const status of ['packed', 'shipped', 'delivered', 'cancelled'] as const) expect(payNowOffer({ ...order, status })).toBeNull();
    expect(payNowOffer({ ...order, paidAt: new Date() })).toBeNull();
    expect(payNowOffer({ ...order, paymentMethod: 'online', status: 'paid' })).toBeNull();
  });
});
