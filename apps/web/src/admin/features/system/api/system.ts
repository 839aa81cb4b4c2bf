import type { AdminSystemStatus } from '@canino/shared';
import { useQuery } from '../../../../lib/query';
import { adminGet, adminKey } from '../../../lib/api-client';

export const useSystemStatus = () => useQuery(adminKey('system', {}), () => adminGet<AdminSystemStatus>('/system'));
