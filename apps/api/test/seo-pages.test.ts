import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { banners, categories, products } from '../src/db/schema';
import { moderateReview } from '../src/services/reviews/moderate-reviews';
import { createReview } from '../src/services/reviews/write-review';
import { createCategory, createCustomer, createProduct, insertOrder } from './helpers/factories';
import { createTestApp, type TestApp } from './helpers/test-app';
import { createAdmin } from './admin-support';

/**
 * Pages as a crawler or WhatsApp's link preview reads them: the HTML the server sends, no JavaScript
 * run. Each page's head (title, description, canonical, Open Graph, Twitter card) and its JSON-LD,
 * parsed and held to Google's Product rich-result rules; the sitemap and robots.txt.
 */
const INDEX_HTML =
  '<!doctype html><html lang="en-IN"><head><meta charset="UTF-8" /><meta name="description" content="The build’s default." /><title>Canino — default</title></head><body><div id="root"></div></body></html>';
const BASE = 'http://shop.test';

let t: TestApp;
let web: FastifyInstance;
let category: typeof categories.$inferSelect;
let product: typeof products.$inferSelect;
beforeAll(async () => {
  t = await createTestApp();
  const webDist = path.join(t.dataDir, 'web');
  fs.mkdirSync(webDist, { recursive: true });
  fs.writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
  web = await buildApp({ ...t.ctx, config: { ...t.ctx.config, webDist } });
  category = await createCategory(t.ctx, { name: 'Joint & Mobility', slug: 'joint-mobility', image: '/admin/uploads/categories/joint.webp' });
  product = await createProduct(t.ctx, {
    categoryId: category.id,
    name: 'Joint+ Chews "Active" </script><b>',
    slug: 'joint-plus-chews',
    sku: 'CAN-JNT-101',
    description: 'Glucosamine & turmeric chews for stiff joints.',
    image: '/admin/uploads/products/joint-1.webp',
    sellingPricePaise: 44950,
    listPricePaise: 59900,
    stock: 8,
  });
  await t.ctx.db.insert(banners).values({ image: '/admin/uploads/banners/hero.webp', title: 'Natural care', position: 0 });
  t.ctx.catalogCache.invalidate();
});
afterAll(async () => {
  await web?.close();
  await t?.close();
});

/** What a crawler gets: status, and the head read with plain string parsing, as no script runs. */
async function crawl(url: string) {
  const res = await web.inject({ method: 'GET', url, headers: { 'user-agent': 'WhatsApp/2.23' } });
  const html = res.body;
  const head = html.slice(0, html.indexOf('</head>'));
  const meta = (attr: 'name' | 'property', key: string) => decode(head.match(new RegExp(`<meta ${attr}="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)">`))?.[1]);
  return {
    status: res.statusCode,
    html,
    title: decode(head.match(/<title>([^<]*)<\/title>/)?.[1]),
    titles: head.match(/<title>/g)?.length ?? 0,
    descriptions: head.match(/<meta name="description"/g)?.length ?? 0,
    description: meta('name', 'description'),
    canonical: decode(head.match(/<link rel="canonical" href="([^"]*)">/)?.[1]),
    robots: meta('name', 'robots'),
    og: (key: string) => meta('property', `og:${key}`),
    product: (key: string) => meta('property', `product:${key}`),
    twitter: (key: string) => meta('name', `twitter:${key}`),
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, any>),
  };
}

const decode = (s: string | undefined) =>
  s
    ?.replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

const ofType = (records: Record<string, any>[], type: string) => records.filter((r) => r['@type'] === type);

/**
 * Google's Product rich-result rules (merchant listing): name; an Offer with a positive price, a currency
 * code and a schema.org availability; images as crawlable absolute URLs. Returns what is wrong.
 */
function productProblems(p: Record<string, any>): string[] {
  const problems: string[] = [];
  if (p['@context'] !== 'https://schema.org') problems.push('@context');
  if (typeof p.name !== 'string' || !p.name) problems.push('name');
  const images = Array.isArray(p.image) ? p.image : [p.image];
  if (!images.length || !images.every((u: unknown) => typeof u === 'string' && /^https?:\/\//.test(u))) problems.push('image');
  const o = p.offers;
  if (!o || o['@type'] !== 'Offer') problems.push('offers');
  else {
    if (!/^\d+(\.\d+)?$/.test(String(o.price)) || Number(o.price) <= 0) problems.push('offers.price');
    if (!/^[A-Z]{3}$/.test(o.priceCurrency)) problems.push('offers.priceCurrency');
    if (!/^https:\/\/schema\.org\/(InStock|OutOfStock|PreOrder|BackOrder|LimitedAvailability)$/.test(o.availability)) problems.push('offers.availability');
  }
  if (p.aggregateRating && !(p.aggregateRating.ratingValue > 0 && p.aggregateRating.reviewCount > 0)) problems.push('aggregateRating');
  return problems;
}

function breadcrumbTrail(records: Record<string, any>[]) {
  const [list] = ofType(records, 'BreadcrumbList');
  const items = list!.itemListElement as { position: number; name: string; item: string }[];
  expect(items.map((i) => i.position)).toEqual(items.map((_, i) => i + 1));
  return items.map((i) => [i.name, i.item]);
}

describe('home', () => {
  it('has its own head, a preview picture, and Organization and WebSite with a search box', async () => {
    const page = await crawl('/');
    expect(page.status).toBe(200);
    expect(page.titles).toBe(1);
    expect(page.descriptions).toBe(1);
    expect(page.title).toBe('Canino — Natural care for dogs');
    expect(page.canonical).toBe(`${BASE}/`);
    expect(page.og('image')).toBe(`${BASE}/admin/uploads/banners/hero.webp`);
    expect(page.og('url')).toBe(`${BASE}/`);
    expect(page.twitter('card')).toBe('summary_large_image');

    const [org] = ofType(page.jsonLd, 'Organization');
    expect(org).toMatchObject({ name: 'Canino', url: `${BASE}/`, logo: `${BASE}/logo.svg` });
    const [site] = ofType(page.jsonLd, 'WebSite');
    expect(site!.potentialAction).toMatchObject({
      '@type': 'SearchAction',
      target: { urlTemplate: `${BASE}/search?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    });
  });
});

describe('a product page', () => {
  it('names the product, its picture, price and availability, and carries a valid Product with Offer', async () => {
    const page = await crawl('/products/joint-plus-chews');
    expect(page.status).toBe(200);
    expect(page.title).toBe('Joint+ Chews "Active" </script><b> | Canino');
    expect(page.description).toBe('Glucosamine & turmeric chews for stiff joints.');
    expect(page.canonical).toBe(`${BASE}/products/joint-plus-chews`);
    expect(page.og('type')).toBe('product');
    expect(page.og('image')).toBe(`${BASE}/admin/uploads/products/joint-1.webp`);
    expect(page.product('price:amount')).toBe('449.50');
    expect(page.product('price:currency')).toBe('INR');
    expect(page.product('availability')).toBe('in stock');
    // The name's `</script>` stays text: one script end per JSON-LD record, and no stray <b> tag.
    expect(page.html).not.toContain('<b>');

    const [record] = ofType(page.jsonLd, 'Product');
    expect(productProblems(record!)).toEqual([]);
    expect(record).toMatchObject({
      name: 'Joint+ Chews "Active" </script><b>',
      sku: 'CAN-JNT-101',
      description: 'Glucosamine & turmeric chews for stiff joints.',
      image: [`${BASE}/admin/uploads/products/joint-1.webp`],
      brand: { '@type': 'Brand', name: 'Canino' },
      offers: { price: '449.50', priceCurrency: 'INR', availability: 'https://schema.org/InStock', url: `${BASE}/products/joint-plus-chews` },
    });
    // No reviews yet, so no rating is claimed.
    expect(record!.aggregateRating).toBeUndefined();
    expect(breadcrumbTrail(page.jsonLd)).toEqual([
      ['Home', `${BASE}/`],
      ['Joint & Mobility', `${BASE}/categories/joint-mobility`],
      ['Joint+ Chews "Active" </script><b>', `${BASE}/products/joint-plus-chews`],
    ]);
  });

  it('carries an AggregateRating of its visible reviews once it has some, and none while every review is hidden', async () => {
    const rated = await createProduct(t.ctx, { categoryId: category.id });
    const review = async (rating: number) => {
      const customer = await createCustomer(t.ctx);
      await insertOrder(t.ctx, { customerId: customer.id, productId: rated.id, status: 'delivered', quantity: 1 });
      return createReview(t.ctx, rated.id, customer.id, { rating, title: '', body: 'My dog liked it.' });
    };
    const ratingOf = async () => ofType((await crawl(`/products/${rated.slug}`)).jsonLd, 'Product')[0]!.aggregateRating;

    const first = await review(4);
    expect(await ratingOf()).toEqual({ '@type': 'AggregateRating', ratingValue: 4, reviewCount: 1, bestRating: 5, worstRating: 1 });
    const second = await review(5);
    const [record] = ofType((await crawl(`/products/${rated.slug}`)).jsonLd, 'Product');
    expect(productProblems(record!)).toEqual([]);
    expect(record!.aggregateRating).toMatchObject({ ratingValue: 4.5, reviewCount: 2 });

    // A hidden review is not on the page, so it is not in the rating either.
    const owner = await createAdmin(t.ctx);
    await moderateReview(t.ctx, owner.id, second.id, { hidden: true });
    expect(await ratingOf()).toMatchObject({ ratingValue: 4, reviewCount: 1 });
    await moderateReview(t.ctx, owner.id, first.id, { hidden: true });
    expect(await ratingOf()).toBeUndefined();
  });

  it('at the spec address /product-details?id= names the readable address canonical', async () => {
    const page = await crawl(`/product-details?id=${product.id}`);
    expect(page.status).toBe(200);
    expect(page.canonical).toBe(`${BASE}/products/joint-plus-chews`);
    expect(ofType(page.jsonLd, 'Product')[0]).toMatchObject({ sku: 'CAN-JNT-101', url: `${BASE}/products/joint-plus-chews` });
  });

  it('says out of stock when it is', async () => {
    const gone = await createProduct(t.ctx, { categoryId: category.id, stock: 0 });
    const page = await crawl(`/products/${gone.slug}`);
    expect(page.product('availability')).toBe('out of stock');
    const [record] = ofType(page.jsonLd, 'Product');
    expect(productProblems(record!)).toEqual([]);
    expect(record!.offers.availability).toBe('https://schema.org/OutOfStock');
  });

  it('is a 404 for a product the shop does not sell', async () => {
    const hidden = await createProduct(t.ctx, { categoryId: category.id, active: false });
    for (const url of [`/products/${hidden.slug}`, '/products/no-such-product', `/product-details?id=${hidden.id}`, '/product-details?id=x']) {
      const page = await crawl(url);
      expect(page.status, url).toBe(404);
      expect(page.robots).toBe('noindex');
      expect(ofType(page.jsonLd, 'Product')).toEqual([]);
    }
  });
});

describe('listing and category pages', () => {
  it('a category has its own address, title, picture and breadcrumbs; the filtered listing points to it', async () => {
    const page = await crawl('/categories/joint-mobility');
    expect(page.status).toBe(200);
    expect(page.title).toBe('Joint & Mobility | Canino');
    expect(page.canonical).toBe(`${BASE}/categories/joint-mobility`);
    expect(page.og('image')).toBe(`${BASE}/admin/uploads/categories/joint.webp`);
    expect(breadcrumbTrail(page.jsonLd)).toEqual([
      ['Home', `${BASE}/`],
      ['Products', `${BASE}/products`],
      ['Joint & Mobility', `${BASE}/categories/joint-mobility`],
    ]);
    expect((await crawl(`/products?category=${category.id}&sort=price_asc`)).canonical).toBe(`${BASE}/categories/joint-mobility`);
    expect((await crawl('/categories/no-such-category')).status).toBe(404);
  });

  it('the listing is indexed at /products, its page and sort names the same canonical, a search is not indexed', async () => {
    const page = await crawl('/products?page=2&sort=price_desc');
    expect(page.title).toBe('All products | Canino');
    expect(page.canonical).toBe(`${BASE}/products`);
    expect(page.robots).toBeUndefined();
    expect((await crawl('/products?q=joint')).robots).toBe('noindex');
  });

  it('a customer’s own pages are not indexed, unknown addresses are a 404', async () => {
    for (const url of ['/cart', '/checkout', '/orders/12', '/pets', '/refills', '/refill', '/track', '/track/abc123', '/search?q=joint']) {
      const page = await crawl(url);
      expect(page.status, url).toBe(200);
      expect(page.robots, url).toBe('noindex');
    }
    expect((await crawl('/about')).canonical).toBe(`${BASE}/about`);
    expect((await crawl('/no/such/page')).status).toBe(404);
  });
});

describe('sitemap.xml and robots.txt', () => {
  const sitemap = async () => {
    const res = await web.inject('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    return new Map([...res.body.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/url>/g)].map((m) => [m[1]!, m[2]!]));
  };

  it('lists every active product and category at its readable address with lastmod, and follows the catalog', async () => {
    const hidden = await createProduct(t.ctx, { categoryId: category.id, active: false });
    const hiddenCategory = await createCategory(t.ctx, { active: false });
    const before = await sitemap();
    expect(before.get(`${BASE}/products/joint-plus-chews`)).toBe(product.updatedAt.toISOString());
    expect(before.has(`${BASE}/categories/joint-mobility`)).toBe(true);
    expect(before.has(`${BASE}/`)).toBe(true);
    expect(before.has(`${BASE}/products/${hidden.slug}`)).toBe(false);
    expect(before.has(`${BASE}/categories/${hiddenCategory.slug}`)).toBe(false);

    const changedAt = new Date(Date.now() + 60_000);
    await t.ctx.db.update(products).set({ updatedAt: changedAt }).where(eq(products.id, product.id));
    const added = await createProduct(t.ctx, { categoryId: category.id });
    const after = await sitemap();
    expect(after.get(`${BASE}/products/joint-plus-chews`)).toBe(changedAt.toISOString());
    // Its category's page lists it, so the category changed with it.
    expect(after.get(`${BASE}/categories/joint-mobility`)).toBe(changedAt.toISOString());
    expect(after.has(`${BASE}/products/${added.slug}`)).toBe(true);
  });

  it('robots.txt points to the sitemap and keeps crawlers out of the admin and the cart', async () => {
    const res = await web.inject('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`Sitemap: ${BASE}/sitemap.xml`);
    expect(res.body).toMatch(/^Disallow: \/admin$/m);
    expect(res.body).toMatch(/^Disallow: \/cart$/m);
  });
});
