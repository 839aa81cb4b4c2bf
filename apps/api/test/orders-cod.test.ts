import { beforeAll, describe, expect, it } from 'vitest';
import { ownerTestApp, enableCod } from './admin-support';
import { createCoupon, createProduct } from './helpers/factories';
import { checkoutBody, couponUses, eventsOf, mailTo, orderRow, stockOf } from './helpers/orders';

const { t, call: admin } = ownerTestApp();
beforeAll(async () => {
  await enableCod(admin, { maxOrderPaise: 200_000, feePaise: 4_900, maxOpenOrdersPerPhone: 2 });
});

let phone = 9000000000;
/** A checkout body with its own phone number, so each test's open COD orders are its own. */
const codBody = (lines: { productId: number; quantity: number }[], over: Record<string, unknown> = {}) => {
  const body = checkoutBody(lines, over);
  return { ...body, billing: { ...body.billing, mobile: String(++phone) } };
};
const placeCod = (body: object) => t.app.inject({ method: 'POST', url: '/admin/api/checkout/cod', payload: body });

describe('POST /checkout/cod', () => {
  it('places the order unpaid awaiting confirmation, takes its stock and coupon use at once, adds the COD fee and asks the shopper to confirm', async () => {
    const p = await createProduct(t.ctx, { sellingPricePaise: 50_000, stock: 5 });
    const coupon = await createCoupon(t.ctx, { percent: 10 });
    const body = codBody([{ productId: p.id, quantity: 2 }], { couponCode: coupon.code });
    const res = await placeCod(body);
    expect(res.statusCode, res.body).toBe(200);
    const placed = res.json().data;
    // ₹1,000 − 10 % = ₹900 + ₹75 shipping + ₹49 COD fee.
    expect(placed).toMatchObject({
      orderStatus: 'cod_awaiting_confirmation',
      totals: { subtotalPaise: 100_000, discountPaise: 10_000, shippingPaise: 7_500, codFeePaise: 4_900, totalPaise: 102_400 },
    });
    expect(placed.message).toMatch(/You will pay ₹1,024.00 in cash on delivery/);

    expect(await stockOf(t, p.id)).toBe(3);
    expect(await couponUses(t, coupon.id)).toBe(1);
    expect(await orderRow(t, placed.orderId)).toMatchObject({ paymentMethod: 'cod', paidAt: null, holdExpiresAt: null, status: 'cod_awaiting_confirmation' });
    const mail = t.mail.find((m) => m.to === body.billing.email);
    expect(mail?.subject).toBe(`Please confirm your order #${placed.orderId}`);
    expect(mail?.text).toMatch(/Cash on Delivery fee: ₹49.00/);

    // The same click again answers the same order and takes nothing more.
    const again = await placeCod(body);
    expect(again.json().data.orderId).toBe(placed.orderId);
    expect(await stockOf(t, p.id)).toBe(3);
  });

  it('a cancellation returns the stock', async () => {
    const p = await createProduct(t.ctx, { stock: 4 });
    const placed = (await placeCod(codBody([{ productId: p.id, quantity: 3 }]))).json().data;
    expect(await stockOf(t, p.id)).toBe(1);
    const res = await admin('POST', `/orders/${placed.orderId}/status`, { status: 'cancelled' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stockOf(t, p.id)).toBe(4);
  });

  it('refuses an order over the cap, and names the cap; nothing is taken', async () => {
    const p = await createProduct(t.ctx, { sellingPricePaise: 100_000, stock: 5 });
    const res = await placeCod(codBody([{ productId: p.id, quantity: 2 }]));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message: 'Cash on Delivery is available for orders up to ₹2,000.00 (with its fee)', errors: { paymentMethod: expect.any(String) } });
    expect(await stockOf(t, p.id)).toBe(5);
  });

  it('refuses more open COD orders per phone than the owner allows, even sent at once', async () => {
    const p = await createProduct(t.ctx, { stock: 20 });
    const body = codBody([{ productId: p.id, quantity: 1 }]);
    const same = (n: number) => Array.from({ length: n }, () => ({ ...checkoutBody([{ productId: p.id, quantity: 1 }]), billing: body.billing }));
    const answers = await Promise.all(same(4).map(placeCod));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 422, 422]);
    expect(answers.find((r) => r.statusCode === 422)!.json().message).toMatch(/already has 2 Cash on Delivery orders on the way/);
    expect(await stockOf(t, p.id)).toBe(18);
  });

  it('refuses a destination the pincode directory lacks, and says so', async () => {
    const p = await createProduct(t.ctx, { stock: 2 });
    const body = codBody([{ productId: p.id, quantity: 1 }]);
    const res = await placeCod({ ...body, billing: { ...body.billing, pincode: '641999' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/Cash on Delivery needs a pincode we can find/);
  });

  it('the owner marks the cash collected once the parcel is out: paid and delivered, recorded once', async () => {
    const p = await createProduct(t.ctx, { stock: 3 });
    const { orderId } = (await placeCod(codBody([{ productId: p.id, quantity: 1 }]))).json().data;
    const early = await admin('POST', `/orders/${orderId}/cod-collected`, {});
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Cash is collected when the courier delivers: mark the order shipped first');

    expect((await admin('POST', `/orders/${orderId}/status`, { status: 'cod_confirmed' })).statusCode).toBe(200);
    expect((await admin('POST', `/orders/${orderId}/status`, { status: 'packed' })).statusCode).toBe(200);
    const shipped = await admin('POST', `/orders/${orderId}/status`, { status: 'shipped', trackingNumber: 'AWB123' });
    expect(shipped.json().data.canMarkCodCollected).toBe(true);
    const collected = await admin('POST', `/orders/${orderId}/cod-collected`, { note: 'Courier remitted' });
    expect(collected.statusCode, collected.body).toBe(200);
    expect(collected.json().data).toMatchObject({ status: 'delivered', paymentMethod: 'cod', canMarkCodCollected: false, paidAt: expect.any(String) });
    expect((await eventsOf(t, orderId)).at(-1)).toMatchObject({ toStatus: 'delivered', note: 'Cash collected on delivery: Courier remitted' });
    expect((await admin('POST', `/orders/${orderId}/cod-collected`, {})).json().message).toBe('The cash for this order was already recorded');
    // Delivered goods stay sold.
    expect(await stockOf(t, p.id)).toBe(2);
  });

  it("invoices a GST-registered shop's COD order at collection, its fee a taxed line of the invoice", async () => {
    const registered = {
      legalName: 'Canino Pet Wellness Private Limited',
      gstin: '33AAGCC1234L1ZW',
      address: '12 Race Course Road\nCoimbatore 641018',
      state: 'TN',
      invoicePrefix: 'CAN',
      shippingGstRate: 18,
    };
    expect((await admin('PUT', '/tax-settings', registered)).statusCode).toBe(200);
    const p = await createProduct(t.ctx, { sellingPricePaise: 129_900, stock: 2 });
    const placed = (await placeCod(codBody([{ productId: p.id, quantity: 1 }]))).json().data;
    // ₹1,299 + ₹75 shipping + ₹49 COD fee.
    expect(placed.totals).toMatchObject({ shippingPaise: 7_500, codFeePaise: 4_900, totalPaise: 142_300 });
    await admin('POST', `/orders/${placed.orderId}/status`, { status: 'cod_confirmed' });
    await admin('POST', `/orders/${placed.orderId}/status`, { status: 'packed' });
    await admin('POST', `/orders/${placed.orderId}/status`, { status: 'shipped', trackingNumber: 'AWB124' });
    const collected = await admin('POST', `/orders/${placed.orderId}/cod-collected`, {});
    expect(collected.statusCode, collected.body).toBe(200);
    expect(collected.json().data.invoiceNumber).toMatch(/^CAN\//);
    // The customer is told it arrived and that the cash was received, with the invoice's link that opens without logging in.
    const delivered = mailTo(t, (await orderRow(t, placed.orderId)).email).find((m) => m.subject.endsWith(`order #${placed.orderId}: Delivered`));
    expect(delivered!.text).toContain('We have received your payment of ₹1,423.00 in cash.');
    const invoiceUrl = delivered!.text.match(/Your tax invoice \(PDF\): (\S+)/)![1]!;
    expect(delivered!.html).toContain(`href="${invoiceUrl.replaceAll('&', '&amp;')}"`);
    const pdf = await t.app.inject({ method: 'GET', url: invoiceUrl.replace('http://shop.test', '') });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const register = (await admin('GET', '/invoices')).json().data.items as { orderId: number; totalPaise: number; taxPaise: number }[];
    // Item 198.15 + shipping 11.44 + fee 7.47 of tax (18 % inclusive each), and the invoice adds up to what was collected.
    expect(register.find((r) => r.orderId === placed.orderId)).toMatchObject({ totalPaise: 142_300, taxPaise: 19_815 + 1_144 + 747 });
  });
});
