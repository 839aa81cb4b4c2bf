import { DEFAULT_CHECKOUT_SETTINGS } from '@canino/shared';
import { describe, expect, it } from 'vitest';
import { checkoutSettingsErrors, checkoutSettingsFormValues, formFieldOf, toCheckoutSettings } from './checkout-settings-form';

describe("the owner's Delivery & COD form", () => {
  it('gives back the settings it was filled with', () => {
    expect(toCheckoutSettings(checkoutSettingsFormValues(DEFAULT_CHECKOUT_SETTINGS))).toEqual(DEFAULT_CHECKOUT_SETTINGS);
  });

  it('reads rupees as paise, an empty threshold as none, and lists by line or comma', () => {
    const form = {
      ...checkoutSettingsFormValues(DEFAULT_CHECKOUT_SETTINGS),
      fee: '49.50',
      freeAbove: '999',
      holidays: '2026-12-25\n\n2027-01-01',
      codRefusedPincodes: '7911, 682',
      codRefusedStates: 'kerala\nJK',
      dispatchWeekdays: ['5', '1', '3'],
    };
    const s = toCheckoutSettings(form);
    expect(s.shipping).toEqual({ feePaise: 4950, freeAbovePaise: 99900 });
    expect(s.delivery.holidays).toEqual(['2026-12-25', '2027-01-01']);
    expect(s.delivery.dispatchWeekdays).toEqual([1, 3, 5]);
    expect(s.cod.refusedPincodes).toEqual(['7911', '682']);
    expect(s.cod.refusedStates).toEqual(['Kerala', 'Jammu and Kashmir']);
    expect(toCheckoutSettings({ ...form, freeAbove: '' }).shipping.freeAbovePaise).toBeNull();
  });

  it("puts the shared schema's messages under the fields they are about", () => {
    const form = { ...checkoutSettingsFormValues(DEFAULT_CHECKOUT_SETTINGS), originPincode: '64101', codRefusedPincodes: '682\n1', dispatchWeekdays: [] };
    expect(checkoutSettingsErrors(form)).toEqual([
      { field: 'originPincode', message: 'Enter the 6-digit pincode parcels are sent from' },
      { field: 'dispatchWeekdays', message: 'Choose at least one dispatch day' },
      { field: 'codRefusedPincodes', message: 'Enter pincodes of 6 digits, or their first 2-5 digits for an area' },
    ]);
    expect(formFieldOf('delivery.transitDays.metro')).toBe('transitDays.metro');
    expect(formFieldOf('cod.refusedStates.3')).toBe('codRefusedStates');
    expect(formFieldOf('somewhere.else')).toBeUndefined();
  });

  it('reads an empty RTO limit as off, and a typed one as a percent with its sample', () => {
    const form = checkoutSettingsFormValues(DEFAULT_CHECKOUT_SETTINGS);
    expect(form).toMatchObject({ codRtoThreshold: '', codRtoMinOrders: '5' });
    expect(toCheckoutSettings({ ...form, codRtoThreshold: ' 30 ', codRtoMinOrders: '8' }).cod).toMatchObject({ rtoThresholdPercent: 30, rtoMinOrders: 8 });
    expect(checkoutSettingsErrors({ ...form, codRtoThreshold: '100', codRtoMinOrders: '0' })).toEqual([
      { field: 'codRtoThreshold', message: 'The RTO limit must be below 100%' },
      { field: 'codRtoMinOrders', message: 'The RTO rate needs at least 1 finished order' },
    ]);
  });
});
