import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createCustomer, createProduct, insertOrder, TEST_PASSWORD } from './helpers/factories';
import { loginAs, multipart } from './helpers/http';
import { pngImage } from './helpers/images';
import { asAdmin } from './admin-support';
import { createTestApp, type TestApp } from './helpers/test-app';
import { dosageColumns } from '../src/db/dosage-columns';
import { pickRules } from '../src/db/schema';
import { recountBoughtTogether } from '../src/services/recommendations/pick-index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const bands = (upToKg: number[], units: number[]) => upToKg.map((kg, i) => ({ aboveGrams: i === 0 ? 0 : upToKg[i - 1]! * 1000, upToGrams: kg * 1000, unitsPerDay: units[i]! }));

async function customerSession(over: Parameters<typeof createCustomer>[1] = {}) {
  const c = await createCustomer(t.ctx, over);
  return { customer: c, cookie: await loginAs(t.app, c.mobile, TEST_PASSWORD) };
}

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url: `/admin/api${url}`, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

describe('pets', () => {
  it('sign-up through the spec call makes the first pet: breed from the list, age as an estimated birth date, weight in the history', async () => {
    const mobile = `98${String(Date.now()).slice(-8)}`;
    const form = multipart({
      pet_name: 'Bruno',
      breed: 'labrador',
      age: '8 years',
      weight: '19 kg',
      needs: '',
      owner_name: 'Asha',
      owner_number: mobile,
      email: `a${mobile}@example.com`,
      password: 'woof-woof-123',
    });
    const res = await t.app.inject({ method: 'POST', url: '/admin/api/auth_register', ...form });
    expect(res.json()).toMatchObject({ status: 1 });
    const cookie = await loginAs(t.app, mobile, 'woof-woof-123');
    const pets = (await call('GET', '/pets', cookie)).json().data;
    expect(pets).toHaveLength(1);
    expect(pets[0]).toMatchObject({
      name: 'Bruno',
      breed: 'labrador',
      breedName: 'Labrador Retriever',
      sizeClass: 'large',
      ageMonths: 96,
      lifeStage: 'senior',
      weightGrams: 19_000,
      birthDateEstimated: true,
      first: true,
    });

    // The spec's profile call still writes the first pet; a new weight joins the history.
    const me = (await call('GET', '/pets', cookie)).json().data[0];
    const upd = multipart({
      cusID: String((await t.app.inject({ method: 'POST', url: '/admin/api/auth_login', payload: { mobile, password: 'woof-woof-123' } })).json().data.cusID),
      pet_name: 'Bruno',
      breed: 'labrador',
      age: '8 years',
      weight: '21',
      needs: '',
      owner_name: 'Asha',
    });
    expect((await t.app.inject({ method: 'POST', url: '/admin/api/profile_update', headers: { ...upd.headers, cookie }, payload: upd.payload })).json()).toMatchObject({
      status: 1,
    });
    const after = (await call('GET', '/pets', cookie)).json().data[0];
    expect(after.id).toBe(me.id);
    expect(after.weights.map((w: { grams: number }) => w.grams)).toEqual([19_000, 21_000]);
    expect(after.birthDate).toBe(me.birthDate);
  });

  it('adds, edits and removes pets; edits of the first pet reach the spec user record; other customers get 404', async () => {
    const { cookie, customer } = await customerSession();
    const added = await call('POST', '/pets', cookie, { name: 'Chikki', breed: 'shih-tzu', ageYears: 0, ageMonths: 5, weightKg: 4.2 });
    expect(added.json()).toMatchObject({ status: 1, data: { name: 'Chikki', lifeStage: 'puppy', weightGrams: 4_200, longCoat: true, first: false } });
    const chikki = added.json().data;
    const edited = await call('PUT', `/pets/${chikki.id}`, cookie, { name: 'Chikki', breed: 'shih-tzu', birthDate: '2025-07-01', weightKg: 4.8 });
    expect(edited.json().data.weights.map((w: { grams: number }) => w.grams)).toEqual([4_200, 4_800]);
    expect(edited.json().data).toMatchObject({ birthDate: '2025-07-01', birthDateEstimated: false });

    const pets = (await call('GET', '/pets', cookie)).json().data;
    expect(pets.map((p: { name: string }) => p.name)).toEqual(['Bruno', 'Chikki']);
    const first = pets[0];
    await call('PUT', `/pets/${first.id}`, cookie, { name: 'Bruno Jr', breed: 'beagle', birthDate: first.birthDate, weightKg: 12 });
    const login = await t.app.inject({ method: 'POST', url: '/admin/api/auth_login', payload: { mobile: customer.mobile, password: TEST_PASSWORD } });
    expect(login.json().data).toMatchObject({ pet_name: 'Bruno Jr', breed: 'Beagle', weight: '12 kg' });

    const other = await customerSession();
    for (const [method, body] of [
      ['PUT', { name: 'X', breed: 'pug', ageYears: 1, weightKg: 5 }],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(method, `/pets/${chikki.id}`, other.cookie, body);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: 0, message: 'Pet not found' });
    }
    expect((await call('GET', '/pets', other.cookie)).json().data.map((p: { name: string }) => p.name)).toEqual(['Bruno']);
    expect((await call('GET', '/pets')).statusCode).toBe(401);

    expect((await call('DELETE', `/pets/${first.id}`, cookie)).statusCode).toBe(422);
    expect((await call('DELETE', `/pets/${chikki.id}`, cookie)).json()).toMatchObject({ status: 1 });
    expect((await call('GET', '/pets', cookie)).json().data).toHaveLength(1);
  });

  it("keeps a photo for each pet: the owner's upload is served, another customer's gets 404, a file that is no image 415, and nothing changes", async () => {
    const { cookie } = await customerSession();
    const chikki = (await call('POST', '/pets', cookie, { name: 'Chikki', breed: 'pug', ageYears: 2, weightKg: 7 })).json().data;
    const upload = (who: string, data: Buffer, type = 'image/png') => {
      const body = multipart({}, { name: 'chikki.png', type, data });
      return t.app.inject({ method: 'POST', url: `/admin/api/pets/${chikki.id}/photo`, headers: { ...body.headers, cookie: who }, payload: body.payload });
    };
    const saved = await upload(cookie, await pngImage());
    expect(saved.json()).toMatchObject({ status: 1, data: { id: chikki.id, photo: expect.stringMatching(/^\/admin\/uploads\//) } });
    const photo = saved.json().data.photo as string;
    expect((await t.app.inject({ url: photo })).statusCode).toBe(200);

    const other = await customerSession();
    const foreign = await upload(other.cookie, await pngImage());
    expect(foreign.statusCode).toBe(404);
    const notImage = await upload(cookie, Buffer.from('not an image at all'), 'image/png');
    expect(notImage.statusCode).toBe(415);
    expect(notImage.json()).toMatchObject({ status: 0, message: expect.any(String) });
    const pets = (await call('GET', '/pets', cookie)).json().data as { id: number; photo: string | null }[];
    expect(pets.find((p) => p.id === chikki.id)!.photo).toBe(photo);
  });

  it('refuses a breed off the list, a zero weight, a missing age and a birth date to come, with messages', async () => {
    const { cookie } = await customerSession();
    const res = await call('POST', '/pets', cookie, { name: 'Moti', breed: 'wolf', weightKg: 0 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({ breed: 'Choose a breed from the list, or Indie / mixed', weightKg: 'Weight must be at least 0.1 kg' });
    const future = await call('POST', '/pets', cookie, { name: 'Moti', breed: 'indie', birthDate: '2099-01-01', weightKg: 10 });
    expect(future.json()).toMatchObject({ status: 0, errors: { birthDate: 'The birth date cannot be in the future' } });
    const noAge = await call('POST', '/pets', cookie, { name: 'Moti', breed: 'indie', weightKg: 10 });
    expect(noAge.json().errors).toMatchObject({ birthDate: 'Enter a birth date or an age' });
  });
});

describe('dosage as data', () => {
  it('the owner saves pack size, unit and bands; the product page reads them; left out on a later save, they stay', async () => {
    const { call: admin } = await asAdmin(t);
    const product = await createProduct(t.ctx);
    const base = {
      name: product.name,
      categoryId: product.categoryId,
      listPricePaise: 59900,
      sellingPricePaise: 44900,
      description: 'A supplement.',
      detailsHtml: '',
      stock: 10,
      active: true,
    };
    const dosage = { packSize: 45, unitName: 'chew', bands: bands([10, 25], [1, 2]), lifeStage: null };
    expect((await admin('PUT', `/products/${product.id}`, { ...base, dosage })).json()).toMatchObject({ status: 1, data: { dosage } });
    expect((await t.app.inject({ url: `/admin/api/productById/${product.id}` })).json().data.dosage).toEqual(dosage);
    await admin('PUT', `/products/${product.id}`, base);
    expect((await admin('GET', `/products/${product.id}`)).json().data.dosage).toEqual(dosage);
  });

  it('refuses overlapping bands, zero and negative values with messages, and changes nothing', async () => {
    const { call: admin } = await asAdmin(t);
    const product = await createProduct(t.ctx, dosageColumns({ packSize: 60, unitName: 'tablet', bands: bands([10], [1]), lifeStage: null }));
    const base = { name: product.name, categoryId: product.categoryId, listPricePaise: 59900, sellingPricePaise: 44900, description: 'A supplement.', stock: 10 };
    const overlap = await admin('PUT', `/products/${product.id}`, {
      ...base,
      dosage: {
        packSize: 60,
        unitName: 'tablet',
        bands: [
          { aboveGrams: 0, upToGrams: 12_000, unitsPerDay: 1 },
          { aboveGrams: 10_000, upToGrams: 25_000, unitsPerDay: 2 },
        ],
      },
    });
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json().errors).toEqual({ 'dosage.bands.1.aboveGrams': 'This band overlaps the band 0 kg–12 kg' });
    const zero = await admin('PUT', `/products/${product.id}`, {
      ...base,
      dosage: { packSize: 0, unitName: 'tablet', bands: [{ aboveGrams: -5, upToGrams: 10_000, unitsPerDay: -1 }] },
    });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().errors).toMatchObject({
      'dosage.packSize': 'Pack size must be more than 0',
      'dosage.bands.0.aboveGrams': 'A weight cannot be negative',
      'dosage.bands.0.unitsPerDay': 'Units a day must be more than 0',
    });
    expect((await admin('GET', `/products/${product.id}`)).json().data.dosage).toMatchObject({ packSize: 60, bands: bands([10], [1]) });
  });
});

describe('recommendations', () => {
  it('picks for each pet by the owner rules, with reasons, never a product whose dose misses the weight; rule edits apply at once', async () => {
    const joint = await createCategory(t.ctx, { name: 'Joint care' });
    const coat = await createCategory(t.ctx, { name: 'Coat care' });
    const fits = await createProduct(t.ctx, {
      categoryId: joint.id,
      name: 'Joint chews',
      ...dosageColumns({ packSize: 60, unitName: 'chew', bands: bands([10, 40], [1, 2]), lifeStage: null }),
    });
    const small = await createProduct(t.ctx, {
      categoryId: joint.id,
      name: 'Small-dog joint chews',
      ...dosageColumns({ packSize: 60, unitName: 'chew', bands: bands([10], [1]), lifeStage: null }),
    });
    const oil = await createProduct(t.ctx, { categoryId: coat.id, name: 'Coat oil' });
    const { call: admin } = await asAdmin(t);
    await t.ctx.db.delete(pickRules);
    await admin('POST', '/pick-rules', { condition: 'large_breed', categoryId: joint.id, reason: 'for large breeds' });
    const rules = (await admin('POST', '/pick-rules', { condition: 'long_coat', categoryId: coat.id, reason: 'for long coats' })).json().data;

    const { cookie } = await customerSession({ breed: 'Golden Retriever', weight: '30', age: '4' });
    const res = (await call('GET', `/recommendations?product=${oil.id}`, cookie)).json().data;
    expect(res.pets).toHaveLength(1);
    expect(res.pets[0].petName).toBe('Bruno');
    expect(res.pets[0].picks.map((p: { product: { product_id: number }; reasons: string[] }) => [p.product.product_id, p.reasons])).toEqual([[fits.id, ['for large breeds']]]);
    expect(res.pets[0].picks.some((p: { product: { product_id: number } }) => p.product.product_id === small.id)).toBe(false);

    await admin('PUT', `/pick-rules/${rules[1].id}`, { condition: 'long_coat', categoryId: coat.id, reason: 'keeps long coats glossy' });
    const again = (await call('GET', '/recommendations', cookie)).json().data;
    expect(again.pets[0].picks.find((p: { product: { product_id: number } }) => p.product.product_id === oil.id)?.reasons).toEqual(['keeps long coats glossy']);

    const bad = await admin('POST', '/pick-rules', { condition: 'senior', reason: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({ reason: expect.stringMatching(/reason/), categoryId: 'Choose a category or a life stage to suggest' });
  });

  it('picks kept for a dog follow the stock at once; the same dog of another customer gets the same; a logged-out session gets none', async () => {
    const senior = await createCategory(t.ctx, { name: 'Senior care' });
    const covering = dosageColumns({ packSize: 60, unitName: 'chew', bands: bands([50], [2]), lifeStage: null });
    const first = await createProduct(t.ctx, { categoryId: senior.id, name: 'Senior chews', stock: 10, ...covering });
    const second = await createProduct(t.ctx, { categoryId: senior.id, name: 'Senior tablets', stock: 10, ...covering });
    const { call: admin } = await asAdmin(t);
    await t.ctx.db.delete(pickRules);
    await admin('POST', '/pick-rules', { condition: 'senior', categoryId: senior.id, reason: 'for senior dogs' });
    const picked = async (cookie: string) =>
      ((await call('GET', '/recommendations', cookie)).json().data.pets as { picks: { product: { product_id: number } }[] }[]).map((p) =>
        p.picks.map((s) => s.product.product_id).sort((a, b) => a - b),
      );

    const dog = { breed: 'Labrador', weight: '30', age: '10' };
    const { cookie } = await customerSession(dog);
    expect(await picked(cookie)).toEqual([[first.id, second.id]]);
    expect(await picked((await customerSession(dog)).cookie)).toEqual([[first.id, second.id]]);

    // The owner sells the last one elsewhere and sets the stock to 0: out of the picks on the next request.
    const base = { name: first.name, categoryId: senior.id, listPricePaise: 59900, sellingPricePaise: 44900, description: 'A supplement.', detailsHtml: '', active: true };
    expect((await admin('PUT', `/products/${first.id}`, { ...base, stock: 0 })).statusCode).toBe(200);
    expect(await picked(cookie)).toEqual([[second.id]]);
    expect((await admin('PUT', `/products/${first.id}`, { ...base, stock: 5 })).statusCode).toBe(200);
    expect(await picked(cookie)).toEqual([[first.id, second.id]]);

    expect((await call('POST', '/auth_logout', cookie)).statusCode).toBe(200);
    expect(await picked(cookie)).toEqual([]);
  });

  it('bought together comes from paid orders only, for guests too', async () => {
    const a = await createProduct(t.ctx, { name: 'Shampoo A' });
    const b = await createProduct(t.ctx, { name: 'Conditioner B' });
    const c = await createProduct(t.ctx, { name: 'Unpaid C' });
    // Made in the database directly: tell the catalog, as the admin's save does.
    t.ctx.catalogCache.invalidate();
    const { orderLines } = await import('../src/db/schema');
    for (const [status, second] of [
      ['paid', b],
      ['delivered', b],
      ['pending_payment', c],
    ] as const) {
      const { order } = await insertOrder(t.ctx, { status, productId: a.id });
      await t.ctx.db.insert(orderLines).values({ orderId: order.id, productId: second.id, productName: second.name, unitPricePaise: 100, quantity: 1, lineTotalPaise: 100 });
    }
    // What the 10-minute background recount does, done now.
    await recountBoughtTogether(t.ctx);
    const res = (await call('GET', `/recommendations?product=${a.id}`)).json().data;
    expect(res.pets).toEqual([]);
    expect(res.boughtTogether.map((s: { product: { product_id: number }; reasons: string[] }) => [s.product.product_id, s.reasons])).toEqual([
      [b.id, ['bought together in 2 orders']],
    ]);
  });
});
