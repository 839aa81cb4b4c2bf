import type { AdminRole, AdminStaff, StaffInviteInput } from '@canino/shared';
import { setQueryData } from '../../../../lib/query';
import { adminRequest } from '../../../lib/api-client';
import { staffKey } from '../../../lib/staff-list';

/** Every change answers with the whole team and the pending invitations, which replace the cached ones. */
async function change(path: string, method: 'POST' | 'PUT' | 'DELETE', body?: object) {
  const res = await adminRequest<AdminStaff>(path, { method, body });
  setQueryData(staffKey, () => res.data);
  return res;
}

export const inviteStaff = (input: StaffInviteInput) => change('/staff/invitations', 'POST', input);
export const revokeInvitation = (id: number) => change(`/staff/invitations/${id}`, 'DELETE');
export const changeStaffRole = (id: number, role: AdminRole) => change(`/staff/${id}/role`, 'PUT', { role });
export const setStaffActive = (id: number, active: boolean) => change(`/staff/${id}/${active ? 'reactivate' : 'deactivate'}`, 'POST', {});
export const endStaffSessions = (id: number) => change(`/staff/${id}/end-sessions`, 'POST', {});
