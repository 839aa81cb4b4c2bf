import type { AcceptInvitationInput, InvitationPreview } from '@canino/shared';
import { apiRequest } from '../../../../lib/api-client';

// The emailed links' pages run before any session: plain calls, whose 400 is a bad link, not a logout.
export const previewInvitation = async (token: string) => (await apiRequest<InvitationPreview>('/admin/invitations/preview', { method: 'POST', body: { token } })).data;
export const acceptInvitation = async (input: AcceptInvitationInput) => (await apiRequest<InvitationPreview>('/admin/invitations/accept', { method: 'POST', body: input })).message;
export const requestAdminReset = async (email: string) => (await apiRequest('/admin/password-reset', { method: 'POST', body: { email } })).message;
export const confirmAdminReset = async (token: string, password: string) =>
  (await apiRequest('/admin/password-reset/confirm', { method: 'POST', body: { token, password } })).message;
