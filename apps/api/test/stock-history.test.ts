import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { type StockMovement } from '@canino/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, stockMovements } from '../src/db/schema';
import { createMailer } from '../src/services/mail/mailer';
import type { SimulatedProvider } from '../src/services/payments/simulated/provider';
import { asAdmin, type AdminCall, enableCod } from './admin-support';
import { createCategory, createProduct, declarationFields } from './helpers/factories';
import { checkoutBody, paidReport, paySimulated, postCheckout, reportPayment, startCheckout, stockOf } from './helpers/orders';
import { createTestApp, type TestApp } from './helpers/test-app';

/** Email goes to files here, as on a shop without SMTP: the low-stock test reads the .eml the owner would get. */
let t: TestApp;
let outbox: string;
let admin: AdminCall;
let adminEmail: string;
let categoryId: number;
let declared: Awaited<ReturnType<typeof declarationFields>>;
beforeAll(async () => {
  outbox = fs.mkdtempSync(path.join(fs.realpathSync(process.env.TMPDIR ?? '/tmp'), 'canino-outbox-'));
  const mailer = createMailer({ outboxDir: outbox, from: 'Canino <shop@shop.test>', log: pino({ level: 'silent' }) });
  t = await createTestApp({}, { mailer });
  const signedIn = await asAdmin(t);
  admin = signedIn.call;
  adminEmail = signedIn.admin.email;
  categoryId = (await createCategory(t.ctx)).id;
  declared = await declarationFields(t.ctx);
  await enableCod(admin, { maxOrderPaise: 500_000, maxOpenOrdersPerPhone: 50 });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(outbox, { recursive: true, force: true });
});

const productBody = (over: Record<string, unknown> = {}) => ({
  name: `Joint chews ${randomUUID().slice(0, 8)}`,
  categoryId,
  listPricePaise: 59900,
  sellingPricePaise: 49900,
  description: 'Chews for old joints.',
  stock: 20,
  ...declared,
  ...over,
});

async function history(productId: number): Promise<StockMovement[]> {
  const res = await admin('GET', `/products/${productId}/stock-history?pageSize=100`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.items;
}

/** Oldest first, from the table: each row's stock after is the running sum of the changes. */
async function movements(productId: number) {
  return t.ctx.db.select().from(stockMovements).where(eq(stockMovements.productId, productId)).orderBy(asc(stockMovements.id));
}

async function expectHistoryAddsUp(productId: number) {
  const rows = await movements(productId);
  let running = 0;
  for (const r of rows) {
    running += r.change;
    expect(r.stockAfter).toBe(running);
  }
  expect(running).toBe(await stockOf(t, productId));
}

async function buyOnline(productId: number, quantity: number) {
  const session = await startCheckout(t, checkoutBody([{ productId, quantity }]));
  const paid = await paySimulated(t, session, 'success');
  const res = await reportPayment(t, session, paidReport(paid));
  expect(res.json().status, res.body).toBe(1);
  await (t.ctx.payments as SimulatedProvider).settled();
  return session.orderId;
}

let phone = 9100000000;
async function buyCod(productId: number, quantity: number) {
  const body = checkoutBody([{ productId, quantity }]);
  const res = await t.app.inject({ method: 'POST', url: '/admin/api/checkout/cod', payload: { ...body, billing: { ...body.billing, mobile: String(++phone) } } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.orderId as number;
}

describe('stock history', () => {
  it("records the owner's create and edit with who made them, and shows them newest first", async () => {
    const made = await admin('POST', '/products', productBody({ stock: 20 }));
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().data.id as number;
    const edited = await admin('PUT', `/products/${id}`, productBody({ name: made.json().data.name, stock: 26, sellingPricePaise: 45900 }));
    expect(edited.statusCode, edited.body).toBe(200);
    // Saving the form again without touching the stock writes nothing.
    await admin('PUT', `/products/${id}`, productBody({ name: made.json().data.name, stock: 26, sellingPricePaise: 44900 }));

    const items = await history(id);
    expect(items.map((m) => [m.reason, m.change, m.stockAfter, m.actor])).toEqual([
      ['manual_edit', 6, 26, `admin:${adminEmail}`],
      ['opening', 20, 20, `admin:${adminEmail}`],
    ]);
    const [row] = await movements(id);
    expect(row!.adminId).not.toBeNull();
  });

  it("the panel's form applies only the owner's change, so a sale made while it was open stands", async () => {
    const made = await admin('POST', '/products', productBody({ stock: 10 }));
    const { id, name } = made.json().data as { id: number; name: string };
    // The form opened at 10; a customer buys 3; the owner saves a price change, then adds 5.
    await buyCod(id, 3);
    const price = await admin('PUT', `/products/${id}`, productBody({ name, stock: 10, stockWas: 10, sellingPricePaise: 45900 }));
    expect(price.statusCode, price.body).toBe(200);
    expect(price.json().data.stock).toBe(7);
    const more = await admin('PUT', `/products/${id}`, productBody({ name, stock: 15, stockWas: 10 }));
    expect(more.json().data.stock).toBe(12);
    // Taking away more than is left now is refused, and changes nothing.
    const tooMany = await admin('PUT', `/products/${id}`, productBody({ name, stock: 0, stockWas: 20, sellingPricePaise: 40000 }));
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toMatch(/Reload the page/);
    expect((await admin('GET', `/products/${id}`)).json().data).toMatchObject({ stock: 12, sellingPricePaise: 49900 });
    expect((await history(id)).map((m) => [m.reason, m.change])).toEqual([
      ['manual_edit', 5],
      ['sale', -3],
      ['opening', 10],
    ]);
    await expectHistoryAddsUp(id);
  });

  it("the bulk edit's stock is a manual edit in each product's history", async () => {
    const a = await createProduct(t.ctx, { stock: 4 });
    const b = await createProduct(t.ctx, { stock: 9 });
    const res = await admin('POST', '/products/bulk-edit', { productIds: [a.id, b.id], stock: 6 });
    expect(res.statusCode, res.body).toBe(200);
    for (const [p, change] of [
      [a, 2],
      [b, -3],
    ] as const) {
      const [last] = await history(p.id);
      expect(last).toMatchObject({ reason: 'manual_edit', change, stockAfter: 6, actor: `admin:${adminEmail}`, note: 'Bulk edit' });
      await expectHistoryAddsUp(p.id);
    }
  });

  it('a refused edit writes no history row', async () => {
    const p = await createProduct(t.ctx, { stock: 7 });
    const res = await admin('PUT', `/products/${p.id}`, productBody({ stock: 50, categoryId: 2_000_000 }));
    expect(res.statusCode).toBe(400);
    expect((await history(p.id)).map((m) => m.reason)).toEqual(['opening']);
    expect(await stockOf(t, p.id)).toBe(7);
  });

  it('records online and COD sales, a cancellation and a refund restock, each naming its order', async () => {
    const p = await createProduct(t.ctx, { stock: 30 });
    const online = await buyOnline(p.id, 3);
    const cod = await buyCod(p.id, 2);
    expect((await admin('POST', `/orders/${cod}/status`, { status: 'cancelled' })).statusCode).toBe(200);
    const detail = (await admin('GET', `/orders/${online}`)).json().data;
    const refund = await admin('POST', `/orders/${online}/refunds`, {
      idempotencyKey: randomUUID(),
      amountPaise: detail.lines[0].unitPricePaise,
      restock: [{ lineId: detail.lines[0].id, quantity: 1 }],
    });
    expect(refund.statusCode, refund.body).toBe(200);

    const items = (await history(p.id)).reverse();
    expect(items.map((m) => [m.reason, m.change, m.stockAfter, m.orderId])).toEqual([
      ['opening', 30, 30, null],
      ['sale', -3, 27, online],
      ['sale', -2, 25, cod],
      ['cancellation', 2, 27, cod],
      ['refund_restock', 1, 28, online],
    ]);
    expect(items[2]!.actor).toBe('customer');
    expect(items[3]!.actor).toBe(`admin:${adminEmail}`);
    await expectHistoryAddsUp(p.id);
  });

  it('concurrent sales, payments racing their webhooks, and an owner edit: the history adds up to the stock', async () => {
    const p = await createProduct(t.ctx, { stock: 200, lowStockThreshold: 0 });
    const buyers = Array.from({ length: 12 }, (_, i) => 1 + (i % 3));
    const results = await Promise.all([
      ...buyers.map(async (quantity, i) => {
        if (i % 4 === 3) return buyCod(p.id, quantity);
        const started = await postCheckout(t, checkoutBody([{ productId: p.id, quantity }]));
        const session = started.json().data;
        const paid = await paySimulated(t, session, 'success');
        return (await reportPayment(t, session, paidReport(paid))).json().status;
      }),
      admin('PUT', `/products/${p.id}`, productBody({ stock: 300 })).then((r) => r.statusCode),
    ]);
    await (t.ctx.payments as SimulatedProvider).settled();
    expect(results.at(-1)).toBe(200);
    const rows = await movements(p.id);
    expect(
      rows
        .filter((r) => r.reason === 'sale')
        .map((r) => -r.change)
        .sort(),
    ).toEqual([...buyers].sort());
    expect(rows.filter((r) => r.reason === 'manual_edit')).toHaveLength(1);
    await expectHistoryAddsUp(p.id);
  });

  it('answers 404 for a product that does not exist', async () => {
    const res = await admin('GET', '/products/2000000/stock-history');
    expect(res.statusCode).toBe(404);
  });
});

describe('low-stock email to the owner', () => {
  const emails = (name: string) =>
    fs
      .readdirSync(outbox)
      .filter((f) => f.endsWith('.eml'))
      .map((f) => fs.readFileSync(path.join(outbox, f), 'utf8'))
      .filter((eml) => eml.includes(`Low stock: ${name}`));

  it('is written once when stock falls to the threshold, and again only after a restock above it and a new fall', async () => {
    const made = await admin('POST', '/products', productBody({ stock: 8, lowStockThreshold: 5 }));
    const { id, name } = made.json().data as { id: number; name: string };

    await buyOnline(id, 2); // 6: above
    expect(emails(name)).toHaveLength(0);
    await buyCod(id, 1); // 5: at the threshold
    expect(emails(name)).toHaveLength(1);
    expect(emails(name)[0]).toContain('To: hello@canino.in');
    expect(emails(name)[0]).toContain(`/admin/products/${id}`);
    await buyOnline(id, 2); // 3: still the same dip
    await admin('PUT', `/products/${id}`, productBody({ name, stock: 5, lowStockThreshold: 5 })); // 5: still low
    expect(emails(name)).toHaveLength(1);

    await admin('PUT', `/products/${id}`, productBody({ name, stock: 9, lowStockThreshold: 5 })); // 9: cleared
    expect(emails(name)).toHaveLength(1);
    await buyOnline(id, 4); // 5: a new fall
    expect(emails(name)).toHaveLength(2);
  });

  it('two buyers racing past the threshold make one email', async () => {
    const made = await admin('POST', '/products', productBody({ stock: 7, lowStockThreshold: 5 }));
    const { id, name } = made.json().data as { id: number; name: string };
    await Promise.all([buyCod(id, 1), buyCod(id, 1), buyOnline(id, 1), buyOnline(id, 1)]);
    expect(await stockOf(t, id)).toBe(3);
    // One job was queued, in whichever sale crossed first; its email arrives once the worker ran it.
    const queued = await t.ctx.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'stock.low'), sql`${jobs.payload}->>'productId' = ${String(id)}`));
    expect(queued).toHaveLength(1);
    await expect.poll(async () => (await t.ctx.jobs.runDue(), emails(name).length), { timeout: 10_000 }).toBe(1);
  });

  it('raising the threshold above the stock sends it, without any sale', async () => {
    const made = await admin('POST', '/products', productBody({ stock: 8, lowStockThreshold: 5 }));
    const { id, name } = made.json().data as { id: number; name: string };
    await admin('PUT', `/products/${id}`, productBody({ name, stock: 8, lowStockThreshold: 10 }));
    expect(emails(name)).toHaveLength(1);
    expect((await admin('GET', `/products/${id}`)).json().data.lowStockThreshold).toBe(10);
  });
});
