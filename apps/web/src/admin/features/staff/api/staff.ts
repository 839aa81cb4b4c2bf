import type { AcceptInvitationInput, AdminRole, AdminStaff, InvitationPreview, StaffInviteInput } from '@canino/shared';
import { apiRequest } from '../../../../lib/api-client';
import { setQueryData, useQuery } from '../../../../lib/query';
import { adminGet, adminKey, adminRequest } from '../../../lib/api-client';

const key = adminKey('staff');

export const useStaff = () => useQuery(key, () => adminGet<AdminStaff>('/staff'));

/** Every change answers with the whole team and the pending invitations, which replace the cached ones. */
async function change(path: string, method: 'POST' | 'PUT' | 'DELETE', body?: object) {
  const res = await adminRequest<AdminStaff>(path, { method, body });
  setQueryData(key, () => res.data);
  return res;
}

export const inviteStaff = (input: StaffInviteInput) => change('/staff/invitations', 'POST', input);
export const revokeInvitation = (id: number) => change(`/staff/invitations/${id}`, 'DELETE');
export const changeStaffRole = (id: number, role: AdminRole) => change(`/staff/${id}/role`, 'PUT', { role });
export const setStaffActive = (id: number, active: boolean) => change(`/staff/${id}/${active ? 'reactivate' : 'deactivate'}`, 'POST', {});
export const endStaffSessions = (id: number) => change(`/staff/${id}/end-sessions`, 'POST', {});

// The emailed links' pages run before any session: plain calls, whose 400 is a bad link, not a logout.
export const previewInvitation = async (token: string) => (await apiRequest<InvitationPreview>('/admin/invitations/preview', { method: 'POST', body: { token } })).data;
export const acceptInvitation = async (input: AcceptInvitationInput) => (await apiRequest<InvitationPreview>('/admin/invitations/accept', { method: 'POST', body: input })).message;
export const requestAdminReset = async (email: string) => (await apiRequest('/admin/password-reset', { method: 'POST', body: { email } })).message;
export const confirmAdminReset = async (token: string, password: string) =>
  (await apiRequest('/admin/password-reset/confirm', { method: 'POST', body: { token, password } })).message;
