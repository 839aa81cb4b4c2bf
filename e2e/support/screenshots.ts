/**
 * Full-page screenshots of the storefront at 375 px and 1440 px, to look at after a change.
 *   npx tsx e2e/support/screenshots.ts http://localhost:3000 [name=/path ...]
 * Writes screenshots/<name>-<width>.png (gitignored). With no pages given it takes the default list,
 * twice: as a visitor with three products in the cart, and logged in as a fresh customer.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser, VIEWPORTS } from './chromium';

const VISITOR_PAGES: Record<string, string> = {
  home: '/',
  products: '/products',
  'products-category': '/categories/joint-mobility?sort=price_desc',
  'product-details': '/products/joint-plus-chews',
  cart: '/cart',
  wishlist: '/wishlist',
  checkout: '/checkout',
  'not-found': '/no-such-page',
  login: '/login',
  'sign-up': '/sign-up',
  'reset-password': '/reset-password?token=from-the-email',
  about: '/about',
  contact: '/contact',
  'new-arrivals': '/new-arrivals',
  'privacy-policy': '/privacy-policy',
  terms: '/terms',
  'refund-terms': '/refund-terms',
  'shipping-terms': '/shipping-terms',
};
const CUSTOMER_PAGES: Record<string, string> = {
  'wishlist-customer': '/wishlist',
  profile: '/profile',
  address: '/address',
  orders: '/orders',
  pets: '/pets',
  refills: '/refills',
  autoship: '/autoship',
  'home-customer': '/',
  'product-details-customer': '/product-details?id=4',
};

interface ApiProduct {
  product_id: number;
  product_img: string;
  product_name: string;
  product_dprice: number;
  product_sprice: number;
  stock: number;
}

async function seedCart(context: BrowserContext, baseUrl: string): Promise<void> {
  const res = await fetch(`${baseUrl}/admin/api/product`);
  const products = ((await res.json()) as { data: ApiProduct[] }).data.filter((p) => p.stock > 5).slice(0, 3);
  const lines = products.map((p, i) => ({
    product_id: p.product_id,
    product_img: p.product_img,
    product_name: p.product_name,
    product_dprice: p.product_dprice,
    product_sprice: p.product_sprice,
    quantity: i + 1,
    subtotal: (p.product_sprice * 100 * (i + 1)) / 100,
  }));
  await context.addInitScript((cart) => {
    if (!localStorage.getItem('canino_cart')) localStorage.setItem('canino_cart', cart);
  }, JSON.stringify(lines));
}

/** Registers a fresh customer and logs the context in (the session cookie lands in the context). */
async function logIn(context: BrowserContext, baseUrl: string): Promise<void> {
  const mobile = `9${String(Date.now()).slice(-9)}`;
  const password = 'screenshots-1';
  const form = { pet_name: 'Bruno', breed: 'Labrador', age: '4', weight: '28', owner_name: 'Priya Raman', owner_number: mobile, email: `shots${mobile}@example.in`, password };
  const reg = await context.request.post(`${baseUrl}/admin/api/auth_register`, { multipart: form });
  if (!reg.ok()) throw new Error(`register failed: ${await reg.text()}`);
  const login = await context.request.post(`${baseUrl}/admin/api/auth_login`, { multipart: { mobile, password } });
  const body = (await login.json()) as { data: unknown };
  await context.addInitScript((user) => localStorage.setItem('canino_user', user), JSON.stringify(body.data));
  const wish = await fetch(`${baseUrl}/admin/api/product`).then((r) => r.json() as Promise<{ data: ApiProduct[] }>);
  const cusID = (body.data as { cusID: number }).cusID;
  for (const p of wish.data.slice(0, 3)) await context.request.post(`${baseUrl}/admin/api/wishlist_update`, { data: { cusID, pID: p.product_id } });
}

async function shoot(browser: Browser, baseUrl: string, pages: Record<string, string>, outDir: string, customer: boolean): Promise<void> {
  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    const context = await browser.newContext({ viewport, locale: 'en-IN', reducedMotion: 'reduce' });
    await seedCart(context, baseUrl);
    if (customer) await logIn(context, baseUrl);
    const page = await context.newPage();
    for (const [name, url] of Object.entries(pages)) {
      await page.goto(baseUrl + url, { waitUntil: 'networkidle' });
      // Lazy images below the fold load only when scrolled to; walk down so the picture is complete.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 60));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState('networkidle');
      const file = path.join(outDir, `${name}-${viewport.width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(`${label.padEnd(8)} ${file}`);
    }
    await context.close();
  }
}

const [baseUrl = 'http://localhost:3000', ...args] = process.argv.slice(2);
const chosen = Object.fromEntries(args.map((a) => [a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1)]));
const outDir = path.resolve('screenshots');
fs.mkdirSync(outDir, { recursive: true });
const browser = await launchBrowser();
try {
  if (args.length) await shoot(browser, baseUrl, chosen, outDir, false);
  else {
    await shoot(browser, baseUrl, VISITOR_PAGES, outDir, false);
    await shoot(browser, baseUrl, CUSTOMER_PAGES, outDir, true);
  }
} finally {
  await browser.close();
}
