import { formatINR, MSG, type CustomerOrderDetail } from '@canino/shared';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe';
import { launchBrowser, newShopper } from './support/browser';
import { logInCustomer, newCustomerDetails, placeOrder, registerCustomer } from './support/customer';
import { apiData, productInStock, sawToast } from './support/shop';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('a customer’s orders', () => {
  it('lists the orders with their status and shows one in full', async () => {
    const { page, context } = await newShopper(browser);
    const c = newCustomerDetails({ ownerName: 'Vikram Iyer' });
    await registerCustomer(context.request, c);
    await logInCustomer(context, c);

    await page.goto('/orders');
    await expect.poll(() => page.getByRole('heading', { name: 'No orders yet' }).isVisible()).toBe(true);

    const first = await productInStock(page, 5);
    const second = await productInStock(page, 5, [first.product_id]);
    // Paid first: a new checkout replaces the customer's unpaid one, so the unpaid order comes last.
    const paid = await placeOrder(context.request, c, [
      { productId: first.product_id, quantity: 2 },
      { productId: second.product_id, quantity: 1 },
    ]);
    const unpaid = await placeOrder(context.request, c, [{ productId: second.product_id, quantity: 1 }], false);
    const detail = await apiData<CustomerOrderDetail>(page, `/orders/${paid}`);

    await page.reload();
    const paidRow = page.getByRole('article', { name: `Order #${paid}` });
    const unpaidRow = page.getByRole('article', { name: `Order #${unpaid}` });
    await expect.poll(() => paidRow.textContent()).toContain('Paid');
    expect(await paidRow.textContent()).toContain(formatINR(detail.totals.totalPaise));
    expect(await paidRow.textContent()).toContain('3 items');
    // The unpaid one stands apart, above the placed orders, with its own Pay now button.
    const unpaidSection = page.getByRole('region', { name: 'Payment not completed' });
    expect(await unpaidSection.getByRole('article', { name: `Order #${unpaid}` }).isVisible()).toBe(true);
    expect(await unpaidSection.getByRole('button', { name: `Pay now for order #${unpaid}` }).isVisible()).toBe(true);
    expect(await unpaidSection.getByRole('article', { name: `Order #${paid}` }).count()).toBe(0);
    expect(await unpaidRow.textContent()).toContain('You can pay until');
    // Placed orders newest first, after the unpaid ones.
    expect(await page.getByRole('main').getByRole('article').last().getAttribute('aria-labelledby')).toBe(`order-${paid}`);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await paidRow.getByRole('link', { name: `View details of order #${paid}` }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1, name: `Order #${paid}` }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText(detail.statusMessage).isVisible()).toBe(true);
    const items = page.getByRole('table', { name: 'Products in this order' });
    // Each line links to its product page with the size it sold chosen.
    for (const line of detail.lines) {
      expect(await items.getByRole('link', { name: line.productName }).getAttribute('href')).toBe(`/product-details?id=${line.productId}&size=${encodeURIComponent(line.sku)}`);
    }
    const totals = await page.locator('.order-totals').textContent();
    expect(totals).toContain(formatINR(detail.totals.subtotalPaise));
    expect(totals).toContain(formatINR(detail.totals.shippingPaise));
    expect(totals).toContain(formatINR(detail.totals.totalPaise));
    const progress = page.getByRole('region', { name: 'Order progress' });
    expect(await progress.getByRole('listitem').allTextContents()).toEqual(detail.history.map((h) => expect.stringContaining(h.statusLabel)));
    const payment = await page.getByRole('region', { name: 'Payment' }).textContent();
    expect(payment).toContain('Paid');
    expect(payment).toContain(detail.payment!.paymentId!);
    expect(await page.getByRole('region', { name: 'Delivery & billing address' }).textContent()).toContain('Coimbatore');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('link', { name: '← Back to My Orders' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/orders');
    await context.close();
  });

  it('pays an order that still awaits payment from its page', async () => {
    const { page, context } = await newShopper(browser, 'phone');
    const c = newCustomerDetails();
    await registerCustomer(context.request, c);
    await logInCustomer(context, c);
    const product = await productInStock(page, 5);
    const orderId = await placeOrder(context.request, c, [{ productId: product.product_id, quantity: 1 }], false);
    const before = await apiData<CustomerOrderDetail>(page, `/orders/${orderId}`);
    expect(before.canPay).toBe(true);

    await page.goto(`/orders/${orderId}`);
    const payButton = page.getByRole('button', { name: `Pay ${formatINR(before.totals.totalPaise)} now` });
    await expect.poll(() => page.getByRole('region', { name: 'Order status' }).textContent()).toContain('Awaiting payment');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Closing the payment window changes nothing.
    await payButton.click();
    const payment = page.getByRole('dialog', { name: 'Simulated payment' });
    await expect.poll(() => payment.isVisible()).toBe(true);
    await payment.getByRole('button', { name: 'Cancel' }).click();
    await sawToast(page, MSG.paymentCancelled);

    await payButton.click();
    await expect.poll(() => payment.isVisible()).toBe(true);
    await payment.getByRole('button', { name: /^Pay ₹/ }).click();
    await expect.poll(() => page.getByRole('region', { name: 'Order status' }).textContent(), { timeout: 15_000 }).toContain('Paid');
    await expect.poll(() => payButton.count()).toBe(0);
    const after = await apiData<CustomerOrderDetail>(page, `/orders/${orderId}`);
    expect(after.status).toBe('paid');
    expect(await page.getByRole('region', { name: 'Payment' }).textContent()).toContain(after.payment!.paymentId!);
    await context.close();
  });

  it('does not show another customer’s order', async () => {
    const owner = await newShopper(browser);
    const c = newCustomerDetails();
    await registerCustomer(owner.context.request, c);
    await logInCustomer(owner.context, c);
    const product = await productInStock(owner.page, 5);
    const orderId = await placeOrder(owner.context.request, c, [{ productId: product.product_id, quantity: 1 }], false);
    await owner.context.close();

    const { page, context } = await newShopper(browser, 'phone');
    const other = newCustomerDetails();
    await registerCustomer(context.request, other);
    await logInCustomer(context, other);
    await page.goto(`/orders/${orderId}`);
    await expect.poll(() => page.getByRole('heading', { name: 'We could not show this order' }).isVisible()).toBe(true);
    expect(await page.getByRole('table').count()).toBe(0);
    await context.close();
  });
});
