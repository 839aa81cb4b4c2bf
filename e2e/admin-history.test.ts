import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, DEMO_OWNER, logInToAdmin } from './support/admin';
import { seriousA11yViolations } from './support/axe';
import { launchBrowser, newShopper, VIEWPORTS } from './support/browser';
import { emailedLink } from './support/outbox';
import { sawToast } from './support/shop';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const until = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000 });

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
  it('the owner edits price and stock, sees the stock change in the stock history and the price before → after in the History, then finds it in the audit log', async () => {
    const { page, context } = await newShopper(browser);
    await page.goto('/admin/products');
    await logInToAdmin(page);
    await until(() => page.getByRole('heading', { level: 1, name: 'Products' }).isVisible()).toBe(true);

    // A product of this test's own, made through the admin API with the page's session.
    const name = `History chews ${Date.now()}`;
    const { id } = await createProduct(page, { name, sellingPricePaise: 49900, description: 'Chews.' });

    await page.goto(`/admin/products/${id}`);
    await until(() => page.getByRole('heading', { level: 1, name }).isVisible()).toBe(true);
    await page.getByLabel('Selling price (₹)').fill('459');
    await page.getByRole('textbox', { name: 'Stock', exact: true }).fill('20');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await sawToast(page, `Product "${name}" saved`);

    const stock = page.getByRole('table', { name: 'Stock history' });
    await until(() => stock.getByRole('row').filter({ hasText: 'Manual edit' }).isVisible()).toBe(true);
    const edit = await stock.getByRole('row').filter({ hasText: 'Manual edit' }).textContent();
    expect(edit).toContain('+8');
    expect(edit).toContain('20');
    // Who made it, by name, not as the history's code for an admin.
    expect(edit).toContain(DEMO_OWNER.email);
    expect(edit).not.toContain('admin:');
    expect(await stock.getByRole('row').filter({ hasText: 'Opening stock' }).textContent()).toContain('+12');

    // The admin changes: who, and the price before → after (the stock is left to the stock history).
    const history = page.getByRole('table', { name: 'History' });
    const priceChange = history.getByRole('row').filter({ hasText: 'Update' });
    await until(() => priceChange.isVisible()).toBe(true);
    const change = (await priceChange.textContent()) ?? '';
    expect(change).toContain(DEMO_OWNER.email);
    expect(change).toMatch(/Selling price: ₹499\.00\s*→.*₹459\.00/);
    expect(change).not.toContain('Stock');
    expect(await history.getByRole('row').filter({ hasText: 'Create' }).count()).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shoot(page, 'admin-product-history');

    // The owner's search of everything, from the menu; its filters are in the address.
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Audit log' }).click();
    await until(() => page.getByRole('heading', { level: 1, name: 'Audit log' }).isVisible()).toBe(true);
    await page.getByLabel('Record').selectOption('product');
    await page.getByLabel('Search the audit log').fill(name);
    await until(async () => new URL(page.url()).searchParams.get('q')).toBe(name);
    expect(new URL(page.url()).searchParams.get('entity')).toBe('product');
    const found = page.getByRole('table', { name: 'Admin changes' }).getByRole('row').filter({ hasText: 'Update' });
    await until(() => found.isVisible()).toBe(true);
    expect(await found.textContent()).toMatch(/₹499\.00\s*→.*₹459\.00/);
    // A reload (or a shared link) shows the same search.
    await page.reload();
    await until(() => found.isVisible()).toBe(true);
    expect(await page.getByLabel('Search the audit log').inputValue()).toBe(name);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shoot(page, 'admin-audit-search');
    // Its record links back to the product's page.
    await found.getByRole('link', { name }).click();
    await until(() => page.getByRole('heading', { level: 1, name }).isVisible()).toBe(true);
    await context.close();
  });

  it('a catalog staff member cannot open the audit log, and the menu does not offer it', async () => {
    const email = `asha.${Date.now()}@example.in`;
    const { page, context } = await newShopper(browser, 'phone');
    expect((await context.request.post('/admin/api/admin/login', { data: DEMO_OWNER })).status()).toBe(200);
    expect((await context.request.post('/admin/api/admin/staff/invitations', { data: { name: 'Asha', email, role: 'catalog' } })).status()).toBe(200);
    await context.request.post('/admin/api/admin/logout', { data: {} });
    const token = new URLSearchParams(new URL(await emailedLink(email, '/admin/accept-invitation#token=')).hash.slice(1)).get('token');
    expect((await context.request.post('/admin/api/admin/invitations/accept', { data: { token, password: 'asha-catalog-1' } })).status()).toBe(200);

    await page.goto('/admin/audit');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill('asha-catalog-1');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await until(() => page.getByRole('heading', { level: 1, name: 'Not part of your role' }).isVisible()).toBe(true);
    expect(await page.getByRole('table').count()).toBe(0);
    expect((await page.request.get('/admin/api/admin/audit')).status()).toBe(403);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Admin sections' });
    await until(() => menu.getByRole('link', { name: 'Products' }).isVisible()).toBe(true);
    expect(await menu.getByRole('link', { name: 'Audit log' }).count()).toBe(0);
    await context.close();
  });
});
