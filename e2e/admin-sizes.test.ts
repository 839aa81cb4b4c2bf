import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { logInToAdmin } from './support/admin';
import { seriousA11yViolations } from './support/axe';
import { launchBrowser, newShopper, VIEWPORTS } from './support/browser';
import { apiData, inr, sawToast, type ApiProduct } from './support/shop';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  fs.mkdirSync('screenshots', { recursive: true });
});
afterAll(() => browser?.close());
afterEach(async () => {
  await Promise.all(browser.contexts().map((c) => c.close()));
});

const until = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 20_000 });

/** The demo's dental gel, sold in one 70 g tube: a 500 g tub is a size an owner would add to it. */
const SLUG = 'dental-care-gel';

interface Detail {
  product: { option_name: string; variants: { sku: string; label: string; product_sprice: number }[] };
}

/** Whether the page is no wider than the window: a table too wide must scroll inside its own box. */
const pageFits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe.each(Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[])('the size grid, at %s width', (viewport) => {
  it('the owner adds a 500 g size, the shop offers it at its price, and the owner removes it again', async () => {
    const { page } = await newShopper(browser, viewport);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const width = VIEWPORTS[viewport].width;
    const sku = `DCG-500G-${String(Date.now()).slice(-6)}`;
    const product = (await apiData<ApiProduct[]>(page, '/product')).find((p) => p.slug === SLUG)!;

    await page.goto(`/admin/products/${product.product_id}`);
    await logInToAdmin(page);
    const grid = page.getByRole('form', { name: 'Sizes' });
    await until(() => grid.getByRole('radio', { name: 'Default size: 70 g' }).isChecked()).toBe(true);

    await grid.getByRole('button', { name: 'Add a size' }).click();
    await grid.getByLabel('Label of size 2').fill('500 g');
    await grid.getByLabel('SKU of 500 g').fill(sku.toLowerCase());
    await grid.getByLabel('Net quantity of 500 g').fill('500');
    await grid.getByLabel('Unit of 500 g').selectOption('g');
    await grid.getByLabel('MRP (₹) of 500 g').fill('1299');
    await grid.getByLabel('Price (₹) of 500 g').fill('999.50');
    await grid.getByLabel('Stock of 500 g').fill('20');
    await grid.getByLabel('Shipping weight (g) of 500 g').fill('560');
    // A price above the MRP is shown on its cell before anything is sent.
    await grid.getByLabel('Price (₹) of 500 g').fill('1399');
    await grid.getByRole('button', { name: 'Save sizes' }).click();
    await until(() => grid.getByText('The price cannot be more than the MRP').isVisible()).toBe(true);
    expect(await grid.getByLabel('Price (₹) of 500 g').getAttribute('aria-invalid')).toBe('true');
    await grid.getByLabel('Price (₹) of 500 g').fill('999.50');
    await grid.getByRole('button', { name: 'Save sizes' }).click();
    await sawToast(page, 'Sizes saved.');
    // Saved as the server keeps it: the SKU in capitals, the prices in rupees.
    await until(() => grid.getByLabel('SKU of 500 g').inputValue()).toBe(sku);
    expect(await grid.getByLabel('Price (₹) of 500 g').inputValue()).toBe('999.50');
    expect(await pageFits(page)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    // As the owner first sees it: the table's own scroll box back at its start.
    await grid.getByRole('region', { name: 'Sizes of this product' }).evaluate((box) => box.scrollTo(0, 0));
    // The section's top just under the admin's fixed header bar.
    await page.locator('section', { has: grid }).evaluate((section) => window.scrollTo(0, section.getBoundingClientRect().top + window.scrollY - 72));
    await page.screenshot({ path: path.join('screenshots', `admin-sizes-${width}.png`) });

    // The storefront's product page offers the new size, with its price, among the sizes.
    const detail = await apiData<Detail>(page, `/productById/${product.product_id}`);
    expect(detail.product.variants.map((v) => [v.label, v.sku, v.product_sprice])).toEqual([
      ['70 g', product.sku, product.product_sprice],
      ['500 g', sku, 999.5],
    ]);
    await page.goto(`/products/${SLUG}`);
    const sizes = page.getByRole('group', { name: detail.product.option_name });
    const big = sizes.getByRole('radio', { name: /^500 g/ });
    await until(() => big.isVisible()).toBe(true);
    expect(await sizes.textContent()).toContain(inr(999.5));
    await big.check();
    await until(async () => new URL(page.url()).searchParams.get('size')).toBe(sku);
    await page.screenshot({ path: path.join('screenshots', `admin-sizes-shop-${width}.png`) });

    // Never sold, so removing it deletes it.
    await page.goto(`/admin/products/${product.product_id}`);
    await until(() => grid.getByLabel('SKU of 500 g').isVisible()).toBe(true);
    await grid.getByRole('button', { name: 'Remove 500 g' }).click();
    await grid.getByRole('button', { name: 'Save sizes' }).click();
    await sawToast(page, 'Sizes saved.');
    await until(() => grid.getByLabel('SKU of 500 g').count()).toBe(0);
    await until(async () => (await apiData<Detail>(page, `/productById/${product.product_id}`)).product.variants.map((v) => v.label)).toEqual(['70 g']);
  });
});
