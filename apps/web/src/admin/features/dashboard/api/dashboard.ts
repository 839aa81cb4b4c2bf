import type { AdminDashboard } from '@canino/shared';
import { useQuery } from '../../../../lib/query';
import { adminGet, adminKey } from '../../../lib/api-client';

export const useDashboard = () => useQuery(adminKey('dashboard'), () => adminGet<AdminDashboard>('/dashboard'), { staleMs: 30_000 });
