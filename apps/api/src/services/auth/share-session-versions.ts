import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Logger } from '../../logger';
import type { SessionCache, SessionRead, SharedCustomerVersions } from '../../ports/session-cache';
import { SESSION_CACHE_MAX_AGE_MS } from './memory-session-cache';

/** A version outlives no day unwritten: a missing one costs a database read, never a wrong answer. */
const VERSION_TTL_S = 24 * 60 * 60;

/**
 * With several API processes, a logout, a password reset or a pet saved on one must reach every process's
 * memory of that customer's sessions before the writer answers. Each customer has a version in Redis, a
 * random string set anew by every write (`SET`, awaited after the commit) and read before each use (one
 * `GET`, sent beside the catalog's). Random, not a counter: a value once replaced, expired or lost with a
 * Redis restart never comes back, so no old copy can match again. While Redis is away, or the customer has
 * no version yet, nothing is kept and every request reads the database (decision 017).
 */
export function shareSessionVersions<T extends SessionRead>(cache: SessionCache<T>, redis: Redis, prefix: string, log: Logger): () => void {
  return cache.shareVersions(redisCustomerVersions(redis, `${prefix}customer-version:`, log));
}

function redisCustomerVersions(redis: Redis, prefix: string, log: Logger): SharedCustomerVersions {
  const newVersion = () => randomBytes(12).toString('base64url');
  return {
    async read(customerId) {
      // A command on a connection that is down fails at once anyway; this skips even that.
      if (redis.status !== 'ready') return null;
      try {
        const version = await redis.get(prefix + customerId);
        // None yet: make one, for the next request to read before its database read.
        if (version === null) await redis.set(prefix + customerId, newVersion(), 'EX', VERSION_TTL_S, 'NX');
        return version;
      } catch {
        return null;
      }
    },
    async bump(customerIds) {
      try {
        await Promise.all(customerIds.map((id) => redis.set(prefix + id, newVersion(), 'EX', VERSION_TTL_S)));
      } catch (err) {
        log.warn(
          { err, customerIds },
          `could not tell other processes that a customer's sessions or pets changed; their copies are dropped within ${SESSION_CACHE_MAX_AGE_MS / 1000} s`,
        );
      }
    },
  };
}
