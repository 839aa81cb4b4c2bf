import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
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

/** Records each layout shift a page of `page` makes without the shopper's input, with what moved. */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; moved: string[] }[] = [];
    (window as unknown as { shifts: typeof shifts }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources: { node?: Node }[] }[]) {
        if (!entry.hadRecentInput)
          shifts.push({ value: entry.value, moved: entry.sources.map((s) => (s.node instanceof Element ? s.node.outerHTML.slice(0, 120) : String(s.node?.nodeName))) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * The least shift that counts. Chrome records nothing under 3 px; at 1440 px the top bar's line of
 * contacts moved by that much scores 0.00001, which a loaded machine has shown once in many runs. The
 * faults this test exists for score more, as measured by making them: the phone number drawn late without
 * its reserved place, at 375 px, 0.000038; the top bar's note pushed along by the email arriving late, at
 * 1440 px, 0.0026.
 */
const NOTICEABLE_SHIFT = 0.00002;

async function shiftsWhileLoading(page: Page, path: string): Promise<{ value: number; moved: string[] }[]> {
  await page.goto(path, { waitUntil: 'networkidle' });
  // Whatever settles after hydration has happened by the time the browser is idle.
  await page.evaluate(() => new Promise((idle) => requestIdleCallback(idle, { timeout: 2000 })));
  const shifts = await page.evaluate(() => (window as unknown as { shifts: { value: number; moved: string[] }[] }).shifts);
  return shifts.filter((s) => s.value >= NOTICEABLE_SHIFT);
}

describe('nothing moves once drawn', () => {
  for (const viewport of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
    it(`home, the listing and a product page at ${VIEWPORTS[viewport].width} px, while the shop's contact details arrive late`, async () => {
      const { page } = await newShopper(browser, viewport);
      const product = (await apiData<ApiProduct[]>(page, '/product'))[0]!;
      // The phone number in the top bar comes after the first screen: slowed, it arrives well after the paint.
      await page.route('**/admin/api/settings', async (route) => {
        await new Promise((later) => setTimeout(later, 800));
        await route.continue();
      });
      await recordShifts(page);
      for (const path of ['/', '/products', `/products/${product.slug}`]) {
        expect(await shiftsWhileLoading(page, path), path).toEqual([]);
      }
    });
  }
});

/** The app's code comes late, as on a slow phone: the shopper reads, scrolls and types on the server's page first. */
async function appComesLate(page: Page): Promise<void> {
  await page.route('**/assets/main-*.js', async (route) => {
    await new Promise((later) => setTimeout(later, 1500));
    await route.continue();
  });
}

describe('what the shopper did before the page came alive is kept', () => {
  it('a phone shopper who scrolls down before the page comes alive stays there, and the tab they tap opens', async () => {
    const { page } = await newShopper(browser, 'phone');
    const product = (await apiData<ApiProduct[]>(page, '/product'))[0]!;
    await appComesLate(page);
    await page.goto(`/products/${product.slug}`, { waitUntil: 'domcontentloaded' });
    const tab = page.getByRole('tab', { name: 'Delivery & Returns' });
    await tab.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const scrolledTo = await page.evaluate(() => window.scrollY);
    expect(scrolledTo).toBeGreaterThan(300);
    expect(await page.locator('#root[data-server-drawn]').count(), 'the app has not taken the page over yet').toBe(1);

    await expect.poll(() => page.locator('#root[data-server-drawn]').count()).toBe(0);
    await page.evaluate(() => new Promise((idle) => requestIdleCallback(idle, { timeout: 2000 })));
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolledTo);
    await tab.click();
    expect(await tab.getAttribute('aria-selected')).toBe('true');
  });

  it('a pincode typed before the page came alive is the one checked', async () => {
    const { page } = await newShopper(browser, 'phone');
    const product = (await apiData<ApiProduct[]>(page, '/product')).find((p) => p.stock > 0)!;
    await appComesLate(page);
    await page.goto(`/products/${product.slug}`, { waitUntil: 'domcontentloaded' });
    await page.getByLabel(/^Delivery pincode/).fill('641002');
    expect(await page.locator('#root[data-server-drawn]').count(), 'the app has not taken the page over yet').toBe(1);
    await expect.poll(() => page.locator('#root[data-server-drawn]').count()).toBe(0);
    expect(await page.getByLabel(/^Delivery pincode/).inputValue()).toBe('641002');
    await page.getByRole('button', { name: 'Check' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Change the delivery pincode 641002' }).isVisible()).toBe(true);
  });

  it('words typed in the search box before the page came alive stay, and Enter searches for them', async () => {
    const { page } = await newShopper(browser, 'phone');
    await appComesLate(page);
    const box = page.getByRole('searchbox', { name: 'Search products' }).or(page.getByRole('combobox', { name: 'Search products' }));
    const serverDrawn = page.locator('#root[data-server-drawn]');

    // Enter before: the plain form opens the results.
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await box.fill('salmon oil');
    expect(await serverDrawn.count(), 'the app has not taken the page over yet').toBe(1);
    await box.press('Enter');
    await expect.poll(() => page.url()).toMatch(/\/search\?q=salmon(\+|%20)oil$/);

    // Enter after: the words are still there, suggestions and all, and are the ones searched.
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await box.fill('joint');
    expect(await serverDrawn.count(), 'the app has not taken the page over yet').toBe(1);
    await expect.poll(() => serverDrawn.count()).toBe(0);
    await expect.poll(() => page.getByRole('combobox', { name: 'Search products' }).count()).toBe(1);
    expect(await box.inputValue()).toBe('joint');
    await box.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('joint');
  });
});
