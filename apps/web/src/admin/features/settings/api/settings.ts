import type { RefundLimit, SettingsInput, ShopSettings } from '@canino/shared';
import { useQuery } from '../../../../lib/query';
import { adminGet, adminKey, adminRequest, refreshAfterWrite } from '../../../lib/api-client';

export const useShopSettings = () => useQuery(adminKey('settings'), () => adminGet<ShopSettings>('/settings'));

export async function saveShopSettings(input: SettingsInput) {
  const res = await adminRequest<ShopSettings>('/settings', { method: 'PUT', body: input });
  refreshAfterWrite('settings');
  return res;
}

/** How much of one order staff with the orders role may refund (decision 040). */
export const useRefundLimit = () => useQuery(adminKey('refund-limit'), () => adminGet<RefundLimit>('/settings/refund-limit'));

export async function saveRefundLimit(input: RefundLimit) {
  const res = await adminRequest<RefundLimit>('/settings/refund-limit', { method: 'PUT', body: input });
  refreshAfterWrite('refund-limit');
  return res;
}
