import type { AppContext } from '../../context';
import { findAdminById } from '../../repositories/staff-accounts';

/** How histories (order events, refunds, stock) name an admin: `admin:<email>`, or the id of one since removed. */
export async function adminActor(ctx: Pick<AppContext, 'db'>, adminId: number): Promise<string> {
  const admin = await findAdminById(ctx.db, adminId);
  return `admin:${admin?.email ?? adminId}`;
}
