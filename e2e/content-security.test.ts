import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newShopper } from './support/browser';
import { productInStock } from './support/shop';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Every Content-Security-Policy violation the page reports, as "directive blocked-uri (source)". */
async function recordViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('reportCspViolation', (v: string) => seen.push(v));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { reportCspViolation: (v: string) => void }).reportCspViolation(`${e.violatedDirective} ${e.blockedURI} (${e.sourceFile}:${e.lineNumber})`);
    }),
  );
  return seen;
}

describe('the content security policy', () => {
  it('is never broken by the pages with forms: the zod in their code makes no eval', async () => {
    const { page, context } = await newShopper(browser, 'phone');
    const violations = await recordViolations(page);
    const product = await productInStock(page);

    // The product page loads its delivery check and reviews after the first paint; both validate with zod.
    await page.goto(`/products/${product.slug}`);
    await expect.poll(() => page.getByRole('heading', { name: 'Customer reviews' }).isVisible(), { timeout: 15_000 }).toBe(true);
    await page.getByRole('heading', { name: 'Customer reviews' }).scrollIntoViewIfNeeded();
    for (const path of ['/login', '/sign-up', '/contact']) {
      await page.goto(path);
      // A form validates on submit: an empty one shows its messages, which is zod parsing.
      await page.locator('main form button[type=submit]').first().click();
      await expect.poll(() => page.locator('.field__error, [role=alert]').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    }
    expect(violations).toEqual([]);
    await context.close();
  });
});
