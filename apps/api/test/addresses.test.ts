import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ADDRESSES } from '../src/services/addresses/address-book';
import { createCustomer, TEST_PASSWORD } from './helpers/factories';
import { loginAs } from './helpers/http';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const home = { name: 'Asha Raman', mobile: '+91 98765 43210', pincode: '641002', state: 'Tamil Nadu', address: '12 Lake View Road', locality: 'RS Puram', city: 'Coimbatore' };

async function customerCookie() {
  const c = await createCustomer(t.ctx);
  return loginAs(t.app, c.mobile, TEST_PASSWORD);
}

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url: `/admin/api${url}`, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

describe('the address book', () => {
  it('saves, lists, edits and deletes an address', async () => {
    const cookie = await customerCookie();
    const saved = await call('POST', '/addresses', cookie, home);
    expect(saved.statusCode).toBe(200);
    const a = saved.json().data;
    expect(a).toEqual({ id: expect.any(Number), ...home, mobile: '9876543210' });
    const work = (await call('POST', '/addresses', cookie, { ...home, address: '3 Avinashi Road', locality: 'Peelamedu' })).json().data;
    expect((await call('GET', '/addresses', cookie)).json().data.map((x: { id: number }) => x.id)).toEqual([work.id, a.id]);

    const edited = await call('PUT', `/addresses/${a.id}`, cookie, { ...home, city: 'Tiruppur' });
    expect(edited.json()).toMatchObject({ status: 1, data: { id: a.id, city: 'Tiruppur' } });
    const removed = await call('DELETE', `/addresses/${a.id}`, cookie);
    expect(removed.json()).toEqual({ status: 1, message: 'Address deleted' });
    expect((await call('GET', '/addresses', cookie)).json().data).toEqual([work]);
  });

  it("answers with the spec's messages for a bad form and saves nothing", async () => {
    const cookie = await customerCookie();
    const res = await call('POST', '/addresses', cookie, { ...home, name: '', locality: ' ', city: '', pincode: '12' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      name: 'Name is required',
      locality: 'Locality/Town is required',
      city: 'City/District is required',
      pincode: 'Enter a valid 6-digit pincode',
    });
    expect((await call('GET', '/addresses', cookie)).json().data).toEqual([]);
  });

  it('keeps each customer to their own addresses and asks visitors to log in', async () => {
    const owner = await customerCookie();
    const a = (await call('POST', '/addresses', owner, home)).json().data;
    const intruder = await customerCookie();
    expect((await call('GET', '/addresses', intruder)).json().data).toEqual([]);
    expect((await call('PUT', `/addresses/${a.id}`, intruder, home)).statusCode).toBe(404);
    expect((await call('DELETE', `/addresses/${a.id}`, intruder)).statusCode).toBe(404);
    expect((await call('GET', '/addresses', owner)).json().data).toEqual([a]);
    const anonymous = await call('GET', '/addresses');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ status: 0, message: 'Please log in to continue' });
  });

  it(`keeps at most ${MAX_ADDRESSES} addresses`, async () => {
    const cookie = await customerCookie();
    for (let i = 0; i < MAX_ADDRESSES; i++) expect((await call('POST', '/addresses', cookie, { ...home, address: `${i + 1} Main Road` })).statusCode).toBe(200);
    const res = await call('POST', '/addresses', cookie, home);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`You can keep up to ${MAX_ADDRESSES} addresses. Delete one you no longer use first.`);
  });
});
