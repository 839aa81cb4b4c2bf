import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newShopper } from './support/browser';
import { expectedTotals, productInStock, seedCart, sawToast } from './support/shop';
import { field } from './support/checkout-form';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function shopperWithCart(quantity = 2) {
  const shopper = await newShopper(browser);
  const product = await productInStock(shopper.page, quantity + 1);
  await seedCart(shopper.context, [{ product, quantity }]);
  await shopper.page.goto('/checkout');
  await expect.poll(() => shopper.page.getByRole('heading', { name: 'Billing Details' }).isVisible()).toBe(true);
  return { ...shopper, product };
}

/** A form field by its label; required fields' labels end in an asterisk. */
async function fillBilling(page: Page) {
  const billing = page.getByRole('region', { name: 'Billing Details' });
  await billing.getByLabel(field('First name')).fill('Priya');
  await billing.getByLabel(field('Last name')).fill('Raman');
  await billing.getByLabel(field('Address')).fill('14, Lakshmi Nagar, RS Puram');
  await billing.getByLabel(field('City')).fill('Coimbatore');
  await billing.getByLabel(field('District')).fill('Coimbatore');
  await billing.getByLabel(field('State')).selectOption('Tamil Nadu');
  await billing.getByLabel(field('Postcode')).fill('641002');
  await billing.getByLabel(field('Phone')).fill('98765 01234');
  await billing.getByLabel(field('Email address')).fill('priya@example.in');
  await page.getByLabel(/I have read and agree/).check();
}

describe('checkout', () => {
  it("shows the spec's message under every missing field", async () => {
    const { page, context } = await shopperWithCart();
    await page.getByRole('button', { name: 'Place Order' }).click();
    for (const message of [
      'First name is required',
      'Last name is required',
      'Address is required',
      'City is required',
      'District is required',
      'State is required',
      'Postcode is required',
      'Phone number is required',
      'Email is required',
      'You must agree to the Terms & Policy',
    ]) {
      await expect.poll(() => page.getByText(message, { exact: true }).isVisible(), { message }).toBe(true);
    }
    // The first wrong field gets the focus, so a keyboard user lands on it.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('billing.firstName');

    await page.getByLabel(field('Email address')).fill('priya@');
    await page.getByLabel(field('Postcode')).fill('6410');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect.poll(() => page.getByText('Please enter a valid email address', { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Enter a valid 6-digit pincode', { exact: true }).isVisible()).toBe(true);

    // Shipping elsewhere asks for that address too.
    await page.getByRole('radio', { name: 'Ship to a different address' }).check();
    await page.getByRole('button', { name: 'Place Order' }).click();
    const shippingFirstNames = page.getByLabel(field('First name'));
    await expect.poll(() => shippingFirstNames.count()).toBe(2);
    await expect.poll(() => page.getByText('First name is required', { exact: true }).count()).toBe(2);
    await context.close();
  });

  it('pays with the simulated provider, clears the cart and says Thank You', async () => {
    const { page, context, product } = await shopperWithCart(2);
    await fillBilling(page);
    const expected = expectedTotals(product.product_sprice * 2);
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await expect.poll(() => summary.getByRole('row', { name: /^Total/ }).textContent()).toContain(expected.total);

    await page.getByRole('button', { name: 'Place Order' }).click();
    const payment = page.getByRole('dialog', { name: 'Simulated payment' });
    await expect.poll(() => payment.isVisible()).toBe(true);
    await payment.getByRole('button', { name: `Pay ${expected.total}` }).click();

    const thanks = page.getByRole('dialog', { name: 'Thank You!' });
    await expect.poll(() => thanks.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await thanks.textContent()).toContain('Your Order has been placed Successfully.');
    expect(await thanks.textContent()).toMatch(/Order number: #\d+/);
    expect(await page.evaluate(() => localStorage.getItem('canino_cart'))).toBeNull();
    await expect.poll(() => page.getByRole('link', { name: 'Cart, 0 items' }).isVisible()).toBe(true);

    await thanks.getByRole('link', { name: 'Back to home' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  it('shows Order Failed when the payment is declined, and keeps the cart', async () => {
    const { page, context } = await shopperWithCart(1);
    await fillBilling(page);
    await page.getByRole('button', { name: 'Place Order' }).click();
    const payment = page.getByRole('dialog', { name: 'Simulated payment' });
    await expect.poll(() => payment.isVisible()).toBe(true);
    await payment.getByRole('button', { name: 'Fail payment' }).click();

    const failed = page.getByRole('dialog', { name: 'Order Failed!' });
    await expect.poll(() => failed.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await failed.textContent()).toContain("Unfortunately, we couldn't process your order.");
    expect(await page.evaluate(() => localStorage.getItem('canino_cart'))).not.toBeNull();
    await context.close();
  });

  it('tells the customer when they close the payment window, and releases the stock the order held', async () => {
    const { page, context } = await shopperWithCart(1);
    await fillBilling(page);
    await page.getByRole('button', { name: 'Place Order' }).click();
    const payment = page.getByRole('dialog', { name: 'Simulated payment' });
    await expect.poll(() => payment.isVisible()).toBe(true);
    const released = page.waitForResponse((r) => r.url().endsWith('/admin/api/checkout/dismiss'));
    await payment.getByRole('button', { name: 'Cancel' }).click();
    const answer = await released;
    expect(answer.status()).toBe(200);
    expect((await answer.json()).message).toMatch(/^Order #\d+ no longer holds stock\.$/);
    await sawToast(page, 'Payment cancelled by user!');
    expect(await page.getByRole('button', { name: 'Place Order' }).isEnabled()).toBe(true);
    await context.close();
  });
});
