import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Logger } from '../../logger';
import { REDIS_CONNECT_TIMEOUT_MS } from '../../redis';
import type { CatalogCache } from './catalog-cache';

/**
 * With several API processes, a catalog write in one must empty the catalog cache of all: each
 * `invalidate()` is published on Redis and every process clears its cache when it hears one. A process
 * whose subscription was down may have missed messages, so it clears its cache each time the subscriber
 * is (back) in service. With Redis reachable this resolves once subscribed; with Redis away it resolves
 * at once, and the subscription is made when Redis is back. Returns a function that stops sharing (and
 * closes `subscriber`).
 */
export async function shareCatalogInvalidations(
  cache: CatalogCache,
  redis: { publisher: Redis; subscriber: Redis; prefix: string },
  log: Logger,
): Promise<() => void> {
  const origin = randomUUID();
  const { publisher, subscriber } = redis;
  const channel = `${redis.prefix}catalog-invalidated`;
  subscriber.on('message', (from, sender) => {
    if (from === channel && sender !== origin) cache.clear();
  });
  subscriber.on('ready', () => cache.clear());
  // Rejected only when the subscriber is closed before Redis came back.
  const subscribed = subscriber.subscribe(channel).then(
    () => true,
    () => false,
  );
  if (publisher.status === 'ready') await Promise.race([subscribed, new Promise((resolve) => setTimeout(resolve, REDIS_CONNECT_TIMEOUT_MS))]);
  const stopListening = cache.onInvalidate(() => {
    publisher.publish(channel, origin).catch((err: unknown) => log.warn({ err }, 'could not tell other processes that the catalog changed'));
  });
  return () => {
    stopListening();
    subscriber.disconnect();
  };
}
