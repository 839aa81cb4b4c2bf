import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAddress } from '../src/repositories/addresses';
import { insertSubscription } from '../src/repositories/subscriptions';
import { asAdmin } from './admin-support';
import { createCustomer, createProduct, HOME_ADDRESS } from './helpers/factories';
import { createTestApp, type TestApp } from './helpers/test-app';

// 20 Dec 2026, 10:00 in India. A file of its own: the figures count every subscription in the database.
const NOW = new Date('2026-12-20T04:30:00Z');
const at = (indiaDateTime: string) => new Date(`${indiaDateTime}+05:30`);
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { now: () => NOW });
});
afterAll(() => t.close());

/** A cash-on-delivery-reminder subscription of `quantity` packs of `variantId`, as the database would hold it. */
async function subscription(variant: { productId: number; variantId: number }, over: Partial<Parameters<typeof insertSubscription>[1]>, quantity = 1) {
  const customer = await createCustomer(t.ctx);
  const address = await insertAddress(t.ctx.db, customer.id, HOME_ADDRESS);
  return insertSubscription(
    t.ctx.db,
    {
      customerId: customer.id,
      addressId: address.id,
      frequencyWeeks: 4,
      nextDeliveryDate: '2027-01-10',
      paymentMethod: 'cod_reminder',
      createdAt: at('2026-11-01T12:00'),
      ...over,
    },
    [{ productId: variant.productId, variantId: variant.variantId, quantity }],
  );
}

describe('the owner’s autoship figures', () => {
  it('counts active subscriptions, recurring revenue, this month’s churn, the week’s orders and the stock a month of cycles needs', async () => {
    // ₹449 and ₹1,000 a pack; the standing discount is 5 %.
    const chews = await createProduct(t.ctx, { sellingPricePaise: 44900, stock: 5 });
    const oil = await createProduct(t.ctx, { sellingPricePaise: 100000, stock: 40 });
    const chewsSize = { productId: chews.id, variantId: chews.variantId };
    const oilSize = { productId: oil.id, variantId: oil.variantId };
    // Every 2 weeks, 2 packs of chews, delivered 22 Dec (ordered today), 5 Jan, 19 Jan: 3 orders in the 30 days, 6 packs.
    await subscription(chewsSize, { frequencyWeeks: 2, nextDeliveryDate: '2026-12-22' }, 2);
    // Every 4 weeks, 1 pack of oil, ordered 8 Jan: outside the week, inside the month.
    await subscription(oilSize, { frequencyWeeks: 4, nextDeliveryDate: '2027-01-10' });
    // Paused: no revenue, no orders, no stock; still subscribed.
    await subscription(oilSize, { status: 'paused', pauseReason: 'payment_failed', nextDeliveryDate: '2026-12-22' }, 9);
    // Cancelled this month (churn), and last month (gone before the month began).
    await subscription(oilSize, { status: 'cancelled', cancelledAt: at('2026-12-05T09:00') });
    await subscription(oilSize, { status: 'cancelled', cancelledAt: at('2026-11-30T23:00') });
    // Made this month: not in churn's base.
    await subscription(oilSize, { createdAt: at('2026-12-02T10:00'), nextDeliveryDate: '2027-02-20' });

    const { call } = await asAdmin(t, 'orders');
    const res = await call('GET', '/autoship/figures');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      active: 3,
      // 85,310 × 30 ÷ 14 + 95,000 × 30 ÷ 28 × 2 = 182,807.14 + 203,571.43 = 386,378.57 → ₹3,863.79.
      monthlyRecurringPaise: 386_379,
      cancelledThisMonth: 1,
      subscribedAtMonthStart: 4,
      churnRate: 0.25,
      upcomingOrders: 1,
      stockNeeds: [
        { variantId: chews.variantId, productName: chews.name, label: expect.any(String), stock: 5, needed: 6, short: true },
        { variantId: oil.variantId, productName: oil.name, label: expect.any(String), stock: 40, needed: 1, short: false },
      ],
    });
    // The owner's dashboard carries the same figures.
    const owner = await asAdmin(t);
    expect((await owner.call('GET', '/dashboard')).json().data.autoship).toEqual(res.json().data);
  });

  it('lists the paused ones a declined charge stopped, with whose they are', async () => {
    const product = await createProduct(t.ctx);
    const failed = await subscription({ productId: product.id, variantId: product.variantId }, { status: 'paused', pauseReason: 'payment_failed' });
    const byCustomer = await subscription({ productId: product.id, variantId: product.variantId }, { status: 'paused', pauseReason: 'customer' });
    const { call } = await asAdmin(t, 'orders');
    const items = (await call('GET', '/subscriptions?status=payment_failed&pageSize=100')).json().data.items;
    expect(items.map((x: { id: number }) => x.id)).toContain(failed.id);
    expect(items.map((x: { id: number }) => x.id)).not.toContain(byCustomer.id);
    expect(items.find((x: { id: number }) => x.id === failed.id)).toMatchObject({ customerName: 'Asha Raman', customerEmail: expect.stringContaining('@') });
    const detail = (await call('GET', `/subscriptions/${failed.id}`)).json().data;
    expect(detail).toMatchObject({ mandate: 'none', address: { city: 'Coimbatore', pincode: '641002' }, customerName: 'Asha Raman' });
  });

  it('is refused to the catalog role', async () => {
    const { call } = await asAdmin(t, 'catalog');
    expect((await call('GET', '/autoship/figures')).statusCode).toBe(403);
  });
});
