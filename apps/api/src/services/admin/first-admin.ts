import type { AppContext } from '../../context';
import { countAdmins, upsertAdmin } from '../../repositories/admin-users';
import { hashPassword } from '../passwords';

/** Demo credentials, only ever created on the embedded database with the demo catalog. */
export const DEMO_ADMIN = { email: 'admin@canino.local', password: 'canino-admin', name: 'Demo admin' };

/**
 * The first administrator: `ADMIN_EMAIL`/`ADMIN_PASSWORD` when set (and kept in step with them), else on
 * the embedded demo setup a demo admin printed at start. On PostgreSQL without those settings nobody
 * is created; `npm run admin:create` makes one.
 */
export async function ensureFirstAdmin(ctx: AppContext, embeddedDemo: boolean): Promise<void> {
  const { admin } = ctx.config;
  if (admin) {
    await upsertAdmin(ctx.db, { email: admin.email.toLowerCase(), name: 'Owner', passwordHash: await hashPassword(admin.password) });
    return;
  }
  if (!embeddedDemo || (await countAdmins(ctx.db)) > 0) return;
  await upsertAdmin(ctx.db, { email: DEMO_ADMIN.email, name: DEMO_ADMIN.name, passwordHash: await hashPassword(DEMO_ADMIN.password) });
  console.log(`\n  Demo admin created: ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}  (set ADMIN_EMAIL and ADMIN_PASSWORD for a real one)\n`);
}
