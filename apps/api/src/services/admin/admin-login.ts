import type { AdminLoginInput, AdminUser } from '@canino/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { findAdminByEmail, type AdminUserRow } from '../../repositories/admin-users';
import { DUMMY_HASH, verifyPassword } from '../passwords';
import { startSession } from '../auth/sessions';

export function presentAdmin(a: AdminUserRow): AdminUser {
  return { id: a.id, email: a.email, name: a.name };
}

/** Checks an administrator's password and opens an admin session (separate from any customer session). */
export async function adminLogin(ctx: AppContext, input: AdminLoginInput) {
  const admin = await findAdminByEmail(ctx.db, input.email);
  // Hash even when nobody matches, so the answer's timing does not tell which emails are admins.
  const valid = await verifyPassword(input.password, admin?.passwordHash ?? DUMMY_HASH);
  if (!admin || !valid) throw new AppError('UNAUTHENTICATED', 'The email or password is incorrect');
  const session = await startSession(ctx, 'admin', admin.id);
  return { admin: presentAdmin(admin), session };
}
