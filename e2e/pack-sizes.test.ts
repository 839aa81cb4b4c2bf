import { formatINR, rupeesToPaise } from '@canino/shared';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe';
import { launchBrowser, newShopper, VIEWPORTS } from './support/browser';
import { fillKochiBilling } from './support/checkout-form';
import { logInCustomer, newCustomerDetails, registerCustomer } from './support/customer';
import { apiData, cartRow, expectedTotals, inr, sawToast, type ApiProduct } from './support/shop';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());
afterEach(async () => {
  await Promise.all(browser.contexts().map((c) => c.close()));
});

const until = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000 });

interface Size {
  variant_id: number;
  sku: string;
  label: string;
  net_quantity: number;
  product_sprice: number;
  product_dprice: number;
  unit_price: number;
  stock: number;
}
interface Detail {
  product: ApiProduct & { variants: Size[]; default_variant_id: number; option_name: string };
  dosage: { bands: { aboveGrams: number; upToGrams: number | null; unitsPerDay: number }[] } | null;
}

/** The demo's Daily Multi tablets, sold in 60 and 120, as the API reports them. */
async function dailyMulti(page: Page) {
  const listed = (await apiData<ApiProduct[]>(page, '/product')).find((p) => p.slug === 'daily-multi-chewable-tablets')!;
  const detail = await apiData<Detail>(page, `/productById/${listed.product_id}`);
  const [small, big] = detail.product.variants as [Size, Size];
  return { listed, detail, small, big };
}

/** Whether the element is wholly on the first screen: the page not scrolled, the element inside the viewport. */
async function onFirstScreen(page: Page, element: Locator): Promise<boolean> {
  const box = await element.boundingBox();
  const scrolled = await page.evaluate(() => window.scrollY);
  return box !== null && scrolled === 0 && box.y >= 0 && box.y + box.height <= page.viewportSize()!.height;
}

describe.each(Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[])('a product in sizes, at %s width', (viewport) => {
  it('a customer with a dog picks 120 tablets, sees its unit price and days for the dog, and pays for that size', async () => {
    const { page, context } = await newShopper(browser, viewport);
    const c = newCustomerDetails({ petName: 'Bruno', weight: '19 kg' });
    await registerCustomer(context.request, c);
    await logInCustomer(context, c);
    const { listed, detail, big } = await dailyMulti(page);
    // Worked out here from the data: Bruno's band, then the 120's days and its cost a day.
    const perDay = detail.dosage!.bands.find((b) => b.aboveGrams < 19_000 && (b.upToGrams === null || b.upToGrams >= 19_000))!.unitsPerDay;
    const days = Math.floor(big.net_quantity / perDay);
    const costADay = formatINR(Math.round((rupeesToPaise(big.product_sprice) * perDay) / big.net_quantity));

    await page.goto(`/products/${listed.slug}`);
    const sizes = page.getByRole('group', { name: detail.product.option_name });
    const bigRadio = sizes.getByRole('radio', { name: new RegExp(`^${big.label}`) });
    await until(() => bigRadio.isVisible()).toBe(true);
    // The 120 is the better buy for Bruno: it is marked so once his details are read.
    await until(() => sizes.textContent()).toContain('Best value for Bruno');
    await bigRadio.check();

    await until(async () => new URL(page.url()).searchParams.get('size')).toBe(big.sku);
    await until(() => page.getByText(inr(big.product_sprice)).first().isVisible()).toBe(true);
    await until(() => sizes.getByText(`${formatINR(rupeesToPaise(big.unit_price))} per tablet`).isVisible()).toBe(true);
    const dose = page.getByRole('region', { name: 'How much a day' });
    await until(() => dose.textContent()).toContain(`${big.label} last Bruno ${days} days: ${costADay} a day`);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Add to cart' }).click();
    await sawToast(page, 'Product Added to Cart');
    await page.goto('/cart');
    const sized = `${listed.product_name}, ${big.label}`;
    await until(() => cartRow(page, sized).isVisible()).toBe(true);
    expect(await cartRow(page, sized).textContent()).toContain(inr(big.product_sprice));

    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await fillKochiBilling(page, c);
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await until(() => summary.getByRole('rowheader', { name: `${sized} × 1`, exact: true }).isVisible()).toBe(true);
    const expected = expectedTotals(big.product_sprice);
    await page.getByRole('button', { name: 'Place Order' }).click();
    const payment = page.getByRole('dialog', { name: 'Simulated payment' });
    await until(() => payment.isVisible()).toBe(true);
    await payment.getByRole('button', { name: `Pay ${expected.total}` }).click();
    await until(() => page.getByRole('dialog', { name: 'Thank You!' }).isVisible()).toBe(true);
    // The order sold that size: its line names it.
    const orders = await (await context.request.get('/admin/api/orders')).text();
    expect(orders).toContain(sized);
  }, 120_000);
});

describe('the product page on a phone’s first screen', () => {
  it.each([
    [375, 812],
    [360, 740],
  ])('shows the price, the sizes and Add to cart without scrolling at %i×%i, under a compact title and breadcrumb', async (width, height) => {
    const { page, context } = await newShopper(browser, 'phone');
    await page.setViewportSize({ width, height });
    for (const slug of ['daily-multi-chewable-tablets', 'daily-multi-powder', 'joint-plus-chews']) {
      const product = (await apiData<ApiProduct[]>(page, '/product')).find((p) => p.slug === slug)!;
      await page.goto(`/products/${slug}`);
      const title = page.getByRole('heading', { level: 1, name: product.product_name });
      await until(() => title.isVisible()).toBe(true);
      expect(await page.getByRole('navigation', { name: 'Breadcrumb' }).isVisible()).toBe(true);
      const addToCart = page.getByRole('button', { name: 'Add to cart' });
      await until(() => addToCart.isVisible()).toBe(true);
      expect(await onFirstScreen(page, page.getByText(inr(product.product_sprice)).first()), `${slug}: price`).toBe(true);
      expect(await onFirstScreen(page, page.getByRole('group', { name: 'Pack size' })), `${slug}: sizes`).toBe(true);
      expect(await onFirstScreen(page, addToCart), `${slug}: Add to cart`).toBe(true);
    }
    await context.close();
  });
});

describe('sizes in the cart, the address and search', () => {
  it('two sizes of one product are two cart lines, each with its own price', async () => {
    const { page } = await newShopper(browser);
    const { listed, small, big } = await dailyMulti(page);
    await page.goto(`/products/${listed.slug}`);
    const sizes = page.getByRole('group', { name: 'Pack size' });
    await until(() => sizes.getByRole('radio', { name: new RegExp(`^${small.label}`) }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await sawToast(page, 'Product Added to Cart');
    // The other size is not in the cart yet: its button says Add to cart again.
    await sizes.getByRole('radio', { name: new RegExp(`^${big.label}`) }).check();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    // The same toast is still on screen from the first add, so the cart's count says it.
    await until(() => page.getByRole('link', { name: 'Cart, 2 items' }).isVisible()).toBe(true);

    await page.goto('/cart');
    for (const size of [small, big]) {
      const row = cartRow(page, `${listed.product_name}, ${size.label}`);
      await until(() => row.isVisible()).toBe(true);
      expect(await row.textContent()).toContain(inr(size.product_sprice));
    }
    const summary = page.getByRole('region', { name: 'Cart Totals' });
    await until(() => summary.textContent()).toContain(expectedTotals(small.product_sprice + big.product_sprice).subtotal);
  });

  it('a shared link opens its size at once; a size the shop does not sell opens the default one', async () => {
    const { page } = await newShopper(browser, 'phone');
    const { listed, small, big } = await dailyMulti(page);
    const radio = (size: Size) => page.getByRole('group', { name: 'Pack size' }).getByRole('radio', { name: new RegExp(`^${size.label}`) });
    // Scripts off: what the server drew, before any of the app runs.
    const html = await (await page.request.get(`/products/${listed.slug}?size=${big.sku}`)).text();
    expect(html).toMatch(new RegExp(`<input type="radio"[^>]*checked=""[^>]*value="${big.sku}"`));
    await page.goto(`/products/${listed.slug}?size=${big.sku}`);
    await until(() => radio(big).isChecked()).toBe(true);
    await page.goto(`/products/${listed.slug}?size=NO-SUCH-SIZE`);
    await until(() => radio(small).isChecked()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('cards say "from" the cheapest price and how many sizes; a size’s SKU typed in search finds its product', async () => {
    const { page } = await newShopper(browser, 'phone');
    const { listed, big } = await dailyMulti(page);
    await page.goto('/products');
    const card = page.locator('.product-grid article').filter({ has: page.getByRole('heading', { name: listed.product_name }) });
    await until(() => card.textContent()).toContain(`from ${inr(listed.sizes!.from_sprice)}`);
    expect(await card.textContent()).toContain(`${listed.sizes!.count} sizes`);
    expect(await card.getByRole('link', { name: `Choose a size of ${listed.product_name}` }).isVisible()).toBe(true);

    const search = page.getByRole('combobox', { name: 'Search products' });
    await search.fill(big.sku.toLowerCase());
    await search.press('Enter');
    await until(() => page.locator('.product-grid').getByRole('heading').allTextContents()).toEqual([listed.product_name]);
  });
});
