import { DEFAULT_CHECKOUT_SETTINGS, type DeliveryTerms, type PincodeAnswer } from '@canino/shared';
import { describe, expect, it } from 'vitest';
import { codChoice } from './cod-choice';

const terms: DeliveryTerms = {
  shipping: { feePaise: 7_500, freeAbovePaise: null },
  cod: { enabled: true, maxOrderPaise: 500_000, feePaise: 4_900 },
  dispatch: DEFAULT_CHECKOUT_SETTINGS.delivery,
};
const coimbatore: PincodeAnswer = {
  pincode: '641002',
  state: 'Tamil Nadu',
  district: 'Coimbatore',
  localities: ['R.S.Puram'],
  delivers: true,
  cod: { allowed: true, reason: null, feePaise: 4_900 },
  delivery: { zone: 'sameCity', dispatchDate: '2026-11-24', deliveryDate: '2026-11-25', label: 'Wed, 25 Nov' },
};

describe('cash on delivery at checkout', () => {
  it('is not offered at all while the owner has it off', () => {
    expect(codChoice({ terms: { ...terms, cod: { ...terms.cod, enabled: false } }, pincode: '641002', place: coimbatore, totalPaise: 100_000 })).toBeNull();
    expect(codChoice({ terms: undefined, pincode: '641002', place: coimbatore, totalPaise: 100_000 })).toBeNull();
  });

  it('asks for the pincode first, and refuses one India Post does not know', () => {
    expect(codChoice({ terms, pincode: '6410', place: undefined, totalPaise: 100_000 })).toEqual({
      ok: false,
      reason: 'Enter the delivery pincode to see if Cash on Delivery is available',
    });
    expect(codChoice({ terms, pincode: '999999', place: null, totalPaise: 100_000 })).toEqual({ ok: false, reason: 'Cash on Delivery is not available for pincode 999999' });
  });

  it("gives the pincode's own reason when the owner refuses that area", () => {
    const refused = { ...coimbatore, cod: { allowed: false, reason: 'Cash on Delivery is not available in Tamil Nadu', feePaise: 4_900 } };
    expect(codChoice({ terms, pincode: '641002', place: refused, totalPaise: 100_000 })).toEqual({ ok: false, reason: 'Cash on Delivery is not available in Tamil Nadu' });
  });

  it('applies the cap to the total with the COD fee', () => {
    // ₹4,951 + ₹49 = ₹5,000: exactly the cap, allowed.
    expect(codChoice({ terms, pincode: '641002', place: coimbatore, totalPaise: 495_100 })).toEqual({ ok: true, feePaise: 4_900 });
    // One rupee more is over it.
    expect(codChoice({ terms, pincode: '641002', place: coimbatore, totalPaise: 495_200 })).toEqual({
      ok: false,
      reason: 'Cash on Delivery is available for orders up to ₹5,000.00 (with its fee)',
    });
  });
});
