import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderLineBatches, orderLines } from '../src/db/schema';
import type { SimulatedProvider } from '../src/services/payments/simulated/provider';
import { ownerTestApp } from './admin-support';
import { createProduct } from './helpers/factories';
import { registerShopForGst } from './helpers/invoiced-orders';
import { monthAhead } from './helpers/months';
import { countRoundTrips } from './helpers/round-trips';
import { checkoutBody, orderRow, paidReport, paySimulated, reportPayment, startCheckout } from './helpers/orders';

/**
 * How many round trips a paid online checkout makes to PostgreSQL, step by step, a figure that does not
 * move with the machine's load: statements sent together in pipeline mode (decision 071) count once. The
 * budgets are today's counts, so a change that adds a round trip to the busiest path says so here; the
 * bench measures what they cost.
 */
describe.skipIf(process.env.TEST_DB !== 'postgres')('PostgreSQL round trips of a paid online checkout (runs with TEST_DATABASE_URL)', () => {
  // The webhook comes 2 s after Pay, once the browser's report was counted, as it mostly does.
  const { t, call } = ownerTestApp({ SIMULATED_WEBHOOK_DELAY_MS: '2000' }, {}, { deliverJobs: false });

  const counted = async <T>(step: () => Promise<T>): Promise<[T, number]> => {
    const counter = countRoundTrips();
    try {
      const result = await step();
      return [result, counter.stop()];
    } catch (err) {
      counter.stop();
      throw err;
    }
  };

  it('checks out, pays, reports and takes the webhook, two sizes from dated batches, within each step’s budget', async () => {
    await registerShopForGst(t);
    const products = [await createProduct(t.ctx, { stock: 0 }), await createProduct(t.ctx, { stock: 0 })];
    for (const [i, p] of products.entries()) {
      const receipt = { batchNo: `RT-${i}`, quantity: 20, manufacturedMonth: monthAhead(-1), bestBeforeMonth: monthAhead(20) };
      expect((await call('POST', `/products/${p.id}/variants/${p.variantId}/batches`, receipt)).statusCode).toBe(200);
    }
    const cart = checkoutBody(products.map((p, i) => ({ productId: p.id, quantity: i + 1 })));
    // The first checkout fills the caches a running shop already has (settings, the shop's profile).
    const warm = await startCheckout(t, cart);
    await reportPayment(t, warm, paidReport(await paySimulated(t, warm, 'success')));
    await (t.ctx.payments as SimulatedProvider).settled();

    const [session, checkout] = await counted(() => startCheckout(t, checkoutBody(products.map((p, i) => ({ productId: p.id, quantity: i + 1 })))));
    const [paid, pay] = await counted(() => paySimulated(t, session, 'success'));
    const [answer, report] = await counted(() => reportPayment(t, session, paidReport(paid)));
    expect(answer.json().status).toBe(1);
    const [, webhook] = await counted(() => (t.ctx.payments as SimulatedProvider).settled());

    expect({ checkout, pay, report, webhook }).toEqual({ checkout: 4, pay: 1, report: 6, webhook: 2 });
    // The sale's batches were written by its order change: each line took its packs from its size's batch.
    const lines = await t.ctx.db.select().from(orderLines).where(eq(orderLines.orderId, session.orderId));
    const taken = await t.ctx.db
      .select()
      .from(orderLineBatches)
      .where(
        inArray(
          orderLineBatches.lineId,
          lines.map((l) => l.id),
        ),
      );
    expect(taken.map((b) => b.quantity).sort()).toEqual([1, 2]);

    // A checkout that replaces the same shopper’s unpaid one releases it first: one round trip more.
    const first = checkoutBody(products.map((p) => ({ productId: p.id, quantity: 2 })));
    const unpaid = await startCheckout(t, first);
    const again = checkoutBody(
      products.map((p) => ({ productId: p.id, quantity: 1 })),
      { billing: first.billing },
    );
    const [replacing, replacingCheckout] = await counted(() => startCheckout(t, again));
    expect(replacing.orderId).not.toBe(unpaid.orderId);
    expect(replacingCheckout).toBe(5);
    expect((await orderRow(t, unpaid.orderId)).status).toBe('expired');
  });
});
