import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe';
import { launchBrowser, newShopper, VIEWPORTS } from './support/browser';
import { toast } from './support/shop';

/** The demo admin that the embedded default creates at first start (README). */
const ADMIN = { email: 'admin@canino.local', password: 'canino-admin' };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const until = <T,>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000 });

async function shoot(page: Page, name: string) {
  fs.mkdirSync('screenshots', { recursive: true });
  for (const viewport of ['phone', 'desktop'] as const) {
    await page.setViewportSize(VIEWPORTS[viewport]);
    // The sidebar slides away when the page narrows; shoot once it has.
    await page.waitForTimeout(400);
    await page.screenshot({ path: path.join('screenshots', `${name}-${VIEWPORTS[viewport].width}.png`), fullPage: true });
  }
}

describe("a product's history in the admin", () => {
  it('the owner edits price and stock, and sees the stock change in the stock history', async () => {
    const { page, context } = await newShopper(browser);
    await page.goto('/admin/products');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel(/^Password/).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await until(() => page.getByRole('heading', { level: 1, name: 'Products' }).isVisible()).toBe(true);

    // A product of this test's own, made through the admin API with the page's session.
    const categories = (await (await page.request.get('/admin/api/admin/categories')).json()).data.items as { id: number }[];
    const name = `History chews ${Date.now()}`;
    const made = await page.request.post('/admin/api/admin/products', {
      data: { name, categoryId: categories[0]!.id, listPricePaise: 59900, sellingPricePaise: 49900, description: 'Chews.', stock: 12 },
    });
    expect(made.ok()).toBe(true);
    const id = (await made.json()).data.id as number;

    await page.goto(`/admin/products/${id}`);
    await until(() => page.getByRole('heading', { level: 1, name }).isVisible()).toBe(true);
    await page.getByLabel('Selling price (₹)').fill('459');
    await page.getByRole('textbox', { name: 'Stock', exact: true }).fill('20');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await until(() => toast(page, `Product "${name}" saved`).isVisible()).toBe(true);

    const stock = page.getByRole('table', { name: 'Stock history' });
    await until(() => stock.getByRole('row').filter({ hasText: 'Manual edit' }).isVisible()).toBe(true);
    const edit = await stock.getByRole('row').filter({ hasText: 'Manual edit' }).textContent();
    expect(edit).toContain('+8');
    expect(edit).toContain('20');
    expect(edit).toContain(`admin:${ADMIN.email}`);
    expect(await stock.getByRole('row').filter({ hasText: 'Opening stock' }).textContent()).toContain('+12');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shoot(page, 'admin-product-history');
    await context.close();
  });
});
