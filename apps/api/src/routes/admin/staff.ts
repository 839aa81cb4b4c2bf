import { ADMIN_ROLE_LABELS, adminStaff, failure, idParams, ok, staffInviteInput, staffRoleInput } from '@canino/shared';
import type { AppContext } from '../../context';
import type { Api } from '../../http/types';
import * as staff from '../../services/staff/staff';
import { adminOf } from './guard';

const failures = { 400: failure, 401: failure, 403: failure, 404: failure, 409: failure };
const tags = ['admin: staff'];
const withStaff = { tags, response: { 200: ok(adminStaff), ...failures } };

/** The owner's team: invitations, roles, deactivation and sessions. Each write answers with the new list. */
export function adminStaffRoutes(app: Api, ctx: AppContext): void {
  app.get('/staff', { schema: withStaff }, async () => ({ status: 1 as const, data: await staff.listStaff(ctx) }));

  app.post('/staff/invitations', { schema: { ...withStaff, body: staffInviteInput } }, async (req) => {
    await staff.inviteStaff(ctx, adminOf(req), req.body);
    return { status: 1 as const, message: `Invitation emailed to ${req.body.email}`, data: await staff.listStaff(ctx) };
  });

  app.delete('/staff/invitations/:id', { schema: { ...withStaff, params: idParams } }, async (req) => {
    await staff.revokeInvitation(ctx, adminOf(req).id, req.params.id);
    return { status: 1 as const, message: 'Invitation revoked: its link no longer works', data: await staff.listStaff(ctx) };
  });

  app.put('/staff/:id/role', { schema: { ...withStaff, params: idParams, body: staffRoleInput } }, async (req) => {
    await staff.changeStaffRole(ctx, adminOf(req).id, req.params.id, req.body.role);
    return { status: 1 as const, message: `Role changed to ${ADMIN_ROLE_LABELS[req.body.role]}`, data: await staff.listStaff(ctx) };
  });

  app.post('/staff/:id/deactivate', { schema: { ...withStaff, params: idParams } }, async (req) => {
    await staff.deactivateStaff(ctx, adminOf(req).id, req.params.id);
    return { status: 1 as const, message: 'Account deactivated and logged out everywhere', data: await staff.listStaff(ctx) };
  });

  app.post('/staff/:id/reactivate', { schema: { ...withStaff, params: idParams } }, async (req) => {
    await staff.reactivateStaff(ctx, adminOf(req).id, req.params.id);
    return { status: 1 as const, message: 'Account reactivated: they can log in again', data: await staff.listStaff(ctx) };
  });

  app.post('/staff/:id/end-sessions', { schema: { ...withStaff, params: idParams } }, async (req) => {
    await staff.endStaffSessions(ctx, adminOf(req).id, req.params.id);
    return { status: 1 as const, message: 'Logged out on every browser', data: await staff.listStaff(ctx) };
  });
}
