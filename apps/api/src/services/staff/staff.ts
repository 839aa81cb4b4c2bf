import {
  ADMIN_INVITATION_TTL_MS,
  ADMIN_ROLE_DESCRIPTIONS,
  ADMIN_ROLE_LABELS,
  type AcceptInvitationInput,
  type AdminRole,
  type AdminStaff,
  type AdminStaffMember,
  type InvitationPreview,
  type StaffInviteInput,
} from '@canino/shared';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../db/errors';
import { badInput, conflict, forbidden, notFound } from '../../errors';
import { findAdminByEmail, findAdminById, insertAdmin, listAdminsWithSessions, updateAdmin, type AdminUserRow } from '../../repositories/staff-accounts';
import { consumeInvitation, findPendingInvitation, insertInvitation, listPendingInvitations, revokeInvitations } from '../../repositories/staff-invitations';
import { retireResetTokensOf } from '../../repositories/password-reset-tokens';
import { deleteSessionsOf } from '../../repositories/sessions';
import { getShopSettings } from '../../repositories/shop-settings';
import { enqueueEmail } from '../mail/enqueue-email';
import { staffInvitationEmail } from '../mail/templates/staff-invitation';
import { hashPassword } from '../passwords';
import { hashToken, newToken } from '../tokens';
import { recordAdminChange } from '../audit/audit-log';
import type { Db } from '../../db/client';

/** What the log keeps of a team member: role and whether the account works, never its password. */
const member = (a: AdminUserRow) => ({ role: a.role, deactivatedAt: a.deactivatedAt });
const staffChange = (tx: Db, actorId: number, action: string, before: AdminUserRow, after: object | null) =>
  recordAdminChange(tx, actorId, { entity: 'staff', entityId: before.id, action, label: before.email, before: after ? member(before) : null, after });

const INVALID_LINK = 'This invitation link is invalid, was revoked or has expired. Ask the owner for a new one.';

function presentMember(admin: AdminUserRow, liveSessions: number): AdminStaffMember {
  return {
    id: admin.id,
    name: admin.name,
    email: admin.email,
    role: admin.role,
    active: !admin.deactivatedAt,
    liveSessions,
    createdAt: admin.createdAt.toISOString(),
  };
}

export async function listStaff(ctx: AppContext): Promise<AdminStaff> {
  const now = ctx.now();
  const [members, invitations] = await Promise.all([listAdminsWithSessions(ctx.db, now), listPendingInvitations(ctx.db, now)]);
  return {
    members: members.map((m) => presentMember(m.admin, m.liveSessions)),
    invitations: invitations.map(({ invitation: i, invitedBy }) => ({
      id: i.id,
      name: i.name,
      email: i.email,
      role: i.role,
      invitedBy,
      expiresAt: i.expiresAt.toISOString(),
      createdAt: i.createdAt.toISOString(),
    })),
  };
}

/**
 * Invites someone by email: a single-use link that expires, sent through the job queue in the same
 * transaction. A new invitation to the same address replaces the pending one, so only the latest link works.
 */
export async function inviteStaff(ctx: AppContext, inviter: { id: number; name: string }, input: StaffInviteInput): Promise<void> {
  if (await findAdminByEmail(ctx.db, input.email)) {
    throw conflict('This email already has an admin account', { email: 'This email already has an admin account' });
  }
  const shop = await getShopSettings(ctx.db);
  const now = ctx.now();
  const { token, hash } = newToken();
  const link = `${ctx.config.publicUrl}/admin/accept-invitation#token=${encodeURIComponent(token)}`;
  await ctx.db.transaction(async (tx) => {
    await revokeInvitations(tx, { email: input.email }, now);
    const invitation = await insertInvitation(tx, {
      ...input,
      tokenHash: hash,
      invitedBy: inviter.id,
      expiresAt: new Date(now.getTime() + ADMIN_INVITATION_TTL_MS),
    });
    await recordAdminChange(tx, inviter.id, {
      entity: 'invitation',
      entityId: invitation.id,
      action: 'create',
      label: input.email,
      before: null,
      after: { name: input.name, email: input.email, role: input.role, expiresAt: invitation.expiresAt },
    });
    const email = staffInvitationEmail({
      shopName: shop.name,
      name: input.name,
      invitedBy: inviter.name,
      roleLabel: ADMIN_ROLE_LABELS[input.role],
      roleDuties: ADMIN_ROLE_DESCRIPTIONS[input.role],
      link,
      days: Math.round(ADMIN_INVITATION_TTL_MS / 86_400_000),
    });
    await enqueueEmail(tx, ctx.config.publicUrl, { to: input.email, ...email });
  });
}

export async function revokeInvitation(ctx: AppContext, adminId: number, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [revoked] = await revokeInvitations(tx, { id }, ctx.now());
    if (!revoked) throw notFound('No pending invitation has this id');
    await recordAdminChange(tx, adminId, {
      entity: 'invitation',
      entityId: id,
      action: 'revoke',
      label: revoked.email,
      before: { revokedAt: null },
      after: { revokedAt: revoked.revokedAt },
    });
  });
}

/** Who the link invites, for the page that asks for the password; a used, revoked or expired link is refused. */
export async function previewInvitation(ctx: AppContext, token: string): Promise<InvitationPreview> {
  const invitation = await findPendingInvitation(ctx.db, hashToken(token), ctx.now());
  if (!invitation) throw badInput(INVALID_LINK);
  return { name: invitation.name, email: invitation.email, role: invitation.role };
}

/** Uses the link: the account is made with the invited role and the chosen password, once. */
export async function acceptInvitation(ctx: AppContext, input: AcceptInvitationInput): Promise<InvitationPreview> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await ctx.db.transaction(async (tx) => {
      const invitation = await consumeInvitation(tx, hashToken(input.token), ctx.now());
      if (!invitation) throw badInput(INVALID_LINK);
      await insertAdmin(tx, { email: invitation.email, name: invitation.name, role: invitation.role, passwordHash });
      return { name: invitation.name, email: invitation.email, role: invitation.role };
    });
  } catch (err) {
    // Someone made an account with this address after the invitation went out (another invitation, the CLI).
    if (isUniqueViolation(err)) throw conflict('This email already has an admin account. Log in, or reset its password.');
    throw err;
  }
}

/** The owner acts on another account; never their own, so the shop always keeps an active owner. */
async function otherAdmin(ctx: AppContext, actorId: number, id: number): Promise<AdminUserRow> {
  if (id === actorId) throw forbidden('You cannot change your own role, deactivate yourself or end your own sessions here');
  const admin = await findAdminById(ctx.db, id);
  if (!admin) throw notFound('No admin account has this id');
  return admin;
}

export async function changeStaffRole(ctx: AppContext, actorId: number, id: number, role: AdminRole): Promise<void> {
  const before = await otherAdmin(ctx, actorId, id);
  await ctx.db.transaction(async (tx) => {
    const after = await updateAdmin(tx, id, { role });
    await staffChange(tx, actorId, 'role', before, member(after!));
  });
}

/**
 * Deactivates the account, ends its sessions and voids its reset links in one step: a deactivated
 * admin can neither use a session already open nor log in nor reset their way back in.
 */
export async function deactivateStaff(ctx: AppContext, actorId: number, id: number): Promise<void> {
  await otherAdmin(ctx, actorId, id);
  const now = ctx.now();
  const before = await otherAdmin(ctx, actorId, id);
  await ctx.db.transaction(async (tx) => {
    const after = await updateAdmin(tx, id, { deactivatedAt: now });
    await deleteSessionsOf(tx, 'admin', id);
    await retireResetTokensOf(tx, 'admin', id, now);
    await staffChange(tx, actorId, 'deactivate', before, member(after!));
  });
}

export async function reactivateStaff(ctx: AppContext, actorId: number, id: number): Promise<void> {
  const before = await otherAdmin(ctx, actorId, id);
  await ctx.db.transaction(async (tx) => {
    const after = await updateAdmin(tx, id, { deactivatedAt: null });
    await staffChange(tx, actorId, 'reactivate', before, member(after!));
  });
}

/** Logs the account out of every browser at once (a lost phone, a shared computer). */
export async function endStaffSessions(ctx: AppContext, actorId: number, id: number): Promise<void> {
  const admin = await otherAdmin(ctx, actorId, id);
  await ctx.db.transaction(async (tx) => {
    await deleteSessionsOf(tx, 'admin', id);
    // An action with no fields to compare: the entry says who did it to whom, and when.
    await staffChange(tx, actorId, 'end_sessions', admin, null);
  });
}
