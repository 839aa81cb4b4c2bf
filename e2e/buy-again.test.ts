import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe';
import { launchBrowser, newShopper } from './support/browser';
import { logInCustomer, newCustomerDetails, placeOrder, registerCustomer } from './support/customer';
import { cartRow, productInStock, sawToast, seedCart } from './support/shop';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('buy again, at 375 px', () => {
  it('puts a past order back in the cart, says what the cart already held, and never adds a line twice', async () => {
    const { page, context } = await newShopper(browser, 'phone');
    const c = newCustomerDetails({ ownerName: 'Anil Menon' });
    await registerCustomer(context.request, c);
    await logInCustomer(context, c);
    await page.goto('/');
    const first = await productInStock(page, 5);
    const second = await productInStock(page, 5, [first.product_id]);
    const orderId = await placeOrder(context.request, c, [
      { productId: first.product_id, quantity: 2 },
      { productId: second.product_id, quantity: 1 },
    ]);
    // The cart already holds the second product.
    await seedCart(context, [{ product: second, quantity: 1 }]);

    await page.goto(`/orders/${orderId}`);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: `Order #${orderId}` }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Buy again', exact: true }).click();
    await sawToast(page, 'Added 2 items to your cart');
    await expect.poll(() => page.getByText(`${second.product_name}: already in your cart`).first().isVisible()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // A line's own button: that product is in the cart now, so nothing is added again.
    await page.getByRole('button', { name: `Buy again: ${first.product_name}` }).click();
    await sawToast(page, 'Nothing was added to your cart');

    await page.getByRole('link', { name: 'Go to cart' }).first().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/cart');
    await expect.poll(() => cartRow(page, first.product_name).count()).toBe(1);
    await expect.poll(() => cartRow(page, second.product_name).count()).toBe(1);
    const cart = await page.evaluate(() => JSON.parse(localStorage.getItem('canino_cart') ?? '[]') as { product_id: number; quantity: number }[]);
    expect(cart.map((l) => [l.product_id, l.quantity]).sort()).toEqual(
      [
        [first.product_id, 2],
        [second.product_id, 1],
      ].sort(),
    );
    await context.close();
  });
});
