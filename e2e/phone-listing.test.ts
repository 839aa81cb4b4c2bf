import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe';
import { baseUrl, launchBrowser, newShopper } from './support/browser';
import { apiData, type ApiProduct } from './support/shop';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());
afterEach(async () => {
  await Promise.all(browser.contexts().map((c) => c.close()));
});

const PAGE_SIZE = 24;

describe('the listing on a phone', () => {
  it('shows two cards abreast, 24 at a time with Load more kept in the address, and Back returns to the same place', async () => {
    const { page } = await newShopper(browser, 'phone');
    const all = await apiData<ApiProduct[]>(page, '/product');
    expect(all.length).toBeGreaterThan(PAGE_SIZE);
    await page.goto('/products');
    const cards = page.locator('.product-grid > li');
    await expect.poll(() => cards.count()).toBe(PAGE_SIZE);

    const [first, second, third] = await Promise.all([0, 1, 2].map((i) => cards.nth(i).boundingBox()));
    expect(first!.y).toBe(second!.y);
    expect(second!.x).toBeGreaterThan(first!.x + first!.width - 1);
    expect(third!.y).toBeGreaterThan(first!.y);
    expect(first!.width).toBeLessThan(375 / 2);

    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => cards.count()).toBe(Math.min(all.length, 2 * PAGE_SIZE));
    await expect.poll(() => new URL(page.url()).search).toBe('?page=2');
    // Keyboard users carry on at the first new product.
    const firstNew = all[PAGE_SIZE]!;
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(firstNew.product_name);
    expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(all.length > 2 * PAGE_SIZE ? 1 : 0);

    // Open a product from the second page, then come back.
    const opened = all[all.length > PAGE_SIZE + 2 ? PAGE_SIZE + 2 : PAGE_SIZE]!;
    const link = page.getByRole('heading', { level: 3, name: opened.product_name }).getByRole('link');
    await link.scrollIntoViewIfNeeded();
    const scrolledTo = await page.evaluate(() => window.scrollY);
    await link.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/products/${opened.slug}`);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: opened.product_name }).isVisible()).toBe(true);

    await page.goBack();
    await expect.poll(() => new URL(page.url()).search).toBe('?page=2');
    await expect.poll(() => cards.count()).toBe(Math.min(all.length, 2 * PAGE_SIZE));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolledTo - 50);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(scrolledTo + 50);
    expect(await link.isVisible()).toBe(true);

    // A category's own address, two abreast too; a shared ?page= address opens with that many.
    await page.goto('/products?page=2');
    await expect.poll(() => cards.count()).toBe(Math.min(all.length, 2 * PAGE_SIZE));
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

describe('the product page on a phone', () => {
  it('keeps Add to cart in reach in a bar once the buy box scrolls away; wide screens have no bar', async () => {
    const { page } = await newShopper(browser, 'phone');
    const product = (await apiData<ApiProduct[]>(page, '/product')).find((p) => !p.sizes && p.stock > 5)!;
    await page.goto(`/products/${product.slug}`);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: product.product_name }).isVisible()).toBe(true);
    const bar = page.getByRole('region', { name: 'Buy this product' });
    expect(await bar.count()).toBe(0);
    await expect.poll(() => page.getByText(`SKU: ${product.sku}`).isVisible()).toBe(true);

    await page.getByRole('heading', { name: 'Other Products' }).scrollIntoViewIfNeeded();
    await expect.poll(() => bar.isVisible()).toBe(true);
    const box = await bar.boundingBox();
    expect(box!.y + box!.height).toBeGreaterThan(812 - 2);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await bar.getByRole('button', { name: 'Add to cart' }).click();
    await expect.poll(() => page.getByRole('link', { name: 'Cart, 1 item' }).isVisible()).toBe(true);
    await expect.poll(() => bar.getByRole('link', { name: 'Go to cart' }).isVisible()).toBe(true);

    // Back at the buy box, the bar goes away.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => bar.count()).toBe(0);

    const wide = await newShopper(browser, 'desktop');
    await wide.page.goto(`/products/${product.slug}`);
    await wide.page.getByRole('heading', { name: 'Other Products' }).scrollIntoViewIfNeeded();
    await expect.poll(() => wide.page.locator('.pd__payments').isVisible()).toBe(true);
    await expect.poll(() => wide.page.getByRole('region', { name: 'Buy this product' }).isVisible()).toBe(false);
  });

  it('a phone with a 720 px screen takes the 700 px picture, a sharper screen the 800 px one; the first paint needs two stylesheets', async () => {
    const { page: shopper } = await newShopper(browser, 'phone');
    const [product] = await apiData<ApiProduct[]>(shopper, '/product');
    const picture = product!.product_img.replace(/\.webp$/, '');
    // Lighthouse's phone (412 px at 1.75×) and a budget phone (360 px at 2×), both 720 pixels across; an iPhone.
    for (const [width, scale, file] of [
      [412, 1.75, `${picture}-700.webp`],
      [360, 2, `${picture}-700.webp`],
      [390, 3, `${picture}.webp`],
    ] as const) {
      const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width, height: 800 }, deviceScaleFactor: scale, isMobile: true });
      const page = await context.newPage();
      const pictures: string[] = [];
      page.on('request', (r) => {
        if (new URL(r.url()).pathname.startsWith(picture)) pictures.push(new URL(r.url()).pathname);
      });
      await page.goto(`/products/${product!.slug}`, { waitUntil: 'load' });
      const shown = await page.locator('.gallery__main img').evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
      expect(shown, `${width} px at ${scale}×`).toBe(file);
      // The server's preload and the gallery choose alike: the picture is downloaded once.
      expect(pictures, `${width} px at ${scale}×`).toEqual([file]);
      await context.close();
    }

    // Each stylesheet of the first paint shares a phone's slow network with the picture (decision 037).
    const html = await (await shopper.request.get(`/products/${product!.slug}`)).text();
    const sheets = [...html.matchAll(/<link rel="stylesheet"[^>]* href="\/assets\/([\w-]+)-[\w-]{8}\.css"/g)].map((m) => m[1]);
    expect(sheets).toEqual(['main', 'product-details']);
  });

  it('offers a WhatsApp chat with the shop that names the product', async () => {
    const { page } = await newShopper(browser, 'phone');
    const [product] = await apiData<ApiProduct[]>(page, '/product');
    const settings = await apiData<{ phone: string }>(page, '/settings');
    await page.goto(`/product-details?id=${product!.product_id}`);
    const link = page.getByRole('link', { name: /Ask us on WhatsApp/ });
    await expect.poll(() => link.isVisible()).toBe(true);
    const href = new URL((await link.getAttribute('href'))!);
    expect(href.origin + href.pathname).toBe(`https://wa.me/${settings.phone.replace(/\D/g, '')}`);
    expect(href.searchParams.get('text')).toContain(product!.product_name);
    expect(href.searchParams.get('text')).toContain(`/products/${product!.slug}`);
    expect(await link.getAttribute('target')).toBe('_blank');
    // Sharing leaves the number to the shopper, and sends the product's address.
    const share = page.getByRole('link', { name: /Share on WhatsApp/ });
    const shared = new URL((await share.getAttribute('href'))!);
    expect(shared.origin + shared.pathname).toBe('https://wa.me/');
    const text = shared.searchParams.get('text')!;
    expect(text.startsWith(`${product!.product_name} `)).toBe(true);
    expect(new URL(text.slice(product!.product_name.length + 1)).pathname).toBe(`/products/${product!.slug}`);
  });
});

describe('pages without JavaScript', () => {
  it('a product link opened with scripts off still has its title, description and preview', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseUrl() });
    const page = await context.newPage();
    const [product] = await apiData<ApiProduct[]>(page, '/product');
    const res = await page.goto(`/products/${product!.slug}`);
    expect(res?.status()).toBe(200);
    expect(await page.title()).toBe(`${product!.product_name} | Canino`);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(product!.product_desc);
    expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toMatch(/^https?:\/\/.+\.webp$/);
    const records = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(records.map((r) => JSON.parse(r)['@type'])).toEqual(['ProductGroup', 'BreadcrumbList']);
  });
});

/** Holds the app's code (not the small entry) until `release` is called, so the test can look at the server's page first. */
async function holdTheApp(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/main-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

describe('a page the server drew, taken over by the app (decisions 033, 034)', () => {
  it('hydrates every card of the listing, keeping the elements the server drew, and each answers its buttons', async () => {
    const { page } = await newShopper(browser, 'phone');
    const release = await holdTheApp(page);
    await page.goto('/products');
    const cards = page.locator('.product-grid > li');
    const count = await cards.count();
    expect(count).toBe(24);
    // Tag the server's elements: hydration must adopt them, not draw new ones.
    await page.evaluate(() =>
      document.querySelectorAll('.product-grid > li article, .site-header, .site-footer').forEach((el) => ((el as HTMLElement).dataset.fromServer = 'yes')),
    );
    expect(await page.locator('#root[data-server-drawn]').count()).toBe(1);

    release();
    // The mark goes once React has hydrated the root; it hydrates each card's <Suspense> part after it.
    await page.locator('#root:not([data-server-drawn])').waitFor();
    expect(await page.locator('.product-grid > li article[data-from-server="yes"]').count()).toBe(count);
    expect(await page.locator('.site-header[data-from-server="yes"], .site-footer[data-from-server="yes"]').count()).toBe(2);

    // The last card, hydrated at once when tapped if React has not come to it yet, adds to the cart.
    const products = await apiData<ApiProduct[]>(page, '/product');
    const last = products[count - 1]!;
    await cards
      .nth(count - 1)
      .getByRole('button', { name: `Add ${last.product_name} to cart` })
      .click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('canino_cart') ?? '')).toContain(`"product_id":${last.product_id}`);
    // Hydrated, not drawn again: still the server's elements, every card.
    expect(await page.locator('.product-grid > li article[data-from-server="yes"]').count()).toBe(count);
  });

  it('asks for a product page’s own code once the first screen is painted, ahead of the app needing it', async () => {
    const { page } = await newShopper(browser, 'phone');
    const products = await apiData<ApiProduct[]>(page, '/product');
    await page.goto(`/products/${products[0]!.slug}`);
    await page.locator('#root:not([data-server-drawn])').waitFor();
    const { painted, code, app } = await page.evaluate(() => {
      const started = (file: RegExp) =>
        performance
          .getEntriesByType('resource')
          .filter((r) => file.test(new URL(r.name).pathname))
          .map((r) => r.startTime);
      return {
        painted: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
        code: started(/^\/assets\/product-details-[\w-]+\.js$/),
        app: started(/^\/assets\/main-[\w-]+\.js$/),
      };
    });
    // Fetched once, after the paint (load-app-after-paint.ts preloads it then), and not only once the app
    // has run and asked for it: it starts no later than the app's own code.
    expect(code).toHaveLength(1);
    expect(code[0]).toBeGreaterThanOrEqual(painted);
    expect(code[0]).toBeLessThanOrEqual(app[0]!);
  });

  it('follows the shop’s links without reloading the page, and leaves a Ctrl-click to the browser', async () => {
    const { context, page } = await newShopper(browser, 'desktop');
    const products = await apiData<ApiProduct[]>(page, '/product');
    await page.goto('/products');
    await page.locator('#root:not([data-server-drawn])').waitFor();
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

    await page.getByRole('link', { name: products[0]!.product_name, exact: true }).first().click();
    await page.waitForURL(`${baseUrl()}/products/${products[0]!.slug}`);
    await page.getByRole('heading', { level: 1, name: products[0]!.product_name }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

    // Back returns to the listing, still the same page.
    await page.goBack();
    await page.waitForURL(`${baseUrl()}/products`);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

    // Ctrl-click opens a tab of its own, as any link does; this page stays where it is.
    const opened = context.waitForEvent('page');
    await page
      .getByRole('link', { name: products[1]!.product_name, exact: true })
      .first()
      .click({ modifiers: ['Control'] });
    const tab = await opened;
    await tab.waitForURL(`${baseUrl()}/products/${products[1]!.slug}`);
    expect(new URL(page.url()).pathname).toBe('/products');
  });
});
