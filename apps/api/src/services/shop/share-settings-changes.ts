import type { Redis } from 'ioredis';
import type { AppContext } from '../../context';
import type { Logger } from '../../logger';
import { onChanges } from '../../db/after-commit-changes';
import { forgetSavedSettings } from './settings-changes';

/**
 * With several API processes, an owner's save of checkout settings or the shop's profile reaches every
 * process's cache at once instead of within its 5–10 s: once the save has committed (a `settings` change,
 * db/after-commit-changes.ts), the saver publishes on a Redis channel every process subscribes to, and each
 * drops its copies when the message comes. Unlike the catalog's version (decision 019), a checkout sends no
 * Redis command: the message is pushed to the subscribers before the saver's answer leaves. While a process is not subscribed (Redis away), its caches' time limit bounds
 * what it may miss; when it subscribes again it drops them, since a save may have been missed meanwhile.
 * Returns a function that stops sharing.
 */
export function shareSettingsChanges(ctx: Pick<AppContext, 'db'>, redis: Redis, prefix: string, log: Logger): () => void {
  const channel = `${prefix}settings-changed`;
  const forget = () => forgetSavedSettings(ctx);
  // A connection that subscribes can send nothing else: a second one, with the first's options.
  const subscriber = redis.duplicate();
  // The first connection reports outages; this one follows them silently.
  subscriber.on('error', () => undefined);
  subscriber.on('message', (from: string) => from === channel && forget());
  subscriber.on('ready', () => {
    subscriber.subscribe(channel).then(forget, (err: unknown) => log.warn({ err }, 'could not subscribe to settings changes: other processes’ saves show within seconds'));
  });
  const stopAnnouncing = onChanges(ctx.db, async (change) => {
    if (change.kind !== 'settings') return;
    try {
      await redis.publish(channel, 'saved');
    } catch (err) {
      log.warn({ err }, 'could not tell other processes that settings changed: they show the change within seconds');
    }
  });
  return () => {
    stopAnnouncing();
    subscriber.disconnect();
  };
}
