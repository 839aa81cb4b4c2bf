import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, logInToAdmin } from './support/admin';
import { seriousA11yViolations } from './support/axe';
import { launchBrowser, newShopper } from './support/browser';
import { sawToast } from './support/shop';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  fs.mkdirSync('screenshots', { recursive: true });
});
afterAll(() => browser?.close());

const until = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 20_000 });
const heading = (page: Page, name: string | RegExp, level = 1) => page.getByRole('heading', { level, name });

/** The page at both widths; on a phone the menu is a drawer, so the shot waits for it to be closed. */
async function shoot(page: Page, name: string) {
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: width === 375 ? 800 : 900 });
    if (width === 375) await until(() => page.locator('.adm-sidebar').evaluate((side) => side.getBoundingClientRect().right <= 0)).toBe(true);
    await page.screenshot({ path: path.join('screenshots', `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** A maker the demo catalog keeps, named in the file as the owner would (no comma in it). */
const MAKER = 'Canino Pet Wellness Private Limited';

const csvFile = (rows: string[]) => ({
  name: 'products.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(
    [
      'product_slug,name,category,description,active,option_name,sku,size_label,net_quantity,net_unit,mrp,selling_price,stock,gtin,default_size,size_active,generic_name,manufactured_by,best_before_months',
      ...rows,
    ].join('\r\n'),
  ),
});

/** Two new products of the test's own, so the demo catalog stays as other tests expect it. */
async function twoProducts(page: Page, tag: string) {
  const names = [`Turmeric chews ${tag}`, `Neem shampoo ${tag}`];
  for (const name of names) await createProduct(page, { name, sellingPricePaise: 54950 });
  return names;
}

async function bulkEditTwo(page: Page, tag: string, names: string[]) {
  await page.goto(`/admin/products?q=${tag}`);
  await until(() => page.getByRole('checkbox', { name: `Select ${names[0]}` }).isVisible()).toBe(true);
  for (const name of names) await page.getByRole('checkbox', { name: `Select ${name}` }).check();
  const panel = page.getByRole('form', { name: 'Bulk edit' });
  await until(() => panel.getByText('2 products selected.').isVisible()).toBe(true);
  await panel.getByLabel('Selling price (₹)').fill('375.25');
  await panel.getByLabel('Stock').fill('77');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await shoot(page, 'admin-bulk-edit');
  await panel.getByRole('button', { name: 'Apply to 2 products' }).click();
  await sawToast(page, '2 products updated');
  const table = page.getByRole('table', { name: 'Products' });
  await until(() => table.getByRole('cell', { name: '77', exact: true }).count()).toBe(2);
  await until(() => table.getByText('₹375.25').count()).toBe(2);
}

describe("the owner's catalog tools", () => {
  it('bulk-edits two ticked products and previews a banner picture before saving it', async () => {
    const { page, context } = await newShopper(browser);
    // No transitions: a screenshot right after a resize shows the page, not the drawer sliding away.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const tag = String(Date.now()).slice(-6);
    await page.goto('/admin/products');
    await logInToAdmin(page);
    await until(() => heading(page, 'Products').isVisible()).toBe(true);
    await bulkEditTwo(page, tag, await twoProducts(page, tag));

    // A chosen picture shows before it is saved: the admin's policy lets blob: images load.
    await page.goto('/admin/banners/new');
    await until(() => heading(page, /banner/i).isVisible()).toBe(true);
    const picture = await sharp({ create: { width: 1200, height: 400, channels: 3, background: '#2f7d5b' } })
      .jpeg()
      .toBuffer();
    await page.locator('input[type=file]').first().setInputFiles({ name: 'sale.jpg', mimeType: 'image/jpeg', buffer: picture });
    const preview = page.getByRole('img', { name: 'Chosen image: sale.jpg' });
    await until(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1200);
    await shoot(page, 'admin-image-preview');
    await context.close();
  });

  it('checks a CSV with a bad row, imports the fixed file, then bulk-edits the two new products', async () => {
    const { page, context } = await newShopper(browser);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const tag = String(Date.now()).slice(-6);
    const names = [`Turmeric chews ${tag}`, `Neem shampoo ${tag}`];
    const rows = (category: string) => [
      `e2e-${tag}-a,${names[0]},Joint & Mobility,Golden paste chews,yes,Pack size,E2E-${tag}-A,60 chews,60,count,599,549.50,12,,yes,yes,Joint supplement for dogs,${MAKER},24`,
      `e2e-${tag}-b,${names[1]},${category},Gentle neem wash,yes,Bottle,E2E-${tag}-B,200 ml,200,ml,449,399,8,,yes,yes,Herbal shampoo for dogs,${MAKER},36`,
    ];
    await page.goto('/admin/products');
    await logInToAdmin(page);
    await page.getByRole('link', { name: 'Import / export CSV' }).click();
    await until(() => heading(page, 'Import products').isVisible()).toBe(true);

    // The dry run names the bad row and imports nothing.
    await page.getByLabel('CSV file').setInputFiles(csvFile(rows('Shampoos')));
    await page.getByRole('button', { name: 'Check file' }).click();
    await until(() => heading(page, '1 of 2 rows need fixing', 2).isVisible()).toBe(true);
    await until(() => page.getByText('Unknown category "Shampoos"').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: /^Import \d/ }).count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shoot(page, 'admin-import-dry-run');

    // Fixed, checked again, then imported.
    await page.getByLabel('CSV file').setInputFiles(csvFile(rows('Skin & Coat')));
    await page.getByRole('button', { name: 'Check file' }).click();
    await until(() => heading(page, 'Ready to import', 2).isVisible()).toBe(true);
    await shoot(page, 'admin-import-ready');
    await page.getByRole('button', { name: 'Import 2 products' }).click();
    await sawToast(page, '2 products created, 0 updated');
    await until(() => heading(page, 'Imported', 2).isVisible()).toBe(true);

    await bulkEditTwo(page, tag, names);

    // A price fix from a file: the check shows each change, old → new, before anything is written.
    await page.goto('/admin/products/import');
    await page
      .getByLabel('CSV file')
      .setInputFiles(
        csvFile([
          `e2e-${tag}-a,${names[0]},Joint & Mobility,Golden paste chews,no,Pack size,E2E-${tag}-A,60 chews,60,count,599,360,77,,yes,yes,Joint supplement for dogs,${MAKER},24`,
        ]),
      );
    await page.getByRole('button', { name: 'Check file' }).click();
    await until(() => heading(page, 'Ready to import', 2).isVisible()).toBe(true);
    const changes = page.getByRole('table', { name: 'Changes the import makes' });
    await until(() => changes.getByRole('listitem').allTextContents()).toEqual([expect.stringMatching(/^Selling price: ₹375\.25\s*→\s*changed to ₹360\.00$/)]);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shoot(page, 'admin-import-changes');
    await context.close();
  });
});
