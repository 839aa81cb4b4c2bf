import fs from 'node:fs';
import path from 'node:path';
import { EMBEDDED_ANSWERS_ID, FIRST_IMAGE_SIZES, PAGE_CODE_ID, productSummary, type FirstPaintRoute, type Product } from '@canino/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { banners } from '../src/db/schema';
import { createCategory, createProduct } from './helpers/factories';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * The storefront's pages as the server sends them: home and product pages carry what their first paint
 * needs (the API answers, a preload of the largest picture, a product page's code); other pages are the
 * plain build. A small stand-in for the web build keeps this independent of `npm run build`.
 */
const INDEX_HTML = '<!doctype html><html><head><title>Canino</title><script type="module" src="/assets/index-e1.js"></script></head><body><div id="root"></div></body></html>';
const MANIFEST = {
  'index.html': { file: 'assets/index-e1.js', isEntry: true, imports: ['_vendor-v1.js'], css: ['assets/index-c1.css'] },
  '_vendor-v1.js': { file: 'assets/vendor-v1.js' },
  '_page-banner-b1.js': { file: 'assets/page-banner-b1.js', imports: ['_vendor-v1.js'], css: ['assets/page-banner-b1.css'] },
  'src/app/routes/product-details.tsx': {
    file: 'assets/product-details-p1.js',
    isDynamicEntry: true,
    imports: ['index.html', '_vendor-v1.js', '_page-banner-b1.js'],
    css: ['assets/product-details-p1.css'],
  },
};

/** The web build's first-paint.json as it declares the pages (apps/web/src/app/first-paint-routes.ts), and one page more. */
const FIRST_PAINT: FirstPaintRoute[] = [
  { path: '/', answers: ['banners', 'categories', 'product-cards'] },
  { path: '/products', answers: ['categories', 'listing'], module: 'src/app/routes/products.tsx', leaveToAppWith: ['q', 'min', 'max', 'stock', 'rating'] },
  { path: '/categories/:slug', answers: ['categories', 'listing'], module: 'src/app/routes/products.tsx', leaveToAppWith: ['min', 'max', 'stock', 'rating'] },
  { path: '/products/:slug', answers: ['product', 'offers'], module: 'src/app/routes/product-details.tsx' },
  { path: '/product-details', answers: ['product', 'offers'], module: 'src/app/routes/product-details.tsx' },
  // A page the server has never heard of, made only of answers it knows how to make.
  { path: '/gift/:slug', answers: ['product', 'categories'] },
];

let t: TestApp;
let web: FastifyInstance;
beforeAll(async () => {
  // A local shop, so no test-mode ribbon: pages without first-paint data are the build byte for byte.
  t = await createTestApp({ PUBLIC_URL: 'http://localhost:3000' });
  const webDist = path.join(t.dataDir, 'web');
  fs.mkdirSync(path.join(webDist, '.vite'), { recursive: true });
  fs.writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
  fs.writeFileSync(path.join(webDist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  fs.mkdirSync(path.join(webDist, '.ssr'), { recursive: true });
  fs.writeFileSync(path.join(webDist, '.ssr', 'first-paint.json'), JSON.stringify(FIRST_PAINT));
  web = await buildApp({ ...t.ctx, config: { ...t.ctx.config, webDist } });
});
afterAll(async () => {
  await web?.close();
  await t?.close();
});

const page = async (url: string, status = 200) => {
  const res = await web.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(status);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  return res.body;
};

/** The JSON the server put in the script element with this id, read as the web app reads it. */
function jsonIn(html: string, id: string): unknown {
  const match = html.match(new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`));
  return match ? JSON.parse(match[1]!) : undefined;
}

const embedded = (html: string) => jsonIn(html, EMBEDDED_ANSWERS_ID) as Record<string, unknown> | undefined;
/** The page's own code, which the web app preloads once the first screen is painted. */
const pageCode = (html: string) => jsonIn(html, PAGE_CODE_ID) as string[] | undefined;

const apiBody = async (url: string) => (await web.inject({ method: 'GET', url })).json();
/** A product list as a page embeds it: the API's answer with each product as a card shows it. */
const summarised = async (url: string) => {
  const answer = (await apiBody(url)) as { status: 1; data: Product[] };
  return { ...answer, data: answer.data.map(productSummary) };
};

/** What every page carries besides its own: the shop's details (top bar, footer) and delivery terms (what it claims). */
const shopWide = async () => ({
  '/admin/api/settings': await apiBody('/admin/api/settings'),
  '/admin/api/delivery-terms': await apiBody('/admin/api/delivery-terms'),
});

describe('the home page', () => {
  it('carries the banners, categories and products it shows and preloads the first banner picture at high priority', async () => {
    await t.ctx.db.insert(banners).values([
      { image: '/admin/uploads/banners/first.webp', title: 'Fresh </script><script>alert(1)</script> & more', position: 0 },
      { image: '/admin/uploads/banners/second.webp', title: 'Second', position: 1 },
    ]);
    t.ctx.catalogCache.invalidate();
    const html = await page('/');

    expect(html).toContain(
      '<link rel="preload" as="image" href="/admin/uploads/banners/first.webp" imagesrcset="/admin/uploads/banners/first-400.webp 400w, /admin/uploads/banners/first-700.webp 700w, /admin/uploads/banners/first-800.webp 800w, /admin/uploads/banners/first.webp 1600w" imagesizes="100vw" fetchpriority="high">',
    );
    expect(embedded(html)).toEqual({
      '/admin/api/banner': await apiBody('/admin/api/banner'),
      '/admin/api/category': await apiBody('/admin/api/category'),
      '/admin/api/product': await summarised('/admin/api/product'),
      ...(await shopWide()),
    });
    // A title cannot end the script element early: the app's, the answers' and home's two JSON-LD records.
    expect(html.match(/<\/script>/g)).toHaveLength(4);
    // This stand-in build has no server bundle: the app draws the page itself, as before (server-render.ts).
    expect(html).toContain('<div id="root"></div>');
  });
});

describe('a product page', () => {
  it('carries the product, preloads its first picture and lists its code for the app to fetch after the first paint', async () => {
    const product = await createProduct(t.ctx, { image: '/admin/uploads/products/tin.webp' });
    const html = await page(`/product-details?id=${product.id}`);

    expect(embedded(html)).toEqual({
      [`/admin/api/productById/${product.id}`]: await apiBody(`/admin/api/productById/${product.id}`),
      '/admin/api/offers': await apiBody('/admin/api/offers'),
      ...(await shopWide()),
    });
    expect(html).toContain('<link rel="preload" as="image" href="/admin/uploads/products/tin.webp"');
    expect(html).toContain(`imagesizes="${FIRST_IMAGE_SIZES.productGallery}"`);
    expect(pageCode(html)).toEqual(['/assets/product-details-p1.js', '/assets/page-banner-b1.js']);
    // Nothing of the code is fetched before the first paint: only the stylesheets and the picture are.
    expect(html).not.toContain('modulepreload');
    const styles = [...html.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    expect(styles).toEqual(['/assets/product-details-p1.css', '/assets/page-banner-b1.css']);
  });

  it('carries the same at the product’s readable address', async () => {
    const product = await createProduct(t.ctx, { image: '/admin/uploads/products/jar.webp' });
    const html = await page(`/products/${product.slug}`);

    expect(embedded(html)).toEqual({
      [`/admin/api/productBySlug/${product.slug}`]: await apiBody(`/admin/api/productBySlug/${product.slug}`),
      '/admin/api/offers': await apiBody('/admin/api/offers'),
      ...(await shopWide()),
    });
    expect(html).toContain('<link rel="preload" as="image" href="/admin/uploads/products/jar.webp"');
    expect(pageCode(html)).toContain('/assets/product-details-p1.js');
  });

  it('has nothing to preload when the product does not exist or the link has no valid id (a 404 page)', async () => {
    for (const url of ['/product-details?id=987654', '/product-details?id=abc', '/product-details', '/products/no-such-thing']) {
      const html = await page(url, 404);
      expect(embedded(html)).toBeUndefined();
      expect(html).not.toContain('rel="preload"');
      expect(pageCode(html)).toBeUndefined();
    }
  });
});

describe('what the web build declares', () => {
  it('gives a page declared only in the web build the answers it names, in its order, with no change on the server', async () => {
    const product = await createProduct(t.ctx, { image: '/admin/uploads/products/gift.webp' });
    const res = await web.inject({ method: 'GET', url: `/gift/${product.slug}` });
    expect(embedded(res.body)).toEqual({
      [`/admin/api/productBySlug/${product.slug}`]: await apiBody(`/admin/api/productBySlug/${product.slug}`),
      '/admin/api/category': await apiBody('/admin/api/category'),
      ...(await shopWide()),
    });
    expect(res.body).toContain('<link rel="preload" as="image" href="/admin/uploads/products/gift.webp"');
    // Without a module of its own, no page code is listed.
    expect(pageCode(res.body)).toBeUndefined();
  });

  it('sends every page as the app draws it when the build has no first-paint.json, or one that does not read', async () => {
    for (const content of [undefined, '{"not": "a list"}', 'not json']) {
      const webDist = path.join(t.dataDir, `web-${content === undefined ? 'none' : content.length}`);
      fs.cpSync(path.join(t.dataDir, 'web'), webDist, { recursive: true });
      const file = path.join(webDist, '.ssr', 'first-paint.json');
      if (content === undefined) fs.rmSync(file);
      else fs.writeFileSync(file, content);
      const plain = await buildApp({ ...t.ctx, config: { ...t.ctx.config, webDist } });
      try {
        const res = await plain.inject({ method: 'GET', url: '/' });
        expect(res.statusCode).toBe(200);
        expect(embedded(res.body)).toBeUndefined();
      } finally {
        await plain.close();
      }
    }
  });
});

describe('the listing', () => {
  it('carries the categories and the products as the app asks for them, and preloads the first card picture', async () => {
    const category = await createCategory(t.ctx, { slug: 'listing-cat' });
    await createProduct(t.ctx, { categoryId: category.id, image: '/admin/uploads/products/first.webp', sellingPricePaise: 100, listPricePaise: 100 });
    t.ctx.catalogCache.invalidate();
    const all = await page('/products');
    expect(embedded(all)).toEqual({
      '/admin/api/category': await apiBody('/admin/api/category'),
      '/admin/api/product': await summarised('/admin/api/product'),
      ...(await shopWide()),
    });
    // The long texts are the product page's: the API's list keeps them, the page's copy leaves them out.
    const [apiProduct] = ((await apiBody('/admin/api/product')) as { data: Product[] }).data;
    expect(apiProduct!.product_details).not.toBe('');
    expect((embedded(all)!['/admin/api/product'] as { data: object[] }).data[0]).not.toHaveProperty('product_details');
    expect(all).toMatch(/<link rel="preload" as="image" href="[^"]+" imagesrcset="[^"]+" imagesizes="\(min-width: 1280px\) 280px/);

    const inCategory = await page('/categories/listing-cat?sort=price_asc');
    const url = `/admin/api/product?category=${category.id}&sort=price_asc`;
    expect(embedded(inCategory)).toMatchObject({ [url]: await summarised(url) });
    expect(inCategory).toContain('<link rel="preload" as="image" href="/admin/uploads/products/first.webp"');
    // A search is answered by the app itself, and so is a list narrowed by price, stock or rating.
    for (const url of ['/products?q=chews', '/products?stock=1', '/categories/listing-cat?min=100&max=500', '/products?rating=4'])
      expect(embedded(await page(url)), url).toBeUndefined();
  });
});

describe('other pages', () => {
  it('get the build with their own head only, and the build manifest stays on the server', async () => {
    const about = await page('/about');
    expect(embedded(about)).toBeUndefined();
    expect(about).not.toContain('rel="preload"');
    expect(about.replace(/<title>.*<\/head>/, '</head>')).toBe(INDEX_HTML.replace('<title>Canino</title>', ''));
    expect(await page('/.vite/manifest.json', 404)).not.toContain('isEntry');
  });
});

describe('Content-Security-Policy', () => {
  const imgSrc = (policy: unknown) =>
    String(policy)
      .split(';')
      .find((d) => d.trim().startsWith('img-src'))!
      .trim();

  it("lets the admin's pages show blob: images (a picture chosen but not saved yet), and nothing else changes", async () => {
    const store = await web.inject({ method: 'GET', url: '/products' });
    for (const url of ['/admin', '/admin/products/12', '/admin/banners/new?x=1']) {
      const res = await web.inject({ method: 'GET', url });
      expect(imgSrc(res.headers['content-security-policy']), url).toBe("img-src 'self' data: https: blob:");
      expect(String(res.headers['content-security-policy']).replace(' blob:', ''), url).toBe(store.headers['content-security-policy']);
    }
  });

  it("keeps blob: out of the storefront's pages and the API's answers", async () => {
    for (const url of ['/', '/products', '/administrator', '/admin/api/banner']) {
      const res = await web.inject({ method: 'GET', url });
      expect(imgSrc(res.headers['content-security-policy']), url).toBe("img-src 'self' data: https:");
    }
  });
});
