import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { requireAdmin } from '../../http/session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in administrator, set by the admin group's guard. */
    adminId?: number;
  }
}

/**
 * Refuses every request of the scope without an admin session (a customer's session does not count).
 * It runs on request, before the body is read or validated: a stranger learns nothing, not even what
 * would have been invalid.
 */
export function guardAdmin(scope: FastifyInstance, ctx: AppContext): void {
  scope.addHook('onRequest', async (req) => {
    req.adminId = await requireAdmin(ctx, req);
  });
}

/** The guard has run before any handler of the group, so the id is there. */
export function adminIdOf(req: { adminId?: number }): number {
  if (req.adminId === undefined) throw new Error('admin route reached without the admin guard');
  return req.adminId;
}
