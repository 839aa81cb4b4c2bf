import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Logger } from '../../logger';
import type { CatalogCache } from './catalog-cache';

/**
 * With several API processes, a catalog write in one must empty the catalog cache of all: each
 * `invalidate()` is published on Redis and every process clears its cache when it hears one. A process
 * that lost its Redis connection may have missed messages, so it clears its cache when it is back.
 * Resolves once subscribed; returns a function that stops sharing (and closes `subscriber`).
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
  let connectedBefore = subscriber.status === 'ready';
  subscriber.on('ready', () => {
    if (connectedBefore) cache.clear();
    connectedBefore = true;
  });
  await subscriber.subscribe(channel);
  const stopListening = cache.onInvalidate(() => {
    publisher.publish(channel, origin).catch((err: unknown) => log.error({ err }, 'could not tell other processes that the catalog changed'));
  });
  return () => {
    stopListening();
    subscriber.disconnect();
  };
}
