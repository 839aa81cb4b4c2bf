import type { AdminLoginInput, AdminUser } from '@canino/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { findAdminByEmail, findAdminById, setAdminPasswordHash, type AdminUserRow } from '../../repositories/staff-accounts';
import { checkPassword, DUMMY_HASH } from '../passwords';
import { resolveSession, startSession } from '../auth/sessions';

function presentAdmin(a: AdminUserRow): AdminUser {
  return { id: a.id, email: a.email, name: a.name, role: a.role };
}

/** Checks an administrator's password and opens an admin session (separate from any customer session). */
export async function adminLogin(ctx: AppContext, input: AdminLoginInput) {
  const admin = await findAdminByEmail(ctx.db, input.email);
  // Hash even when nobody matches, so the answer's timing does not tell which emails are admins.
  const stored = admin?.passwordHash ?? DUMMY_HASH;
  const valid = await checkPassword(input.password, stored, async (newHash) => admin && setAdminPasswordHash(ctx.db, admin.id, newHash, stored));
  // A deactivated account gets the same answer as a wrong password: the form tells nobody who works here.
  if (!admin || !valid || admin.deactivatedAt) throw new AppError('UNAUTHENTICATED', 'The email or password is incorrect');
  const session = await startSession(ctx, 'admin', admin.id);
  return { admin: presentAdmin(admin), session };
}

/** The admin behind a session cookie, read fresh so a new role or a deactivation counts at once. */
export async function signedInAdmin(ctx: Pick<AppContext, 'db' | 'now'>, token: string | undefined): Promise<AdminUser | undefined> {
  const id = await resolveSession(ctx, 'admin', token);
  if (!id) return undefined;
  const admin = await findAdminById(ctx.db, id);
  return admin && !admin.deactivatedAt ? presentAdmin(admin) : undefined;
}
