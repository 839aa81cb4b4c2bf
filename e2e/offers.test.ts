import fs from 'node:fs';
import { formatINR, rupeesToPaise } from '@canino/shared';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInToAdmin } from './support/admin';
import { seriousA11yViolations } from './support/axe';
import { launchBrowser, newShopper } from './support/browser';
import { productInStock, sawToast, seedCart, totalsCell } from './support/shop';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  fs.mkdirSync('screenshots', { recursive: true });
});
afterAll(() => browser?.close());

const until = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 20_000 });
/** The demo shop shows SAVE100 (₹100 off from ₹1,499) and WELCOME10 (first orders). */
const SAVE100_MIN = 149900;

describe('offers shown to shoppers', () => {
  for (const viewport of ['phone', 'desktop'] as const) {
    const width = viewport === 'phone' ? 375 : 1440;
    it(`at ${width} px the product page lists the offers, drawn by the server, and the cart suggests the one that fits and applies it`, async () => {
      const { page, context } = await newShopper(browser, viewport);
      await page.goto('/');
      const product = await productInStock(page, 5);
      const price = rupeesToPaise(product.product_sprice);
      // The offers come in the page's HTML, so they are there before the app runs.
      const html = await (await page.request.get(`/products/${product.slug}`)).text();
      expect(html).toContain('SAVE100');
      await page.goto(`/products/${product.slug}`);
      const offers = page.getByRole('region', { name: 'Offers' });
      await until(() => offers.textContent()).toContain('Use SAVE100: ₹100.00 off on orders of ₹1,499.00 or more');
      expect(await offers.textContent()).toContain('Use WELCOME10: 10% off, on your first order');
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `screenshots/offers-product-${width}.png` });

      // One pack: below SAVE100's minimum, the cart says how far off it is.
      const few = price < SAVE100_MIN ? 1 : 0;
      const enough = Math.ceil(SAVE100_MIN / price);
      expect(enough).toBeLessThanOrEqual(product.stock);
      await seedCart(context, [{ product, quantity: few || enough }]);
      await page.goto('/cart');
      if (few) await until(() => page.getByText(`Add ${formatINR(SAVE100_MIN - price)} more to use SAVE100`).isVisible()).toBe(true);
      // Enough packs: the cart suggests it and applies it with one tap, as a typed code.
      if (few) {
        await page.getByRole('spinbutton').first().fill(String(enough));
        await page.getByRole('spinbutton').first().blur();
      }
      await until(() => page.getByText('Use SAVE100 to save ₹100.00.').isVisible()).toBe(true);
      await page.screenshot({ path: `screenshots/offers-cart-${width}.png`, fullPage: true });
      await page.getByRole('button', { name: 'Apply SAVE100' }).click();
      await until(() => page.getByRole('status').filter({ hasText: 'Coupon SAVE100 applied' }).isVisible()).toBe(true);
      await until(() => totalsCell(page.locator('.cart-summary'), /Discount|Coupon/).textContent()).toContain('₹100.00');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await context.close();
    });
  }

  it('at 1440 px the owner shows a new coupon to shoppers from its form, unticked until chosen', async () => {
    const { page } = await newShopper(browser, 'desktop');
    await page.goto('/admin/coupons/new');
    await logInToAdmin(page);
    const show = page.getByLabel(/^Show to shoppers/);
    await until(() => show.isVisible()).toBe(true);
    expect(await show.isChecked()).toBe(false);
    const code = `SHOWN${Date.now() % 100000}`;
    await page.getByRole('textbox', { name: /^Code/ }).fill(code);
    await page.getByRole('textbox', { name: /^Discount \(%\)/ }).fill('7');
    await show.check();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: 'screenshots/offers-coupon-form-1440.png', fullPage: true });
    await page.getByRole('button', { name: 'Create coupon' }).click();
    await sawToast(page, `Coupon ${code} created`);
    const listed = async () => ((await (await page.request.get('/admin/api/offers')).json()).data as { code: string }[]).map((o) => o.code);
    await until(listed).toContain(code);
    // Taken away again, so the other tests' carts see the demo offers only.
    const row = page.getByRole('row').filter({ hasText: code });
    await until(() => row.textContent()).toContain('Shown to shoppers');
    const id = (await (await page.request.get(`/admin/api/admin/coupons?q=${code}`)).json()).data.items[0].id as number;
    expect((await page.request.delete(`/admin/api/admin/coupons/${id}`, { headers: { origin: new URL(page.url()).origin } })).ok()).toBe(true);
    await until(listed).not.toContain(code);
  });
});
