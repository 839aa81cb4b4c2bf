import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser, newShopper } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

it('serves the storefront and its API from one port', async () => {
  const { page, context } = await newShopper(browser);
  await page.goto('/');
  await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent()).toContain('Canino');
  const res = await page.request.get('/admin/api/product');
  expect((await res.json()).data.length).toBeGreaterThanOrEqual(24);
  await context.close();
});
