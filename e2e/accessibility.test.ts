import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe';
import { launchBrowser, newShopper, VIEWPORTS } from './support/browser';
import { logInCustomer, newCustomerDetails, registerCustomer } from './support/customer';
import { apiData, productInStock, seedCart, type ApiProduct } from './support/shop';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());
// A failed check must not leave its browser context running into the next test.
afterEach(async () => {
  await Promise.all(browser.contexts().map((c) => c.close()));
});

/** Each shopping page, opened and waited on by what a customer would see before axe checks it. */
const PAGES: { name: string; path: string; ready: (page: Page) => Promise<unknown> }[] = [
  { name: 'home', path: '/', ready: (p) => p.getByRole('heading', { name: 'Customers Think About Us' }).waitFor() },
  { name: 'products', path: '/products?category=2&sort=price_asc', ready: (p) => p.locator('.product-grid').waitFor() },
  { name: 'category', path: '/categories/joint-mobility', ready: (p) => p.locator('.product-grid').waitFor() },
  { name: 'product details', path: '/products/joint-plus-chews', ready: (p) => p.getByRole('heading', { name: 'Other Products' }).waitFor() },
  { name: 'cart', path: '/cart', ready: (p) => p.getByRole('region', { name: 'Cart Totals' }).waitFor() },
  { name: 'checkout', path: '/checkout', ready: (p) => p.getByRole('heading', { name: 'Billing Details' }).waitFor() },
  { name: 'wishlist (visitor)', path: '/wishlist', ready: (p) => p.getByRole('heading', { name: 'Please log in to continue' }).waitFor() },
  { name: 'page not found', path: '/no-such-page', ready: (p) => p.getByRole('heading', { name: 'Page not found' }).waitFor() },
];

async function withCart(context: BrowserContext, page: Page) {
  const product = await productInStock(page, 3);
  await seedCart(context, [{ product, quantity: 2 }]);
}

describe.each(Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[])('accessibility at %s width', (viewport) => {
  it.each(PAGES)('$name has no serious or critical issues', async ({ path, ready }) => {
    const { page, context } = await newShopper(browser, viewport);
    await withCart(context, page);
    await page.goto(path);
    await ready(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

describe('accessibility of interactive states', () => {
  it('the open menus, an empty cart and a checkout full of errors pass', async () => {
    const { page, context } = await newShopper(browser, 'phone');
    await page.goto('/cart');
    await page.getByRole('heading', { name: 'No items added!' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('link', { name: 'Login / Signup' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();

    const shopper = await newShopper(browser);
    await withCart(shopper.context, shopper.page);
    await shopper.page.goto('/checkout');
    await shopper.page.getByRole('button', { name: 'Place Order' }).click();
    await shopper.page.getByText('First name is required').waitFor();
    expect(await seriousA11yViolations(shopper.page)).toEqual([]);

    await shopper.page.goto('/products');
    const first = (await apiData<ApiProduct[]>(shopper.page, '/product'))[0]!;
    await shopper.page.getByRole('button', { name: `Save ${first.product_name} to wishlist` }).click();
    await shopper.page.getByRole('dialog', { name: 'Please log in to continue' }).waitFor();
    expect(await seriousA11yViolations(shopper.page)).toEqual([]);
    await shopper.context.close();
  });

  it.each(['phone', 'desktop'] as const)("a customer's home with picks for their dog passes (%s)", async (viewport) => {
    const { page, context } = await newShopper(browser, viewport);
    const customer = newCustomerDetails();
    await registerCustomer(context.request, customer);
    await logInCustomer(context, customer);
    await page.goto('/');
    await page.getByRole('heading', { name: `Picked for ${customer.petName}` }).waitFor();
    await page.getByRole('heading', { name: 'Customers Think About Us' }).waitFor();
    // The dog's own picks come before what everyone buys.
    const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
    expect(headings.indexOf(`Picked for ${customer.petName}`)).toBeLessThan(headings.indexOf('Trending Products'));
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });

  it("a customer's wishlist page passes", async () => {
    const { page, context } = await newShopper(browser);
    const customer = newCustomerDetails();
    await registerCustomer(context.request, customer);
    const { cusID } = await logInCustomer(context, customer);
    const product = await productInStock(page, 1);
    await context.request.post('/admin/api/wishlist_update', { data: { cusID, pID: product.product_id } });
    await page.goto('/wishlist');
    await page.getByRole('table', { name: 'Products in your wishlist' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });
});
