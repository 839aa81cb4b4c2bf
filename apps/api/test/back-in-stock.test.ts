import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobs, productVariants, stockAlerts } from '../src/db/schema';
import { sendBackInStock } from '../src/services/stock/back-in-stock';
import { adjustStock } from '../src/services/stock/stock-history';
import { asAdmin, ownerTestApp } from './admin-support';
import { createCategory, createCustomer, declarationFields, TEST_PASSWORD } from './helpers/factories';
import { loginAs } from './helpers/http';
import { createTestApp } from './helpers/test-app';

let categoryId: number;
let declared: Awaited<ReturnType<typeof declarationFields>>;
const { t, call: admin } = ownerTestApp();
beforeAll(async () => {
  categoryId = (await createCategory(t.ctx)).id;
  declared = await declarationFields(t.ctx);
});

const productBody = (over: Record<string, unknown> = {}) => ({
  name: `Salmon oil ${randomUUID().slice(0, 8)}`,
  categoryId,
  listPricePaise: 59900,
  sellingPricePaise: 49900,
  description: 'Omega-3 for the coat.',
  stock: 0,
  ...declared,
  ...over,
});

async function soldOutProduct(): Promise<{ id: number; name: string }> {
  const made = await admin('POST', '/products', productBody());
  expect(made.statusCode).toBe(200);
  return made.json().data as { id: number; name: string };
}

const notifyMe = (productId: number, payload: Record<string, unknown>, cookie?: string) =>
  t.app.inject({ method: 'POST', url: `/admin/api/products/${productId}/notify-me`, headers: cookie ? { cookie } : {}, payload });

const restock = (id: number, name: string, stock: number) => admin('PUT', `/products/${id}`, productBody({ name, stock }));
const backInStockMail = (name: string) => t.mail.filter((m) => m.subject === `Back in stock: ${name}`);

describe('tell me when it is back', () => {
  it('emails each waiting shopper once, first asked first, when the owner restocks, and not again on the next restock', async () => {
    const { id, name } = await soldOutProduct();
    const customer = await createCustomer(t.ctx);
    const cookie = await loginAs(t.app, customer.mobile, TEST_PASSWORD);

    const guest = await notifyMe(id, { email: 'Asha@Example.in' });
    expect(guest.json()).toEqual({ status: 1, message: 'We will email asha@example.in when it is back in stock', data: { email: 'asha@example.in' } });
    expect((await notifyMe(id, {}, cookie)).json()).toMatchObject({ status: 1, data: { email: null } });
    // Asking twice while waiting changes nothing.
    expect((await notifyMe(id, { email: 'asha@example.in' })).statusCode).toBe(200);
    expect(await t.ctx.db.select().from(stockAlerts).where(eq(stockAlerts.customerId, customer.id))).toHaveLength(1);

    expect((await restock(id, name, 5)).statusCode).toBe(200);
    const sent = backInStockMail(name);
    expect(sent.map((m) => m.to)).toEqual(['asha@example.in', customer.email]);
    expect(sent[0]!.text).toContain(`http://shop.test/products/`);
    expect(sent[1]!.text).toContain(`Hello ${customer.ownerName},`);

    // Sold out and back again: the alerts are done, nobody hears twice.
    await restock(id, name, 0);
    await restock(id, name, 3);
    expect(backInStockMail(name)).toHaveLength(2);
  });

  it('sends once when the job runs twice, as a retry or a second node would, and waits on when the size sold out again first', async () => {
    const quiet = await createTestApp({}, {}, { deliverJobs: false });
    try {
      const signedIn = (await asAdmin(quiet)).call;
      const own = { categoryId: (await createCategory(quiet.ctx)).id, ...(await declarationFields(quiet.ctx)) };
      const made = await signedIn('POST', '/products', productBody(own));
      const { id, name } = made.json().data as { id: number; name: string };
      await quiet.app.inject({ method: 'POST', url: `/admin/api/products/${id}/notify-me`, payload: { email: 'twice@example.in' } });
      await signedIn('PUT', `/products/${id}`, productBody({ ...own, name, stock: 4 }));
      const [job] = await quiet.ctx.db.select().from(jobs).where(eq(jobs.kind, 'stock.back'));
      expect(job).toBeDefined();
      const payload = job!.payload as { productId: number; variantId: number };
      const emailsTo = async (to: string) => (await quiet.ctx.db.select().from(jobs).where(eq(jobs.kind, 'email'))).filter((e) => (e.payload as { to: string }).to === to);

      // Sold out again before the job ran: nothing is sent, and the alert waits for the next restock.
      await signedIn('PUT', `/products/${id}`, productBody({ ...own, name, stock: 0 }));
      await sendBackInStock(quiet.ctx, payload);
      expect(await emailsTo('twice@example.in')).toHaveLength(0);

      await signedIn('PUT', `/products/${id}`, productBody({ ...own, name, stock: 4 }));
      await Promise.all([sendBackInStock(quiet.ctx, payload), sendBackInStock(quiet.ctx, payload)]);
      expect(await emailsTo('twice@example.in')).toHaveLength(1);
    } finally {
      await quiet.close();
    }
  });

  it('refuses a size in stock, an unknown product or size, and a guest without an email, writing nothing', async () => {
    const { id } = await soldOutProduct();
    const inStock = (await admin('POST', '/products', productBody({ stock: 4 }))).json().data as { id: number };
    const before = await t.ctx.db.select().from(stockAlerts);
    expect((await notifyMe(inStock.id, { email: 'a@example.in' })).json()).toEqual({ status: 0, message: 'This is in stock now: add it to your cart' });
    expect((await notifyMe(inStock.id, { email: 'a@example.in' })).statusCode).toBe(409);
    expect((await notifyMe(999_999, { email: 'a@example.in' })).statusCode).toBe(404);
    expect((await notifyMe(id, { variantId: 999_999, email: 'a@example.in' })).statusCode).toBe(404);
    const noEmail = await notifyMe(id, {});
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().message).toBe('Enter your email address to hear when it is back');
    expect((await notifyMe(id, { email: 'not an email' })).statusCode).toBe(400);
    expect(await t.ctx.db.select().from(stockAlerts)).toHaveLength(before.length);
  });

  it('never leaves an alert waiting on a size a restock brought back while it was asked for', async () => {
    const { id } = await soldOutProduct();
    const [size] = await t.ctx.db.select({ id: productVariants.id }).from(productVariants).where(eq(productVariants.productId, id));
    // The restock holds its transaction open while the shopper asks; the ask must see its outcome.
    let asked: ReturnType<typeof notifyMe> | undefined;
    await t.ctx.db.transaction(async (tx) => {
      await adjustStock(tx, { variantId: size!.id }, 3, { reason: 'manual_edit', actor: 'owner' });
      asked = notifyMe(id, { email: 'racer@example.in' });
      await new Promise((r) => setTimeout(r, 300));
    });
    const answer = await asked!;
    expect(answer.statusCode).toBe(409);
    expect(await t.ctx.db.select().from(stockAlerts).where(eq(stockAlerts.email, 'racer@example.in'))).toHaveLength(0);
  });

  it('shows the owner who waits for what, the longest-awaited first', async () => {
    const { id } = await soldOutProduct();
    await notifyMe(id, { email: 'one@example.in' });
    await notifyMe(id, { email: 'two@example.in' });
    const list = (await admin('GET', '/stock-alerts')).json().data as { productId: number; waiting: number; stock: number }[];
    expect(list.find((w) => w.productId === id)).toMatchObject({ waiting: 2, stock: 0 });
  });
});
