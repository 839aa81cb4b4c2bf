import type { Db } from '../../db/client';
import { deleteAdmin, findAdminByEmail, insertAdmin, setAdminPasswordHash, type AdminUserRow } from '../../repositories/staff-accounts';
import { deleteSessionsOf } from '../../repositories/sessions';
import { hashPassword, needsRehash, verifyPassword } from '../passwords';

export type AdminPasswordChange = 'created' | 'changed' | 'unchanged';

/**
 * Creates the admin, or gives it this password. A new password ends every session the admin had, so
 * whoever knew the old one is logged out; the same password leaves sessions alone (a restart with the
 * same settings logs nobody out).
 */
export async function setAdminPassword(db: Db, input: { email: string; name: string; password: string }): Promise<AdminPasswordChange> {
  const email = input.email.trim().toLowerCase();
  const existing = await findAdminByEmail(db, email);
  if (!existing) {
    await insertAdmin(db, { email, name: input.name, passwordHash: await hashPassword(input.password) });
    return 'created';
  }
  if (await verifyPassword(input.password, existing.passwordHash)) {
    if (needsRehash(existing.passwordHash)) await setAdminPasswordHash(db, existing.id, await hashPassword(input.password), existing.passwordHash);
    return 'unchanged';
  }
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await setAdminPasswordHash(tx, existing.id, passwordHash);
    await deleteSessionsOf(tx, 'admin', existing.id);
  });
  return 'changed';
}

/** Removes an admin and ends its sessions in one step: a session cookie of a removed admin opens nothing. */
export async function removeAdmin(db: Db, admin: AdminUserRow): Promise<void> {
  await db.transaction(async (tx) => {
    await deleteSessionsOf(tx, 'admin', admin.id);
    await deleteAdmin(tx, admin.id);
  });
}
