import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { getShopSettings } from '../../repositories/shop-settings';

/**
 * How long order calls reuse the shop's settings: the saving process forgets its copy at once, and with
 * Redis every other process too (share-settings-changes.ts); without it, or while it is away, an edit
 * saved on another API process reaches this one's checkouts and emails within this time.
 */
const TTL_MS = 10_000;

export type ShopProfile = Awaited<ReturnType<typeof getShopSettings>>;
const cache = new WeakMap<Db, { until: number; settings: ReturnType<typeof getShopSettings> }>();

/**
 * The shop's name and email for the checkout window and the order emails. Every checkout and every paid
 * order needs them, and they change rarely, so they are read at most once every ten seconds. A caller
 * inside a transaction passes it as `within`.
 */
export function shopProfile(ctx: Pick<AppContext, 'db'>, within?: Db): ReturnType<typeof getShopSettings> {
  const hit = cache.get(ctx.db);
  if (hit && hit.until > Date.now()) return hit.settings;
  // Inside a transaction a miss reads through it: on the embedded database the transaction holds the only
  // connection, so a read outside it would wait for the transaction, which waits for the read.
  const settings = getShopSettings(within ?? ctx.db);
  cache.set(ctx.db, { until: Date.now() + TTL_MS, settings });
  settings.catch(() => cache.delete(ctx.db));
  return settings;
}

/** After the owner saved the shop's details: this process's next checkout and email read them afresh. */
export function forgetShopProfile(ctx: Pick<AppContext, 'db'>): void {
  cache.delete(ctx.db);
}
