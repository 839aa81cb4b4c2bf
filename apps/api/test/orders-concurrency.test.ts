import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { retryTransactions, TRANSACTION_ATTEMPTS } from '../src/db/retry';
import { orderEvents, orders, products } from '../src/db/schema';
import type { SimulatedProvider } from '../src/services/payments/simulated/provider';
import { createCoupon, createProduct } from './helpers/factories';
import { checkoutBody, couponUses, paidReport, paySimulated, postCheckout, reportPayment, stockOf } from './helpers/orders';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  // SIMULATED_WEBHOOK_DELAY_MS is 0 here: each payment's webhook races its browser's report.
  t = await createTestApp();
});
afterAll(() => t.close());

const onPostgres = process.env.TEST_DB === 'postgres';

describe('concurrent payments (decision 009: one lock order, bounded retries)', () => {
  it('20 payers of one product, each racing its webhook: no 5xx, and stock, coupon and orders agree', async () => {
    const a = await createProduct(t.ctx, { stock: 100 });
    const b = await createProduct(t.ctx, { stock: 100 });
    const coupon = await createCoupon(t.ctx, { usageLimit: 100 });
    const carts = Array.from({ length: 20 }, (_, i) => {
      const lines = [
        { productId: a.id, quantity: 1 + (i % 2) },
        { productId: b.id, quantity: 1 + (i % 3) },
      ];
      // Half list the products the other way round: the lock order must not depend on the cart's.
      return i % 2 ? lines.reverse() : lines;
    });
    const statuses: number[] = [];
    const results = await Promise.all(
      carts.map(async (lines) => {
        const started = await postCheckout(t, checkoutBody(lines, { couponCode: coupon.code }));
        statuses.push(started.statusCode);
        const session = started.json().data;
        const paid = await paySimulated(t, session, 'success');
        const report = await reportPayment(t, session, paidReport(paid));
        statuses.push(report.statusCode);
        return report.json();
      }),
    );
    await (t.ctx.payments as SimulatedProvider).settled();

    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(1));
    const sum = (id: number) =>
      carts
        .flat()
        .filter((l) => l.productId === id)
        .reduce((n, l) => n + l.quantity, 0);
    expect(await stockOf(t, a.id)).toBe(100 - sum(a.id));
    expect(await stockOf(t, b.id)).toBe(100 - sum(b.id));
    expect(await couponUses(t, coupon.id)).toBe(20);
    const ids = results.map((r) => r.data.orderId as number);
    const paidEvents = await t.ctx.db
      .select({ orderId: orderEvents.orderId })
      .from(orderEvents)
      .where(sql`${orderEvents.toStatus} = 'paid' and ${orderEvents.orderId} in ${ids}`);
    expect(paidEvents.map((e) => e.orderId).sort()).toEqual([...ids].sort());
    const rows = await t.ctx.db
      .select({ status: orders.status, hold: orders.holdExpiresAt })
      .from(orders)
      .where(sql`${orders.id} in ${ids}`);
    expect(rows.every((o) => o.status === 'paid' && o.hold === null)).toBe(true);
  });

  it.runIf(onPostgres)('reruns a transaction PostgreSQL aborted to break a deadlock, so both finish', async () => {
    const x = await createProduct(t.ctx, { stock: 10 });
    const y = await createProduct(t.ctx, { stock: 10 });
    let attempts = 0;
    let arrived = 0;
    let release!: () => void;
    const bothLocked = new Promise<void>((resolve) => (release = resolve));
    const take = (tx: Db, id: number) =>
      tx
        .update(products)
        .set({ stock: sql`${products.stock} - 1` })
        .where(eq(products.id, id));
    // Two transactions taking the same two rows in opposite orders: a deadlock on their first run.
    const crosswise = (first: number, second: number) =>
      t.ctx.db.transaction(async (tx) => {
        const run = ++attempts;
        await take(tx, first);
        if (run <= 2 && ++arrived === 2) release();
        if (run <= 2) await bothLocked;
        await take(tx, second);
      });
    await Promise.all([crosswise(x.id, y.id), crosswise(y.id, x.id)]);
    expect(attempts).toBe(3);
    expect(await stockOf(t, x.id)).toBe(8);
    expect(await stockOf(t, y.id)).toBe(8);
  });
});

describe.skipIf(!onPostgres)('a checkout behind another transaction’s stock lock (decision 071)', () => {
  it('reads the stock after the lock is granted, in the same round trip, so it sees the sale that held it', async () => {
    const p = await createProduct(t.ctx, { stock: 1 });
    const holder = new pg.Client({ connectionString: t.databaseUrl });
    await holder.connect();
    try {
      await holder.query('begin');
      // Another transaction sells the last pack: it holds the size's row while it does.
      await holder.query('update product_variants set stock = 0 where id = $1', [p.variantId]);
      const checkout = postCheckout(t, checkoutBody([{ productId: p.id, quantity: 1 }]));
      await expect
        .poll(async () => (await holder.query(`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`)).rows[0].n)
        .toBe(1);
      await holder.query('commit');
      const answer = await checkout;
      expect(answer.statusCode).toBe(409);
      expect(answer.json().message).toMatch(/sold out/i);
    } finally {
      await holder.end();
    }
  });
});

describe('retryTransactions', () => {
  const failing = (codes: (string | undefined)[]) => {
    let calls = 0;
    const db = {
      transaction: async () => {
        const code = codes[calls++];
        if (code) throw Object.assign(new Error(`failed with ${code}`), { code });
        return 'done';
      },
    } as unknown as Db;
    return { db: retryTransactions(db, async () => {}), calls: () => calls };
  };

  it('reruns deadlocks and serialization failures, up to its bound, and nothing else', async () => {
    const flaky = failing(['40P01', '40001', undefined]);
    await expect(flaky.db.transaction(async () => 'x')).resolves.toBe('done');
    expect(flaky.calls()).toBe(3);

    const stuck = failing(Array(10).fill('40P01'));
    await expect(stuck.db.transaction(async () => 'x')).rejects.toThrow('failed with 40P01');
    expect(stuck.calls()).toBe(TRANSACTION_ATTEMPTS);

    const duplicate = failing(['23505']);
    await expect(duplicate.db.transaction(async () => 'x')).rejects.toThrow('failed with 23505');
    expect(duplicate.calls()).toBe(1);
  });
});
