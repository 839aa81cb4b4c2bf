import { PERSONAL_DATA_KINDS } from '@canino/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, TEST_PASSWORD } from './helpers/factories';
import { loginAs } from './helpers/http';
import { registerShopForGst } from './helpers/invoiced-orders';
import { customerWithEverything } from './helpers/personal-data';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await registerShopForGst(t);
});
afterAll(() => t.close());

const exportFor = (cookie?: string) => t.app.inject({ method: 'GET', url: '/admin/api/account/data-export', ...(cookie ? { headers: { cookie } } : {}) });

describe('GET /admin/api/account/data-export', () => {
  it('answers every record the shop holds about the customer, one part per kind the privacy notice lists', async () => {
    const { customer, order, cookie } = await customerWithEverything(t);
    const res = await exportFor(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="canino-my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = res.json();
    expect(data.about.map((a: { part: string }) => a.part)).toEqual(PERSONAL_DATA_KINDS);
    for (const kind of PERSONAL_DATA_KINDS) expect(data, kind).toHaveProperty(kind);

    expect(data.profile).toMatchObject({ name: 'Lakshmi Narayan', mobile: customer.mobile, email: customer.email });
    expect(data.pets).toEqual([
      expect.objectContaining({
        name: 'Bruno',
        photo: expect.stringMatching(/^http:\/\/shop\.test\/admin\/uploads\/pets\/.+\.webp$/),
        weights: [expect.objectContaining({ grams: 28_000 }), expect.objectContaining({ grams: 28_500 })],
      }),
    ]);
    expect(data.addresses).toEqual([expect.objectContaining({ address: '4 Race Course Road', pincode: '641018' })]);
    expect(data.orders).toEqual([expect.objectContaining({ id: order.id, status: 'delivered', lines: [expect.objectContaining({ quantity: 2 })] })]);
    expect(data.invoices).toEqual([expect.objectContaining({ kind: 'invoice', orderId: order.id, pdf: `http://shop.test/admin/api/orders/${order.id}/invoice.pdf` })]);
    expect(data.reviews.written).toEqual([
      expect.objectContaining({ rating: 5, body: 'Bruno loves it.', photos: [expect.stringMatching(/^http:\/\/shop\.test\/admin\/uploads\/reviews\//)] }),
    ]);
    expect(data.wishlist).toHaveLength(1);
    // Both optional emails were ticked: offers on the account page, reminders on Upcoming refills.
    expect(data.refills).toMatchObject({ remindersOn: true, packs: [expect.objectContaining({ orderId: order.id })] });
    expect(data.consents).toEqual({
      now: [
        { purpose: 'marketing_email', agreed: true },
        { purpose: 'refill_reminders', agreed: true },
        { purpose: 'whatsapp_updates', agreed: true },
      ],
      history: [
        { purpose: 'marketing_email', agreed: true, where: 'your account page', at: expect.any(String) },
        { purpose: 'refill_reminders', agreed: true, where: 'Upcoming refills', at: expect.any(String) },
        { purpose: 'whatsapp_updates', agreed: true, where: 'your account page', at: expect.any(String) },
      ],
    });
    expect(data.autoship).toEqual([
      expect.objectContaining({
        status: 'active',
        everyWeeks: 8,
        payment: 'mandate',
        items: [expect.objectContaining({ quantity: 1 })],
        deliveries: [{ cycle: 1, due: '2026-01-04', orderId: order.id, state: 'charged' }],
      }),
    ]);
    expect(data.whatsapp).toEqual([
      { update: 'order_delivered', orderId: order.id, to: expect.stringMatching(/^91\d{10}$/), status: 'read', sentAt: expect.any(String), lastNews: expect.any(String) },
    ]);
    expect(data.messages).toEqual([expect.objectContaining({ subject: 'Dose' })]);
    expect(data.grievances).toEqual([expect.objectContaining({ subject: 'Late parcel', status: 'open' })]);
    expect(data.reviews.markedHelpful).toHaveLength(1);
    // Nothing the customer did not give: no password hash, no tokens.
    expect(res.body).not.toMatch(/argon2|passwordHash|password_hash|token/i);
  });

  it('holds nobody else’s records', async () => {
    await customerWithEverything(t);
    const other = await createCustomer(t.ctx);
    const data = (await exportFor(await loginAs(t.app, other.mobile, TEST_PASSWORD))).json();
    expect([data.pets, data.addresses, data.orders, data.invoices, data.wishlist, data.whatsapp, data.messages, data.grievances, data.reviews.written]).toEqual([
      [],
      [],
      [],
      [],
      [],
      [],
      [],
      [],
      [],
    ]);
  });

  it('is refused without a login', async () => {
    const res = await exportFor();
    expect(res.statusCode).toBe(401);
    expect(res.json().status).toBe(0);
  });
});
