import type { PaymentSession } from '@canino/shared';
import { eq } from 'drizzle-orm';
import { invoices, orderLines, orders } from '../../src/db/schema';
import { demoTaxSettings } from '../../src/seed/demo-catalog/tax';
import { saveTaxSettings } from '../../src/repositories/tax-settings';
import type { AdminCall } from '../admin-support';
import { createCustomer, createProduct, TEST_PASSWORD } from './factories';
import type { FakeRazorpay } from './fake-razorpay';
import { loginAs } from './http';
import { checkoutBody, paidReport, paySimulated, reportPayment, startCheckout } from './orders';
import type { TestApp } from './test-app';

/** Registers the shop for GST as the demo shop is: in Tamil Nadu (Coimbatore), so Tamil Nadu buyers pay CGST + SGST. */
export const registerShopForGst = (t: TestApp) => saveTaxSettings(t.ctx.db, demoTaxSettings);

/**
 * A paid, invoiced order of 2 × ₹649 + ₹75 shipping (₹1,373) to Tamil Nadu by a logged-in customer,
 * paid through the fake Razorpay; 5 of the product were in stock before it. The shop must be registered.
 */
export async function paidInvoicedOrder(rz: { t: TestApp; fake: FakeRazorpay }, call: AdminCall) {
  const { t, fake } = rz;
  const customer = await createCustomer(t.ctx);
  const cookie = await loginAs(t.app, customer.mobile, TEST_PASSWORD);
  const product = await createProduct(t.ctx, { sellingPricePaise: 64900, stock: 5, hsnCode: '2309', gstRate: 18 });
  const body = checkoutBody([{ productId: product.id, quantity: 2 }]);
  const session: PaymentSession = await startCheckout(t, body, cookie);
  const { paymentId, signature } = fake.pay(session.razorpayOptions.order_id);
  await reportPayment(t, session, { payment_type: 1, payment_id: paymentId, razorpay_order_id: session.razorpayOptions.order_id, razorpay_signature: signature }, cookie);
  const detail = (await call('GET', `/orders/${session.orderId}`)).json().data;
  const [invoice] = await t.ctx.db.select().from(invoices).where(eq(invoices.orderId, session.orderId));
  if (!invoice) throw new Error(`order ${session.orderId} was paid but has no invoice: is the shop registered?`);
  return { orderId: session.orderId, paymentId, productId: product.id, email: body.billing.email, cookie, lineId: detail.lines[0].id as number, invoice };
}

/** Checks out `lines` with `couponCode` in the simulated checkout and pays: the paid order, its lines and its invoice. */
export async function buyAndPay(t: TestApp, lines: { productId: number; variantId?: number; quantity: number }[], couponCode: string) {
  const session = await startCheckout(t, checkoutBody(lines, { couponCode }));
  const res = await reportPayment(t, session, paidReport(await paySimulated(t, session, 'success')));
  if (res.statusCode !== 200) throw new Error(`payment report failed: ${res.statusCode} ${res.body}`);
  const orderId = res.json().data.orderId as number;
  const [order] = await t.ctx.db.select().from(orders).where(eq(orders.id, orderId));
  const lineRows = await t.ctx.db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(orderLines.id);
  const [invoice] = await t.ctx.db.select().from(invoices).where(eq(invoices.orderId, orderId));
  return { order: order!, lines: lineRows, invoice: invoice! };
}
