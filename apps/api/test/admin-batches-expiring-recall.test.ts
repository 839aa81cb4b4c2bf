import { randomUUID } from 'node:crypto';
import type { ExpiringBatches } from '@canino/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { stockBatches } from '../src/db/schema';
import type { SimulatedProvider } from '../src/services/payments/simulated/provider';
import { asAdmin, ownerTestApp } from './admin-support';
import { createProduct } from './helpers/factories';
import { checkoutBody, paidReport, paySimulated, reportPayment, startCheckout } from './helpers/orders';
import { monthAhead } from './helpers/months';

const { t, call } = ownerTestApp();

const tag = randomUUID().slice(0, 6).toUpperCase();
const receive = (productId: number, variantId: number, batchNo: string, quantity: number, bestBeforeMonth: string) =>
  call('POST', `/products/${productId}/variants/${variantId}/batches`, { batchNo, quantity, manufacturedMonth: monthAhead(-1), bestBeforeMonth });

/** A paid order of `quantity` packs by a customer of its own; answers its id and the customer's email. */
async function buy(productId: number, quantity: number): Promise<{ orderId: number; email: string }> {
  const body = checkoutBody([{ productId, quantity }]);
  const session = await startCheckout(t, body);
  const orderId = (await reportPayment(t, session, paidReport(await paySimulated(t, session, 'success')))).json().data.orderId as number;
  await (t.ctx.payments as SimulatedProvider).settled();
  return { orderId, email: body.billing.email };
}

describe('expiring soon and recall over batches (decision 062)', () => {
  const soon = `S-${tag}`;
  const later = `L-${tag}`;
  let productId = 0;
  let orders: { orderId: number; email: string }[] = [];

  beforeAll(async () => {
    const product = await createProduct(t.ctx, { stock: 0 });
    productId = product.id;
    expect((await receive(product.id, product.variantId, soon, 3, monthAhead(5))).statusCode).toBe(200);
    expect((await receive(product.id, product.variantId, later, 10, monthAhead(22))).statusCode).toBe(200);
    // First expiry first out: 2 from the soon batch, then 1 + 1 across both, then 1 from the later one.
    orders = [await buy(product.id, 2), await buy(product.id, 2), await buy(product.id, 1)];
    // One more pack of the soon batch found later: it has packs left again.
    expect((await receive(product.id, product.variantId, soon, 1, monthAhead(5))).statusCode).toBe(200);
  });

  it('lists every order that took packs of a batch, with the customer and the line, and counts the customers', async () => {
    const res = await call('GET', `/batches/recall?batchNo=${encodeURIComponent(`  ${soon} `)}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.batchNo).toBe(soon);
    expect(data.customers).toBe(2);
    expect(data.lines.map((l: { orderId: number; email: string; quantity: number }) => [l.orderId, l.email, l.quantity])).toEqual([
      [orders[1]!.orderId, orders[1]!.email, 1],
      [orders[0]!.orderId, orders[0]!.email, 2],
    ]);
    expect(data.lines[0]).toMatchObject({ customerName: 'Asha Raman', mobile: '9876543210', productId, status: expect.any(String), returned: 0 });
    expect(Date.parse(data.lines[0].placedAt)).not.toBeNaN();

    const other = (await call('GET', `/batches/recall?batchNo=${later}`)).json().data;
    expect(other.customers).toBe(2);
    expect(other.lines.map((l: { orderId: number; quantity: number }) => [l.orderId, l.quantity])).toEqual([
      [orders[2]!.orderId, 1],
      [orders[1]!.orderId, 1],
    ]);
    const none = (await call('GET', `/batches/recall?batchNo=NOPE-${tag}`)).json().data;
    expect(none).toEqual({ batchNo: `NOPE-${tag}`, customers: 0, lines: [] });
  });

  it('lists batches on sale with packs left expiring within the days, soonest first, and marks those already off sale', async () => {
    const other = await createProduct(t.ctx, { stock: 0 });
    // Inside the minimum shelf life but not yet swept: still listed, as off sale.
    await t.ctx.db.insert(stockBatches).values({ variantId: other.variantId, batchNo: `X-${tag}`, bestBefore: `${monthAhead(2)}-01`, quantity: 2 });
    await t.ctx.db.insert(stockBatches).values({ variantId: other.variantId, batchNo: `E-${tag}`, bestBefore: `${monthAhead(3)}-01`, quantity: 0 });
    await t.ctx.db.insert(stockBatches).values({ variantId: other.variantId, batchNo: `W-${tag}`, bestBefore: `${monthAhead(3)}-01`, quantity: 3, withdrawnAt: new Date() });
    const ours = (items: ExpiringBatches['items']) => items.filter((b) => b.batchNo.endsWith(tag));
    const expiring = async (q: string): Promise<ExpiringBatches> => (await call('GET', `/batches/expiring${q}`)).json().data;

    const wide = await expiring('?days=730');
    expect(wide.days).toBe(730);
    expect(ours(wide.items).map((b) => [b.batchNo, b.quantity, b.offSale])).toEqual([
      [`X-${tag}`, 2, true],
      [soon, 1, false],
      [later, 8, false],
    ]);
    expect(ours(wide.items)[1]).toMatchObject({ productId, bestBefore: `${monthAhead(5)}-01`, sizeLabel: expect.any(String), productName: expect.any(String) });

    const narrow = await expiring('?days=200');
    expect(ours(narrow.items).map((b) => b.batchNo)).toEqual([`X-${tag}`, soon]);

    const byDefault = await expiring('');
    expect(byDefault).toMatchObject({ days: t.ctx.config.minShelfLifeDays + 60, minShelfLifeDays: t.ctx.config.minShelfLifeDays });
    expect(ours(byDefault.items).map((b) => b.batchNo)).toContain(`X-${tag}`);
  });

  it('refuses a bad query with a 400 and a clear message', async () => {
    for (const q of ['days=0', 'days=731', 'days=abc', 'days=1.5']) {
      const res = await call('GET', `/batches/expiring?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().message, q).toContain('Days is a whole number from 1 to 730');
    }
    for (const [q, message] of [
      ['', 'Enter the batch number to look for'],
      ['batchNo=%20%20', 'Enter the batch number to look for'],
      [`batchNo=${'A'.repeat(41)}`, 'at most 40 characters'],
    ]) {
      const res = await call('GET', `/batches/recall?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().message, q).toContain(message);
    }
  });

  it('keeps the recall, with its customers’ details, from the catalog role, and expiring soon from the orders role', async () => {
    const catalog = (await asAdmin(t, 'catalog')).call;
    const ordersRole = (await asAdmin(t, 'orders')).call;
    expect((await catalog('GET', `/batches/recall?batchNo=${soon}`)).statusCode).toBe(403);
    expect((await catalog('GET', '/batches/expiring')).statusCode).toBe(200);
    expect((await ordersRole('GET', '/batches/expiring')).statusCode).toBe(403);
    expect((await ordersRole('GET', `/batches/recall?batchNo=${soon}`)).statusCode).toBe(200);
  });

  it('emails each order still holding packs of the batch once, one email naming all its lines, however often or at once the owner sends', async () => {
    const recalled = `R-${tag}`;
    const first = await createProduct(t.ctx, { stock: 0, name: `Joint chews ${tag}` });
    const second = await createProduct(t.ctx, { stock: 0, name: `Calm drops ${tag}` });
    expect((await receive(first.id, first.variantId, recalled, 5, monthAhead(20))).statusCode).toBe(200);
    expect((await receive(second.id, second.variantId, recalled, 5, monthAhead(20))).statusCode).toBe(200);
    // One order of both products (two lines of the batch), one of the first only.
    const body = checkoutBody([
      { productId: first.id, quantity: 2 },
      { productId: second.id, quantity: 1 },
    ]);
    const session = await startCheckout(t, body);
    const both = (await reportPayment(t, session, paidReport(await paySimulated(t, session, 'success')))).json().data.orderId as number;
    await (t.ctx.payments as SimulatedProvider).settled();
    const one = await buy(first.id, 1);

    const message = 'The maker found the seal may be loose.\nReply to this email with a photo of the pack.';
    const sends = await Promise.all([call('POST', '/batches/recall/email', { batchNo: ` ${recalled} `, message }), call('POST', '/batches/recall/email', { batchNo: recalled })]);
    expect(sends.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(sends.map((r) => r.json().data.emailed).sort()).toEqual([0, 2]);
    expect(sends.map((r) => r.json().message)).toContain('Recall emailed to 2 orders');
    await t.ctx.jobs.runDue();
    const told = t.mail.filter((m) => m.subject.startsWith(`Recall notice: batch ${recalled}`));
    expect(told.map((m) => [m.to, m.subject]).sort()).toEqual(
      [
        [body.billing.email, `Recall notice: batch ${recalled} in your order #${both}`],
        [one.email, `Recall notice: batch ${recalled} in your order #${one.orderId}`],
      ].sort(),
    );
    const toBoth = told.find((m) => m.to === body.billing.email)!;
    expect(toBoth.text).toContain(`Joint chews ${tag}`);
    expect(toBoth.text).toMatch(/: 2 packs\n/);
    expect(toBoth.text).toContain(`Calm drops ${tag}`);
    expect(toBoth.text).toContain('Please stop using these packs and keep them.');
    // The owner's words go with whichever send wrote the notices first.
    const withWords = told.filter((m) => m.text.includes('The maker found the seal may be loose.')).length;
    expect([0, 2]).toContain(withWords);

    const again = await call('POST', '/batches/recall/email', { batchNo: recalled });
    expect(again.json()).toMatchObject({ data: { emailed: 0, alreadyEmailed: 2 }, message: `Every order with batch ${recalled} had been emailed already; nothing was sent` });
    await t.ctx.jobs.runDue();
    expect(t.mail.filter((m) => m.subject.startsWith(`Recall notice: batch ${recalled}`))).toHaveLength(2);
    const lines = (await call('GET', `/batches/recall?batchNo=${recalled}`)).json().data.lines;
    expect(lines).toHaveLength(3);
    for (const l of lines) expect(Date.parse(l.emailedAt)).not.toBeNaN();
    expect((await call('GET', `/batches/recall?batchNo=${soon}`)).json().data.lines.every((l: { emailedAt: unknown }) => l.emailedAt === null)).toBe(true);
  });

  it('refuses to email a batch nobody holds, bad input, and the catalog role, sending nothing', async () => {
    const before = t.mail.length;
    const nobody = await call('POST', '/batches/recall/email', { batchNo: `NOPE-${tag}` });
    expect(nobody.statusCode).toBe(422);
    expect(nobody.json().message).toBe(`No order holds packs of batch NOPE-${tag}, so there is nobody to email`);
    for (const [payload, text] of [
      [{}, 'Enter the batch number to look for'],
      [{ batchNo: soon, message: 'x'.repeat(1001) }, 'The message is at most 1,000 characters'],
    ] as const) {
      const res = await call('POST', '/batches/recall/email', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(text);
    }
    const catalog = (await asAdmin(t, 'catalog')).call;
    expect((await catalog('POST', '/batches/recall/email', { batchNo: soon })).statusCode).toBe(403);
    await t.ctx.jobs.runDue();
    expect(t.mail.length).toBe(before);
  });
});
