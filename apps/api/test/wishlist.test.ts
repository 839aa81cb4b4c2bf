import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../src/db/schema';
import { createCustomer, createProduct, TEST_PASSWORD } from './helpers/factories';
import { loginAs, multipart } from './helpers/http';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const toggle = (cookie: string | undefined, cusID: number, pID: number) =>
  t.app.inject({ method: 'POST', url: '/admin/api/wishlist_update', headers: cookie ? { cookie } : {}, payload: { cusID, pID } });

/** Fetches as the spec does: multipart with cusID. */
async function wishlistOf(cookie: string, cusID: number): Promise<number[]> {
  const form = multipart({ cusID: String(cusID) });
  const res = await t.app.inject({ method: 'POST', url: '/admin/api/wishlist', headers: { ...form.headers, cookie }, payload: form.payload });
  expect(res.statusCode).toBe(200);
  return res.json().data.wishlist.map((p: { product_id: number }) => p.product_id);
}

async function loggedIn() {
  const c = await createCustomer(t.ctx);
  return { c, cookie: await loginAs(t.app, c.mobile, TEST_PASSWORD) };
}

describe('wishlist', () => {
  it('one call adds, the same call removes', async () => {
    const { c, cookie } = await loggedIn();
    const p = await createProduct(t.ctx);

    const added = await toggle(cookie, c.id, p.id);
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({ status: 1, message: 'Added to your wishlist', data: { status: 1, in_wishlist: true } });
    const list = await t.app.inject({ method: 'POST', url: '/admin/api/wishlist', headers: { cookie }, payload: { cusID: c.id } });
    expect(list.json().data.wishlist[0]).toMatchObject({ product_id: p.id, product_name: p.name, product_sprice: 449, product_dprice: 599 });

    const removed = await toggle(cookie, c.id, p.id);
    expect(removed.json()).toEqual({ status: 1, message: 'Removed from your wishlist', data: { status: 1, in_wishlist: false } });
    expect(await wishlistOf(cookie, c.id)).toEqual([]);
  });

  it('acts only for the logged-in customer', async () => {
    const me = await loggedIn();
    const other = await loggedIn();
    const p = await createProduct(t.ctx);
    await toggle(other.cookie, other.c.id, p.id);

    const foreign = await toggle(me.cookie, other.c.id, p.id);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ status: 0, message: 'You can only change your own account' });
    const peek = await t.app.inject({ method: 'POST', url: '/admin/api/wishlist', headers: { cookie: me.cookie }, payload: { cusID: other.c.id } });
    expect(peek.statusCode).toBe(403);
    const anonymous = await toggle(undefined, other.c.id, p.id);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ status: 0, message: 'Please log in to continue' });

    expect(await wishlistOf(other.cookie, other.c.id)).toEqual([p.id]);
    expect(await wishlistOf(me.cookie, me.c.id)).toEqual([]);
  });

  it('refuses unknown and hidden products', async () => {
    const { c, cookie } = await loggedIn();
    const hidden = await createProduct(t.ctx, { active: false });
    for (const pID of [999_999, hidden.id]) {
      const res = await toggle(cookie, c.id, pID);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 0, message: 'This product is not available' });
    }
    expect(await wishlistOf(cookie, c.id)).toEqual([]);
  });

  it('lists newest first and leaves out products taken off sale', async () => {
    const { c, cookie } = await loggedIn();
    const a = await createProduct(t.ctx);
    const b = await createProduct(t.ctx);
    await toggle(cookie, c.id, a.id);
    await toggle(cookie, c.id, b.id);
    expect(await wishlistOf(cookie, c.id)).toEqual([b.id, a.id]);
    await t.ctx.db.update(products).set({ active: false }).where(eq(products.id, b.id));
    expect(await wishlistOf(cookie, c.id)).toEqual([a.id]);
  });
});
