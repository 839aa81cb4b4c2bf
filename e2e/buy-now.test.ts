import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe';
import { launchBrowser, newShopper } from './support/browser';
import { expectedTotals, productInStock, seedCart } from './support/shop';
import { field } from './support/checkout-form';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const until = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000 });

describe('Buy Now', () => {
  it('checks out that product alone at the quantity on the page, and leaves the saved cart as it was', async () => {
    const { page, context } = await newShopper(browser, 'phone');
    const inCart = await productInStock(page, 3);
    const bought = await productInStock(page, 3, [inCart.product_id]);
    await seedCart(context, [{ product: inCart, quantity: 2 }]);
    const savedLines = () =>
      page.evaluate(() => (JSON.parse(localStorage.getItem('canino_cart') ?? '[]') as { product_id: number; quantity: number }[]).map((l) => [l.product_id, l.quantity]));

    await page.goto(`/product-details?id=${bought.product_id}`);
    expect(await savedLines()).toEqual([[inCart.product_id, 2]]);
    await until(() => page.getByRole('button', { name: 'Buy Now' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Buy Now' }).click();
    await until(async () => new URL(page.url()).pathname).toBe('/checkout');

    const summary = page.getByRole('region', { name: 'Order Summary' });
    await until(() => summary.getByRole('rowheader', { name: `${bought.product_name} × 2`, exact: true }).isVisible()).toBe(true);
    expect(await summary.getByText(inCart.product_name).count()).toBe(0);
    const expected = expectedTotals(bought.product_sprice * 2);
    expect(await summary.getByRole('row', { name: /^Total/ }).textContent()).toContain(expected.total);
    expect(await seriousA11yViolations(page)).toEqual([]);

    const billing = page.getByRole('region', { name: 'Billing Details' });
    await billing.getByLabel(field('First name')).fill('Meera');
    await billing.getByLabel(field('Last name')).fill('Iyer');
    await billing.getByLabel(field('Postcode')).fill('641002');
    await until(() => billing.getByLabel(field('City')).inputValue()).toBe('Coimbatore');
    await billing.getByLabel(field('Address')).fill('5, Bharathi Park Road');
    await billing.getByLabel(field('Phone')).fill('9876509876');
    await billing.getByLabel(field('Email address')).fill('meera@example.in');
    await page.getByLabel(/I have read and agree/).check();
    await page.getByRole('button', { name: 'Place Order' }).click();
    const payment = page.getByRole('dialog', { name: 'Simulated payment' });
    await until(() => payment.isVisible()).toBe(true);
    await payment.getByRole('button', { name: `Pay ${expected.total}` }).click();
    await until(() => page.getByRole('dialog', { name: 'Thank You!' }).isVisible()).toBe(true);

    // The saved cart is the one the shopper had before Buy Now.
    expect(await savedLines()).toEqual([[inCart.product_id, 2]]);
    await page.goto('/cart');
    await until(() => page.getByRole('table', { name: 'Products in your cart' }).getByRole('rowheader', { name: inCart.product_name }).isVisible()).toBe(true);
    await context.close();
  }, 120_000);
});
