import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newShopper } from './support/browser';
import { logInCustomer, newCustomerDetails, registerCustomer } from './support/customer';
import { expectedTotals, productInStock, seedCart, totalsCell } from './support/shop';
import { fillKochiBilling } from './support/checkout-form';

/**
 * A new customer's first payment fails or is cancelled on a bad network, so the shop never hears of it
 * (the order still holds its stock and coupon); they go back to the cart and check out again. The
 * welcome coupon is still theirs: the new checkout replaces the unpaid one, and the total the payment
 * window asks for still carries the discount.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function paymentWindow(page: Page) {
  await page.getByRole('button', { name: 'Place Order' }).click();
  const payment = page.getByRole('dialog', { name: 'Simulated payment' });
  await expect.poll(() => payment.isVisible(), { timeout: 15_000 }).toBe(true);
  return payment;
}

describe('the welcome coupon after a first payment that did not go through', () => {
  for (const how of ['Fail payment', 'Cancel'] as const) {
    it(`${how}, back to the cart, Checkout, Place Order: still 10 % off`, async () => {
      const { page, context } = await newShopper(browser);
      const customer = newCustomerDetails({ ownerName: 'Kavya Menon' });
      await registerCustomer(context.request, customer);
      await logInCustomer(context, customer);
      const product = await productInStock(page, 3);
      await seedCart(context, [{ product, quantity: 1 }]);
      const discounted = expectedTotals(product.product_sprice, 10);

      await page.goto('/cart');
      await page.getByLabel('Have a coupon?').fill('WELCOME10');
      await page.getByRole('button', { name: 'Apply Code' }).click();
      await expect.poll(() => page.getByText('Coupon WELCOME10 applied: 10% off').isVisible()).toBe(true);
      await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
      await fillKochiBilling(page, customer);
      // The word that the payment failed or the window closed is lost on the way.
      await page.route(how === 'Fail payment' ? '**/admin/api/create_order' : '**/admin/api/checkout/dismiss', (route) => route.abort('connectionreset'));
      const first = await paymentWindow(page);
      expect(await first.textContent()).toContain(discounted.total);
      await first.getByRole('button', { name: how }).click();
      if (how === 'Fail payment') {
        const failed = page.getByRole('dialog', { name: 'Order Failed!' });
        await expect.poll(() => failed.isVisible(), { timeout: 15_000 }).toBe(true);
        await failed.getByRole('link', { name: 'Back to home' }).click();
      }

      await page.unrouteAll();
      await page.goto('/cart');
      const summary = page.getByRole('region', { name: 'Cart Totals' });
      await expect.poll(() => totalsCell(summary, 'Total').textContent()).toBe(discounted.total);
      await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
      await fillKochiBilling(page, customer);
      const second = await paymentWindow(page);
      expect(await second.textContent()).toContain(discounted.total);
      expect(await page.getByText('This coupon is for your first order only').count()).toBe(0);
      await context.close();
    });
  }
});
