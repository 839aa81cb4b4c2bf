import { formatINR, rupeesToPaise } from '@canino/shared';
import type { BrowserContext, Locator, Page } from 'playwright-core';

/** The shop's catalogue as its API reports it, so tests derive expectations from the data, not from constants. */
export interface ApiProduct {
  product_id: number;
  product_name: string;
  product_sprice: number;
  product_dprice: number;
  mcat_id: number;
  stock: number;
  slug: string;
  sku: string;
  product_desc: string;
}
export interface ApiCategory {
  mcat_id: number;
  mcat_name: string;
  slug: string;
}

export async function apiData<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(`/admin/api${path}`);
  if (!res.ok()) throw new Error(`GET ${path} failed with ${res.status()}`);
  return ((await res.json()) as { data: T }).data;
}

/** Rupees from the API → the storefront's text (₹1,299.00). */
export const inr = (rupees: number) => formatINR(rupeesToPaise(rupees));

/** A product with at least `minStock` in stock, chosen from the live catalogue. */
export async function productInStock(page: Page, minStock = 5, skip: number[] = []): Promise<ApiProduct> {
  const products = await apiData<ApiProduct[]>(page, '/product');
  const found = products.find((p) => p.stock >= minStock && !skip.includes(p.product_id));
  if (!found) throw new Error('the demo catalogue has no product in stock');
  return found;
}

/** The toast with this text (react-toastify renders each as role=alert). */
export const toast = (page: Page, text: string | RegExp): Locator => page.getByRole('alert').filter({ hasText: text });

/** The value cell of a row of a totals table ('Subtotal', 'Shipping', 'Discount', 'Total'). */
export function totalsCell(scope: Locator, label: string | RegExp): Locator {
  return scope
    .getByRole('row')
    .filter({ has: scope.page().getByRole('rowheader', { name: label, exact: typeof label === 'string' }) })
    .getByRole('cell');
}

/** The cart's line for a product. */
export const cartRow = (page: Page, productName: string): Locator =>
  page.getByRole('table', { name: 'Products in your cart' }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: productName }) });

/** The spec's totals in paise, worked out here independently of the shop's code. */
export function expectedTotals(subtotalRupees: number, percent = 0) {
  const subtotalPaise = rupeesToPaise(subtotalRupees);
  const discountPaise = Math.round((subtotalPaise * percent) / 100);
  const totalPaise = Math.floor((subtotalPaise - (subtotalPaise * percent) / 100) / 100) * 100 + 7500;
  return { subtotal: formatINR(subtotalPaise), discount: formatINR(discountPaise), total: formatINR(totalPaise), shipping: formatINR(7500) };
}

/** Puts products in the visitor's cart (canino_cart, the spec's line shape) before any page loads. */
export async function seedCart(context: BrowserContext, lines: { product: ApiProduct & { product_img?: string }; quantity: number }[]): Promise<void> {
  const cart = lines.map(({ product: p, quantity }) => ({
    product_id: p.product_id,
    product_img: p.product_img ?? '',
    product_name: p.product_name,
    product_dprice: p.product_dprice,
    product_sprice: p.product_sprice,
    quantity,
    subtotal: (rupeesToPaise(p.product_sprice) * quantity) / 100,
  }));
  await context.addInitScript((saved) => {
    if (!sessionStorage.getItem('cart-seeded')) {
      localStorage.setItem('canino_cart', saved);
      sessionStorage.setItem('cart-seeded', '1');
    }
  }, JSON.stringify(cart));
}
