import { PERSONAL_DATA_KINDS } from '@canino/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, contactMessages, pets, petWeights, wishlistItems } from '../src/db/schema';
import { issueInvoice } from '../src/services/invoices/issue-invoice';
import { createReview } from '../src/services/reviews/write-review';
import { createCustomer, insertOrder, TEST_PASSWORD } from './helpers/factories';
import { loginAs } from './helpers/http';
import { registerShopForGst } from './helpers/invoiced-orders';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await registerShopForGst(t);
});
afterAll(() => t.close());

const exportFor = (cookie?: string) => t.app.inject({ method: 'GET', url: '/admin/api/account/data-export', ...(cookie ? { headers: { cookie } } : {}) });

/** A customer with a record of every kind the privacy notice lists. */
async function customerWithEverything() {
  const customer = await createCustomer(t.ctx, { ownerName: 'Lakshmi Narayan' });
  const [pet] = await t.ctx.db.insert(pets).values({ customerId: customer.id, name: 'Bruno', breed: 'labrador-retriever', photo: '/admin/uploads/pets/bruno.webp' }).returning();
  await t.ctx.db.insert(petWeights).values({ petId: pet!.id, grams: 28_000 });
  await t.ctx.db.insert(addresses).values({
    customerId: customer.id,
    name: 'Lakshmi',
    mobile: '9876543210',
    pincode: '641018',
    state: 'Tamil Nadu',
    address: '4 Race Course Road',
    locality: 'Gopalapuram',
    city: 'Coimbatore',
  });
  const { order, product } = await insertOrder(t.ctx, { status: 'delivered', customerId: customer.id, email: customer.email });
  await t.ctx.db.transaction((tx) => issueInvoice(tx, order.id));
  await createReview(t.ctx, product.id, customer.id, { rating: 5, title: 'Shiny coat', body: 'Bruno loves it.' });
  await t.ctx.db.insert(wishlistItems).values({ customerId: customer.id, productId: product.id });
  await t.ctx.db.insert(contactMessages).values({ name: 'Lakshmi', email: customer.email, subject: 'Dose', message: 'How much for 28 kg?' });
  const cookie = await loginAs(t.app, customer.mobile, TEST_PASSWORD);
  await t.app.inject({
    method: 'POST',
    url: '/admin/api/grievances',
    headers: { cookie },
    payload: { name: 'Lakshmi', email: customer.email, phone: '9876543210', subject: 'Late parcel', message: 'Still waiting.' },
  });
  return { customer, order, cookie };
}

describe('GET /admin/api/account/data-export', () => {
  it('answers every record the shop holds about the customer, one part per kind the privacy notice lists', async () => {
    const { customer, order, cookie } = await customerWithEverything();
    const res = await exportFor(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="canino-my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = res.json();
    expect(data.about.map((a: { part: string }) => a.part)).toEqual(PERSONAL_DATA_KINDS);
    for (const kind of PERSONAL_DATA_KINDS) expect(data, kind).toHaveProperty(kind);

    expect(data.profile).toMatchObject({ name: 'Lakshmi Narayan', mobile: customer.mobile, email: customer.email });
    expect(data.pets).toEqual([
      expect.objectContaining({ name: 'Bruno', photo: 'http://shop.test/admin/uploads/pets/bruno.webp', weights: [expect.objectContaining({ grams: 28_000 })] }),
    ]);
    expect(data.addresses).toEqual([expect.objectContaining({ address: '4 Race Course Road', pincode: '641018' })]);
    expect(data.orders).toEqual([expect.objectContaining({ id: order.id, status: 'delivered', lines: [expect.objectContaining({ quantity: 2 })] })]);
    expect(data.invoices).toEqual([expect.objectContaining({ kind: 'invoice', orderId: order.id, pdf: `http://shop.test/admin/api/orders/${order.id}/invoice.pdf` })]);
    expect(data.reviews.written).toEqual([expect.objectContaining({ rating: 5, body: 'Bruno loves it.' })]);
    expect(data.wishlist).toHaveLength(1);
    expect(data.refills).toMatchObject({ remindersOn: true });
    expect(data.messages).toEqual([expect.objectContaining({ subject: 'Dose' })]);
    expect(data.grievances).toEqual([expect.objectContaining({ subject: 'Late parcel', status: 'open' })]);
    // Nothing the customer did not give: no password hash, no tokens.
    expect(res.body).not.toMatch(/argon2|passwordHash|password_hash|token/i);
  });

  it('holds nobody else’s records', async () => {
    await customerWithEverything();
    const other = await createCustomer(t.ctx);
    const data = (await exportFor(await loginAs(t.app, other.mobile, TEST_PASSWORD))).json();
    expect([data.pets, data.addresses, data.orders, data.invoices, data.wishlist, data.messages, data.grievances, data.reviews.written]).toEqual([[], [], [], [], [], [], [], []]);
  });

  it('is refused without a login', async () => {
    const res = await exportFor();
    expect(res.statusCode).toBe(401);
    expect(res.json().status).toBe(0);
  });
});
