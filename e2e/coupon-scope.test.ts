import fs from 'node:fs';
import { formatINR, rupeesToPaise } from '@canino/shared';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER, logInToAdmin } from './support/admin';
import { seriousA11yViolations } from './support/axe';
import { launchBrowser, newShopper } from './support/browser';
import { productInStock, sawToast, seedCart, totalsCell, type ApiProduct } from './support/shop';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  fs.mkdirSync('screenshots', { recursive: true });
});
afterAll(() => browser?.close());

const until = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 20_000 });
const code = `ONLY${Date.now() % 100000}`;

describe('a coupon for one product only', () => {
  let covered: ApiProduct;
  let other: ApiProduct;
  let couponId = 0;

  it('at 1440 px the owner makes a 20 % coupon for one product from the coupon form and shows it', async () => {
    const { page } = await newShopper(browser, 'desktop');
    await page.goto('/admin/coupons/new');
    await logInToAdmin(page);
    covered = await productInStock(page, 2);
    other = await productInStock(page, 2, [covered.product_id]);
    await page.getByRole('textbox', { name: /^Code/ }).fill(code);
    await page.getByRole('textbox', { name: /^Discount \(%\)/ }).fill('20');
    await page.getByRole('radio', { name: 'Chosen categories, products or sizes' }).check();
    // Saving with nothing chosen says what is missing, and saves nothing.
    await page.getByRole('button', { name: 'Create coupon' }).click();
    await until(() => page.getByRole('alert').filter({ hasText: 'Choose at least one category, product or size' }).isVisible()).toBe(true);
    await page.getByRole('searchbox', { name: /^Find a product/ }).fill(covered.product_name.slice(0, 8));
    await page.getByRole('checkbox', { name: covered.product_name, exact: true }).check();
    // Ticking one clears the message, and the form says what is chosen.
    await until(() => page.getByText('Choose at least one category, product or size').count()).toBe(0);
    expect(await page.getByText('Chosen: 1 product.').isVisible()).toBe(true);
    await page.getByLabel(/^Show to shoppers/).check();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: 'screenshots/coupon-scope-form-1440.png', fullPage: true });
    await page.getByRole('button', { name: 'Create coupon' }).click();
    await sawToast(page, `Coupon ${code} created`);
    const row = page.getByRole('row').filter({ hasText: code });
    await until(() => row.textContent()).toContain(`20% off on ${covered.product_name}`);
    couponId = (await (await page.request.get(`/admin/api/admin/coupons?q=${code}`)).json()).data.items[0].id as number;
  });

  it('at 375 px the offer shows on its product only, and in the cart it takes 20 % off that line alone', async () => {
    const { page, context } = await newShopper(browser, 'phone');
    await page.goto(`/products/${covered.slug}`);
    const offers = page.getByRole('region', { name: 'Offers' });
    await until(() => offers.textContent()).toContain(`Use ${code}: 20% off on ${covered.product_name}`);
    await page.goto(`/products/${other.slug}`);
    await until(() => page.getByRole('heading', { level: 1 }).textContent()).toContain(other.product_name);
    expect(await page.getByText(`Use ${code}`).count()).toBe(0);

    await seedCart(context, [
      { product: covered, quantity: 1 },
      { product: other, quantity: 1 },
    ]);
    await page.goto('/cart');
    await page.getByRole('textbox', { name: 'Have a coupon?' }).fill(code);
    await page.getByRole('button', { name: 'Apply Code' }).click();
    await until(() =>
      page
        .getByRole('status')
        .filter({ hasText: `Coupon ${code} applied` })
        .isVisible(),
    ).toBe(true);
    const off = Math.round(rupeesToPaise(covered.product_sprice) / 5);
    await until(() => totalsCell(page.locator('.cart-summary'), /Discount|Coupon/).textContent()).toContain(formatINR(off));
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: 'screenshots/coupon-scope-cart-375.png', fullPage: true });

    // Without the covered product the cart holds nothing the coupon is for: it is taken off, with the reason.
    await page.getByRole('button', { name: `Remove ${covered.product_name}` }).click();
    await until(() => page.getByText(`${code} was removed: This coupon is not for anything in your cart`).isVisible()).toBe(true);
    await context.close();
  });

  afterAll(async () => {
    // Taken away again, and checked gone, so the other tests' carts see the demo offers only.
    if (!couponId) return;
    const { page, context } = await newShopper(browser, 'desktop');
    await page.goto('/');
    const origin = new URL(page.url()).origin;
    expect((await context.request.post('/admin/api/admin/login', { data: DEMO_OWNER, headers: { origin } })).ok()).toBe(true);
    expect((await context.request.delete(`/admin/api/admin/coupons/${couponId}`, { headers: { origin } })).ok()).toBe(true);
    const listed = ((await (await context.request.get('/admin/api/offers')).json()).data as { code: string }[]).map((o) => o.code);
    expect(listed).not.toContain(code);
    await context.close();
  });
});
