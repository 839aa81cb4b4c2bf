import type { CustomerOrderSummary } from '@canino/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe';
import { baseUrl, launchBrowser, newShopper } from './support/browser';
import { logInCustomer, newCustomerDetails, registerCustomer } from './support/customer';
import { emailsTo, linkIn } from './support/outbox';
import { apiData, expectedTotals, productInStock, seedCart, sawToast } from './support/shop';
import { fillKochiBilling } from './support/checkout-form';

/**
 * The whole payment flow in a real browser with the simulated provider, as a logged-in customer: pay,
 * fail or close the payment window, then find the order in "My Orders" with the status that outcome
 * deserves. (Form validation and the dialogs' texts are in checkout.test.ts.)
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function customerAtCheckout(quantity: number, as: 'customer' | 'guest' = 'customer') {
  const { page, context } = await newShopper(browser);
  const customer = newCustomerDetails({ ownerName: 'Kavya Menon' });
  if (as === 'customer') {
    await registerCustomer(context.request, customer);
    await logInCustomer(context, customer);
  }
  const product = await productInStock(page, quantity + 1);
  await seedCart(context, [{ product, quantity }]);
  await page.goto('/checkout');
  await fillKochiBilling(page, customer);
  return { page, context, customer, product };
}

/** Place Order, then the simulated provider's dialog, with the focus on its Pay button. */
async function openPayment(page: Page) {
  await page.getByRole('button', { name: 'Place Order' }).click();
  const payment = page.getByRole('dialog', { name: 'Simulated payment' });
  await expect.poll(() => payment.isVisible()).toBe(true);
  await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toMatch(/^Pay ₹/);
  return payment;
}

/** The customer's newest order as "My Orders" shows it. */
async function newestOrder(page: Page) {
  const orders = await apiData<{ items: CustomerOrderSummary[] }>(page, '/orders');
  const order = orders.items[0]!;
  const row = page.getByRole('article', { name: `Order #${order.orderId}` });
  await page.goto('/orders');
  await expect.poll(() => row.isVisible()).toBe(true);
  return { order, rowText: () => row.textContent() };
}

describe('paying at checkout with the simulated provider', () => {
  it('a paid order: Thank You, a confirmation email, and "Paid" in My Orders', async () => {
    const { page, context, customer, product } = await customerAtCheckout(2);
    const payment = await openPayment(page);
    const total = expectedTotals(product.product_sprice * 2).total;
    expect(await payment.textContent()).toContain(total);
    await payment.getByRole('button', { name: `Pay ${total}` }).click();

    const thanks = page.getByRole('dialog', { name: 'Thank You!' });
    await expect.poll(() => thanks.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await thanks.textContent()).toContain('Kindly check your mail for further updates');
    const { order, rowText } = await newestOrder(page);
    expect(order.status).toBe('paid');
    expect(await rowText()).toContain('Paid');
    await expect.poll(() => emailsTo(customer.email).some((m) => m.includes(`order #${order.orderId} is confirmed`))).toBe(true);
    const confirmation = emailsTo(customer.email).find((m) => m.includes(`order #${order.orderId} is confirmed`))!;
    expect(confirmation).toContain(product.product_name);
    expect(confirmation).toContain('Ernakulam');
    await context.close();
  });

  it('a declined payment: Order Failed, and "Payment failed" in My Orders', async () => {
    const { page, context } = await customerAtCheckout(1);
    const payment = await openPayment(page);
    await payment.getByRole('button', { name: 'Fail payment' }).click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Order Failed!' }).isVisible(), { timeout: 15_000 }).toBe(true);
    const { order, rowText } = await newestOrder(page);
    expect(order.status).toBe('payment_failed');
    expect(await rowText()).toContain('Payment failed');
    await context.close();
  });

  it('a closed payment window (Escape): the spec’s message, then "Payment not completed: Pay now" in My Orders pays it', async () => {
    const { page, context } = await customerAtCheckout(1);
    await openPayment(page);
    await page.keyboard.press('Escape');
    await sawToast(page, 'Payment cancelled by user!');
    expect(await page.getByRole('dialog', { name: 'Simulated payment' }).count()).toBe(0);
    const { order } = await newestOrder(page);
    expect(order).toMatchObject({ status: 'pending_payment', canPay: true });
    const unpaid = page.getByRole('region', { name: 'Payment not completed' });
    expect(await unpaid.getByRole('article', { name: `Order #${order.orderId}` }).isVisible()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await unpaid.getByRole('button', { name: `Pay now for order #${order.orderId}` }).click();
    const payment = page.getByRole('dialog', { name: 'Simulated payment' });
    await expect.poll(() => payment.isVisible()).toBe(true);
    await payment.getByRole('button', { name: /^Pay ₹/ }).click();
    await sawToast(page, `order #${order.orderId}`);
    // Paid, it leaves the unpaid section for the list of placed orders.
    const row = page.getByRole('article', { name: `Order #${order.orderId}` });
    await expect.poll(() => row.textContent(), { timeout: 15_000 }).toContain('Paid');
    expect(await unpaid.count()).toBe(0);
    // What that order bought leaves the cart, as a paid checkout empties it.
    await page.goto('/cart');
    await expect.poll(() => page.getByText('No items added!').isVisible()).toBe(true);
    await context.close();
  });

  it('a paid order whose create_order answer is lost still ends in "Thank You!" (the server is asked until the webhook settles it)', async () => {
    const { page, context, product } = await customerAtCheckout(1, 'guest');
    let cutOff = 0;
    await page.route('**/admin/api/create_order', (route) => {
      cutOff++;
      return route.abort('connectionreset');
    });
    const placed = page.waitForResponse((r) => r.url().endsWith('/admin/api/checkout'));
    const payment = await openPayment(page);
    const { data: session } = (await (await placed).json()) as { data: { orderId: number } };
    await payment.getByRole('button', { name: `Pay ${expectedTotals(product.product_sprice).total}` }).click();

    const thanks = page.getByRole('dialog', { name: 'Thank You!' });
    await expect.poll(() => thanks.isVisible(), { timeout: 30_000 }).toBe(true);
    expect(cutOff).toBe(1);
    expect(await thanks.textContent()).toContain(`Order number: #${session.orderId}`);
    expect(await page.getByRole('dialog', { name: 'Order Failed!' }).count()).toBe(0);
    await context.close();
  });

  it('a declined payment as a guest: "Try again" in the failure dialog pays the same order', async () => {
    const { page, context, customer } = await customerAtCheckout(1, 'guest');
    const placed = page.waitForResponse((r) => r.url().endsWith('/admin/api/checkout'));
    const payment = await openPayment(page);
    const { data: session } = (await (await placed).json()) as { data: { orderId: number } };
    await payment.getByRole('button', { name: 'Fail payment' }).click();
    const failed = page.getByRole('dialog', { name: 'Order Failed!' });
    await expect.poll(() => failed.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);

    const reopened = page.waitForResponse((r) => r.url().endsWith(`/admin/api/orders/${session.orderId}/pay`));
    await failed.getByRole('button', { name: 'Try again' }).click();
    expect((await reopened).status()).toBe(200);
    await expect.poll(() => payment.isVisible()).toBe(true);
    await payment.getByRole('button', { name: /^Pay ₹/ }).click();
    const thanks = page.getByRole('dialog', { name: 'Thank You!' });
    await expect.poll(() => thanks.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await thanks.textContent()).toContain(`Order number: #${session.orderId}`);

    // The confirmation email leads the guest to the order's own page, not to a login wall.
    const confirmation = () => emailsTo(customer.email).find((m) => m.includes(`order #${session.orderId} is confirmed`)) ?? '';
    await expect.poll(() => linkIn(confirmation(), `${baseUrl()}/track#token=`) ?? '', { timeout: 20_000 }).toContain('/track#token=');
    expect(confirmation()).not.toContain(`${baseUrl()}/orders`);
    await page.goto(linkIn(confirmation(), `${baseUrl()}/track#token=`)!);
    await expect.poll(() => page.getByText(`Order #${session.orderId}, placed on`).isVisible()).toBe(true);
    expect(await page.getByText('This order has not been handed to a courier yet.').isVisible()).toBe(true);
    await context.close();
  });
});
