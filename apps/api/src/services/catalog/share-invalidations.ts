import type { Redis } from 'ioredis';
import type { Logger } from '../../logger';
import type { CatalogCache, SharedCatalogVersion } from '../../ports/catalog-cache';

/**
 * With several API processes, a catalog write in one must empty the catalog cache of all, before the
 * writer answers: a price edited on one node shows on the next page any node serves. The version is a
 * Redis counter (`INCR` on a write, awaited before the answer; one `GET` per catalog read, about 0.1 ms).
 * While Redis is away each process serves its own copy and drops it when Redis answers again
 * (decision 012). Returns a function that stops sharing.
 */
export function shareCatalogInvalidations(cache: CatalogCache, redis: Redis, prefix: string, log: Logger): () => void {
  return cache.shareVersion(redisCatalogVersion(redis, `${prefix}catalog-version`, log));
}

function redisCatalogVersion(redis: Redis, key: string, log: Logger): SharedCatalogVersion {
  return {
    async read() {
      // A command on a connection that is down fails at once anyway; this skips even that.
      if (redis.status !== 'ready') return null;
      try {
        return (await redis.get(key)) ?? '0';
      } catch {
        return null;
      }
    },
    async bump() {
      try {
        await redis.incr(key);
      } catch (err) {
        log.warn({ err }, 'could not tell other processes that the catalog changed');
      }
    },
  };
}
