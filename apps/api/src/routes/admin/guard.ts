import { roleCan, ADMIN_ROLE_LABELS, type AdminArea, type AdminUser } from '@canino/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { forbidden } from '../../errors';
import { requireAdmin } from '../../http/session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in administrator (id, email, name, role), set by the admin group's guard. */
    admin?: AdminUser;
  }
  interface FastifyContextConfig {
    /** The part of the admin a route belongs to; the guard lets in only roles that may use it. */
    adminArea?: AdminArea;
  }
}

/**
 * Registers a group of admin routes under one area. A route may name another area in its own config
 * (an order's invoice among the tax routes belongs to orders); the guard refuses a route with none.
 */
export async function inArea(scope: FastifyInstance, area: AdminArea, register: (group: FastifyInstance) => void): Promise<void> {
  await scope.register(async (group) => {
    group.addHook('onRoute', (route) => {
      route.config = { ...route.config, adminArea: route.config?.adminArea ?? area };
    });
    register(group);
  });
}

/**
 * Refuses every request of the scope without an admin session (a customer's session does not count),
 * and any whose route is outside the admin's role. It runs on request, before the body is read or
 * validated: a stranger learns nothing, not even what would have been invalid. The role is read from
 * the account on every request, so a change of role or a deactivation takes effect at once.
 */
export function guardAdmin(scope: FastifyInstance, ctx: AppContext): void {
  scope.addHook('onRequest', async (req) => {
    const admin = await requireAdmin(ctx, req);
    const area = req.routeOptions.config.adminArea;
    // An admin route without an area is a programming error; refusing it keeps it closed until fixed.
    if (!area || !roleCan(admin.role, area)) {
      throw forbidden(`The ${ADMIN_ROLE_LABELS[admin.role].toLowerCase()} role cannot use this part of the admin`);
    }
    req.admin = admin;
  });
}

/** The signed-in admin of a guarded route: who made a change, for events and logs. */
export function adminOf(req: { admin?: AdminUser }): AdminUser {
  if (req.admin === undefined) throw new Error('admin route reached without the admin guard');
  return req.admin;
}

export const adminIdOf = (req: { admin?: AdminUser }): number => adminOf(req).id;
