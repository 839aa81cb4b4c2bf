import { z } from 'zod';
import { MSG } from '../messages.js';
import { ADMIN_ROLES } from '../rules/admin-roles.js';
import { email, password, requiredText } from './fields.js';

/** The owner's staff screen, invitations and the admin's own password reset. */

/** How long an emailed invitation works: long enough for someone who reads mail once a day or two. */
export const ADMIN_INVITATION_TTL_MS = 3 * 24 * 60 * 60 * 1000;

const role = z.enum(ADMIN_ROLES, { error: 'Choose a role' });

export const staffInviteInput = z.object({
  name: requiredText('Enter their name', 80),
  email: email(MSG.emailRequired, MSG.emailInvalid),
  role,
});
export type StaffInviteInput = z.infer<typeof staffInviteInput>;

export const staffRoleInput = z.object({ role });
export type StaffRoleInput = z.infer<typeof staffRoleInput>;

export const adminStaffMember = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role,
  active: z.boolean(),
  /** Sessions still open (logged in on this many browsers). */
  liveSessions: z.number().int(),
  createdAt: z.string(),
});
export type AdminStaffMember = z.infer<typeof adminStaffMember>;

export const adminInvitation = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role,
  invitedBy: z.string().nullable(),
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type AdminInvitation = z.infer<typeof adminInvitation>;

/** The team and the invitations still pending (not accepted, revoked or expired). */
export const adminStaff = z.object({ members: z.array(adminStaffMember), invitations: z.array(adminInvitation) });
export type AdminStaff = z.infer<typeof adminStaff>;

export const invitationTokenParams = z.object({ token: requiredText('The invitation link is incomplete', 200) });

/** What the invitation page shows before the password is set. */
export const invitationPreview = z.object({ name: z.string(), email: z.string(), role });
export type InvitationPreview = z.infer<typeof invitationPreview>;

export const acceptInvitationInput = z.object({
  token: requiredText('The invitation link is incomplete', 200),
  password: password(),
});
export type AcceptInvitationInput = z.infer<typeof acceptInvitationInput>;
