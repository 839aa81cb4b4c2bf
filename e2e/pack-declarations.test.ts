import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe';
import { baseUrl, launchBrowser, newShopper, VIEWPORTS } from './support/browser';
import { apiData, inr, type ApiProduct } from './support/shop';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  fs.mkdirSync('screenshots', { recursive: true });
});
afterAll(() => browser?.close());

const until = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000 });

interface Party {
  name: string;
  address: string;
}
interface Detail {
  product: ApiProduct & { variants: { sku: string; label: string; product_dprice: number; best_before?: string }[] };
  declarations: { manufactured_by: Party; imported_by: Party | null; packed_by: Party | null; generic_name: string; customer_care: { phone: string; email: string } };
}

async function detailOf(page: Page, slug: string) {
  const listed = (await apiData<ApiProduct[]>(page, '/product')).find((p) => p.slug === slug)!;
  return apiData<Detail>(page, `/productById/${listed.product_id}`);
}

/** The declarations' value for a label, as the shopper reads it. */
const declared = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Product declarations' })
    .locator('.pack-decl__row')
    .filter({ has: page.getByRole('term').getByText(label, { exact: true }) })
    .getByRole('definition');

// Legal Metrology's rule 6 for e-commerce: what the pack declares is on the listing, before the purchase,
// for the size the shopper is looking at.
describe.each(Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[])('what the pack declares, at %s width', (viewport) => {
  it('shows the chosen size’s net quantity and MRP, the makers with their addresses, origin, shelf life and customer care', async () => {
    const { page, context } = await newShopper(browser, viewport);
    const detail = await detailOf(page, 'daily-multi-chewable-tablets');
    const [small, big] = detail.product.variants;
    await page.goto('/products/daily-multi-chewable-tablets');
    const region = page.getByRole('region', { name: 'Product declarations' });
    await until(() => region.isVisible()).toBe(true);
    expect(await declared(page, 'Generic name').textContent()).toBe(detail.declarations.generic_name);
    expect(await declared(page, 'Manufactured by').textContent()).toBe(`${detail.declarations.manufactured_by.name}, ${detail.declarations.manufactured_by.address}`);
    expect(await declared(page, 'Country of origin').textContent()).toBe('India');
    expect(await declared(page, 'Customer care').textContent()).toContain(detail.declarations.customer_care.email);
    // Made and packed here by the shop itself: no packer or importer is named.
    expect(await region.getByText('Imported by').count()).toBe(0);
    expect(await region.getByText('Packed by').count()).toBe(0);

    // The size chosen first is the default; choosing the other changes what is declared with it.
    const firstQuantity = await declared(page, 'Net quantity').textContent();
    expect([small!.label, big!.label]).toContain(firstQuantity);
    const [first, other] = firstQuantity === small!.label ? [small!, big!] : [big!, small!];
    // Best before is the month of the batch that would ship for the chosen size (decision 062).
    expect(first.best_before).toMatch(/^at least [A-Z][a-z]{2} \d{4}$/);
    expect(await declared(page, 'Best before').textContent()).toBe(first.best_before);
    await page.getByRole('radio', { name: new RegExp(`^${other.label}`) }).check();
    await until(() => declared(page, 'Net quantity').textContent()).toBe(other.label);
    expect(await declared(page, 'Best before').textContent()).toBe(other.best_before);
    expect(await declared(page, 'MRP').textContent()).toBe(`${inr(other.product_dprice)} (inclusive of all taxes)`);
    expect(await declared(page, 'Unit sale price').textContent()).toMatch(/^₹[\d,]+\.\d\d per tablet$/);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await region.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join('screenshots', `pack-declarations-${VIEWPORTS[viewport].width}.png`) });
    await context.close();
  });

  it('names the importer of goods made abroad, and the packer when another than the maker packed it', async () => {
    const { page, context } = await newShopper(browser, viewport);
    const imported = await detailOf(page, 'green-lipped-mussel-tablets');
    await page.goto('/products/green-lipped-mussel-tablets');
    await until(() => declared(page, 'Country of origin').textContent()).toBe('New Zealand');
    expect(await declared(page, 'Imported by').textContent()).toBe(`${imported.declarations.imported_by!.name}, ${imported.declarations.imported_by!.address}`);

    const packed = await detailOf(page, 'paw-nose-balm');
    await page.goto('/products/paw-nose-balm');
    await until(() => declared(page, 'Packed by').textContent()).toBe(`${packed.declarations.packed_by!.name}, ${packed.declarations.packed_by!.address}`);
    await context.close();
  });
});

describe('declarations without JavaScript', () => {
  it('are drawn by the server, for the size the address names', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseUrl() });
    const page = await context.newPage();
    const detail = await detailOf(page, 'daily-multi-chewable-tablets');
    const size = detail.product.variants.at(-1)!;
    await page.goto(`/products/daily-multi-chewable-tablets?size=${encodeURIComponent(size.sku)}`);
    expect(await declared(page, 'Manufactured by').textContent()).toContain(detail.declarations.manufactured_by.name);
    expect(await declared(page, 'MRP').textContent()).toBe(`${inr(size.product_dprice)} (inclusive of all taxes)`);
    await context.close();
  });
});
