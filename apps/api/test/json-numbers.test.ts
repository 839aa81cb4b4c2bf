import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdmin } from './admin-support';
import { createCategory, createCustomer, createProduct, TEST_PASSWORD } from './helpers/factories';
import { loginAs, multipart } from './helpers/http';
import { checkoutBody, postCheckout } from './helpers/orders';
import { snapshot } from './helpers/snapshot';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Numbers in a JSON body are JSON numbers, in every call: a number written as text ("2", " 3 ") is a 400
 * that names the field, and nothing is written. A multipart form's fields are all text, so there the
 * route's numbers are read from their digits.
 */
let t: TestApp;
let customer: { id: number; cookie: string };
let productId: number;
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp();
  const c = await createCustomer(t.ctx);
  customer = { id: c.id, cookie: await loginAs(t.app, c.mobile, TEST_PASSWORD) };
  productId = (await createProduct(t.ctx)).id;
  categoryId = (await createCategory(t.ctx)).id;
});
afterAll(() => t.close());

const post = (url: string, payload: object, cookie?: string) => t.app.inject({ method: 'POST', url: `/admin/api${url}`, payload, headers: cookie ? { cookie } : {} });

async function refusesTextNumber(send: () => ReturnType<typeof post>, field: string) {
  const before = await snapshot(t);
  const res = await send();
  expect(res.statusCode, field).toBe(400);
  expect(res.json().status).toBe(0);
  expect(Object.keys(res.json().errors ?? {}), field).toContain(field);
  expect(await snapshot(t)).toEqual(before);
}

describe('a number written as text in a JSON body', () => {
  it('is refused at checkout, naming the line quantity or product', async () => {
    for (const quantity of ['2', ' 3 ']) {
      await refusesTextNumber(() => postCheckout(t, checkoutBody([{ productId, quantity: quantity as unknown as number }])), 'lines.0.quantity');
    }
    await refusesTextNumber(() => postCheckout(t, checkoutBody([{ productId: String(productId) as unknown as number, quantity: 1 }])), 'lines.0.productId');
  });

  it('is refused by the storefront calls: the wishlist, a pet, the spec client’s order', async () => {
    await refusesTextNumber(() => post('/wishlist_update', { cusID: String(customer.id), pID: productId }, customer.cookie), 'cusID');
    await refusesTextNumber(() => post('/wishlist_update', { cusID: customer.id, pID: String(productId) }, customer.cookie), 'pID');
    await refusesTextNumber(() => post('/pets', { name: 'Chikki', breed: 'indie', ageYears: 2, weightKg: '4.2' }, customer.cookie), 'weightKg');
    await refusesTextNumber(() => post('/pets', { name: 'Chikki', breed: 'indie', ageYears: '2', weightKg: 4.2 }, customer.cookie), 'ageYears');
  });

  it('is refused by the admin calls: a pick rule, tax by category', async () => {
    const { cookie } = await asAdmin(t);
    await refusesTextNumber(() => post('/admin/pick-rules', { condition: 'senior', reason: 'for senior dogs', position: '1' }, cookie), 'position');
    await refusesTextNumber(() => post('/admin/products/tax-by-category', { categoryId: String(categoryId), hsnCode: '2309', gstRate: 18 }, cookie), 'categoryId');
    await refusesTextNumber(() => post('/admin/products/tax-by-category', { categoryId, hsnCode: '2309', gstRate: '18' }, cookie), 'gstRate');
  });

  it('is still read from a multipart form, where every field is text', async () => {
    const form = multipart({ cusID: String(customer.id) });
    const res = await t.app.inject({ method: 'POST', url: '/admin/api/wishlist', payload: form.payload, headers: { ...form.headers, cookie: customer.cookie } });
    expect(res.statusCode).toBe(200);
  });
});
