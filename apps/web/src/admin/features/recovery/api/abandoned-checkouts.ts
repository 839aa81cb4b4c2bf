import type { AdminRecoveryList, AdminRecoveryQuery, RecoverySettings, RecoverySettingsInput } from '@canino/shared';
import { useQuery } from '../../../../lib/query';
import { adminGet, adminKey, adminRequest, refreshAfterWrite } from '../../../lib/api-client';

export const useAbandonedCheckouts = (q: Partial<AdminRecoveryQuery>) => useQuery(adminKey('abandoned-checkouts', q), () => adminGet<AdminRecoveryList>('/abandoned-checkouts', q));

/** The second email's coupon and the coupons it may be (the owner's setting). */
export const useRecoverySettings = () => useQuery(adminKey('recovery-settings'), () => adminGet<RecoverySettings>('/recovery-settings'));

export async function saveRecoverySettings(input: RecoverySettingsInput) {
  const res = await adminRequest<RecoverySettings>('/recovery-settings', { method: 'PUT', body: input });
  refreshAfterWrite('recovery-settings');
  return res;
}
