import { LISTING_PAGE_SIZE } from '@canino/shared';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newShopper } from './support/browser';
import { logInCustomer, newCustomerDetails, registerCustomer } from './support/customer';
import { apiData, cartRow, expectedTotals, inr, productInStock, sawToast, totalsCell, type ApiCategory, type ApiProduct } from './support/shop';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('a customer browsing the shop', () => {
  it('filters by category, searches and sorts, with every choice in the address', async () => {
    const { page, context } = await newShopper(browser);
    const categories = await apiData<ApiCategory[]>(page, '/category');
    const category = categories[1]!;
    const inCategory = await apiData<ApiProduct[]>(page, `/product?category=${category.mcat_id}`);

    await page.goto('/');
    await expect.poll(() => page.getByRole('heading', { name: 'Browse By Categories' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('heading', { name: 'Trending Products' }).isVisible()).toBe(true);
    await page.getByRole('link', { name: category.mcat_name, exact: true }).click();

    // A category's own readable address.
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/categories/${category.slug}`);
    await expect.poll(() => page.getByRole('radio', { name: category.mcat_name }).isChecked()).toBe(true);
    const names = page.locator('.product-grid').getByRole('heading', { level: 3 });
    await expect.poll(() => names.allTextContents()).toEqual(inCategory.map((p) => p.product_name));

    // Search from the header: the results page shows exactly what the API finds, best match first.
    const found = await apiData<ApiProduct[]>(page, '/product?q=omega&sort=relevance');
    expect(found.length).toBeGreaterThan(0);
    const search = page.getByRole('combobox', { name: 'Search products' });
    await expect.poll(() => search.count()).toBe(1);
    await search.fill('omega');
    await search.press('Enter');
    await expect.poll(() => `${new URL(page.url()).pathname}${new URL(page.url()).search}`).toBe('/search?q=omega');
    await expect.poll(() => names.allTextContents()).toEqual(found.map((p) => p.product_name));

    // Sort by price, highest first, within the whole catalogue.
    await page.getByRole('link', { name: 'Products', exact: true }).first().click();
    await expect.poll(() => `${new URL(page.url()).pathname}${new URL(page.url()).search}`).toBe('/products');
    // React keeps the search page on screen until the listing's code has loaded: sort on the listing itself.
    await expect.poll(() => page.title()).toContain('All products');
    await page.getByLabel('Sort by').selectOption('price_desc');
    await expect.poll(() => new URL(page.url()).search).toBe('?sort=price_desc');
    const byPrice = await apiData<ApiProduct[]>(page, '/product?sort=price_desc');
    // The first page of the listing (Load more brings the rest).
    await expect.poll(() => names.allTextContents()).toEqual(byPrice.slice(0, LISTING_PAGE_SIZE).map((p) => p.product_name));
    const prices = byPrice.map((p) => p.product_sprice);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));

    // A shared address restores the same listing.
    await page.goto(`/products?category=${category.mcat_id}&sort=price_asc`);
    const sorted = await apiData<ApiProduct[]>(page, `/product?category=${category.mcat_id}&sort=price_asc`);
    await expect.poll(() => names.allTextContents()).toEqual(sorted.map((p) => p.product_name));
    await context.close();
  });

  it('adds a product with quantity 3 and changes quantities in the cart, the totals following', async () => {
    const { page, context } = await newShopper(browser);
    const product = await productInStock(page, 5);

    await page.goto(`/product-details?id=${product.product_id}`);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: product.product_name }).isVisible()).toBe(true);
    const increase = page.getByRole('button', { name: 'Increase quantity' });
    await increase.click();
    await increase.click();
    await expect.poll(() => page.getByLabel('Quantity', { exact: true }).inputValue()).toBe('3');
    // From the keyboard: the button becomes "Go to cart", and the focus moves to it rather than to the page.
    await page.getByRole('button', { name: 'Add to cart' }).focus();
    await page.keyboard.press('Enter');
    await sawToast(page, 'Product Added to Cart');
    await expect.poll(() => page.getByRole('link', { name: 'Cart, 3 items' }).isVisible()).toBe(true);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Go to cart');

    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Cart' }).isVisible()).toBe(true);
    const row = cartRow(page, product.product_name);
    await expect.poll(() => row.getByLabel(`Quantity of ${product.product_name}`).inputValue()).toBe('3');
    const summary = page.getByRole('region', { name: 'Cart Totals' });
    let expected = expectedTotals(product.product_sprice * 3);
    await expect.poll(() => row.locator('td[data-label="Subtotal"]').textContent()).toBe(expected.subtotal);
    await expect.poll(() => totalsCell(summary, 'Subtotal').textContent()).toBe(expected.subtotal);
    expect(await totalsCell(summary, 'Shipping').textContent()).toBe(expected.shipping);
    expect(await totalsCell(summary, 'Total').textContent()).toBe(expected.total);

    // Typing a quantity: committed on Enter; the line and the totals follow.
    await row.getByLabel(`Quantity of ${product.product_name}`).fill('2');
    await row.getByLabel(`Quantity of ${product.product_name}`).press('Enter');
    expected = expectedTotals(product.product_sprice * 2);
    await expect.poll(() => totalsCell(summary, 'Total').textContent()).toBe(expected.total);
    expect(await row.locator('td[data-label="Subtotal"]').textContent()).toBe(expected.subtotal);

    // Never below 1 and never past the stock.
    await row.getByLabel(`Quantity of ${product.product_name}`).fill('0');
    await row.getByLabel(`Quantity of ${product.product_name}`).press('Enter');
    await expect.poll(() => row.getByLabel(`Quantity of ${product.product_name}`).inputValue()).toBe('1');
    await row.getByLabel(`Quantity of ${product.product_name}`).fill(String(product.stock + 5));
    await row.getByLabel(`Quantity of ${product.product_name}`).press('Enter');
    await expect.poll(() => row.getByLabel(`Quantity of ${product.product_name}`).inputValue()).toBe(String(Math.min(product.stock, 99)));

    // The cart survives a reload (it lives in canino_cart).
    await page.reload();
    await expect.poll(() => cartRow(page, product.product_name).getByLabel(`Quantity of ${product.product_name}`).inputValue()).toBe(String(Math.min(product.stock, 99)));
    await context.close();
  });

  it('applies WELCOME10 to the exact paisa, shows why EXPIRED5 fails, and removes a line', async () => {
    const { page, context } = await newShopper(browser);
    const first = await productInStock(page, 5);
    const second = await productInStock(page, 5, [first.product_id]);

    // Two products from the listing's cart icons.
    await page.goto('/products');
    for (const p of [first, second]) {
      await page.getByRole('button', { name: `Add ${p.product_name} to cart` }).click();
      const goToCart = page.getByRole('link', { name: `${p.product_name} is in your cart. Go to cart` });
      await expect.poll(() => goToCart.isVisible()).toBe(true);
      expect(await goToCart.evaluate((link) => link === document.activeElement)).toBe(true);
    }
    await page.getByRole('link', { name: 'Cart, 2 items' }).click();
    const summary = page.getByRole('region', { name: 'Cart Totals' });
    // The columns say what they hold, in plain words.
    const headers = page.getByRole('table', { name: 'Products in your cart' }).getByRole('columnheader');
    await expect.poll(() => headers.allTextContents()).toEqual(expect.arrayContaining(['Product', 'MRP', 'Discount Price']));
    const subtotal = first.product_sprice + second.product_sprice;
    await expect.poll(() => totalsCell(summary, 'Total').textContent()).toBe(expectedTotals(subtotal).total);

    await page.getByLabel('Have a coupon?').fill('welcome10');
    await page.getByRole('button', { name: 'Apply Code' }).click();
    await expect.poll(() => page.getByText('Coupon WELCOME10 applied: 10% off').isVisible()).toBe(true);
    const withCoupon = expectedTotals(subtotal, 10);
    await expect.poll(() => totalsCell(summary, /^Discount/).textContent()).toBe(`−${withCoupon.discount}`);
    expect(await totalsCell(summary, 'Total').textContent()).toBe(withCoupon.total);

    // The coupon stays with the cart through a reload.
    await page.reload();
    await expect.poll(() => totalsCell(page.getByRole('region', { name: 'Cart Totals' }), 'Total').textContent()).toBe(withCoupon.total);

    await page.getByRole('button', { name: 'Remove coupon' }).click();
    await page.getByLabel('Have a coupon?').fill('EXPIRED5');
    await page.getByRole('button', { name: 'Apply Code' }).click();
    // An expired code is told like an unknown one, so the lookup cannot be used to find codes.
    await expect.poll(() => page.getByText('This coupon code is not valid').isVisible()).toBe(true);
    await expect.poll(() => page.getByLabel('Have a coupon?').getAttribute('aria-invalid')).toBe('true');
    expect(await totalsCell(summary, 'Total').textContent()).toBe(expectedTotals(subtotal).total);

    // Removing a line: toast, the line goes, the totals follow.
    await page.getByRole('button', { name: `Remove ${first.product_name} from cart` }).click();
    await sawToast(page, 'Cart item removed');
    await expect.poll(() => cartRow(page, first.product_name).count()).toBe(0);
    await expect.poll(() => totalsCell(summary, 'Total').textContent()).toBe(expectedTotals(second.product_sprice).total);

    await page.getByRole('button', { name: `Remove ${second.product_name} from cart` }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'No items added!' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Proceed to Checkout' }).isDisabled()).toBe(true);
    await context.close();
  });
});

describe('the wishlist', () => {
  it('asks a logged-out visitor to log in when they tap the heart, and brings them back after', async () => {
    const { page, context } = await newShopper(browser);
    const product = await productInStock(page, 1);
    await page.goto('/products');
    await page.getByRole('button', { name: `Save ${product.product_name} to wishlist` }).click();
    const dialog = page.getByRole('dialog', { name: 'Please log in to continue' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login?next=%2Fproducts');
    await dialog.getByRole('button', { name: 'Not now' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);

    await page.goto('/wishlist');
    await expect.poll(() => page.getByRole('heading', { name: 'Please log in to continue' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Log in' }).last().getAttribute('href')).toBe('/login?next=%2Fwishlist');
    await context.close();
  });

  it('a customer saves a product with the heart, finds it on the wishlist page and moves it to the cart', async () => {
    const { page, context } = await newShopper(browser);
    const customer = newCustomerDetails();
    await registerCustomer(context.request, customer);
    await logInCustomer(context, customer);
    const product = await productInStock(page, 2);

    await page.goto(`/product-details?id=${product.product_id}`);
    await page.getByRole('button', { name: 'Add to wishlist' }).click();
    await expect.poll(() => page.getByRole('alert').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('button', { name: 'Remove from wishlist' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('link', { name: 'Wishlist, 1 item' }).isVisible()).toBe(true);

    await page.getByRole('link', { name: 'Wishlist, 1 item' }).click();
    const table = page.getByRole('table', { name: 'Products in your wishlist' });
    await expect.poll(() => table.getByRole('rowheader', { name: product.product_name }).isVisible()).toBe(true);
    expect(await table.textContent()).toContain(inr(product.product_sprice));

    await table.getByRole('button', { name: `Add to cart ${product.product_name}` }).click();
    await sawToast(page, 'Product Added to Cart');
    await expect.poll(() => page.getByRole('link', { name: 'Cart, 1 item' }).isVisible()).toBe(true);

    await table.getByRole('button', { name: `Remove ${product.product_name} from wishlist` }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'No data' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('link', { name: 'Wishlist, 0 items' }).isVisible()).toBe(true);
    await context.close();
  });
});
