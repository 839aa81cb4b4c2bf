import { describe, expect, it } from 'vitest';
import { ownerTestApp } from './admin-support';
import { createCustomer, createProduct, TEST_PASSWORD } from './helpers/factories';
import { loginAs } from './helpers/http';
import { checkoutBody, mailTo, orderRow, paidReport, paySimulated, reportPayment, startCheckout } from './helpers/orders';
import { PARCEL } from './helpers/shipping';

/**
 * A guest has no account to log in to: every email about their order links its own tracking page
 * (/track#token=…), which opens without logging in; a customer's emails link My Orders.
 */
const { t, call } = ownerTestApp({ SHIPPING: 'simulated' });

async function paidOrder(cookie?: string, who?: { email: string; mobile: string }) {
  const product = await createProduct(t.ctx, { stock: 20 });
  const body = checkoutBody([{ productId: product.id, quantity: 1 }]);
  if (who) Object.assign(body.billing, who);
  const session = await startCheckout(t, body, cookie);
  await reportPayment(t, session, paidReport(await paySimulated(t, session, 'success')), cookie);
  return { orderId: session.orderId, email: body.billing.email, product };
}

const linkIn = (text: string, path: string) => text.match(new RegExp(`http://shop\\.test${path}[A-Za-z0-9_/=-]*`))?.[0];
const tokenOf = (link: string) => new URL(link).hash.slice('#token='.length);

describe('the links in order emails', () => {
  it("a guest's confirmation, shipped and delivered emails link the order's tracking page, which shows the order without logging in", async () => {
    const { orderId, email } = await paidOrder();
    const [confirmation] = mailTo(t, email);
    const link = linkIn(confirmation!.text, '/track#token=');
    expect(link).toBeDefined();
    expect(confirmation!.text).not.toContain('http://shop.test/orders');
    expect(confirmation!.html).toContain(`href="${link}"`);

    const page = await t.app.inject({ method: 'GET', url: `/admin/api/track/${tokenOf(link!)}` });
    expect(page.statusCode).toBe(200);
    expect(page.json().data).toMatchObject({ orderId, statusLabel: 'Paid', shipment: null });

    // The parcel's tracking link is the same page, and every later email links it.
    await call('POST', `/orders/${orderId}/status`, { status: 'packed' });
    const { shipment } = (await call('POST', `/orders/${orderId}/shipment`, PARCEL)).json().data;
    expect(shipment.trackingUrl).toBe(link);
    await call('POST', `/orders/${orderId}/status`, { status: 'delivered' });
    const later = mailTo(t, email).slice(1);
    expect(later.map((m) => m.subject)).toEqual([`Your Canino order #${orderId}: Shipped`, `Your Canino order #${orderId}: Delivered`]);
    for (const m of later) {
      expect(m.text).toContain(link);
      expect(m.text).not.toContain('http://shop.test/orders');
    }
    expect((await orderRow(t, orderId)).trackingToken).toBe(tokenOf(link!));
    // A guest cannot write a verified review: the delivered email does not ask for one.
    expect(later[1]!.text).not.toContain('#reviews');
  });

  it("a customer's confirmation links My Orders", async () => {
    const customer = await createCustomer(t.ctx);
    const cookie = await loginAs(t.app, customer.mobile, TEST_PASSWORD);
    const { email } = await paidOrder(cookie, { email: customer.email, mobile: customer.mobile });
    const [confirmation] = mailTo(t, email);
    expect(confirmation!.text).toContain('http://shop.test/orders');
    expect(confirmation!.text).not.toContain('/track');
  });

  it("a customer's delivered email asks for a review of each product that came, on its page", async () => {
    const customer = await createCustomer(t.ctx);
    const cookie = await loginAs(t.app, customer.mobile, TEST_PASSWORD);
    const { orderId, email, product } = await paidOrder(cookie, { email: customer.email, mobile: customer.mobile });
    const { slug, name } = product;
    await call('POST', `/orders/${orderId}/status`, { status: 'packed' });
    await call('POST', `/orders/${orderId}/status`, { status: 'shipped', trackingNumber: 'AWB77' });
    await call('POST', `/orders/${orderId}/status`, { status: 'delivered' });
    const delivered = mailTo(t, email).find((m) => m.subject.endsWith(': Delivered'))!;
    const review = `http://shop.test/products/${slug}#reviews`;
    expect(delivered.text).toContain(`- ${name}: ${review}`);
    expect(delivered.html).toContain(`<a href="${review}">Review ${name}</a>`);
  });
});
