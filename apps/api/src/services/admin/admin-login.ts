import type { AdminLoginInput, AdminUser } from '@canino/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { findAdminByEmail, setAdminPasswordHash, type AdminUserRow } from '../../repositories/admin-users';
import { checkPassword, DUMMY_HASH } from '../passwords';
import { startSession } from '../auth/sessions';

export function presentAdmin(a: AdminUserRow): AdminUser {
  return { id: a.id, email: a.email, name: a.name };
}

/** Checks an administrator's password and opens an admin session (separate from any customer session). */
export async function adminLogin(ctx: AppContext, input: AdminLoginInput) {
  const admin = await findAdminByEmail(ctx.db, input.email);
  // Hash even when nobody matches, so the answer's timing does not tell which emails are admins.
  const stored = admin?.passwordHash ?? DUMMY_HASH;
  const valid = await checkPassword(input.password, stored, async (newHash) => admin && setAdminPasswordHash(ctx.db, admin.id, newHash, stored));
  if (!admin || !valid) throw new AppError('UNAUTHENTICATED', 'The email or password is incorrect');
  const session = await startSession(ctx, 'admin', admin.id);
  return { admin: presentAdmin(admin), session };
}
