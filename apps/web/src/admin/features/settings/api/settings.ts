import type { SettingsInput, ShopSettings } from '@canino/shared';
import { useQuery } from '../../../../lib/query';
import { adminGet, adminKey, adminRequest, refreshAfterWrite } from '../../../lib/api-client';

export const useShopSettings = () => useQuery(adminKey('settings'), () => adminGet<ShopSettings>('/settings'));

export async function saveShopSettings(input: SettingsInput) {
  const res = await adminRequest<ShopSettings>('/settings', { method: 'PUT', body: input });
  refreshAfterWrite('settings');
  return res;
}
