import { getCheckoutSettings, lockCheckoutSettings, saveCheckoutSettings } from '../../repositories/checkout-settings';
import type { CheckoutSettings } from '@canino/shared';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { settingsSaved } from '../../db/after-commit-changes';
import { recordAdminChange } from '../audit/audit-log';

/**
 * Every checkout, cart and pincode answer reads these; a few seconds' cache per database spares that
 * query. The saving process forgets its copy once the save commits, and with Redis so does every other API
 * process (share-settings-changes.ts); without it, or while it is away, they see a change within CACHE_MS.
 */
const CACHE_MS = 5_000;
const cache = new WeakMap<Db, { value: Promise<CheckoutSettings>; at: number }>();

export function readCheckoutSettings(ctx: Pick<AppContext, 'db'>): Promise<CheckoutSettings> {
  const hit = cache.get(ctx.db);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.value;
  const value = getCheckoutSettings(ctx.db);
  cache.set(ctx.db, { value, at: Date.now() });
  value.catch(() => cache.delete(ctx.db));
  return value;
}

export async function updateCheckoutSettings(ctx: Pick<AppContext, 'db'>, adminId: number, values: CheckoutSettings): Promise<CheckoutSettings> {
  await ctx.db.transaction(async (tx) => {
    // Locked (once saved), so two saves at once each log what they replaced.
    await lockCheckoutSettings(tx);
    const before = await getCheckoutSettings(tx);
    await saveCheckoutSettings(tx, values);
    await recordAdminChange(tx, adminId, { entity: 'checkout_settings', entityId: null, action: 'update', label: 'Delivery & COD settings', before, after: values });
    // Heard once committed: this process's copy is dropped and, with Redis, the others' (app.ts).
    await settingsSaved(tx);
  });
  return values;
}

/** Drops this process's copy: the next read is the database's. */
export function forgetCheckoutSettings(ctx: Pick<AppContext, 'db'>): void {
  cache.delete(ctx.db);
}
