import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { logInToAdmin } from './support/admin';
import { seriousA11yViolations } from './support/axe';
import { launchBrowser, newShopper, VIEWPORTS } from './support/browser';
import { apiData, type ApiProduct } from './support/shop';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());
afterEach(async () => {
  await Promise.all(browser.contexts().map((c) => c.close()));
});

describe('tell me when it is back', () => {
  for (const viewport of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
    it(`a guest leaves an email under a sold-out product at ${VIEWPORTS[viewport].width} px, and the owner sees who waits`, async () => {
      const { page } = await newShopper(browser, viewport);
      const soldOut = (await apiData<ApiProduct[]>(page, '/product')).find((p) => p.stock === 0 && !p.sizes);
      expect(soldOut, 'the demo catalogue has a sold-out product').toBeDefined();
      await page.goto(`/products/${soldOut!.slug}`);
      const email = page.getByLabel('Your email');
      await expect.poll(() => email.isVisible()).toBe(true);
      // Nothing typed: asked for, and nothing is sent.
      await page.getByRole('button', { name: 'Notify me' }).click();
      await expect.poll(() => page.getByText('Enter your email address', { exact: true }).isVisible()).toBe(true);
      await page.locator('.notify-me').screenshot({ path: `screenshots/notify-me-form-${VIEWPORTS[viewport].width}.png` });
      await email.fill(`waiting.${viewport}@example.in`);
      await page.getByRole('button', { name: 'Notify me' }).click();
      await expect
        .poll(() =>
          page
            .getByRole('status')
            .filter({ hasText: `We will email waiting.${viewport}@example.in when it is back in stock.` })
            .isVisible(),
        )
        .toBe(true);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.screenshot({ path: `screenshots/notify-me-${VIEWPORTS[viewport].width}.png`, fullPage: false });

      // The owner sees who waits for what.
      const owner = await newShopper(browser, viewport);
      await owner.page.goto('/admin/waiting-for-stock');
      await logInToAdmin(owner.page);
      const row = owner.page.getByRole('row').filter({ hasText: soldOut!.product_name });
      await expect.poll(() => row.isVisible()).toBe(true);
      expect(await row.textContent()).toMatch(/\d+ shoppers?/);
      expect(await seriousA11yViolations(owner.page)).toEqual([]);
      await owner.page.screenshot({ path: `screenshots/admin-waiting-for-stock-${VIEWPORTS[viewport].width}.png`, fullPage: false });
    });
  }
});
