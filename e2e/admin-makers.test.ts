import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInToAdmin } from './support/admin';
import { seriousA11yViolations } from './support/axe';
import { launchBrowser, newShopper, VIEWPORTS } from './support/browser';
import { sawToast } from './support/shop';

let browser: Browser;
beforeAll(async () => {
  fs.mkdirSync('screenshots', { recursive: true });
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const until = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000 });
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** At 375 px and at 1440 px: no serious accessibility problem, and a picture to look at. */
async function checkAtBothWidths(page: Page, name: string) {
  for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
    await page.setViewportSize(viewport);
    // On a phone the menu is a drawer: look once it is closed (no transitions: reduced motion).
    if (viewport === VIEWPORTS.phone) await until(() => page.locator('.adm-sidebar').evaluate((side) => side.getBoundingClientRect().right <= 0)).toBe(true);
    expect(await seriousA11yViolations(page), `${name} at ${viewport.width} px`).toEqual([]);
    // From the top: a page scrolled to a field shows the sticky top bar halfway down the full-page picture.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join('screenshots', `${name}-${viewport.width}.png`), fullPage: true });
  }
}

describe('the makers products declare', () => {
  it('the owner adds a maker, names it on a product, and cannot delete it while the product does', async () => {
    const stamp = Date.now().toString(36);
    const makerName = `Aravali Pet Labs ${stamp}`;
    const productName = `Aravali Joint Chews ${stamp}`;
    const { page, context } = await newShopper(browser);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/admin');
    await logInToAdmin(page);
    await until(() => heading(page, 'Dashboard').isVisible()).toBe(true);

    // Makers are in the menu beside the products.
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Makers' }).click();
    await until(() => heading(page, 'Makers').isVisible()).toBe(true);
    await until(() => page.getByRole('link', { name: 'Canino Pet Wellness Private Limited', exact: true }).isVisible()).toBe(true);
    await checkAtBothWidths(page, 'admin-makers');

    // An address without its town, state and PIN is refused, in the words of the server's schema the form checks with.
    await page.getByRole('link', { name: 'Add maker' }).click();
    await until(() => heading(page, 'New maker').isVisible()).toBe(true);
    await page.getByLabel('Name').fill(makerName);
    await page.getByLabel('Address').fill('Sitapura');
    await page.getByRole('button', { name: 'Add maker' }).click();
    await until(() => page.getByText('Enter the full address: building, street, town, state and PIN or postal code').isVisible()).toBe(true);
    await checkAtBothWidths(page, 'admin-maker-new');
    await page.getByLabel('Address').fill('E-22, RIICO Industrial Area, Sitapura, Jaipur, Rajasthan 302022, India');
    await page.getByRole('button', { name: 'Add maker' }).click();
    await sawToast(page, `Maker "${makerName}" added`);
    const row = page.getByRole('row').filter({ hasText: makerName });
    await until(() => row.isVisible()).toBe(true);
    expect(await row.textContent()).toContain('Jaipur, Rajasthan 302022');

    // A new product on sale without its declarations: each missing one is named, and what to do.
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Products' }).click();
    await page.getByRole('link', { name: 'Add product' }).click();
    await until(() => heading(page, 'New product').isVisible()).toBe(true);
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(productName);
    await page.getByLabel('Category').selectOption({ index: 1 });
    await page.getByLabel('List price (₹)').fill('899');
    await page.getByLabel('Selling price (₹)').fill('749');
    await page.getByLabel('Short description').fill('Chews with glucosamine for older dogs.');
    const addMaker = page.getByRole('link', { name: 'Add a maker' });
    expect(await addMaker.getAttribute('href')).toBe('/admin/makers/new');
    expect(await addMaker.getAttribute('target')).toBe('_blank');
    await page.getByRole('button', { name: 'Create product' }).click();
    await until(() => page.getByText('Manufactured by is required on a product on sale').isVisible()).toBe(true);
    expect(await page.getByText('Generic name is required on a product on sale').isVisible()).toBe(true);
    expect(
      await page
        .getByText('A product on sale must show every declaration; missing: Manufactured by, Generic name, Best before. Fill them in, or save it as not active.')
        .isVisible(),
    ).toBe(true);
    await checkAtBothWidths(page, 'admin-product-declarations');

    // Made abroad, it must name its importer too.
    await page.getByLabel('Manufactured by').selectOption({ label: makerName });
    await page.getByLabel('Country of origin').fill('Nepal');
    await page.getByLabel('Generic name').fill('Joint supplement for dogs');
    await page.getByLabel('Best before (months from manufacture)').fill('24');
    await page.getByRole('button', { name: 'Create product' }).click();
    await until(() => page.getByText('Imported by is required on a product on sale').isVisible()).toBe(true);
    await page.getByLabel('Imported by').selectOption({ label: 'Canino Pet Wellness Private Limited' });
    await page.getByRole('button', { name: 'Create product' }).click();
    await until(() => heading(page, productName).isVisible()).toBe(true);
    // The saved product opens on the declarations it was given.
    expect(await page.getByLabel('Manufactured by').locator('option:checked').textContent()).toBe(makerName);
    expect(await page.getByLabel('Packed by').locator('option:checked').textContent()).toBe('The manufacturer');

    // The maker now counts the product, and the server keeps it while the product names it.
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Makers' }).click();
    await until(() => row.isVisible()).toBe(true);
    await until(() => row.getByRole('cell').nth(2).textContent()).toBe('1');
    await row.getByRole('button', { name: `Delete ${makerName}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await sawToast(page, '1 product names this maker. Choose another maker on it first.');
    await until(() => page.getByRole('dialog').count()).toBe(0);
    expect(await row.isVisible()).toBe(true);

    // Its page keeps its history, as every record's does.
    await row.getByRole('link', { name: makerName, exact: true }).click();
    await until(() => heading(page, makerName).isVisible()).toBe(true);
    await until(() => page.getByRole('heading', { name: 'History' }).isVisible()).toBe(true);
    await until(() => page.getByRole('status').filter({ hasText: 'Loading' }).count()).toBe(0);
    await checkAtBothWidths(page, 'admin-maker-edit');
    await context.close();
  }, 180_000);

  it('the products list flags a product without its declarations, and filters those on sale', async () => {
    const { page, context } = await newShopper(browser);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/admin/products');
    await logInToAdmin(page);
    await until(() => heading(page, 'Products').isVisible()).toBe(true);

    // Off sale, a product may be saved without declarations (made through the admin API with the page's session).
    const name = `Undeclared balm ${Date.now().toString(36)}`;
    const categories = (await (await page.request.get('/admin/api/admin/categories?pageSize=1')).json()).data.items as { id: number }[];
    const body = { name, categoryId: categories[0]!.id, listPricePaise: 39900, sellingPricePaise: 34900, description: 'Paw balm.', stock: 5, active: false };
    expect((await page.request.post('/admin/api/admin/products', { data: body })).status()).toBe(200);

    const search = page.getByRole('searchbox', { name: 'Search products' });
    await search.fill(name);
    await search.press('Enter');
    const row = page.getByRole('row').filter({ hasText: name });
    await until(() => row.isVisible()).toBe(true);
    expect(await row.getByText('Declarations missing').isVisible()).toBe(true);
    await checkAtBothWidths(page, 'admin-products-declarations-missing');

    // The filter lists the products on sale that lack a declaration; this one is not on sale.
    await page.getByLabel('Show').selectOption({ label: 'Missing declarations' });
    await until(async () => new URL(page.url()).searchParams.get('state')).toBe('missing_declarations');
    await until(() => page.getByText('No products match these filters.').isVisible()).toBe(true);
    await context.close();
  }, 120_000);
});
