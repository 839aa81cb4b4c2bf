import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startShop, type ShopProcess } from '../apps/api/test/helpers/server-process';
import { seriousA11yViolations } from './support/axe';
import { dataDir as e2eDataDir, launchBrowser, VIEWPORTS } from './support/browser';

/**
 * A staging shop: simulated payments set on purpose on a public address. Every page must say that no
 * real money is taken, without breaking the layout at a phone's or a desktop's width.
 */
/** A fresh shop loads the demo catalog first; on a busy machine that takes minutes. */
const START_TIMEOUT = 300_000;
let browser: Browser;
let shop: ShopProcess;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'canino-staging-'));
  shop = await startShop(
    {
      DATA_DIR: dataDir,
      WEB_DIST: path.join(e2eDataDir(), 'web'),
      PUBLIC_URL: 'http://staging.canino.test',
      PAYMENTS: 'simulated',
    },
    START_TIMEOUT,
  );
  browser = await launchBrowser();
}, START_TIMEOUT + 10_000);
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const PAGES = { home: '/', 'product-details': '/product-details?id=6', checkout: '/checkout' };

describe.each(Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[])('the test-mode ribbon at %s width', (viewport) => {
  it.each(Object.entries(PAGES))('%s shows it above the header, fits the width, and passes axe', async (name, url) => {
    const context = await browser.newContext({ baseURL: shop.url, viewport: VIEWPORTS[viewport], locale: 'en-IN' });
    try {
      const page = await context.newPage();
      await page.goto(url);
      const ribbon = page.getByRole('region', { name: 'Test mode' });
      await expect.poll(() => ribbon.textContent()).toContain('Test mode: no real money is taken');
      await page.locator('.site-header').waitFor();
      await page.locator('main h1, main h2').first().waitFor();
      const [ribbonBox, headerBox] = [await ribbon.boundingBox(), await page.locator('.site-header').boundingBox()];
      expect(ribbonBox!.y).toBe(0);
      expect(ribbonBox!.y + ribbonBox!.height).toBeLessThanOrEqual(headerBox!.y + 0.5);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS[viewport].width);
      expect(await seriousA11yViolations(page)).toEqual([]);
      fs.mkdirSync('screenshots', { recursive: true });
      await page.screenshot({ path: `screenshots/test-mode-${name}-${VIEWPORTS[viewport].width}.png` });
    } finally {
      await context.close();
    }
  });
});
