import fs from 'node:fs';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER, logInToAdmin } from './support/admin';
import { seriousA11yViolations } from './support/axe';
import { launchBrowser, newShopper } from './support/browser';
import { VIEWPORTS } from './support/chromium';
import { logInCustomer, newCustomerDetails, registerCustomer } from './support/customer';
import { sawToast } from './support/shop';

let browser: Browser;
beforeAll(async () => {
  fs.mkdirSync('screenshots', { recursive: true });
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A real picture, as a phone would send it. */
async function photo(name: string, colour: { r: number; g: number; b: number }) {
  const buffer = await sharp({ create: { width: 900, height: 900, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** Waits for what the user should see; a page's data is a server round-trip away, which a busy machine may slow. */
const until = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000 });

describe('the admin panel', () => {
  it('asks for the admin login and says when the password is wrong', async () => {
    const { page, context } = await newShopper(browser, 'phone');
    await page.goto('/admin/orders');
    await until(() => page.getByRole('heading', { name: 'Log in to run the shop' }).isVisible()).toBe(true);
    await logInToAdmin(page, { ...DEMO_OWNER, password: 'not-the-password' });
    await until(() => page.getByRole('alert').filter({ hasText: 'The email or password is incorrect' }).isVisible()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await logInToAdmin(page);
    // The page that was asked for shows once logged in.
    await until(() => heading(page, 'Orders').isVisible()).toBe(true);
    // On a phone the navigation is a drawer behind the menu button.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Coupons' }).click();
    await until(() => heading(page, 'Coupons').isVisible()).toBe(true);
    await until(() => page.getByRole('link', { name: 'WELCOME10', exact: true }).isVisible()).toBe(true);
    // On a phone each table row is laid out as a small card; it must still read as a table.
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });

  it('has a heading and no serious accessibility problem on every page', async () => {
    const { page, context } = await newShopper(browser);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/admin');
    await logInToAdmin(page);
    await until(() => heading(page, 'Dashboard').isVisible()).toBe(true);
    const pages: [string, string][] = [
      ['/admin', 'Dashboard'],
      ['/admin/orders', 'Orders'],
      ['/admin/products', 'Products'],
      ['/admin/products/new', 'New product'],
      ['/admin/makers', 'Makers'],
      ['/admin/makers/new', 'New maker'],
      ['/admin/categories', 'Categories'],
      ['/admin/categories/new', 'New category'],
      ['/admin/banners', 'Banners'],
      ['/admin/banners/new', 'New banner'],
      ['/admin/coupons', 'Coupons'],
      ['/admin/coupons/new', 'New coupon'],
      ['/admin/customers', 'Customers'],
      ['/admin/recommendations', 'Recommendations'],
      ['/admin/reviews', 'Reviews'],
      ['/admin/messages', 'Messages'],
      ['/admin/settings', 'Shop settings'],
      ['/admin/delivery', 'Delivery & COD'],
    ];
    // Pages built from the shared admin page shapes (cards, settings) and forms: a picture at each width to look at.
    const shots = new Set(['/admin/recommendations', '/admin/reviews', '/admin/messages', '/admin/settings', '/admin/delivery']);
    for (const [path, title] of pages) {
      await page.goto(path);
      await expect.poll(() => heading(page, title).isVisible(), { timeout: 15_000, message: path }).toBe(true);
      // Data loaded: no spinner left on the page.
      await until(() => page.getByRole('status').filter({ hasText: 'Loading' }).count()).toBe(0);
      expect(await page.title()).toBe(`${title} · Canino Admin`);
      expect(await seriousA11yViolations(page), path).toEqual([]);
      if (shots.has(path)) {
        for (const viewport of Object.values(VIEWPORTS)) {
          await page.setViewportSize(viewport);
          // On a phone the menu is a drawer: shoot once it is closed (no transitions: reducedMotion above).
          if (viewport === VIEWPORTS.phone) await until(() => page.locator('.adm-sidebar').evaluate((side) => side.getBoundingClientRect().right <= 0)).toBe(true);
          await page.screenshot({ path: `screenshots/admin${path.slice('/admin'.length).replace('/', '-')}-${viewport.width}.png`, fullPage: true });
        }
        await page.setViewportSize(VIEWPORTS.desktop);
      }
    }
    await context.close();
  }, 180_000);

  it('the owner adds a product, a customer buys it, the owner ships it and the customer sees it shipped', async () => {
    const stamp = Date.now().toString(36);
    const categoryName = `Puppy Care ${stamp}`;
    const productName = `Puppy Starter Chews ${stamp}`;

    // The owner logs in and creates a category with its picture.
    const owner = await newShopper(browser);
    const admin = owner.page;
    await admin.goto('/admin');
    await logInToAdmin(admin);
    await until(() => heading(admin, 'Dashboard').isVisible()).toBe(true);
    await admin.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Categories' }).click();
    await admin.getByRole('link', { name: 'Add category' }).click();
    await admin.getByLabel('Name').fill(categoryName);
    await admin.getByLabel('Category image').setInputFiles(await photo('puppy-care.jpg', { r: 240, g: 200, b: 120 }));
    await until(() => admin.getByRole('img', { name: 'Chosen image: puppy-care.jpg' }).isVisible()).toBe(true);
    await admin.getByRole('button', { name: 'Create category' }).click();
    await sawToast(admin, `Category "${categoryName}" created`);
    await until(() => admin.getByRole('link', { name: categoryName, exact: true }).isVisible()).toBe(true);

    // Then a product in it, with two images; the second is made the main one before saving.
    await admin.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Products' }).click();
    await admin.getByRole('link', { name: 'Add product' }).click();
    await until(() => heading(admin, 'New product').isVisible()).toBe(true);
    await admin.getByRole('button', { name: 'Create product' }).click();
    await until(() => admin.getByText('Name is required', { exact: true }).isVisible()).toBe(true);
    expect(await admin.getByText('Choose a category').last().isVisible()).toBe(true);

    // Exact: "Generic name" is a label too.
    await admin.getByRole('textbox', { name: 'Name', exact: true }).fill(productName);
    await admin.getByLabel('Category').selectOption({ label: categoryName });
    await admin.getByLabel('List price (₹)').fill('799');
    await admin.getByLabel('Selling price (₹)').fill('599.50');
    await admin.getByRole('textbox', { name: 'Stock', exact: true }).fill('12');
    await admin.getByLabel('Short description').fill('Soft chews with colostrum for puppies from eight weeks.');
    // The details are formatted text now: bold from the keyboard, as an owner would.
    const details = admin.getByRole('textbox', { name: 'Details', exact: true });
    await details.click();
    await admin.keyboard.type('With ');
    await admin.keyboard.press('Control+b');
    await admin.keyboard.type('colostrum');
    await admin.keyboard.press('Control+b');
    await admin.keyboard.type(' and DHA.');
    // A product on sale declares who made it and what it is; the maker comes from the demo's list.
    const makers = (await (await admin.request.get('/admin/api/admin/makers')).json()).data.items as { name: string }[];
    await admin.getByLabel('Manufactured by').selectOption({ label: makers[0]!.name });
    expect(await admin.getByLabel('Country of origin').inputValue()).toBe('India');
    await admin.getByLabel('Generic name').fill('Colostrum chews for puppies');
    await admin.getByLabel('Best before (months from manufacture)').fill('18');
    await admin.getByLabel('Add images').setInputFiles([await photo('front.jpg', { r: 120, g: 160, b: 90 }), await photo('back.jpg', { r: 90, g: 120, b: 200 })]);
    await admin.getByRole('button', { name: 'Make image 2 the main image' }).click();
    await until(() => admin.getByRole('img', { name: 'Chosen image 1: back.jpg' }).isVisible()).toBe(true);
    await admin.getByRole('button', { name: 'Create product' }).click();
    await until(() => heading(admin, productName).isVisible()).toBe(true);
    await until(() => admin.getByRole('img', { name: `${productName}, image 2` }).isVisible()).toBe(true);
    const productId = Number(new URL(admin.url()).pathname.split('/').pop());
    expect(productId).toBeGreaterThan(0);
    await until(() => admin.getByRole('textbox', { name: 'Details', exact: true }).innerHTML()).toBe('<p>With <strong>colostrum</strong> and DHA.</p>');
    expect(await seriousA11yViolations(admin)).toEqual([]);

    // A customer finds it in the shop at once and buys it with the simulated provider.
    const shopper = await newShopper(browser);
    const customer = newCustomerDetails({ ownerName: 'Ananya Krishnan' });
    await registerCustomer(shopper.context.request, customer);
    await logInCustomer(shopper.context, customer);
    const shop = shopper.page;
    // Searched for: the listing shows 24 at a time, and by name this one comes after the first 24.
    await shop.goto(`/search?q=${encodeURIComponent(productName)}`);
    await until(() => shop.getByRole('link', { name: productName }).first().isVisible()).toBe(true);
    await shop.goto(`/product-details?id=${productId}`);
    await until(() => shop.getByRole('heading', { level: 1, name: productName }).isVisible()).toBe(true);
    expect(await shop.getByRole('main').textContent()).toContain('₹599.50');
    const gallery = await shop
      .getByRole('main')
      .getByRole('img')
      .evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).src));
    expect(gallery.some((src) => src.includes('/admin/uploads/products/'))).toBe(true);
    await shop.getByRole('button', { name: 'Add to cart' }).click();
    await shop.goto('/checkout');
    const billing = shop.getByRole('region', { name: 'Billing Details' });
    await until(() => billing.isVisible()).toBe(true);
    await billing.getByLabel('First name').fill('Ananya');
    await billing.getByLabel('Last name').fill('Krishnan');
    await billing.getByLabel(/^Address/).fill('7, Gandhi Road, Saibaba Colony');
    await billing.getByLabel('City').fill('Coimbatore');
    await billing.getByLabel('District').fill('Coimbatore');
    await billing.getByLabel('State').selectOption('Tamil Nadu');
    await billing.getByLabel('Postcode').fill('641011');
    await billing.getByLabel('Phone').fill(customer.mobile);
    await billing.getByLabel('Email address').fill(customer.email);
    await shop.getByLabel(/I have read and agree/).check();
    await shop.getByRole('button', { name: 'Place Order' }).click();
    const payment = shop.getByRole('dialog', { name: 'Simulated payment' });
    await until(() => payment.isVisible()).toBe(true);
    await payment.getByRole('button', { name: 'Pay ₹674.00' }).click();
    await until(() => shop.getByRole('dialog', { name: 'Thank You!' }).isVisible()).toBe(true);

    // The owner finds the order, packs it and ships it with a tracking number.
    await admin.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Orders' }).click();
    await admin.getByRole('searchbox', { name: 'Search orders' }).fill(customer.email);
    const row = admin.getByRole('row').filter({ hasText: customer.email });
    await until(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain('Paid');
    expect(await row.textContent()).toContain('₹674.00');
    await row.getByRole('link').first().click();
    await until(() => admin.getByRole('cell', { name: productName }).isVisible()).toBe(true);
    const status = admin.getByRole('region', { name: 'Status' });
    await status.getByRole('radio', { name: 'Packed' }).check();
    await status.getByRole('button', { name: 'Update status' }).click();
    await until(() => status.getByRole('radio', { name: 'Shipped' }).isVisible()).toBe(true);
    await status.getByRole('radio', { name: 'Shipped' }).check();
    await status.getByRole('button', { name: 'Update status' }).click();
    await until(() => status.getByText('Tracking number is required to mark an order shipped').isVisible()).toBe(true);
    await status.getByLabel('Tracking number').fill('DTDC-778812');
    await status.getByRole('button', { name: 'Update status' }).click();
    await until(() => status.getByText('Tracking: DTDC-778812').isVisible()).toBe(true);
    const history = await admin.getByRole('region', { name: 'Status history', exact: true }).textContent();
    expect(history).toContain('Packed → Shipped');
    expect(history).toContain(DEMO_OWNER.email);
    expect(history).toContain('· The customer');
    expect(await seriousA11yViolations(admin)).toEqual([]);

    // The customer sees the order shipped.
    await shop.goto('/orders');
    const order = shop.getByRole('article').filter({ hasText: '₹674.00' }).first();
    await until(() => order.textContent()).toContain('Shipped');
    await owner.context.close();
    await shopper.context.close();
    // The whole story of one order, from the owner's first click to the customer's order page.
  }, 180_000);
});
