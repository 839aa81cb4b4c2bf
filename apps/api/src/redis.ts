import { Redis } from 'ioredis';
import type { Logger } from './logger';

/** How long a connection attempt may take, and so how long the shop waits for Redis at start. */
const REDIS_CONNECT_TIMEOUT_MS = 2000;
/** A command Redis has not answered in this long has failed (its caller falls back); a hang detector. */
const REDIS_COMMAND_TIMEOUT_MS = 500;

/**
 * A Redis connection for state several API processes share. While Redis is away, commands fail at once
 * instead of queueing (callers fall back to this process's own state: see decision 012), and the
 * connection keeps retrying in the background. Resolves when Redis is ready, or as soon as it is known
 * to be unreachable, and at most after REDIS_CONNECT_TIMEOUT_MS: the shop starts either way.
 */
export async function connectRedis(url: string, log: Logger, role: string): Promise<Redis> {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
  });
  let reported = false;
  redis.on('error', (err) => {
    // ioredis reports every failed reconnect; one line per outage is enough.
    if (!reported) {
      log.warn({ err, role, redis: redactedUrl(url) }, 'Redis is not reachable: rate limits are per process and catalog changes are not shared until it is back; retrying');
    }
    reported = true;
  });
  redis.on('ready', () => {
    if (reported) log.info({ role }, 'Redis is reachable again: rate limits and catalog changes are shared again');
    reported = false;
  });
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, REDIS_CONNECT_TIMEOUT_MS + 500);
    const settle = () => (clearTimeout(timer), redis.off('ready', settle), redis.off('error', settle), resolve());
    redis.once('ready', settle);
    redis.once('error', settle);
  });
  return redis;
}

/** The address without its password, for logs. */
function redactedUrl(url: string): string {
  try {
    const u = new URL(url);
    u.password = '';
    return u.toString();
  } catch {
    return 'an address that is not a URL';
  }
}
