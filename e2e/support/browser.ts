import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import { VIEWPORTS } from './chromium';
import { clickOnlyWhenHydrated, recordToasts } from './shop';

// The browser launch lives in chromium.ts so scripts outside vitest (screenshots.ts) can use it too.
export { launchBrowser, VIEWPORTS } from './chromium';

export const baseUrl = () => inject('baseUrl');
export const dataDir = () => inject('dataDir');

export async function newShopper(browser: Browser, viewport: keyof typeof VIEWPORTS = 'desktop'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: VIEWPORTS[viewport], locale: 'en-IN' });
  await recordToasts(context);
  await clickOnlyWhenHydrated(context);
  const page = await context.newPage();
  return { context, page };
}
