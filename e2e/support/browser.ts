import { HYDRATION_ERROR } from '@canino/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect, inject, onTestFinished } from 'vitest';
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
  failOnHydrationErrors(context);
  const page = await context.newPage();
  return { context, page };
}

/**
 * Fails the test when a page of the context could not be hydrated as the server drew it (main.tsx writes
 * HYDRATION_ERROR to the console): React draws such a part afresh, so the page looks right and the
 * mismatch would pass unseen. A context opened by a test is checked when the test finishes; one shared by
 * a file's tests (opened before them), or used after the test that opened it, fails the run as soon as it
 * happens.
 */
function failOnHydrationErrors(context: BrowserContext): void {
  const seen: string[] = [];
  let inTest = true;
  try {
    onTestFinished(async () => {
      // A page still open may have parts React has not hydrated yet: give it until the browser is idle.
      for (const page of context.pages()) await page.evaluate(() => new Promise((idle) => requestIdleCallback(idle, { timeout: 2000 }))).catch(() => undefined);
      inTest = false;
      expect(seen, 'hydration errors').toEqual([]);
    });
  } catch {
    inTest = false;
  }
  context.on('console', (message) => {
    if (message.type() !== 'error' || !message.text().startsWith(HYDRATION_ERROR)) return;
    const error = `${message.page()?.url() ?? ''}: ${message.text()}`;
    if (inTest) seen.push(error);
    // Outside Playwright's own dispatch, so that it reaches the test runner as an unhandled error.
    else
      setTimeout(() => {
        throw new Error(error);
      });
  });
}
