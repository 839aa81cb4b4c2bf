import { earliestDeliveryDate, followingDelivery } from '@canino/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, orderLines, orders, subscriptionItems, subscriptions } from '../src/db/schema';
import { insertAddress } from '../src/repositories/addresses';
import { startAutoshipFromOrder } from '../src/services/autoship/start-from-order';
import type { SimulatedProvider } from '../src/services/payments/simulated/provider';
import { asAdmin, enableCod } from './admin-support';
import { createCustomer, createProduct, HOME_ADDRESS, TEST_PASSWORD } from './helpers/factories';
import { loginAs } from './helpers/http';
import { checkoutBody, mailTo, orderRow, paidReport, paySimulated, postCheckout, reportPayment, startCheckout } from './helpers/orders';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * A checkout's autoship lines become subscriptions on the server, from the order, once it is paid (or
 * confirmed, on cash on delivery): a shopper who closes the tab after paying still has their autoship,
 * and the browser's report, the webhook, two nodes and retries start it once.
 */
let t: TestApp;
const bank = () => t.ctx.payments as SimulatedProvider;

beforeAll(async () => {
  t = await createTestApp({ COD_CONFIRM_HOURS: '24' });
  await enableCod((await asAdmin(t)).call, { maxOpenOrdersPerPhone: 50 });
});
afterAll(() => t.close());

/** A logged-in customer with a saved address, a supplement bought on autoship and a shampoo bought once. */
async function shopper() {
  const customer = await createCustomer(t.ctx);
  const cookie = await loginAs(t.app, customer.mobile, TEST_PASSWORD);
  const address = await insertAddress(t.ctx.db, customer.id, HOME_ADDRESS);
  const tablets = await createProduct(t.ctx, { sellingPricePaise: 44900, stock: 20 });
  const shampoo = await createProduct(t.ctx, { sellingPricePaise: 29900, stock: 20 });
  const body = checkoutBody(
    [
      { productId: tablets.id, variantId: tablets.variantId, quantity: 2, autoshipWeeks: 8 },
      { productId: shampoo.id, quantity: 1 },
    ],
    { savedAddressId: address.id },
  );
  return { customer, cookie, address, tablets, shampoo, body };
}

const subscriptionsOf = (customerId: number) => t.ctx.db.select().from(subscriptions).where(eq(subscriptions.customerId, customerId));
const itemsOf = (subscriptionId: number) => t.ctx.db.select().from(subscriptionItems).where(eq(subscriptionItems.subscriptionId, subscriptionId));

describe('autoship started from the paid order', () => {
  it('starts one subscription of the autoship line, to the mandate the payment set up, with the tab closed after paying', async () => {
    const s = await shopper();
    const session = await startCheckout(t, s.body, s.cookie);
    // The order carries the schedule per line, and the address the later deliveries go to.
    const lines = await t.ctx.db.select().from(orderLines).where(eq(orderLines.orderId, session.orderId));
    expect(lines.map((l) => [l.productId, l.autoshipWeeks])).toEqual(
      expect.arrayContaining([
        [s.tablets.id, 8],
        [s.shampoo.id, null],
      ]),
    );
    expect((await orderRow(t, session.orderId)).autoshipAddressId).toBe(s.address.id);
    expect(await subscriptionsOf(s.customer.id)).toEqual([]);

    // Paid, and the browser never reports: the simulated bank's webhook settles the order.
    await paySimulated(t, session, 'success');
    await bank().settled();
    await t.ctx.jobs.runDue();

    const order = await orderRow(t, session.orderId);
    expect(order.status).toBe('paid');
    const [sub, ...more] = await subscriptionsOf(s.customer.id);
    expect(more).toEqual([]);
    expect(sub).toMatchObject({
      status: 'active',
      frequencyWeeks: 8,
      paymentMethod: 'mandate',
      addressId: s.address.id,
      originOrderId: order.id,
      nextDeliveryDate: followingDelivery(earliestDeliveryDate(order.createdAt), 8),
    });
    expect(sub!.mandateRef).toMatch(/^token_/);
    // Only the autoship line: the shampoo was a one-time purchase.
    expect((await itemsOf(sub!.id)).map((i) => [i.variantId, i.quantity])).toEqual([[s.tablets.variantId, 2]]);
    const started = mailTo(t, s.customer.email).filter((m) => m.subject === 'Your autoship is set up');
    expect(started).toHaveLength(1);
    expect(started[0]!.text).toMatch(/Your order #\d+ is your first delivery\. From now on we deliver every 8 weeks/);
    expect(started[0]!.text).toMatch(/cancel at any time in My Autoship, in one click/);
  });

  it('starts once when the browser’s report races the webhook and the job runs twice at once', async () => {
    const s = await shopper();
    const session = await startCheckout(t, s.body, s.cookie);
    const paid = await paySimulated(t, session, 'success');
    await Promise.all([reportPayment(t, session, paidReport(paid), s.cookie), bank().settled()]);
    await Promise.all([startAutoshipFromOrder(t.ctx, { orderId: session.orderId }), startAutoshipFromOrder(t.ctx, { orderId: session.orderId })]);
    await t.ctx.jobs.runDue();
    await startAutoshipFromOrder(t.ctx, { orderId: session.orderId });
    expect(await subscriptionsOf(s.customer.id)).toHaveLength(1);
    const startJobs = await t.ctx.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `autoship.start:${session.orderId}`));
    expect(startJobs).toHaveLength(1);
    expect(mailTo(t, s.customer.email).filter((m) => m.subject === 'Your autoship is set up')).toHaveLength(1);
  });

  it('groups autoship lines of one frequency into one subscription, and another frequency into its own', async () => {
    const s = await shopper();
    const chews = await createProduct(t.ctx, { sellingPricePaise: 19900, stock: 20 });
    const oil = await createProduct(t.ctx, { sellingPricePaise: 59900, stock: 20 });
    const body = checkoutBody(
      [
        { productId: s.tablets.id, quantity: 1, autoshipWeeks: 8 },
        { productId: chews.id, quantity: 3, autoshipWeeks: 8 },
        { productId: oil.id, quantity: 1, autoshipWeeks: 4 },
      ],
      { savedAddressId: s.address.id },
    );
    const session = await startCheckout(t, body, s.cookie);
    const paid = await paySimulated(t, session, 'success');
    await reportPayment(t, session, paidReport(paid), s.cookie);
    await bank().settled();
    await t.ctx.jobs.runDue();
    const subs = (await subscriptionsOf(s.customer.id)).sort((a, b) => a.frequencyWeeks - b.frequencyWeeks);
    expect(subs.map((x) => x.frequencyWeeks)).toEqual([4, 8]);
    expect((await itemsOf(subs[1]!.id)).map((i) => i.productId).sort()).toEqual([s.tablets.id, chews.id].sort());
    // Both are charged to the one mandate the payment set up.
    expect(subs[0]!.mandateRef).toBe(subs[1]!.mandateRef);
  });

  it('starts nothing, and tells the shopper once, when the payment set up no mandate', async () => {
    const s = await shopper();
    const session = await startCheckout(t, s.body, s.cookie);
    const original = bank().registerMandate.bind(bank());
    // The shopper's bank or payment method allowed no mandate (a card without e-mandates, say).
    bank().registerMandate = async () => null;
    try {
      const paid = await paySimulated(t, session, 'success');
      await reportPayment(t, session, paidReport(paid), s.cookie);
      await bank().settled();
      await t.ctx.jobs.runDue();
      await startAutoshipFromOrder(t.ctx, { orderId: session.orderId });
    } finally {
      bank().registerMandate = original;
    }
    expect((await orderRow(t, session.orderId)).status).toBe('paid');
    expect(await subscriptionsOf(s.customer.id)).toEqual([]);
    const told = mailTo(t, s.customer.email).filter((m) => m.subject === 'Your autoship was not set up');
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain(`Your order #${session.orderId} is confirmed`);
  });

  it('starts nothing for an order that was never paid', async () => {
    const s = await shopper();
    const session = await startCheckout(t, s.body, s.cookie);
    await paySimulated(t, session, 'failure');
    await bank().settled();
    await startAutoshipFromOrder(t.ctx, { orderId: session.orderId });
    expect(await subscriptionsOf(s.customer.id)).toEqual([]);
  });
});

describe('checkout refuses autoship it could not start, and writes nothing', () => {
  it('asks a guest to log in, and a customer for one of their own saved addresses', async () => {
    const s = await shopper();
    const other = await shopper();
    const before = (await t.ctx.db.select().from(orders)).length;
    const guest = await postCheckout(t, { ...s.body, savedAddressId: undefined });
    expect([guest.statusCode, guest.json().message]).toEqual([401, expect.stringMatching(/log in to set up autoship/)]);
    const noAddress = await postCheckout(t, { ...s.body, savedAddressId: undefined, shipping: undefined }, s.cookie);
    expect([noAddress.statusCode, noAddress.json().errors]).toEqual([422, { autoshipAddressId: expect.stringMatching(/saved address/) }]);
    const someoneElses = await postCheckout(t, { ...s.body, autoshipAddressId: other.address.id }, s.cookie);
    expect(someoneElses.statusCode).toBe(404);
    const badWeeks = await postCheckout(t, { ...s.body, lines: [{ productId: s.tablets.id, quantity: 1, autoshipWeeks: 20 }] }, s.cookie);
    expect([badWeeks.statusCode, badWeeks.json().message]).toEqual([400, expect.stringMatching(/16 weeks or fewer/)]);
    expect((await t.ctx.db.select().from(orders)).length).toBe(before);
  });
});

describe('autoship started from a cash-on-delivery order', () => {
  it('waits for the shopper’s confirmation, then starts a reminded subscription', async () => {
    const s = await shopper();
    const res = await t.app.inject({ method: 'POST', url: '/admin/api/checkout/cod', headers: { cookie: s.cookie }, payload: s.body });
    expect(res.statusCode, res.body).toBe(200);
    const { orderId } = res.json().data as { orderId: number };
    await t.ctx.jobs.runDue();
    // Not before the order is confirmed: a cancelled or unanswered order starts nothing.
    await startAutoshipFromOrder(t.ctx, { orderId });
    expect(await subscriptionsOf(s.customer.id)).toEqual([]);

    const email = (await orderRow(t, orderId)).email;
    const ask = mailTo(t, email).find((m) => m.subject === `Please confirm your order #${orderId}`);
    const token = ask?.text.match(/Confirm the order: \S+#token=(\S+)/)?.[1] ?? '';
    const confirmed = await t.app.inject({ method: 'POST', url: '/admin/api/orders/cod-confirmation', payload: { token, answer: 'confirm' } });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    await t.ctx.jobs.runDue();
    const [sub, ...more] = await subscriptionsOf(s.customer.id);
    expect(more).toEqual([]);
    expect(sub).toMatchObject({ paymentMethod: 'cod_reminder', mandateRef: null, frequencyWeeks: 8, originOrderId: orderId, status: 'active' });
    const started = mailTo(t, s.customer.email).find((m) => m.subject === 'Your autoship is set up');
    expect(started?.text).toContain('send a link to place it with one tap and pay on delivery');
  });
});
