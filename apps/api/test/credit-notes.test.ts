import { randomUUID } from 'node:crypto';
import { financialYear, indianDate, type InvoiceLine, type PaymentSession } from '@canino/shared';
import { asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { creditNotes, invoices, refunds } from '../src/db/schema';
import { asAdmin, type AdminCall } from './admin-support';
import { createCustomer, createProduct, TEST_PASSWORD } from './helpers/factories';
import { loginAs } from './helpers/http';
import { checkoutBody, mailTo, reportPayment, startCheckout } from './helpers/orders';
import { pdfText } from './helpers/pdf-text';
import { paidInvoicedOrder, registerShopForGst } from './helpers/invoiced-orders';
import { withFakeRazorpay } from './helpers/with-fake-razorpay';

const refundBody = (amountPaise: number, over: Record<string, unknown> = {}) => ({ idempotencyKey: randomUUID(), amountPaise, ...over });

describe('GST credit notes for refunds', () => {
  const rz = withFakeRazorpay();
  let call: AdminCall;
  beforeAll(async () => {
    call = (await asAdmin(rz.t)).call;
    await registerShopForGst(rz.t);
  });

  const paidOrder = () => paidInvoicedOrder(rz, call);
  const notesOf = (orderId: number) => rz.t.ctx.db.select().from(creditNotes).where(eq(creditNotes.orderId, orderId)).orderBy(asc(creditNotes.id));
  const deliver = (d: { payload: string; headers: Record<string, string> }) =>
    rz.t.app.inject({ method: 'POST', url: '/admin/api/payments/webhook', payload: d.payload, headers: d.headers });
  const customerGet = (url: string, cookie?: string) => rz.t.app.inject({ method: 'GET', url: `/admin/api/${url}`, headers: cookie ? { cookie } : {} });

  it('issues one credit note per processed refund, in its own series, that refers to the invoice and adds up to it', async () => {
    const o = await paidOrder();
    const fy = financialYear(new Date());
    const part = await call('POST', `/orders/${o.orderId}/refunds`, refundBody(30000, { reason: 'One tin arrived dented', restock: [{ lineId: o.lineId, quantity: 1 }] }));
    expect(part.statusCode).toBe(200);
    await call('POST', `/orders/${o.orderId}/refunds`, refundBody(107300));
    const [first, rest] = await notesOf(o.orderId);
    expect(first!.number).toMatch(new RegExp(`^CAN-CN/${fy}/\\d{6}$`));
    expect(rest!.sequence).toBe(first!.sequence + 1);
    expect(first!.document.invoice).toEqual({ number: o.invoice.number, issuedAt: o.invoice.issuedAt.toISOString(), totalPaise: 137300 });
    // ₹300 for the returned tin, on its line: taxable 254.24, CGST 22.88 + SGST 22.88.
    expect(first!.document.tax.lines.map((l) => [l.kind, l.quantity, l.valuePaise, l.taxablePaise, l.cgstPaise, l.sgstPaise, l.igstPaise])).toEqual([
      ['item', 1, 30000, 25424, 2288, 2288, 0],
    ]);
    expect([first!.totalPaise, first!.taxablePaise, first!.taxPaise]).toEqual([30000, 25424, 4576]);
    // The two credit notes give back the whole invoice, to the paisa.
    const inv = o.invoice.document.tax.totals;
    for (const key of ['taxablePaise', 'cgstPaise', 'sgstPaise', 'igstPaise', 'taxPaise', 'valuePaise'] as const) {
      expect(first!.document.tax.totals[key] + rest!.document.tax.totals[key]).toBe(inv[key]);
    }

    // Customer and owner see and download them where the invoice is.
    const mine = (await customerGet(`orders/${o.orderId}`, o.cookie)).json().data;
    expect(mine.refunds.map((r: { creditNote: unknown }) => r.creditNote)).toEqual([
      { id: first!.id, number: first!.number },
      { id: rest!.id, number: rest!.number },
    ]);
    const owner = (await call('GET', `/orders/${o.orderId}`)).json().data;
    expect(owner.refunds[0].creditNote).toEqual({ id: first!.id, number: first!.number });
    const pdf = await customerGet(`orders/${o.orderId}/credit-notes/${first!.id}.pdf`, o.cookie);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain(first!.number);
    expect(text).toMatch(new RegExp(`Invoice no\\.\\s+${o.invoice.number}`));
    expect(text).toMatch(new RegExp(`Invoice date\\s+${indianDate(o.invoice.issuedAt).split('-').reverse().join('/')}`));
    expect(text).toMatch(/2309\s+1\s+₹649\.00\s+—\s+₹254\.24\s+18%\s+₹45\.76\s+₹300\.00/);
    expect(text).toMatch(/CGST\s+₹22\.88/);
    expect(pdfText(pdf.rawPayload, { layout: false }).replace(/\s+/g, ' ')).toContain('Refund of ₹300.00 to the original payment method: One tin arrived dented');
    const byOwner = await call('GET', `/orders/${o.orderId}/credit-notes/${rest!.id}.pdf`);
    expect(byOwner.statusCode).toBe(200);
    expect(pdfText(byOwner.rawPayload)).toContain(rest!.number);

    // Nobody else's: another customer, no session, a note of another order, a guessed link.
    const stranger = await loginAs(rz.t.app, (await createCustomer(rz.t.ctx)).mobile, TEST_PASSWORD);
    expect((await customerGet(`orders/${o.orderId}/credit-notes/${first!.id}.pdf`, stranger)).statusCode).toBe(404);
    expect((await customerGet(`orders/${o.orderId}/credit-notes/${first!.id}.pdf`)).statusCode).toBe(401);
    expect((await customerGet(`orders/${o.orderId}/credit-notes/${first!.id}.pdf?token=guess`)).statusCode).toBe(404);
    expect((await call('GET', `/orders/${o.orderId + 1}/credit-notes/${first!.id}.pdf`)).statusCode).toBe(404);
    expect((await customerGet(`orders/${o.orderId}/credit-notes/abc.pdf`, o.cookie)).statusCode).toBe(400);
  });

  it('sends a guest the credit note with the refund, by a new link that opens the invoice too', async () => {
    const { t, fake } = rz;
    const product = await createProduct(t.ctx, { sellingPricePaise: 64900, stock: 5 });
    const body = checkoutBody([{ productId: product.id, quantity: 1 }]);
    const session: PaymentSession = await startCheckout(t, body);
    const { paymentId, signature } = fake.pay(session.razorpayOptions.order_id);
    await reportPayment(t, session, { payment_type: 1, payment_id: paymentId, razorpay_order_id: session.razorpayOptions.order_id, razorpay_signature: signature });
    const tokenIn = (text: string, doc: string) => new RegExp(`/admin/api/orders/${session.orderId}/${doc}\\?token=(\\S+)`).exec(text)?.[1];
    const confirmed = tokenIn(mailTo(t, body.billing.email)[0]!.text, 'invoice\\.pdf')!;
    await call('POST', `/orders/${session.orderId}/refunds`, refundBody(10000));
    const [note] = await notesOf(session.orderId);
    const refundMail = mailTo(t, body.billing.email).find((m) => m.subject.endsWith('₹100.00 refunded'))!;
    expect(refundMail.text).toContain(`Your GST credit note ${note!.number} for this refund (PDF)`);
    const token = tokenIn(refundMail.text, `credit-notes/${note!.id}\\.pdf`)!;
    expect(tokenIn(refundMail.text, 'invoice\\.pdf')).toBe(token);
    const res = await customerGet(`orders/${session.orderId}/credit-notes/${note!.id}.pdf?token=${token}`);
    expect(res.statusCode).toBe(200);
    expect(pdfText(res.rawPayload)).toContain(note!.number);
    expect((await customerGet(`orders/${session.orderId}/invoice.pdf?token=${token}`)).statusCode).toBe(200);
    // The shop keeps one secret per invoice, hashed: the new one replaces the confirmation's.
    expect((await customerGet(`orders/${session.orderId}/invoice.pdf?token=${confirmed}`)).statusCode).not.toBe(200);
    // The link expires for its credit notes as for its invoice: the page offering a fresh link instead.
    await t.ctx.db
      .update(invoices)
      .set({ accessLinkIssuedAt: sql`now() - interval '31 days'` })
      .where(eq(invoices.orderId, session.orderId));
    const gone = await customerGet(`orders/${session.orderId}/credit-notes/${note!.id}.pdf?token=${token}`);
    expect(gone.statusCode).toBe(410);
    expect(gone.body).toContain(`action="/admin/api/orders/${session.orderId}/invoice-link"`);
  });

  it('tells the customer of the credit note on its own when the refund email went before the refund was processed', async () => {
    const { t, fake } = rz;
    const o = await paidOrder();
    fake.refundStatus = 'pending';
    try {
      expect((await call('POST', `/orders/${o.orderId}/refunds`, refundBody(20000))).statusCode).toBe(200);
    } finally {
      fake.refundStatus = 'processed';
    }
    const mails = () => mailTo(t, o.email).filter((m) => m.subject.includes('refunded') || m.subject.includes('credit note'));
    expect(mails().map((m) => m.subject)).toEqual([`Your Canino order #${o.orderId}: ₹200.00 refunded`]);
    expect(mails()[0]!.text).not.toContain('credit note');
    const [row] = await t.ctx.db.select().from(refunds).where(eq(refunds.orderId, o.orderId));
    await deliver(fake.refundWebhook('refund.processed', fake.refunds.get(row!.providerRefundId!)!));
    await deliver(fake.refundWebhook('refund.processed', fake.refunds.get(row!.providerRefundId!)!));
    const [note] = await notesOf(o.orderId);
    expect(mails().map((m) => m.subject)).toEqual([`Your Canino order #${o.orderId}: ₹200.00 refunded`, `Your Canino order #${o.orderId}: credit note ${note!.number}`]);
    // A customer with an account opens it logged in, as from My Orders.
    const url = new RegExp(`https?://\\S+/admin/api/orders/${o.orderId}/credit-notes/${note!.id}\\.pdf(?=\\s)`).exec(mails()[1]!.text)![0];
    expect((await customerGet(new URL(url).pathname.slice('/admin/api/'.length), o.cookie)).statusCode).toBe(200);
  });

  it('issues exactly one credit note when the webhook and the resent refund’s answer race, and none for a refund not processed', async () => {
    const { t, fake } = rz;
    const o = await paidOrder();
    // The answer is lost (the call and the adapter's retry): pending, no credit note yet.
    fake.loseRefundAnswers = 2;
    const body = refundBody(50000);
    expect((await call('POST', `/orders/${o.orderId}/refunds`, body)).statusCode).toBe(502);
    const [row] = await t.ctx.db.select().from(refunds).where(eq(refunds.orderId, o.orderId));
    expect(row).toMatchObject({ status: 'pending', providerRefundId: null });
    expect(await notesOf(o.orderId)).toEqual([]);
    const made = [...fake.refunds.values()].find((r) => r.payment_id === o.paymentId)!;

    // The owner presses Refund again after the pause while Razorpay's webhooks (two deliveries) arrive.
    await t.ctx.db
      .update(refunds)
      .set({ sentAt: sql`now() - interval '1 minute'` })
      .where(eq(refunds.id, row!.id));
    const answers = await Promise.all([
      call('POST', `/orders/${o.orderId}/refunds`, body),
      deliver(fake.refundWebhook('refund.processed', made)),
      deliver(fake.refundWebhook('refund.processed', made)),
      call('POST', `/orders/${o.orderId}/refunds`, body),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    const notes = await notesOf(o.orderId);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ refundId: row!.id, totalPaise: 50000 });

    // A refund Razorpay fails gets none.
    fake.refundStatus = 'pending';
    try {
      await call('POST', `/orders/${o.orderId}/refunds`, refundBody(20000));
    } finally {
      fake.refundStatus = 'processed';
    }
    const pending = (await t.ctx.db.select().from(refunds).where(eq(refunds.orderId, o.orderId)).orderBy(asc(refunds.id)))[1]!;
    await deliver(fake.refundWebhook('refund.failed', fake.refunds.get(pending.providerRefundId!)!));
    expect(await notesOf(o.orderId)).toHaveLength(1);
  });

  it('numbers credit notes of concurrent refunds of different orders without gaps or repeats', async () => {
    const orders = await Promise.all(Array.from({ length: 6 }, () => paidOrder()));
    const answers = await Promise.all(orders.map((o) => call('POST', `/orders/${o.orderId}/refunds`, refundBody(1000))));
    expect(answers.map((a) => a.statusCode)).toEqual(orders.map(() => 200));
    const all = await rz.t.ctx.db
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.financialYear, financialYear(new Date())))
      .orderBy(asc(creditNotes.sequence));
    expect(all.map((n) => n.sequence)).toEqual(all.map((_, i) => i + 1));
    expect(new Set(all.map((n) => n.number)).size).toBe(all.length);
    expect(new Set(all.map((n) => n.refundId)).size).toBe(all.length);
  });

  it('lists credit notes in their register and in the GSTR-1 helper, netted out of table 7 and the HSN summary', async () => {
    const o = await paidOrder();
    await call('POST', `/orders/${o.orderId}/refunds`, refundBody(137300));
    const month = indianDate(new Date()).slice(0, 7);
    const all = await rz.t.ctx.db.select().from(creditNotes);
    const register = (await call('GET', `/credit-notes?month=${month}&pageSize=100`)).json().data;
    expect(register.total).toBe(all.length);
    const [note] = await notesOf(o.orderId);
    expect(register.items[0]).toMatchObject({
      id: note!.id,
      number: note!.number,
      invoiceNumber: o.invoice.number,
      orderId: o.orderId,
      totalPaise: 137300,
      buyerName: 'Asha Raman',
    });

    const csv = (await call('GET', `/invoices/gstr1.csv?month=${month}`)).body.replace(/^\uFEFF/, '').split('\r\n');
    const invoicesNow = await rz.t.ctx.db.select().from(invoices);
    expect(csv[0]).toBe(`GSTR-1 helper for ${month},${invoicesNow.length} invoices,${all.length} credit notes`);
    expect(csv).toContain(
      `Credit/debit notes (table 9B),${all.length} credit notes,0 debit notes,0 against B2CL invoices (CDNUR),${all.length} against B2CS invoices (netted in table 7)`,
    );
    expect(csv).toContain(
      `B2CS,${note!.number},${indianDate(note!.issuedAt)},C,${o.invoice.number},${indianDate(o.invoice.issuedAt)},33-Tamil Nadu,1373.00,18,1163.56,0.00,104.72,104.72,0.00`,
    );
    // Table 7 for Tamil Nadu at 18 %: every invoice's lines less every credit note's.
    const net = (pick: (l: InvoiceLine) => number) =>
      (
        (invoicesNow.flatMap((i) => i.document.tax.lines).reduce((s, l) => s + pick(l), 0) - all.flatMap((n) => n.document.tax.lines).reduce((s, l) => s + pick(l), 0)) /
        100
      ).toFixed(2);
    expect(csv.find((l) => l.startsWith('OE,33-Tamil Nadu,18,'))).toBe(
      `OE,33-Tamil Nadu,18,${net((l) => l.taxablePaise)},0.00,${net((l) => l.cgstPaise)},${net((l) => l.sgstPaise)},0.00`,
    );
  });

  it('writes a month whose refunds to a state exceed its sales as negative numbers, never as guarded text', async () => {
    const o = await paidOrder();
    await call('POST', `/orders/${o.orderId}/refunds`, refundBody(137300));
    const [note] = await notesOf(o.orderId);
    // Sold in January, refunded in February: February has the refund and no sale to set against it.
    await rz.t.ctx.db
      .update(invoices)
      .set({ issuedAt: new Date('2024-01-20T06:00:00Z') })
      .where(eq(invoices.id, o.invoice.id));
    await rz.t.ctx.db
      .update(creditNotes)
      .set({ issuedAt: new Date('2024-02-10T06:00:00Z') })
      .where(eq(creditNotes.id, note!.id));
    const csv = (await call('GET', '/invoices/gstr1.csv?month=2024-02')).body.replace(/^\uFEFF/, '').split('\r\n');
    expect(csv.join('\n')).not.toContain("'-");
    expect(csv).toContain('OE,33-Tamil Nadu,18,-1163.56,0.00,-104.72,-104.72,0.00');
    // The HSN summary, the product's and the shipping's: the money went back, no goods came back.
    expect(csv).toContain('2309,NOS,0,-1298.00,18,-1100.00,0.00,-99.00,-99.00,0.00');
    expect(csv).toContain('996812,NA,0,-75.00,18,-63.56,0.00,-5.72,-5.72,0.00');
  });
});
