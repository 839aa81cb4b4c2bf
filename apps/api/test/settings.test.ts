import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_SETTINGS, saveShopSettings } from '../src/repositories/shop-settings';
import { asAdmin } from './admin-support';
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
    expect(before.json()).toEqual({ status: 1, data: { ...DEFAULT_SHOP_SETTINGS, registration: null } });

    const mine = { ...DEFAULT_SHOP_SETTINGS, phone: '+91 90000 12345', email: 'care@canino.in', address: '4 Avinashi Road, Coimbatore' };
    await saveShopSettings(t.ctx.db, mine);
    const after = await t.app.inject('/admin/api/settings');
    expect(after.json().data).toMatchObject({ phone: '+91 90000 12345', email: 'care@canino.in', address: '4 Avinashi Road, Coimbatore' });
    expect(Object.keys(after.json().data).sort()).toEqual(['address', 'email', 'mapEmbedUrl', 'name', 'phone', 'registration', 'social']);
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
