// @fastify/rate-limit's own stores, which its typings do not describe; used by http/rate-limit-store.ts.
declare module '@fastify/rate-limit/store/LocalStore.js' {
  import type { FastifyRateLimitStore } from '@fastify/rate-limit';

  export interface RateLimitStore extends FastifyRateLimitStore {
    read: FastifyRateLimitStore['incr'];
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): RateLimitStore;
  }
  const LocalStore: new (continueExceeding?: boolean, exponentialBackoff?: boolean, cache?: number) => RateLimitStore;
  export default LocalStore;
}

declare module '@fastify/rate-limit/store/RedisStore.js' {
  import type { Redis } from 'ioredis';
  import type { RateLimitStore } from '@fastify/rate-limit/store/LocalStore.js';

  const RedisStore: new (continueExceeding: boolean | undefined, exponentialBackoff: boolean | undefined, redis: Redis, key?: string) => RateLimitStore;
  export default RedisStore;
}
