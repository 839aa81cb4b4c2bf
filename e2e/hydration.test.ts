import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newShopper } from './support/browser';
import { apiData, type ApiProduct } from './support/shop';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());
afterEach(async () => {
  await Promise.all(browser.contexts().map((c) => c.close()));
});

/** Holds the app's code (not the small entry) until `release` is called, so the test can look at the server's page first. */
async function holdTheApp(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/main-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

describe('a page the server drew, taken over by the app (decisions 033, 034)', () => {
  it('hydrates every card of the listing in turns, keeping the elements the server drew, and each answers its buttons', async () => {
    const { page } = await newShopper(browser, 'phone');
    const release = await holdTheApp(page);
    await page.goto('/products');
    const cards = page.locator('.product-grid > li');
    const count = await cards.count();
    expect(count).toBe(24);
    // Tag the server's elements: hydration must adopt them, not draw new ones.
    await page.evaluate(() =>
      document.querySelectorAll('.product-grid > li article, .site-header, .site-footer').forEach((el) => ((el as HTMLElement).dataset.fromServer = 'yes')),
    );
    expect(await page.locator('#root[data-server-drawn]').count()).toBe(1);

    release();
    // The mark goes once the last turn (the footer's) is taken.
    await page.locator('#root:not([data-server-drawn])').waitFor();
    expect(await page.locator('.product-grid > li article[data-from-server="yes"]').count()).toBe(count);
    expect(await page.locator('.site-header[data-from-server="yes"], .site-footer[data-from-server="yes"]').count()).toBe(2);

    // The last card, hydrated in the last of the cards' turns, adds to the cart.
    const products = await apiData<ApiProduct[]>(page, '/product');
    const last = products[count - 1]!;
    await cards
      .nth(count - 1)
      .getByRole('button', { name: `Add ${last.product_name} to cart` })
      .click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('canino_cart') ?? '')).toContain(`"product_id":${last.product_id}`);
  });

  it('follows the shop’s links without reloading the page, and leaves a Ctrl-click to the browser', async () => {
    const { context, page } = await newShopper(browser, 'desktop');
    const products = await apiData<ApiProduct[]>(page, '/product');
    await page.goto('/products');
    await page.locator('#root:not([data-server-drawn])').waitFor();
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

    await page.getByRole('link', { name: products[0]!.product_name, exact: true }).first().click();
    await page.waitForURL(`${baseUrl()}/products/${products[0]!.slug}`);
    await page.getByRole('heading', { level: 1, name: products[0]!.product_name }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

    // Back returns to the listing, still the same page.
    await page.goBack();
    await page.waitForURL(`${baseUrl()}/products`);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

    // Ctrl-click opens a tab of its own, as any link does; this page stays where it is.
    const opened = context.waitForEvent('page');
    await page
      .getByRole('link', { name: products[1]!.product_name, exact: true })
      .first()
      .click({ modifiers: ['Control'] });
    const tab = await opened;
    await tab.waitForURL(`${baseUrl()}/products/${products[1]!.slug}`);
    expect(new URL(page.url()).pathname).toBe('/products');
  });
});
