import type { AdminStaff } from '@canino/shared';
import { useQuery } from '../../lib/query';
import { adminGet, adminKey } from './api-client';

// The team is managed on the staff page and read by the audit page's "who" filter; the staff page's
// changes write their answer under this key, so both show the same team.
export const staffKey = adminKey('staff');

export const useStaff = () => useQuery(staffKey, () => adminGet<AdminStaff>('/staff'));
