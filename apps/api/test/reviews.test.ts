import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../src/db/schema';
import { API, asAdmin } from './admin-support';
import { createCustomer, createProduct, insertOrder, TEST_PASSWORD } from './helpers/factories';
import { loginAs } from './helpers/http';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t.close());

const REVIEW = { rating: 5, title: 'Shiny coat', body: 'Bruno’s coat shines after a month of this.' };

/** A customer logged in, with an order of the product at the given status. */
async function buyer(productId: number, status: 'delivered' | 'shipped' | 'paid' = 'delivered', ownerName = 'Priya Raman') {
  const customer = await createCustomer(t.ctx, { ownerName });
  await insertOrder(t.ctx, { customerId: customer.id, productId, status, quantity: 1 });
  return { customer, cookie: await loginAs(t.app, customer.mobile, TEST_PASSWORD) };
}

const post = (productId: number, cookie: string | undefined, payload: object) =>
  t.app.inject({ method: 'POST', url: `/admin/api/product/${productId}/reviews`, headers: cookie ? { cookie } : {}, payload });
const page = async (productId: number, query = '', cookie?: string) => {
  const res = await t.app.inject({ url: `/admin/api/product/${productId}/reviews${query}`, headers: cookie ? { cookie } : {} });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const listed = async (productId: number) =>
  ((await t.app.inject('/admin/api/product')).json().data as { product_id: number; rating_avg: number; rating_count: number }[]).find((p) => p.product_id === productId)!;

describe('who may review', () => {
  it('lets a customer whose order was delivered review, shown as a verified purchase with name and city', async () => {
    const product = await createProduct(t.ctx);
    const { cookie } = await buyer(product.id);
    expect((await page(product.id, '', cookie)).eligibility).toBe('can_write');
    const res = await post(product.id, cookie, REVIEW);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ rating: 5, title: 'Shiny coat', author: 'Priya R.', city: 'Coimbatore', verified: true, mine: true, helpful: 0 });
    const shown = await page(product.id);
    expect(shown.summary).toEqual({ average: 5, count: 1, stars: [0, 0, 0, 0, 1] });
    expect(shown.reviews[0]).toMatchObject({ body: REVIEW.body, verified: true, mine: false });
    expect(shown.eligibility).toBe('log_in');
    expect(await listed(product.id)).toMatchObject({ rating_avg: 5, rating_count: 1 });
  });

  it('refuses visitors (401), customers without an order or whose order is not yet delivered (403)', async () => {
    const product = await createProduct(t.ctx);
    expect((await post(product.id, undefined, REVIEW)).statusCode).toBe(401);
    for (const status of ['paid', 'shipped'] as const) {
      const { cookie } = await buyer(product.id, status);
      const res = await post(product.id, cookie, REVIEW);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ status: 0, message: 'Only customers whose order of this product has been delivered can review it' });
      expect((await page(product.id, '', cookie)).eligibility).toBe('not_delivered');
    }
    // A delivered order of another product does not count.
    const other = await createProduct(t.ctx);
    const { cookie } = await buyer(other.id);
    expect((await post(product.id, cookie, REVIEW)).statusCode).toBe(403);
    expect((await page(product.id)).summary.count).toBe(0);
  });

  it('takes one review per product and customer, even sent twice at once; the customer edits it instead', async () => {
    const product = await createProduct(t.ctx);
    const { cookie } = await buyer(product.id);
    const [a, b] = await Promise.all([post(product.id, cookie, REVIEW), post(product.id, cookie, { ...REVIEW, rating: 1 })]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    expect([a, b].find((r) => r.statusCode === 409)!.json().message).toBe('You have already reviewed this product; edit your review instead');
    expect((await page(product.id)).summary.count).toBe(1);

    const edit = await t.app.inject({
      method: 'PUT',
      url: `/admin/api/product/${product.id}/reviews/mine`,
      headers: { cookie },
      payload: { rating: 3, body: 'Good, but the bottle leaked a little.' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().data).toMatchObject({ rating: 3, title: '', body: 'Good, but the bottle leaked a little.' });
    expect(edit.json().data.edited_at).not.toBeNull();
    const after = await page(product.id, '', cookie);
    expect(after.eligibility).toBe('written');
    expect(after.mine).toMatchObject({ rating: 3 });
    expect(after.summary).toMatchObject({ average: 3, count: 1 });
    expect(await listed(product.id)).toMatchObject({ rating_avg: 3, rating_count: 1 });

    expect((await t.app.inject({ method: 'DELETE', url: `/admin/api/product/${product.id}/reviews/mine`, headers: { cookie } })).statusCode).toBe(200);
    expect(await listed(product.id)).toMatchObject({ rating_avg: 0, rating_count: 0 });
  });

  it('answers 404 for a product that is not for sale and for editing a review never written', async () => {
    const hidden = await createProduct(t.ctx, { active: false });
    const { cookie } = await buyer(hidden.id);
    expect((await post(hidden.id, cookie, REVIEW)).statusCode).toBe(404);
    expect((await t.app.inject(`/admin/api/product/${hidden.id}/reviews`)).statusCode).toBe(404);
    const product = await createProduct(t.ctx);
    const res = await t.app.inject({ method: 'PUT', url: `/admin/api/product/${product.id}/reviews/mine`, headers: { cookie }, payload: REVIEW });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('You have not reviewed this product yet');
  });
});

describe('what a review may say', () => {
  it('keeps text plain: markup is stored and returned as the characters typed, never as HTML', async () => {
    const product = await createProduct(t.ctx);
    const { cookie } = await buyer(product.id);
    const body = '<script>alert("x")</script> <img src=x onerror=alert(1)> works well';
    const res = await post(product.id, cookie, { rating: 4, title: '<b>bold</b>', body });
    expect(res.statusCode).toBe(201);
    const shown = (await t.app.inject(`/admin/api/product/${product.id}/reviews`)).body;
    expect(JSON.parse(shown).data.reviews[0]).toMatchObject({ title: '<b>bold</b>', body });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });

  it.each([
    ['rating 0', { rating: 0, body: 'Works for my dog well.' }, 'Choose a rating from 1 to 5 stars'],
    ['rating 6', { rating: 6, body: 'Works for my dog well.' }, 'Choose a rating from 1 to 5 stars'],
    ['rating as text', { rating: '5', body: 'Works for my dog well.' }, 'Choose a rating from 1 to 5 stars'],
    ['a short text', { rating: 5, body: 'ok' }, 'Write at least 10 characters about the product'],
    ['a long text', { rating: 5, body: 'x'.repeat(2001) }, 'Keep the review under 2000 characters'],
    ['a long title', { rating: 5, title: 't'.repeat(101), body: 'Works for my dog well.' }, 'Keep the title under 100 characters'],
    ['no text', { rating: 5 }, 'Write a few words about the product'],
  ])('answers 400 with a message to %s, and saves nothing', async (_, payload, message) => {
    const product = await createProduct(t.ctx);
    const { cookie } = await buyer(product.id);
    const res = await post(product.id, cookie, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 0, message });
    expect((await page(product.id)).summary.count).toBe(0);
  });
});

describe('helpful votes and sorting', () => {
  it('counts one vote per customer, not one’s own, and sorts by most helpful or newest', async () => {
    const product = await createProduct(t.ctx);
    const first = await buyer(product.id, 'delivered', 'Arjun Menon');
    const second = await buyer(product.id, 'delivered', 'Kavya Reddy');
    const older = (await post(product.id, first.cookie, { rating: 4, body: 'First review, written earlier.' })).json().data;
    const newer = (await post(product.id, second.cookie, { rating: 2, body: 'Second review, written later.' })).json().data;
    const vote = (id: number, cookie: string, method: 'PUT' | 'DELETE' = 'PUT') => t.app.inject({ method, url: `/admin/api/reviews/${id}/helpful`, headers: { cookie } });

    expect((await vote(older.id, first.cookie)).statusCode).toBe(422);
    expect((await vote(older.id, second.cookie)).json().data).toEqual({ helpful: 1, helped: true });
    expect((await vote(older.id, second.cookie)).json().data).toEqual({ helpful: 1, helped: true });
    const third = await createCustomer(t.ctx);
    const thirdCookie = await loginAs(t.app, third.mobile, TEST_PASSWORD);
    expect((await vote(older.id, thirdCookie)).json().data.helpful).toBe(2);
    expect((await vote(older.id, thirdCookie, 'DELETE')).json().data).toEqual({ helpful: 1, helped: false });
    expect((await t.app.inject({ method: 'PUT', url: `/admin/api/reviews/${older.id}/helpful` })).statusCode).toBe(401);

    expect((await page(product.id, '?sort=newest')).reviews.map((r: { id: number }) => r.id)).toEqual([newer.id, older.id]);
    const helpful = await page(product.id, '?sort=helpful', second.cookie);
    expect(helpful.reviews.map((r: { id: number; helped: boolean }) => [r.id, r.helped])).toEqual([
      [older.id, true],
      [newer.id, false],
    ]);
    expect(helpful.summary).toEqual({ average: 3, count: 2, stars: [0, 1, 0, 1, 0] });
    expect((await t.app.inject(`/admin/api/product/${product.id}/reviews?sort=best`)).statusCode).toBe(400);
  });
});

describe('moderation', () => {
  it('lets the owner hide a review (gone from the page and the rating), show it again, and reply', async () => {
    const product = await createProduct(t.ctx);
    const { cookie } = await buyer(product.id);
    const written = (await post(product.id, cookie, { rating: 1, body: 'Call me at 98xxxxxx for cheap copies' })).json().data;
    const { call: admin } = await asAdmin(t);

    const list = await admin('GET', `/reviews?visibility=visible&q=cheap%20copies`);
    expect(list.json().data.items).toEqual([expect.objectContaining({ id: written.id, product_id: product.id, hidden: false, rating: 1 })]);

    const hide = await admin('PATCH', `/reviews/${written.id}`, { hidden: true });
    expect(hide.statusCode, hide.body).toBe(200);
    expect(hide.json()).toMatchObject({ message: 'The review is hidden', data: { hidden: true } });
    expect((await page(product.id)).reviews).toEqual([]);
    expect(await listed(product.id)).toMatchObject({ rating_avg: 0, rating_count: 0 });
    // Its writer still sees it, to edit it; votes on it are refused.
    expect((await page(product.id, '', cookie)).mine).toMatchObject({ id: written.id });
    const other = await buyer(product.id);
    expect((await t.app.inject({ method: 'PUT', url: `/admin/api/reviews/${written.id}/helpful`, headers: { cookie: other.cookie } })).statusCode).toBe(404);
    expect((await admin('GET', `/reviews?visibility=hidden&q=cheap%20copies`)).json().data.items).toHaveLength(1);

    await admin('PATCH', `/reviews/${written.id}`, { hidden: false });
    const reply = await admin('PATCH', `/reviews/${written.id}`, { reply: 'Please write to us at hello@canino.in, we will help.' });
    expect(reply.json()).toMatchObject({ message: 'Your reply is saved', data: { reply: 'Please write to us at hello@canino.in, we will help.' } });
    expect((await page(product.id)).reviews[0]).toMatchObject({ reply: 'Please write to us at hello@canino.in, we will help.' });
    expect(await listed(product.id)).toMatchObject({ rating_avg: 1, rating_count: 1 });

    expect((await admin('PATCH', `/reviews/${written.id}`, {})).statusCode).toBe(400);
    expect((await admin('PATCH', `/reviews/999999`, { hidden: true })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PATCH', url: `${API}/reviews/${written.id}`, payload: { hidden: true } })).statusCode).toBe(401);
  });
});

describe('rate limit', () => {
  it('answers 429 after REVIEW_RATE_LIMIT_MAX writes an hour from one client', async () => {
    const limited = await createTestApp({ REVIEW_RATE_LIMIT_MAX: '2' });
    try {
      const product = await createProduct(limited.ctx);
      const codes: number[] = [];
      for (let i = 0; i < 3; i++) codes.push((await limited.app.inject({ method: 'POST', url: `/admin/api/product/${product.id}/reviews`, payload: REVIEW })).statusCode);
      expect(codes).toEqual([401, 401, 429]);
    } finally {
      await limited.close();
    }
    // Reading is not limited.
    const product = await createProduct(t.ctx);
    await t.ctx.db.update(products).set({ stock: 1 }).where(eq(products.id, product.id));
    expect((await t.app.inject(`/admin/api/product/${product.id}/reviews`)).statusCode).toBe(200);
  }, 120_000);
});
