import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER } from './support/admin';
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

      const owner = await newShopper(browser, viewport);
      await owner.page.request.post('/admin/api/admin/login', { data: DEMO_OWNER });
      const waiting = (await (await owner.page.request.get('/admin/api/admin/stock-alerts')).json()) as { data: { productId: number; waiting: number }[] };
      expect(waiting.data.find((w) => w.productId === soldOut!.product_id)?.waiting).toBeGreaterThan(0);
    });
  }
});
