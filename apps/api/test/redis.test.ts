import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { buildApp } from '../src/app';
import type { Logger } from '../src/logger';
import { connectRedis } from '../src/redis';
import { MemoryCatalogCache } from '../src/services/catalog/memory-catalog-cache';
import { shareCatalogInvalidations } from '../src/services/catalog/share-invalidations';
import { pickRules } from '../src/db/schema';
import { dosageColumns } from '../src/db/dosage-columns';
import { asAdmin } from './admin-support';
import { createCategory, createCustomer, createProduct, TEST_PASSWORD } from './helpers/factories';
import { loginAs } from './helpers/http';
import { machineRedisUp, MACHINE_REDIS_URL, runRedisPrefix } from './helpers/redis-server';
import { createTestApp, type TestApp } from './helpers/test-app';

const REDIS_URL = MACHINE_REDIS_URL;
const REDIS_PREFIX = runRedisPrefix();
const redisUp = await machineRedisUp();

/**
 * Two API processes sharing one database and one Redis, as in a production setup with several nodes:
 * `first` is a whole test app, `second` another server over the same database with its own cache.
 */
describe.skipIf(!redisUp)('with REDIS_URL, several API processes', () => {
  let first: TestApp;
  let second: FastifyInstance;
  beforeAll(async () => {
    first = await createTestApp({ REDIS_URL, REDIS_PREFIX, RATE_LIMIT_MAX: '2' });
    second = await buildApp({ ...first.ctx, catalogCache: new MemoryCatalogCache() }, { serveWeb: false });
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  const names = async (app: FastifyInstance) => (await app.inject('/admin/api/category')).json().data.map((c: { mcat_name: string }) => c.mcat_name) as string[];

  it('empty each other catalog caches after a write', async () => {
    const before = await names(second);
    const added = await createCategory(first.ctx, { name: `Shared ${Date.now()}` });
    // The second process serves its cached copy until it hears of the write...
    expect(await names(second)).toEqual(before);
    first.ctx.catalogCache.invalidate();
    await first.ctx.catalogCache.published(); // what the writer's answer waits for
    // ...and the new category on its very next read: no waiting for a message to arrive.
    expect(await names(second)).toContain(added.name);
  });

  it('see a pick rule saved on the other at once in "Picked for", with no catalog read between', async () => {
    const category = await createCategory(first.ctx, { name: `Joint ${Date.now()}` });
    const product = await createProduct(first.ctx, {
      categoryId: category.id,
      stock: 10,
      ...dosageColumns({ packSize: 60, unitName: 'chew', bands: [{ aboveGrams: 0, upToGrams: 50_000, unitsPerDay: 2 }], lifeStage: null }),
    });
    await first.ctx.db.delete(pickRules);
    first.ctx.catalogCache.invalidate();
    await first.ctx.catalogCache.published();
    const { call: admin } = await asAdmin(first);
    const rule = (await admin('POST', '/pick-rules', { condition: 'large_breed', categoryId: category.id, reason: 'for large breeds' })).json().data[0];
    const customer = await createCustomer(first.ctx, { breed: 'Labrador', weight: '30', age: '4' });
    const cookie = await loginAs(second, customer.mobile, TEST_PASSWORD);
    const reasons = async () =>
      (
        (await second.inject({ url: '/admin/api/recommendations', headers: { cookie } })).json().data.pets[0].picks as { product: { product_id: number }; reasons: string[] }[]
      ).find((p) => p.product.product_id === product.id)?.reasons;
    expect(await reasons()).toEqual(['for large breeds']);
    await admin('PUT', `/pick-rules/${rule.id}`, { condition: 'large_breed', categoryId: category.id, reason: 'for big dogs' });
    expect(await reasons()).toEqual(['for big dogs']);
  });

  it('share one rate limit per client', async () => {
    const client = '198.51.100.7';
    const attempt = (app: FastifyInstance) =>
      app.inject({ method: 'POST', url: '/admin/api/auth_login', remoteAddress: client, payload: { mobile: '9876501234', password: 'wrong-pass' } });
    expect((await attempt(first.app)).statusCode).toBe(401);
    expect((await attempt(second)).statusCode).toBe(401);
    // The third try is refused, though neither process alone has seen more than two.
    expect((await attempt(first.app)).statusCode).toBe(429);
  });
});

describe.skipIf(!redisUp)('a process whose Redis connection dropped', () => {
  it('serves its own copy meanwhile, and drops it when Redis answers again, since it may have missed writes', async () => {
    const log = pino({ level: 'silent' }) as Logger;
    const [mine, other] = [await connectRedis(REDIS_URL, log, 'test'), await connectRedis(REDIS_URL, log, 'test')];
    const [cache, otherCache] = [new MemoryCatalogCache(), new MemoryCatalogCache()];
    const stops = [shareCatalogInvalidations(cache, mine, REDIS_PREFIX, log), shareCatalogInvalidations(otherCache, other, REDIS_PREFIX, log)];
    try {
      let loads = 0;
      const read = () => cache.get('products', async () => ++loads);
      await read();
      await read();
      expect(loads).toBe(1);
      const ended = new Promise((resolve) => mine.once('end', resolve));
      mine.disconnect();
      await ended;
      otherCache.invalidate(); // a write elsewhere that this process cannot hear of
      await otherCache.published();
      await read();
      expect(loads).toBe(1);
      await mine.connect();
      await read();
      expect(loads).toBe(2);
    } finally {
      for (const stop of stops) stop();
      mine.disconnect();
      other.disconnect();
    }
  });
});
