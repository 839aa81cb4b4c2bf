import type { AdminRecoveryList, AdminRecoveryQuery } from '@canino/shared';
import { useQuery } from '../../../../lib/query';
import { adminGet, adminKey } from '../../../lib/api-client';

export const useAbandonedCheckouts = (q: Partial<AdminRecoveryQuery>) => useQuery(adminKey('abandoned-checkouts', q), () => adminGet<AdminRecoveryList>('/abandoned-checkouts', q));
