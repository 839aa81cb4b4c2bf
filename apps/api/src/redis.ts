import { Redis } from 'ioredis';
import type { Logger } from './logger';

/**
 * A Redis connection for state several API processes share. Commands fail fast while Redis is away
 * (their callers decide what that means) and the connection keeps retrying in the background.
 */
export function connectRedis(url: string, log: Logger, role: string): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  let reported = false;
  redis.on('error', (err) => {
    // ioredis reports every failed reconnect; one line per outage is enough.
    if (!reported) log.warn({ err, role }, 'Redis is not reachable; retrying');
    reported = true;
  });
  redis.on('ready', () => {
    if (reported) log.info({ role }, 'Redis is reachable again');
    reported = false;
  });
  return redis;
}

/**
 * A second connection for SUBSCRIBE (a subscribed connection can do nothing else). Its commands wait
 * for Redis instead of failing, so a subscription made during an outage happens when Redis is back.
 */
export function subscriberFor(redis: Redis): Redis {
  const subscriber = redis.duplicate({ maxRetriesPerRequest: null, connectionName: 'canino-subscriber' });
  subscriber.on('error', () => undefined); // the main connection already reports outages
  return subscriber;
}
