import type { AppContext } from '../../context';
import type { Db } from '../../db/client';

/** How a process tells the others that the owner saved settings they cache; set while Redis is configured. */
const announcers = new WeakMap<Db, () => Promise<void>>();

/**
 * After the owner's save of settings that other processes cache (the shop's profile, checkout
 * settings) committed: tells them to drop their copies (share-settings-changes.ts). The saving
 * process drops its own; its answer waits for this, so the edit is seen on every node once it answers.
 */
export async function announceSettingsSaved(ctx: Pick<AppContext, 'db'>): Promise<void> {
  await announcers.get(ctx.db)?.();
}

/** Sets (or, with undefined, removes) how this database's saves are announced. */
export function setSettingsAnnouncer(db: Db, announce: (() => Promise<void>) | undefined): void {
  if (announce) announcers.set(db, announce);
  else announcers.delete(db);
}
