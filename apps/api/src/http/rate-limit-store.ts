// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the stores' typings are ambient declarations that only a reference brings in
/// <reference path="../types/fastify-rate-limit-stores.d.ts" />
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { Redis } from 'ioredis';

type Store = InstanceType<typeof LocalStore>;
type Method = 'incr' | 'read';
type Args = Parameters<Store['incr']>;
type Done = Args[1];

/**
 * Rate limits shared through Redis while it answers, and this process's own while it does not (both
 * are @fastify/rate-limit's stores): an outage neither lets every guess through nor makes a request
 * wait on Redis. A count made in memory during an outage stays there; Redis's count resumes when it is
 * back (decision 012).
 */
class SharedOrLocalStore implements FastifyRateLimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly shared: Store,
    private readonly local: Store,
  ) {}

  incr(...args: Args): void {
    this.count('incr', ...args);
  }

  /** For `{ increment: false }` checks: the count without adding to it. */
  read(...args: Args): void {
    this.count('read', ...args);
  }

  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): SharedOrLocalStore {
    return new SharedOrLocalStore(this.redis, this.shared.child(routeOptions), this.local.child(routeOptions));
  }

  private count(method: Method, key: string, done: Done, timeWindow: number, max: number): void {
    // Not even tried while the connection is down: a command then fails at once, but why wait for that.
    if (this.redis.status !== 'ready') return this.local[method](key, done, timeWindow, max);
    const fallBack: Done = (err, result) => (err ? this.local[method](key, done, timeWindow, max) : done(null, result));
    this.shared[method](key, fallBack, timeWindow, max);
  }
}

/** The store for @fastify/rate-limit's `store` option; `nameSpace` starts every Redis key. */
export function sharedOrLocalLimits(redis: Redis, nameSpace: string): FastifyRateLimitStoreCtor {
  return class extends SharedOrLocalStore {
    constructor(params: { continueExceeding?: boolean; exponentialBackoff?: boolean; cache?: number }) {
      const { continueExceeding, exponentialBackoff } = params;
      super(redis, new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace), new LocalStore(continueExceeding, exponentialBackoff, params.cache));
    }
  };
}
