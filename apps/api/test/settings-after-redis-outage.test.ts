import { DEFAULT_CHECKOUT_SETTINGS } from '@canino/shared';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { orders } from '../src/db/schema';
import { saveCheckoutSettings } from '../src/repositories/checkout-settings';
import { DEFAULT_SHOP_SETTINGS, saveShopSettings } from '../src/repositories/shop-settings';
import { createProduct } from './helpers/factories';
import { checkoutBody } from './helpers/orders';
import { redisServerOnFreePort, type RedisServer } from './helpers/redis-server';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * An API process that lost its Redis cannot hear of saves made on other processes meanwhile, so when it
 * subscribes again it drops its cached checkout settings and shop profile (share-settings-changes.ts,
 * decision 031). The Redis is this test's own, killed and restarted; the machine's shared one is never
 * touched. The clock stands still for the whole test, so the caches' 5–10 s never run out: only that
 * drop can make the process see the save.
 */
const PREFIX = 'canino-resubscribe-test:';
const CHANNEL = `${PREFIX}settings-changed`;

let redis: RedisServer;
let shop: TestApp;
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  redis = await redisServerOnFreePort();
  await redis.start();
  shop = await createTestApp({ REDIS_URL: redis.url, REDIS_PREFIX: PREFIX });
});
afterAll(async () => {
  await shop?.close();
  await redis?.kill();
  vi.useRealTimers();
});

/** How many connections listen for settings changes on the test's Redis (as it is now). */
async function listeners(): Promise<number> {
  const client = new Redis(redis.url, { lazyConnect: true, maxRetriesPerRequest: 0 });
  try {
    await client.connect();
    const [, count] = (await client.pubsub('NUMSUB', CHANNEL)) as [string, number];
    return count;
  } finally {
    client.disconnect();
  }
}

describe('a process whose Redis went away while the owner saved settings elsewhere', () => {
  it('drops its cached shop profile and checkout settings once it subscribes again', async () => {
    const product = await createProduct(shop.ctx, { stock: 100, sellingPricePaise: 30000, listPricePaise: 30000 });
    const checkout = async () => {
      const res = await shop.app.inject({ method: 'POST', url: '/admin/api/checkout', payload: checkoutBody([{ productId: product.id, quantity: 1 }]) });
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data;
      const [order] = await shop.ctx.db.select().from(orders).where(eq(orders.id, data.orderId));
      return { name: data.razorpayOptions.name as string, shippingPaise: order!.shippingPaise };
    };
    await expect.poll(listeners, { timeout: 10_000, interval: 50 }).toBe(1);
    // Both settings are read now and kept in the process's caches.
    const before = await checkout();
    expect(before.name).toBe(DEFAULT_SHOP_SETTINGS.name);

    await redis.kill();
    // Another process's save (written as its repositories write it): its message would go nowhere.
    const fee = before.shippingPaise + 1100;
    await saveShopSettings(shop.ctx.db, { ...DEFAULT_SHOP_SETTINGS, name: 'Canino While Away' });
    await saveCheckoutSettings(shop.ctx.db, { ...DEFAULT_CHECKOUT_SETTINGS, shipping: { feePaise: fee, freeAbovePaise: null } });
    expect(await checkout()).toEqual(before); // cut off, the process serves its copies

    await redis.start();
    await expect.poll(listeners, { timeout: 10_000, interval: 50 }).toBe(1);
    // Subscribed again. Polled only because the process reads the subscription's reply on its own
    // socket; with the clock still, the old copies would be served for ever without the drop.
    await expect.poll(checkout, { timeout: 5_000, interval: 50 }).toEqual({ name: 'Canino While Away', shippingPaise: fee });
  });
});
