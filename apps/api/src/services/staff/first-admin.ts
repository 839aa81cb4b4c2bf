import type { AppContext } from '../../context';
import { countAdmins, findAdminByEmail } from '../../repositories/staff-accounts';
import { removeAdmin, setAdminPassword } from './admin-accounts';

/** Demo credentials, only ever on a local-only shop (config.localOnly) on the embedded database with the demo catalog. */
export const DEMO_ADMIN = { email: 'admin@canino.local', password: 'canino-admin', name: 'Demo admin' };

/**
 * The first administrator: `ADMIN_EMAIL`/`ADMIN_PASSWORD` when set (and kept in step with them), else on
 * the embedded demo setup a demo admin printed at start. On PostgreSQL without those settings nobody
 * is created; `npm run admin:create` makes one.
 *
 * A configured admin retires the demo admin: its password is printed in the README, so a shop first
 * started on the defaults must not keep it once it has a real owner. So does a shop opened to the
 * network (HOST, or a public PUBLIC_URL): the demo admin exists only while the shop listens on 127.0.0.1.
 */
export async function ensureFirstAdmin(ctx: Pick<AppContext, 'db' | 'config' | 'log'>, embeddedDemo: boolean): Promise<void> {
  const { admin } = ctx.config;
  if (admin) {
    const change = await setAdminPassword(ctx.db, { email: admin.email, name: 'Owner', password: admin.password });
    if (change === 'changed') ctx.log.warn({ email: admin.email }, 'ADMIN_PASSWORD changed: that admin’s sessions were ended');
    const demo = admin.email.trim().toLowerCase() === DEMO_ADMIN.email ? undefined : await findAdminByEmail(ctx.db, DEMO_ADMIN.email);
    if (demo) {
      await removeAdmin(ctx.db, demo);
      ctx.log.warn(`the demo admin ${DEMO_ADMIN.email} was removed and its sessions ended, as ADMIN_EMAIL names the owner`);
    }
    return;
  }
  if (!ctx.config.localOnly) {
    const demo = await findAdminByEmail(ctx.db, DEMO_ADMIN.email);
    if (demo) {
      await removeAdmin(ctx.db, demo);
      ctx.log.warn(`the demo admin ${DEMO_ADMIN.email} was removed and its sessions ended, as the shop is open to the network`);
    }
    return;
  }
  if (!embeddedDemo || (await countAdmins(ctx.db)) > 0) return;
  await setAdminPassword(ctx.db, DEMO_ADMIN);
  console.log(`\n  Demo admin created: ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}  (set ADMIN_EMAIL and ADMIN_PASSWORD for a real one)\n`);
}
