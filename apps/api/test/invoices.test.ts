import { financialYear, indianDate, type InvoiceLine } from '@canino/shared';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, products } from '../src/db/schema';
import { takeNextNumber } from '../src/repositories/document-series';
import type { SimulatedProvider } from '../src/services/payments/simulated/provider';
import { createCoupon, createCustomer, createProduct, declarationFields, TEST_PASSWORD } from './helpers/factories';
import { loginAs } from './helpers/http';
import { pdfText } from './helpers/pdf-text';
import { asAdmin } from './admin-support';
import { checkoutBody, mailTo, paidReport, paySimulated, reportPayment, startCheckout } from './helpers/orders';
import { registerShopForGst } from './helpers/invoiced-orders';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await registerShopForGst(t);
});
afterAll(() => t.close());

const PINCODE_IN: Record<string, string> = { 'Tamil Nadu': '641002', Karnataka: '560001' };

/** Checks out `lines` to an address in `state`, pays in the simulated checkout and reports it as the browser does. */
async function buyAndPay(lines: { productId: number; quantity: number }[], over: Record<string, unknown> = {}, state = 'Tamil Nadu', cookie?: string) {
  const body = checkoutBody(lines, over);
  body.billing.state = state;
  // The checkout refuses a state its pincode contradicts: each buyer's pincode is in their state.
  body.billing.pincode = PINCODE_IN[state] ?? body.billing.pincode;
  const session = await startCheckout(t, body, cookie);
  const paid = await paySimulated(t, session, 'success');
  const res = await reportPayment(t, session, paidReport(paid));
  expect(res.statusCode).toBe(200);
  return { orderId: res.json().data.orderId as number, email: body.billing.email };
}

const invoiceOf = async (orderId: number) => (await t.ctx.db.select().from(invoices).where(eq(invoices.orderId, orderId)))[0];

describe('tax invoices', () => {
  it('numbers 50 concurrent payments in one gapless series, each once', async () => {
    const product = await createProduct(t.ctx, { stock: 500 });
    const before = (await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(invoices))[0]!.n;
    const orderIds = await Promise.all(Array.from({ length: 50 }, async () => (await buyAndPay([{ productId: product.id, quantity: 1 }])).orderId));
    await (t.ctx.payments as SimulatedProvider).settled();

    const rows = await t.ctx.db.select().from(invoices).orderBy(asc(invoices.sequence));
    const fy = financialYear(new Date());
    expect(rows).toHaveLength(before + 50);
    // Gapless from 1, no number twice, and every paid order has exactly one.
    expect(rows.map((r) => r.sequence)).toEqual(Array.from({ length: rows.length }, (_, i) => i + 1));
    expect(new Set(rows.map((r) => r.number)).size).toBe(rows.length);
    expect(rows.at(-1)!.number).toBe(`CAN/${fy}/${String(rows.length).padStart(6, '0')}`);
    expect(new Set(rows.map((r) => r.orderId)).size).toBe(rows.length);
    expect(orderIds.every((id) => rows.some((r) => r.orderId === id))).toBe(true);
  });

  it('gives a number back when the transaction that took it rolls back', async () => {
    const fy = '2030-31';
    const first = await t.ctx.db.transaction((tx) => takeNextNumber(tx, 'invoice', fy));
    await expect(
      t.ctx.db.transaction(async (tx) => {
        await takeNextNumber(tx, 'invoice', fy);
        throw new Error('the payment failed later in its transaction');
      }),
    ).rejects.toThrow('failed later');
    const next = await t.ctx.db.transaction((tx) => takeNextNumber(tx, 'invoice', fy));
    expect([first, next]).toEqual([1, 2]);
    // Another kind of document keeps its own series.
    expect(await t.ctx.db.transaction((tx) => takeNextNumber(tx, 'credit_note', fy))).toBe(1);
  });

  it('splits an in-state order into CGST + SGST and charges IGST out of state, adding up to the order total', async () => {
    const chews = await createProduct(t.ctx, { sellingPricePaise: 129900, hsnCode: '2309', gstRate: 18 });
    const oil = await createProduct(t.ctx, { sellingPricePaise: 29900, hsnCode: '1504', gstRate: 5 });
    const coupon = await createCoupon(t.ctx, { percent: 10 });
    const lines = [
      { productId: chews.id, quantity: 1 },
      { productId: oil.id, quantity: 2 },
    ];

    const local = await invoiceOf((await buyAndPay(lines, { couponCode: coupon.code }, 'Tamil Nadu')).orderId);
    const away = await invoiceOf((await buyAndPay(lines, { couponCode: coupon.code }, 'Karnataka')).orderId);
    // ₹1,299 + 2 × ₹299 = ₹1,897; 10 % off = ₹1,707.30 → ₹1,707; + ₹75 shipping = ₹1,782.
    for (const inv of [local!, away!]) {
      expect(inv.totalPaise).toBe(178200);
      expect(inv.document.tax.totals.valuePaise).toBe(178200);
      expect(inv.taxablePaise + inv.taxPaise).toBe(178200);
      expect(inv.document.tax.lines.map((l) => [l.hsn, l.gstRate, l.valuePaise])).toEqual([
        ['2309', 18, 116889],
        ['1504', 5, 53811],
        ['996812', 18, 7500],
      ]);
    }
    expect(local!.placeOfSupply).toBe('Tamil Nadu');
    expect(local!.document.tax.supplyType).toBe('intra');
    expect(local!.document.tax.totals.igstPaise).toBe(0);
    expect(local!.document.tax.totals.cgstPaise + local!.document.tax.totals.sgstPaise).toBe(local!.taxPaise);
    expect(away!.placeOfSupply).toBe('Karnataka');
    expect(away!.document.placeOfSupply).toEqual({ state: 'Karnataka', stateCode: '29' });
    expect(away!.document.tax.totals).toMatchObject({ cgstPaise: 0, sgstPaise: 0, igstPaise: away!.taxPaise });
    expect(away!.document.seller).toMatchObject({ name: 'Canino Pet Wellness Private Limited', gstin: '33AAGCC1234L1ZW', stateCode: '33' });
  });

  it('links the invoice from the confirmation email, for a guest without an account', async () => {
    const product = await createProduct(t.ctx);
    const { orderId, email } = await buyAndPay([{ productId: product.id, quantity: 1 }]);
    const inv = await invoiceOf(orderId);
    const [confirmation] = mailTo(t, email);
    const url = new RegExp(`Your tax invoice \\(PDF\\): http://shop.test(/admin/api/orders/${orderId}/invoice.pdf\\?token=\\S+)`).exec(confirmation!.text)?.[1];
    expect(url).toBeDefined();
    const res = await t.app.inject({ method: 'GET', url: url! });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(pdfText(res.rawPayload)).toContain(inv!.number);
    // The token opens this order's invoice only, and a guessed one opens nothing.
    const other = await buyAndPay([{ productId: product.id, quantity: 1 }]);
    const token = new URL(`http://x${url}`).searchParams.get('token')!;
    expect((await t.app.inject({ method: 'GET', url: `/admin/api/orders/${other.orderId}/invoice.pdf?token=${encodeURIComponent(token)}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/admin/api/orders/${orderId}/invoice.pdf?token=guess` })).statusCode).toBe(404);
  });

  it("expires the guest link INVOICE_LINK_DAYS (30) after it was issued; its page sends a fresh link to the order's email only, answering the same whatever the email", async () => {
    const product = await createProduct(t.ctx);
    const { orderId, email } = await buyAndPay([{ productId: product.id, quantity: 1 }]);
    const linkOf = (text: string) => new RegExp(`http://shop.test(/admin/api/orders/${orderId}/invoice.pdf\\?token=\\S+)`).exec(text)?.[1];
    const url = linkOf(mailTo(t, email)[0]!.text)!;
    const age = (days: number) =>
      t.ctx.db
        .update(invoices)
        .set({ accessLinkIssuedAt: sql`now() - make_interval(days => ${days})` })
        .where(eq(invoices.orderId, orderId));
    const open = (u: string) => t.app.inject({ method: 'GET', url: u });

    await age(29);
    expect((await open(url)).statusCode).toBe(200);
    await age(31);
    const gone = await open(url);
    expect(gone.statusCode).toBe(410);
    expect(gone.headers['content-type']).toMatch(/^text\/html/);
    expect(gone.body).toContain(`<form method="post" action="/admin/api/orders/${orderId}/invoice-link">`);
    expect(gone.body).toContain('<label for="email">Email address</label>');

    const ask = (body: object | string, id = orderId) =>
      t.app.inject({
        method: 'POST',
        url: `/admin/api/orders/${id}/invoice-link`,
        ...(typeof body === 'string' ? { payload: body, headers: { 'content-type': 'application/x-www-form-urlencoded' } } : { payload: body }),
      });
    const sent = 'If this is the email the order was placed with, a fresh invoice link is on its way to it.';
    const mailsBefore = t.mail.length;
    // Someone else's address, an order without an invoice, one that does not exist: the same answer, nothing sent.
    const wrong = await ask(`email=${encodeURIComponent('someone@else.test')}`);
    expect(wrong.statusCode).toBe(200);
    expect(wrong.headers['content-type']).toMatch(/^text\/html/);
    expect(wrong.body).toContain(sent);
    expect((await ask({ email: 'someone@else.test' })).json()).toEqual({ status: 1, message: sent });
    expect((await ask({ email }, 999999)).json()).toEqual({ status: 1, message: sent });
    const bad = await ask({ email: 'not an email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('email');
    await t.ctx.jobs.runDue();
    expect(t.mail.length).toBe(mailsBefore);
    expect((await open(url)).statusCode).toBe(410);

    // The order's own email, in any letter case: a fresh link that opens for another 30 days; the old one opens nothing.
    expect((await ask({ email: email.toUpperCase() })).json()).toEqual({ status: 1, message: sent });
    await t.ctx.jobs.runDue();
    const fresh = mailTo(t, email).at(-1)!;
    expect(fresh.subject).toMatch(new RegExp(`order #${orderId}: tax invoice$`));
    const freshUrl = linkOf(fresh.text)!;
    expect(freshUrl).not.toBe(url);
    const pdf = await open(freshUrl);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((await open(url)).statusCode).toBe(404);
    // While the fresh link is open, asking again sends nothing and leaves it open.
    const mails = t.mail.length;
    expect((await ask({ email })).json()).toEqual({ status: 1, message: sent });
    await t.ctx.jobs.runDue();
    expect(t.mail.length).toBe(mails);
    expect((await open(freshUrl)).statusCode).toBe(200);
  });
});

describe('the invoice PDF and who may have it', () => {
  it("gives customers their own invoices only (404 for anyone else's), and the owner any", async () => {
    const product = await createProduct(t.ctx, { sellingPricePaise: 129900, hsnCode: '2309', gstRate: 18, name: 'Joint Plus Chews' });
    const asha = await createCustomer(t.ctx);
    const ravi = await createCustomer(t.ctx);
    const ashaCookie = await loginAs(t.app, asha.mobile, TEST_PASSWORD);
    const raviCookie = await loginAs(t.app, ravi.mobile, TEST_PASSWORD);
    const { orderId } = await buyAndPay([{ productId: product.id, quantity: 1 }], {}, 'Karnataka', ashaCookie);
    const inv = await invoiceOf(orderId);
    const url = `/admin/api/orders/${orderId}/invoice.pdf`;

    const own = await t.app.inject({ method: 'GET', url, headers: { cookie: ashaCookie } });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-disposition']).toBe(`inline; filename="${inv!.number.replace(/\//g, '-')}.pdf"`);
    expect(own.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const others = await t.app.inject({ method: 'GET', url, headers: { cookie: raviCookie } });
    expect(others.statusCode).toBe(404);
    expect(others.json()).toMatchObject({ status: 0, message: 'No invoice was found for this order' });
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/admin/api/orders/999999/invoice.pdf', headers: { cookie: ashaCookie } })).statusCode).toBe(404);

    const { call } = await asAdmin(t);
    const owner = await call('GET', `/orders/${orderId}/invoice.pdf`);
    expect(owner.statusCode).toBe(200);
    expect(owner.headers['content-type']).toBe('application/pdf');
  });

  it('prints the figures of the invoice: parties, place of supply, HSN table, tax split, total in words', async () => {
    const chews = await createProduct(t.ctx, { sellingPricePaise: 129900, hsnCode: '2309', gstRate: 18, name: 'Joint Plus Chews' });
    const { orderId } = await buyAndPay([{ productId: chews.id, quantity: 1 }], {}, 'Tamil Nadu');
    const inv = await invoiceOf(orderId);
    const { call } = await asAdmin(t);
    const pdf = (await call('GET', `/orders/${orderId}/invoice.pdf`)).rawPayload;
    const text = pdfText(pdf);
    const squash = text.replace(/[ \t]+/g, ' ');
    expect(squash).toContain('TAX INVOICE');
    expect(squash).toContain(inv!.number);
    expect(squash).toContain('Canino Pet Wellness Private Limited');
    expect(squash).toContain('GSTIN: 33AAGCC1234L1ZW');
    expect(squash).toContain('Asha Raman');
    expect(squash).toContain('Tamil Nadu (33)');
    expect(squash).toContain('Intra-state supply: CGST + SGST');
    // ₹1,299 @18 %: taxable ₹1,100.85, tax ₹198.15; shipping ₹75: ₹63.56 + ₹11.44 (SAC 996812)
    expect(squash).toMatch(/Joint Plus Chews 2309 1 ₹1,299.00 — ₹1,100.85 18% ₹198.15 ₹1,299.00/);
    expect(squash).toMatch(/Shipping 996812 1 ₹75.00 — ₹63.56 18% ₹11.44 ₹75.00/);
    expect(squash).toMatch(/2309 18% ₹1,100.85 ₹99.08 @9% ₹99.07 @9% ₹198.15/);
    expect(squash).toMatch(/Total ₹1,164.41 ₹104.80 ₹104.79 ₹209.59/);
    expect(squash).toMatch(/CGST ₹104.80/);
    expect(squash).toMatch(/SGST ₹104.79/);
    expect(squash).toMatch(/Total ₹1,374.00/);
    expect(pdfText(pdf, { layout: false }).replace(/\s+/g, ' ')).toContain('One Thousand Three Hundred Seventy-Four Rupees Only');
    expect(squash).toContain('Inclusive of GST');
  });
});

describe('the owner sets the tax facts', () => {
  it('validates the GSTIN (form, state code, check character, state of the address) and changes nothing on a mistake', async () => {
    const { call } = await asAdmin(t);
    const good = {
      legalName: 'Canino Pet Wellness Private Limited',
      gstin: '33aagcc1234l1zw',
      address: '12 Race Course Road\nCoimbatore 641018',
      state: 'TN',
      invoicePrefix: 'can',
      shippingGstRate: 18,
    };
    const bad = async (patch: Record<string, unknown>, field: string, message: string) => {
      const res = await call('PUT', '/tax-settings', { ...good, ...patch });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[field]).toContain(message);
    };
    await bad({ gstin: '33AAGCC1234L1ZX' }, 'gstin', 'does not match');
    await bad({ gstin: '27AAPFU0939F1ZV' }, 'gstin', 'another state');
    await bad({ gstin: '33AAGCC1234L1Z' }, 'gstin', '15 characters');
    await bad({ state: 'Atlantis' }, 'state', 'Choose a state of India');
    await bad({ shippingGstRate: 7 }, 'shippingGstRate', 'one of 0, 5, 12, 18, 28');
    await bad({ invoicePrefix: 'CAN/X' }, 'invoicePrefix', 'letters, digits or hyphens');
    expect((await call('GET', '/tax-settings')).json().data.gstin).toBe('33AAGCC1234L1ZW');

    const saved = await call('PUT', '/tax-settings', good);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ gstin: '33AAGCC1234L1ZW', state: 'Tamil Nadu', invoicePrefix: 'CAN' });
    // The storefront's footer shows the registration.
    const publicSettings = await t.app.inject({ method: 'GET', url: '/admin/api/settings' });
    expect(publicSettings.json().data.registration).toEqual({ legalName: 'Canino Pet Wellness Private Limited', gstin: '33AAGCC1234L1ZW' });
  });

  it('sets HSN code and GST rate for a whole category, refusing a bad code or rate', async () => {
    const { call } = await asAdmin(t);
    const a = await createProduct(t.ctx);
    await createProduct(t.ctx, { categoryId: a.categoryId });
    const res = await call('POST', '/products/tax-by-category', { categoryId: a.categoryId, hsnCode: '33051090', gstRate: 12 });
    expect(res.json()).toMatchObject({ status: 1, data: { updated: 2 } });
    const rows = await t.ctx.db.select({ hsn: products.hsnCode, rate: products.gstRate }).from(products).where(eq(products.categoryId, a.categoryId));
    expect(rows).toEqual([
      { hsn: '33051090', rate: 12 },
      { hsn: '33051090', rate: 12 },
    ]);
    expect((await call('POST', '/products/tax-by-category', { categoryId: a.categoryId, hsnCode: '123', gstRate: 12 })).json().errors.hsnCode).toContain('4 to 8 digits');
    expect((await call('POST', '/products/tax-by-category', { categoryId: a.categoryId, hsnCode: '3305', gstRate: 10 })).statusCode).toBe(400);
    expect((await call('POST', '/products/tax-by-category', { categoryId: 999999, hsnCode: '3305', gstRate: 5 })).statusCode).toBe(404);
  });

  it("sets one product's HSN code and GST rate in its form, refusing a bad one and changing nothing; the next invoice prints them", async () => {
    const { call } = await asAdmin(t);
    const oil = await createProduct(t.ctx, { name: 'Salmon Oil Drops', listPricePaise: 129900, sellingPricePaise: 129900 });
    // The form opens with what the product has now.
    expect((await call('GET', `/products/${oil.id}`)).json().data).toMatchObject({ hsnCode: '2309', gstRate: 18 });

    const form = { name: oil.name, categoryId: oil.categoryId, listPricePaise: 129900, sellingPricePaise: 129900, description: oil.description, stock: oil.stock };
    const refused: [Record<string, unknown>, string, string][] = [
      [{ hsnCode: '150' }, 'hsnCode', 'An HSN code has 4 to 8 digits'],
      [{ hsnCode: '150410201' }, 'hsnCode', 'An HSN code has 4 to 8 digits'],
      [{ hsnCode: '15O4' }, 'hsnCode', 'An HSN code has 4 to 8 digits'],
      [{ gstRate: 10 }, 'gstRate', 'GST rate must be one of 0, 5, 12, 18, 28 %'],
      [{ gstRate: '5' }, 'gstRate', 'GST rate is required'],
    ];
    for (const [over, field, message] of refused) {
      const res = await call('PUT', `/products/${oil.id}`, { ...form, hsnCode: '1504', gstRate: 5, ...over });
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().errors[field], JSON.stringify(over)).toBe(message);
    }
    const stored = async () => (await t.ctx.db.select({ hsn: products.hsnCode, rate: products.gstRate }).from(products).where(eq(products.id, oil.id)))[0];
    expect(await stored()).toEqual({ hsn: '2309', rate: 18 });

    const saved = await call('PUT', `/products/${oil.id}`, { ...form, hsnCode: ' 15041020 ', gstRate: 5 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ hsnCode: '15041020', gstRate: 5 });
    // An API client that leaves them out keeps what is saved.
    expect((await call('PUT', `/products/${oil.id}`, form)).json().data).toMatchObject({ hsnCode: '15041020', gstRate: 5 });
    expect(await stored()).toEqual({ hsn: '15041020', rate: 5 });

    const { orderId } = await buyAndPay([{ productId: oil.id, quantity: 1 }], {}, 'Tamil Nadu');
    const text = pdfText((await call('GET', `/orders/${orderId}/invoice.pdf`)).rawPayload).replace(/[ \t]+/g, ' ');
    // ₹1,299 @5 %: taxable 129900 × 100 / 105 = ₹1,237.14, tax ₹61.86, split ₹30.93 + ₹30.93.
    expect(text).toMatch(/Salmon Oil Drops 15041020 1 ₹1,299.00 — ₹1,237.14 5% ₹61.86 ₹1,299.00/);
    expect(text).toMatch(/15041020 5% ₹1,237.14 ₹30.93 @2.5% ₹30.93 @2.5% ₹61.86/);
  });

  it('creates a product with its own HSN code and GST rate, or the default ones when the API client sends none', async () => {
    const { call } = await asAdmin(t);
    const category = (await createProduct(t.ctx)).categoryId;
    const base = { categoryId: category, listPricePaise: 50000, sellingPricePaise: 45000, description: 'A balm.', stock: 3, ...(await declarationFields(t.ctx)) };
    const balm = await call('POST', '/products', { ...base, name: 'Paw Balm', hsnCode: '3304', gstRate: 28 });
    expect(balm.json().data).toMatchObject({ hsnCode: '3304', gstRate: 28 });
    const plain = await call('POST', '/products', { ...base, name: 'Plain Chews' });
    expect(plain.json().data).toMatchObject({ hsnCode: '2309', gstRate: 18 });
    const before = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(products);
    const bad = await call('POST', '/products', { ...base, name: 'Bad Tax', hsnCode: 'abcd', gstRate: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ hsnCode: 'An HSN code has 4 to 8 digits' });
    expect(await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(products)).toEqual(before);
  });
});

describe('invoice register and GSTR-1 helper', () => {
  it("lists the month's invoices and sums B2C supplies by place of supply and rate, and by HSN", async () => {
    const { call } = await asAdmin(t);
    const oil = await createProduct(t.ctx, { sellingPricePaise: 29900, hsnCode: '1504', gstRate: 5 });
    const chews = await createProduct(t.ctx, { sellingPricePaise: 129900, hsnCode: '2309', gstRate: 18 });
    await buyAndPay([{ productId: oil.id, quantity: 1 }], {}, 'Tamil Nadu');
    await buyAndPay([{ productId: chews.id, quantity: 1 }], {}, 'Karnataka');
    const month = indianDate(new Date()).slice(0, 7);
    const register = await call('GET', `/invoices?month=${month}&pageSize=100`);
    expect(register.statusCode).toBe(200);
    const all = await t.ctx.db.select().from(invoices);
    expect(register.json().data.total).toBe(all.length);
    expect(register.json().data.items[0]).toMatchObject({ number: expect.stringMatching(/^CAN\//), buyerName: 'Asha Raman' });

    const csv = (await call('GET', `/invoices/gstr1.csv?month=${month}`)).body;
    const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
    const sum = (pick: (l: InvoiceLine) => number, where: (state: string, l: InvoiceLine) => boolean) =>
      (all.flatMap((i) => i.document.tax.lines.filter((l) => where(i.placeOfSupply, l))).reduce((s, l) => s + pick(l), 0) / 100).toFixed(2);
    const ka18 = lines.find((l) => l.startsWith('OE,29-Karnataka,18,'));
    expect(ka18).toBe(
      `OE,29-Karnataka,18,${sum(
        (l) => l.taxablePaise,
        (s, l) => s === 'Karnataka' && l.gstRate === 18,
      )},${sum(
        (l) => l.igstPaise,
        (s, l) => s === 'Karnataka' && l.gstRate === 18,
      )},0.00,0.00,0.00`,
    );
    const tn5 = lines.find((l) => l.startsWith('OE,33-Tamil Nadu,5,'));
    expect(tn5).toBe(
      `OE,33-Tamil Nadu,5,${sum(
        (l) => l.taxablePaise,
        (s, l) => s === 'Tamil Nadu' && l.gstRate === 5,
      )},0.00,${sum(
        (l) => l.cgstPaise,
        (s, l) => s === 'Tamil Nadu' && l.gstRate === 5,
      )},${sum(
        (l) => l.sgstPaise,
        (s, l) => s === 'Tamil Nadu' && l.gstRate === 5,
      )},0.00`,
    );
    const shipping = lines.find((l) => l.startsWith('996812,NA,'));
    const shipLines = all.length;
    expect(shipping).toBe(
      `996812,NA,${shipLines},${(shipLines * 75).toFixed(2)},18,${sum(
        (l) => l.taxablePaise,
        (_, l) => l.kind === 'shipping',
      )},${sum(
        (l) => l.igstPaise,
        (_, l) => l.kind === 'shipping',
      )},${sum(
        (l) => l.cgstPaise,
        (_, l) => l.kind === 'shipping',
      )},${sum(
        (l) => l.sgstPaise,
        (_, l) => l.kind === 'shipping',
      )},0.00`,
    );
    expect((await call('GET', '/invoices/gstr1.csv?month=2026-13')).statusCode).toBe(400);
  });
});
