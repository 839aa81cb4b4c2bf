import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER } from './support/admin';
import { seriousA11yViolations } from './support/axe';
import { launchBrowser, newShopper } from './support/browser';
import { logInCustomer, newCustomerDetails, placeOrder, registerCustomer } from './support/customer';
import { apiData, type ApiProduct } from './support/shop';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The header's search once its suggestions have loaded (it paints first as a plain search form). */
const searchCombobox = (page: Page) => page.getByRole('combobox', { name: 'Search products' });

describe('search', () => {
  it('suggests products as you type, and the keyboard alone opens one', async () => {
    const { page } = await newShopper(browser);
    await page.goto('/');
    const box = searchCombobox(page);
    await expect.poll(() => box.count()).toBe(1);
    await box.focus();
    await page.keyboard.type('omga');
    const list = page.getByRole('listbox', { name: 'Suggestions' });
    await expect.poll(() => list.getByRole('option').first().textContent()).toMatch(/Omega/);
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    // Each suggestion shows its picture and its price.
    expect(await list.getByRole('option').first().locator('img').count()).toBe(1);
    expect(await list.getByRole('option').first().textContent()).toMatch(/₹/);

    await page.keyboard.press('ArrowDown');
    const first = list.getByRole('option').first();
    expect(await first.getAttribute('aria-selected')).toBe('true');
    expect(await box.getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'));
    const name = (await first.locator('.search-combo__name').textContent())!;
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(name);
    // The product's readable address.
    expect(page.url()).toMatch(/\/products\/[a-z0-9-]+$/);

    // Escape closes the suggestions and keeps what was typed.
    await box.fill('');
    await page.keyboard.type('joint');
    await expect.poll(() => box.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    expect(await box.inputValue()).toBe('joint');
  });

  it('opens a results page whose filters and sort live in the address', async () => {
    const { page } = await newShopper(browser);
    await page.goto('/');
    const box = searchCombobox(page);
    await expect.poll(() => box.count()).toBe(1);
    await box.fill('joint supplement');
    await box.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/search');
    expect(new URL(page.url()).searchParams.get('q')).toBe('joint supplement');
    const results = page.locator('.product-grid > li');
    await expect.poll(() => results.count()).toBeGreaterThan(2);
    expect(await results.first().textContent()).toMatch(/Joint|Mobility|Glucosamine|Mussel/i);

    // The box follows the address, which the click changes.
    await page.getByLabel('In stock only').click();
    await expect.poll(() => page.url()).toContain('stock=1');
    await page.getByLabel('Sort by').selectOption('price_asc');
    await expect.poll(() => page.url()).toContain('sort=price_asc');
    await page.getByLabel('To', { exact: true }).fill('600');
    await page.getByRole('button', { name: 'Apply price' }).click();
    await expect.poll(() => page.url()).toContain('max=600');
    await expect.poll(() => page.locator('.products-toolbar__count').textContent()).toMatch(/\d+ products?/);

    // Reloading the address gives the same page.
    const url = page.url();
    await page.reload();
    await expect.poll(() => page.getByLabel('In stock only').isChecked()).toBe(true);
    expect(page.url()).toBe(url);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('leads a search that finds nothing to the categories and the popular products', async () => {
    const { page } = await newShopper(browser, 'phone');
    await page.goto('/search?q=zebra%20saddle');
    await expect.poll(() => page.getByRole('heading', { name: 'No products found' }).isVisible()).toBe(true);
    const categories = page.getByRole('navigation', { name: 'Browse by category' });
    await expect.poll(() => categories.getByRole('link').count()).toBeGreaterThan(2);
    await expect.poll(() => page.getByRole('region', { name: 'Popular with dog parents' }).locator('.product-card, li').count()).toBeGreaterThan(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: 'screenshots/search-nothing-found-375.png', fullPage: true });
    const first = categories.getByRole('link').first();
    const name = await first.textContent();
    await first.click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(name);
  });
});

describe('reviews', () => {
  it('a buyer whose order was delivered writes a review, shown as a verified purchase', async () => {
    const { page, context } = await newShopper(browser);
    const products = await apiData<ApiProduct[]>(page, '/product?sort=rating');
    const product = products.find((p) => p.stock > 2)!;
    const c = newCustomerDetails({ ownerName: 'Meera Pillai' });
    await registerCustomer(context.request, c);
    await logInCustomer(context, c);

    await page.goto(`/product-details?id=${product.product_id}#reviews`);
    await expect.poll(() => page.getByRole('heading', { name: 'Customer reviews' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('once your order of it has been delivered').isVisible()).toBe(true);

    const orderId = await placeOrder(context.request, c, [{ productId: product.product_id, quantity: 1 }]);
    const adminPage = await newShopper(browser);
    await adminPage.context.request.post('/admin/api/admin/login', { data: DEMO_OWNER });
    for (const [status, extra] of [
      ['packed', {}],
      ['shipped', { trackingNumber: 'AWB123456' }],
      ['delivered', {}],
    ] as const) {
      const res = await adminPage.context.request.post(`/admin/api/admin/orders/${orderId}/status`, { data: { status, ...extra } });
      expect(res.ok(), await res.text()).toBe(true);
    }
    await adminPage.context.close();

    await page.reload();
    await page.getByRole('button', { name: 'Write a review' }).click();
    // The stars are radio buttons; a click on the fourth star chooses it.
    await page.locator('label').filter({ hasText: '4 stars, Very good' }).click();
    await expect.poll(() => page.getByRole('radio', { name: '4 stars, Very good' }).isChecked()).toBe(true);
    await page.getByLabel('Title (optional)').fill('Settled tummy in a week');
    await page.getByLabel(/Your review/).fill('Our indie Laddoo took to it at once. <b>No</b> more upset stomach.');
    await page.getByRole('button', { name: 'Submit review' }).click();

    const mine = page.getByRole('article', { name: 'Settled tummy in a week' });
    await expect.poll(() => mine.isVisible()).toBe(true);
    expect(await mine.textContent()).toContain('Verified purchase');
    expect(await mine.textContent()).toContain('Meera P.');
    // Typed markup is shown as text, never run as HTML.
    expect(await mine.locator('b').count()).toBe(0);
    expect(await mine.textContent()).toContain('<b>No</b>');
    await expect.poll(() => page.getByRole('button', { name: 'Edit your review' }).isVisible()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('a buyer adds a photo to their review on a phone, shown with it and among the buyers’ photos, and removes it', async () => {
    const { page, context } = await newShopper(browser, 'phone');
    const products = await apiData<ApiProduct[]>(page, '/product?sort=rating');
    const product = products.filter((p) => p.stock > 2)[1]!;
    const c = newCustomerDetails({ ownerName: 'Kavya Menon' });
    await registerCustomer(context.request, c);
    await logInCustomer(context, c);
    const orderId = await placeOrder(context.request, c, [{ productId: product.product_id, quantity: 1 }]);
    const owner = await newShopper(browser);
    await owner.context.request.post('/admin/api/admin/login', { data: DEMO_OWNER });
    for (const [status, extra] of [
      ['packed', {}],
      ['shipped', { trackingNumber: 'AWB654321' }],
      ['delivered', {}],
    ] as const) {
      const res = await owner.context.request.post(`/admin/api/admin/orders/${orderId}/status`, { data: { status, ...extra } });
      expect(res.ok(), await res.text()).toBe(true);
    }
    await owner.context.close();
    const written = await context.request.post(`/admin/api/product/${product.product_id}/reviews`, {
      data: { rating: 5, title: 'Glossy coat by week three', body: 'Our beagle Motu shines now; see the photo.' },
    });
    expect(written.ok(), await written.text()).toBe(true);

    await page.goto(`/product-details?id=${product.product_id}#reviews`);
    const add = page.getByRole('button', { name: 'Add photos' });
    await expect.poll(() => add.isVisible()).toBe(true);
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#c08a4a' } })
      .jpeg()
      .toBuffer();
    await page.getByLabel('Photos for your review').setInputFiles({ name: 'motu.jpg', mimeType: 'image/jpeg', buffer: photo });
    const mine = page.getByRole('article', { name: 'Glossy coat by week three' });
    await expect.poll(() => mine.getByRole('img', { name: 'Photo 1 from Kavya M.' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('heading', { name: 'Photos from buyers' }).isVisible()).toBe(true);
    // Focus stays on the button the buyer pressed, and the picture is really drawn.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Add photos');
    const drawn = mine.getByRole('img', { name: 'Photo 1 from Kavya M.' });
    await drawn.scrollIntoViewIfNeeded();
    await expect.poll(() => drawn.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    expect(await page.getByText('Up to 2 more photos').isVisible()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Remove photo 1' }).click();
    await expect.poll(() => mine.getByRole('img', { name: /^Photo/ }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Photos from buyers' }).count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Add photos');
  });
});
