import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe';
import { launchBrowser, newShopper } from './support/browser';
import { apiData, type ApiCategory, type ApiProduct } from './support/shop';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());
afterEach(async () => {
  await Promise.all(browser.contexts().map((c) => c.close()));
});

const count = (n: number) => `${n} ${n === 1 ? 'product' : 'products'}`;

describe('the listing’s filters', () => {
  it('on a phone, fold under “Filters”, narrow all products by stock and rating, and are kept in the address', async () => {
    const { page } = await newShopper(browser, 'phone');
    const inStock = await apiData<ApiProduct[]>(page, '/product?in_stock=1');
    const rated = await apiData<ApiProduct[]>(page, '/product?in_stock=1&min_rating=4');
    await page.goto('/products');
    const toggle = page.getByText('Filters', { exact: true });
    await expect.poll(() => toggle.isVisible()).toBe(true);
    // Folded until asked for, so the products come first on a small screen.
    expect(await page.getByLabel('In stock only').isVisible()).toBe(false);
    await toggle.click();
    // A click, not check(): the box follows the address, which changes once the narrowed list is asked for.
    await page.getByLabel('In stock only').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('stock')).toBe('1');
    await expect.poll(() => page.locator('.products-toolbar__count').textContent()).toBe(count(inStock.length));
    await page.getByLabel('4 stars').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('rating')).toBe('4');
    await expect.poll(() => page.locator('.products-toolbar__count').textContent()).toBe(count(rated.length));
    await expect.poll(() => page.getByText('Filters (2)', { exact: true }).isVisible()).toBe(true);
    const names = await page.locator('.product-card__name').allTextContents();
    expect(names.sort()).toEqual(
      rated
        .slice(0, 24)
        .map((p) => p.product_name)
        .sort(),
    );

    // The address opens the same list, as a shared link or a reload does.
    await page.reload();
    await expect.poll(() => page.locator('.products-toolbar__count').textContent()).toBe(count(rated.length));
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: 'screenshots/listing-filters-375.png', fullPage: false });
  });

  it('on a wide screen, stand open beside a category’s products; a price range narrows them and Clear filters restores them', async () => {
    const { page } = await newShopper(browser, 'desktop');
    const category = (await apiData<ApiCategory[]>(page, '/category'))[0]!;
    const all = await apiData<ApiProduct[]>(page, `/product?category=${category.mcat_id}`);
    const prices = all.map((p) => p.product_sprice).sort((a, b) => a - b);
    const cap = prices[Math.floor(prices.length / 2)]!;
    const cheap = await apiData<ApiProduct[]>(page, `/product?category=${category.mcat_id}&max_price=${cap}`);
    expect(cheap.length).toBeLessThan(all.length);

    await page.goto(`/categories/${category.slug}`);
    await expect.poll(() => page.locator('.products-toolbar__count').textContent()).toBe(count(all.length));
    // Open without a click: no toggle is drawn.
    expect(await page.getByRole('heading', { name: 'Price (₹)' }).isVisible()).toBe(true);
    expect(await page.getByText('Filters', { exact: true }).isVisible()).toBe(false);
    await page.getByLabel('To', { exact: true }).fill(String(cap));
    await page.getByLabel('To', { exact: true }).press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('max')).toBe(String(cap));
    // Still the category's own address.
    expect(new URL(page.url()).pathname).toBe(`/categories/${category.slug}`);
    await expect.poll(() => page.locator('.products-toolbar__count').textContent()).toBe(count(cheap.length));
    await page.screenshot({ path: 'screenshots/listing-filters-1440.png', fullPage: false });

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(() => page.locator('.products-toolbar__count').textContent()).toBe(count(all.length));
    expect(new URL(page.url()).search).toBe('');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('take a price typed before the page came alive, whether Enter is pressed before or after', async () => {
    const { page } = await newShopper(browser, 'desktop');
    const all = await apiData<ApiProduct[]>(page, '/product');
    const cap = all.map((p) => p.product_sprice).sort((a, b) => a - b)[Math.floor(all.length / 2)]!;
    // The app's code comes late, as on a slow phone.
    await page.route('**/assets/main-*.js', async (route) => {
      await new Promise((later) => setTimeout(later, 1500));
      await route.continue();
    });
    const serverDrawn = page.locator('#root[data-server-drawn]');
    const to = page.getByLabel('To', { exact: true });

    // Enter before: the form is sent as it stands, with the address's other choices.
    await page.goto('/products?sort=price_asc', { waitUntil: 'domcontentloaded' });
    await to.fill(String(cap));
    expect(await serverDrawn.count(), 'the app has not taken the page over yet').toBe(1);
    await to.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('max')).toBe(String(cap));
    expect(new URL(page.url()).searchParams.get('sort')).toBe('price_asc');

    // Enter after: the app reads what the field holds, not what it drew.
    await page.goto('/products?sort=price_asc', { waitUntil: 'domcontentloaded' });
    await to.fill(String(cap));
    expect(await serverDrawn.count(), 'the app has not taken the page over yet').toBe(1);
    await expect.poll(() => serverDrawn.count()).toBe(0);
    expect(await to.inputValue()).toBe(String(cap));
    await to.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('max')).toBe(String(cap));
    expect(new URL(page.url()).searchParams.get('sort')).toBe('price_asc');
  });

  it('say so when nothing matches, and offer to clear them', async () => {
    const { page } = await newShopper(browser, 'phone');
    await page.goto('/products?min=999999');
    await expect.poll(() => page.getByText('Nothing here matches these filters.', { exact: false }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Clear filters' }).last().click();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await expect.poll(() => page.locator('.product-grid > li').count()).toBeGreaterThan(0);
  });
});
