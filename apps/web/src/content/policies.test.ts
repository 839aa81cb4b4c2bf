import { createHash } from 'node:crypto';
import { DEFAULT_CHECKOUT_SETTINGS, TERMS_VERSION, type DeliveryTerms, type PublicShopSettings } from '@canino/shared';
import { describe, expect, it } from 'vitest';
import { privacyPolicy } from './privacy-policy';
import { refundPolicy } from './refund-policy';
import { shippingPolicy } from './shipping-policy';
import { termsAndConditions } from './terms';
import type { PolicyFacts, Section } from './types';

const shop: PublicShopSettings = {
  name: 'Canino',
  phone: '+91 98765 43210',
  email: 'hello@canino.in',
  address: '12 Race Course Road, Coimbatore, Tamil Nadu 641018',
  social: { facebook: '', instagram: '', youtube: '', twitter: '' },
  mapEmbedUrl: '',
  grievanceOfficer: { name: 'Meena Raghavan', designation: 'Grievance Officer', email: 'grievance@canino.in', phone: '+91 98765 43211' },
  policyTerms: { careHours: 'Monday to Saturday, 10 am to 6 pm IST', reportWithinDays: 2, refundBusinessDays: 5, returnShippingPaidBy: 'shop' },
  registration: { legalName: 'Canino Pet Wellness LLP', gstin: '33ABCDE1234F1Z5' },
  erasureNoticeHours: 48,
  autoshipDiscountPercent: 5,
};
const delivery: DeliveryTerms = {
  shipping: DEFAULT_CHECKOUT_SETTINGS.shipping,
  cod: { enabled: true, maxOrderPaise: 500_000, feePaise: 4_900 },
  dispatch: DEFAULT_CHECKOUT_SETTINGS.delivery,
};

const text = (sections: Section[]) => sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.bullets ?? [])]).join('\n');
const all = (facts: PolicyFacts) => [privacyPolicy, termsAndConditions, refundPolicy, shippingPolicy].map((policy) => text(policy(facts))).join('\n');

// Anything a template leaves behind when a value is missing or was never filled in.
const PLACEHOLDER = /[{}[\]<>]|\$|\b(undefined|null|NaN|TBD|TODO|XXX?|lorem|ipsum|placeholder|your (company|shop|business) name)\b|_{2,}|\.\.\./i;

describe('the policy pages, written from the shop’s settings', () => {
  const cases: [string, PolicyFacts][] = [
    ['the demo shop', { shop, delivery }],
    [
      'no GST registration, customer pays returns, no COD, free delivery',
      {
        shop: { ...shop, registration: null, policyTerms: { ...shop.policyTerms, reportWithinDays: 0, returnShippingPaidBy: 'customer' } },
        delivery: { ...delivery, shipping: { feePaise: 0, freeAbovePaise: null }, cod: { ...delivery.cod, enabled: false } },
      },
    ],
  ];
  it.each(cases)('leave no placeholder-like text behind: %s', (_, facts) => {
    expect(all(facts)).not.toMatch(PLACEHOLDER);
  });

  it('say the owner’s figures and who pays for return shipping', () => {
    const refunds = text(refundPolicy({ shop, delivery }));
    expect(refunds).toContain('within 2 days of delivery');
    expect(refunds).toContain('within 5 business days');
    expect(refunds).toContain('We pay for return shipping');
    expect(refunds).toContain('Cash on delivery for orders up to ₹5,000.00, with a fee of ₹49.00');
    expect(refunds).toContain('no recurring payment to cancel');
    const customerPays = text(
      refundPolicy({
        shop: { ...shop, policyTerms: { ...shop.policyTerms, returnShippingPaidBy: 'customer', reportWithinDays: 0 } },
        delivery: { ...delivery, cod: { ...delivery.cod, enabled: false } },
      }),
    );
    expect(customerPays).toContain('You pay for return shipping');
    expect(customerPays).toContain('on the day of delivery');
    expect(customerPays).not.toContain('Cash on delivery');

    const shipping = text(shippingPolicy({ shop, delivery }));
    expect(shipping).toContain('Shipping ₹75.00 per order.');
    expect(shipping).toContain('Monday to Saturday');
    expect(shipping).toContain('before 14:00 IST');
    expect(shipping).toContain('The North-East, Jammu & Kashmir, Ladakh and the islands: 8 business days');
  });
});

describe('the terms’ version', () => {
  /**
   * Customers are asked to agree again at login only when TERMS_VERSION rises. So the terms' text (for fixed
   * settings) is pinned to the version here: after a change of the terms, raise TERMS_VERSION and record the
   * new text's fingerprint beside it, and every customer is asked once at their next login.
   */
  const FINGERPRINTS: Record<number, string> = { 1: '522e296a53222a68' };

  it('changes whenever the terms’ text changes', () => {
    const fingerprint = createHash('sha256')
      .update(text(termsAndConditions({ shop, delivery })))
      .digest('hex')
      .slice(0, 16);
    expect({ version: TERMS_VERSION, fingerprint }).toEqual({ version: TERMS_VERSION, fingerprint: FINGERPRINTS[TERMS_VERSION] });
  });
});
