import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CHECKOUT_SETTINGS } from '@canino/shared';
import { onChanges } from '../src/db/after-commit-changes';
import { DEFAULT_SHOP_SETTINGS } from '../src/repositories/shop-settings';
import { updateCheckoutSettings } from '../src/services/delivery/checkout-settings';
import { updateShopSettings } from '../src/services/shop/shop-settings';
import { asAdmin, createAdmin } from './admin-support';
import { createProduct } from './helpers/factories';
import { checkoutBody, startCheckout } from './helpers/orders';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /admin/api/settings', () => {
  it('gives the default contact details until the owner saves their own, then theirs', async () => {
    const before = await t.app.inject('/admin/api/settings');
    expect(before.statusCode).toBe(200);
    // An unregistered shop (no GSTIN yet) shows no legal name or GSTIN.
    expect(before.json()).toEqual({ status: 1, data: { ...DEFAULT_SHOP_SETTINGS, registration: null, erasureNoticeHours: 48, autoshipDiscountPercent: 5 } });

    // The storefront keeps the answer (every page embeds it) until the owner saves.
    const again = await t.app.inject({ url: '/admin/api/settings', headers: { 'if-none-match': before.headers.etag as string } });
    expect(again.statusCode).toBe(304);

    const { call } = await asAdmin(t);
    const mine = { ...DEFAULT_SHOP_SETTINGS, phone: '+91 90000 12345', email: 'care@canino.in', address: '4 Avinashi Road, Coimbatore' };
    expect((await call('PUT', '/settings', mine)).statusCode).toBe(200);
    const after = await t.app.inject('/admin/api/settings');
    expect(after.json().data).toMatchObject({ phone: '+91 90000 12345', email: 'care@canino.in', address: '4 Avinashi Road, Coimbatore' });
    expect(Object.keys(after.json().data).sort()).toEqual([
      'address',
      'autoshipDiscountPercent',
      'email',
      'erasureNoticeHours',
      'grievanceOfficer',
      'mapEmbedUrl',
      'name',
      'phone',
      'policyTerms',
      'registration',
      'social',
    ]);
  });
});

describe('PUT /admin/api/admin/settings', () => {
  it("is in the very next checkout's payment window: the saving process does not keep the old name for its cache's ten seconds", async () => {
    const { call } = await asAdmin(t);
    const product = await createProduct(t.ctx);
    const first = await startCheckout(t, checkoutBody([{ productId: product.id, quantity: 1 }]));
    expect(first.razorpayOptions.name).toBe(DEFAULT_SHOP_SETTINGS.name);

    const renamed = { ...DEFAULT_SHOP_SETTINGS, name: 'Canino Wellness', email: 'care@canino.in' };
    expect((await call('PUT', '/settings', renamed)).statusCode).toBe(200);
    const next = await startCheckout(t, checkoutBody([{ productId: product.id, quantity: 1 }]));
    expect(next.razorpayOptions.name).toBe('Canino Wellness');
  });
});

describe('an owner’s save of settings, as the caches hear of it', () => {
  it('is announced once its transaction has committed, and not at all when it is rolled back', async () => {
    const admin = await createAdmin(t.ctx);
    const heard: string[] = [];
    const stop = onChanges(t.ctx.db, async (change) => void heard.push(change.kind));
    try {
      await t.ctx.db.transaction(async (tx) => {
        await updateShopSettings({ ...t.ctx, db: tx }, admin.id, { ...DEFAULT_SHOP_SETTINGS, name: 'Canino Committed' });
        // Saved, not yet committed: a cache dropped now could read the old row again.
        expect(heard).toEqual([]);
      });
      expect(heard).toEqual(['settings']);

      await expect(
        t.ctx.db.transaction(async (tx) => {
          await updateCheckoutSettings({ db: tx }, admin.id, { ...DEFAULT_CHECKOUT_SETTINGS, shipping: { feePaise: 12_300, freeAbovePaise: null } });
          await updateShopSettings({ ...t.ctx, db: tx }, admin.id, { ...DEFAULT_SHOP_SETTINGS, name: 'Canino Undone' });
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      expect(heard).toEqual(['settings']);
    } finally {
      stop();
    }
  });
});
