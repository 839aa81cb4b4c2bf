import { formatINR, rupeesToPaise } from '@canino/shared';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

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
  product_img: string;
  /** Present for a product sold in several sizes (decision 042). */
  sizes?: { count: number; from_sprice: number; stock: number };
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

/**
 * A product of one size with at least `minStock` in stock, chosen from the live catalogue (a product sold
 * in several sizes is bought by choosing one: e2e/pack-sizes.test.ts).
 */
export async function productInStock(page: Page, minStock = 5, skip: number[] = []): Promise<ApiProduct> {
  const products = await apiData<ApiProduct[]>(page, '/product');
  const found = products.find((p) => !p.sizes && p.stock >= minStock && !skip.includes(p.product_id));
  if (!found) throw new Error('the demo catalogue has no product in stock');
  return found;
}

const TOASTS_SEEN = 'e2e:toasts-seen';

/**
 * Makes every page of the context write down each toast it shows, once per toast, in sessionStorage so that
 * the list outlives a reload. react-toastify renders each toast as role=alert.
 */
export async function recordToasts(context: BrowserContext): Promise<void> {
  await context.addInitScript((key) => {
    const written = new WeakSet<Element>();
    new MutationObserver(() => {
      const fresh = Array.from(document.querySelectorAll('[role=alert]')).filter((el) => el.textContent && !written.has(el));
      if (!fresh.length) return;
      for (const el of fresh) written.add(el);
      const seen = JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[];
      sessionStorage.setItem(key, JSON.stringify([...seen, ...fresh.map((el) => el.textContent)]));
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, TOASTS_SEEN);
}

/**
 * Makes every page of the context take clicks only once the app has hydrated the server's first screen
 * (decision 033): until then that HTML has no handlers, and a click on it is lost, as a shopper's early tap
 * is. With the screen out of pointer reach, Playwright's click waits (its hit-target check) instead of
 * clicking into nothing on a busy machine. A constructed style sheet, so the shop's CSP is not involved.
 */
export async function clickOnlyWhenHydrated(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('#root[data-server-drawn] { pointer-events: none !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
}

/**
 * Waits until a toast with this text has been shown, and crosses it off so that the next call waits for the
 * next one. A toast closes after 2.5 s, and on a busy machine a test that looks for it now and then can look
 * twice around it and miss it (CI did, once); the page's own list (recordToasts) cannot.
 */
export async function sawToast(page: Page, text: string | RegExp, timeout = 20_000): Promise<void> {
  const wanted: { text: string } | { source: string; flags: string } = typeof text === 'string' ? { text } : { source: text.source, flags: text.flags };
  const crossOff = () =>
    page
      .evaluate(
        ([key, want]) => {
          const seen = JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[];
          const at = seen.findIndex((shown) => ('text' in want ? shown.includes(want.text) : new RegExp(want.source, want.flags).test(shown)));
          if (at < 0) return false;
          seen.splice(at, 1);
          sessionStorage.setItem(key, JSON.stringify(seen));
          return true;
        },
        [TOASTS_SEEN, wanted] as [string, typeof wanted],
      )
      .catch(() => false); // the page was between two documents: look again
  await expect.poll(crossOff, { timeout, message: `a toast saying ${String(text)}` }).toBe(true);
}

/** The value cell of a row of a totals table ('Subtotal', 'Shipping', 'Discount', 'Total'). */
export function totalsCell(scope: Locator, label: string | RegExp): Locator {
  return scope
    .getByRole('row')
    .filter({ has: scope.page().getByRole('rowheader', { name: label, exact: typeof label === 'string' }) })
    .getByRole('cell');
}

/** The cart's line for a product. */
export const cartRow = (page: Page, productName: string): Locator =>
  page
    .getByRole('table', { name: 'Products in your cart' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: productName }) });

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
