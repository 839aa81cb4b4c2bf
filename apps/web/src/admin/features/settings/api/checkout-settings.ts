import type { CheckoutSettings } from '@canino/shared';
import { invalidateQueries, useQuery } from '../../../../lib/query';
import { adminGet, adminKey, adminRequest, refreshAfterWrite } from '../../../lib/api-client';

export const useCheckoutSettings = () => useQuery(adminKey('checkout-settings'), () => adminGet<CheckoutSettings>('/checkout-settings'));

export async function saveCheckoutSettings(input: CheckoutSettings) {
  const res = await adminRequest<CheckoutSettings>('/checkout-settings', { method: 'PUT', body: input });
  refreshAfterWrite('checkout-settings');
  // The storefront in this tab prices with the new fee and dates at once (features/delivery).
  invalidateQueries('delivery-terms');
  invalidateQueries('pincode:');
  return res;
}
