import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { banners, categories, makers, products, productVariants } from '../src/db/schema';
import { moderateReview } from '../src/services/reviews/moderate-reviews';
import { createReview } from '../src/services/reviews/write-review';
import { createCategory, createCustomer, createProduct, createVariant, insertOrder } from './helpers/factories';
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
 * Google's rules for product variants on a single page (ProductGroup with hasVariant), and for each
 * variant those of a merchant listing: a name; a unique SKU; an Offer with a positive price, a currency
 * code, a schema.org availability and the variant's own address; images as crawlable absolute URLs.
 * Returns what is wrong.
 */
function groupProblems(g: Record<string, any>): string[] {
  const problems: string[] = [];
  const absolute = (u: unknown) => typeof u === 'string' && /^https?:\/\//.test(u);
  if (g['@context'] !== 'https://schema.org') problems.push('@context');
  if (typeof g.name !== 'string' || !g.name) problems.push('name');
  if (typeof g.productGroupID !== 'string' || !g.productGroupID) problems.push('productGroupID');
  const images = Array.isArray(g.image) ? g.image : [g.image];
  if (!images.length || !images.every(absolute)) problems.push('image');
  const variants: Record<string, any>[] = Array.isArray(g.hasVariant) ? g.hasVariant : [];
  if (!variants.length) problems.push('hasVariant');
  if (new Set(variants.map((v) => v.sku)).size !== variants.length) problems.push('hasVariant.sku unique');
  for (const [i, v] of variants.entries()) {
    if (v['@type'] !== 'Product' || !v.sku || !v.name) problems.push(`hasVariant[${i}]`);
    if (!absolute(v.image)) problems.push(`hasVariant[${i}].image`);
    const o = v.offers;
    if (!o || o['@type'] !== 'Offer') problems.push(`hasVariant[${i}].offers`);
    else {
      if (!/^\d+(\.\d+)?$/.test(String(o.price)) || Number(o.price) <= 0) problems.push(`hasVariant[${i}].offers.price`);
      if (!/^[A-Z]{3}$/.test(o.priceCurrency)) problems.push(`hasVariant[${i}].offers.priceCurrency`);
      if (!/^https:\/\/schema\.org\/(InStock|OutOfStock|PreOrder|BackOrder|LimitedAvailability)$/.test(o.availability)) problems.push(`hasVariant[${i}].offers.availability`);
      if (!absolute(o.url) || !o.url.startsWith(g.url)) problems.push(`hasVariant[${i}].offers.url`);
    }
  }
  if (g.aggregateRating && !(g.aggregateRating.ratingValue > 0 && g.aggregateRating.reviewCount > 0)) problems.push('aggregateRating');
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
  it('names the product, its picture, price and availability, and carries a valid ProductGroup with its size', async () => {
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

    const [record] = ofType(page.jsonLd, 'ProductGroup');
    expect(groupProblems(record!)).toEqual([]);
    expect(record).toMatchObject({
      name: 'Joint+ Chews "Active" </script><b>',
      url: `${BASE}/products/joint-plus-chews`,
      productGroupID: String(product.id),
      description: 'Glucosamine & turmeric chews for stiff joints.',
      image: [`${BASE}/admin/uploads/products/joint-1.webp`],
      brand: { '@type': 'Brand', name: 'Canino' },
      countryOfOrigin: { '@type': 'Country', name: 'India' },
      hasVariant: [
        {
          sku: 'CAN-JNT-101',
          offers: { price: '449.50', priceCurrency: 'INR', availability: 'https://schema.org/InStock', url: `${BASE}/products/joint-plus-chews?size=CAN-JNT-101` },
        },
      ],
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
    const ratingOf = async () => ofType((await crawl(`/products/${rated.slug}`)).jsonLd, 'ProductGroup')[0]!.aggregateRating;

    const first = await review(4);
    expect(await ratingOf()).toEqual({ '@type': 'AggregateRating', ratingValue: 4, reviewCount: 1, bestRating: 5, worstRating: 1 });
    const second = await review(5);
    const [record] = ofType((await crawl(`/products/${rated.slug}`)).jsonLd, 'ProductGroup');
    expect(groupProblems(record!)).toEqual([]);
    expect(record!.aggregateRating).toMatchObject({ ratingValue: 4.5, reviewCount: 2 });

    // A hidden review is not on the page, so it is not in the rating either.
    const owner = await createAdmin(t.ctx);
    await moderateReview(t.ctx, owner.id, second.id, { hidden: true });
    expect(await ratingOf()).toMatchObject({ ratingValue: 4, reviewCount: 1 });
    await moderateReview(t.ctx, owner.id, first.id, { hidden: true });
    expect(await ratingOf()).toBeUndefined();
  });

  it('groups its sizes as Google documents variants: each its SKU, GTIN, unit price and MRP; origin and manufacturer on the group', async () => {
    const [maker] = await t.ctx.db.insert(makers).values({ name: 'Tasman Marine Extracts Limited', address: '27 Vickerman Street, Nelson 7010, New Zealand' }).returning();
    const sized = await createProduct(t.ctx, {
      categoryId: category.id,
      name: 'Mussel Tablets',
      sku: 'CAN-MUS-60',
      sellingPricePaise: 99900,
      listPricePaise: 119900,
      stock: 4,
      manufacturerId: maker!.id,
      countryOfOrigin: 'New Zealand',
    });
    await t.ctx.db.update(productVariants).set({ label: '60 tablets', netQuantity: 60, netUnit: 'count', gtin: '8901030865275' }).where(eq(productVariants.id, sized.variantId));
    await createVariant(t.ctx, sized.id, { sku: 'CAN-MUS-120', label: '120 tablets', netQuantity: 120, listPricePaise: 199900, sellingPricePaise: 199900, stock: 0 });
    t.ctx.catalogCache.invalidate();

    // The address names a size: the preview's price is that size's, the canonical the one page of all sizes.
    const page = await crawl(`/products/${sized.slug}?size=can-mus-120`);
    expect(page.canonical).toBe(`${BASE}/products/${sized.slug}`);
    expect(page.product('price:amount')).toBe('1999.00');
    expect(page.product('availability')).toBe('out of stock');
    const [group] = ofType(page.jsonLd, 'ProductGroup');
    expect(groupProblems(group!)).toEqual([]);
    const url = `${BASE}/products/${sized.slug}`;
    expect(group).toMatchObject({
      productGroupID: String(sized.id),
      variesBy: ['https://schema.org/size'],
      countryOfOrigin: { '@type': 'Country', name: 'New Zealand' },
      manufacturer: { '@type': 'Organization', name: 'Tasman Marine Extracts Limited', address: '27 Vickerman Street, Nelson 7010, New Zealand' },
    });
    expect(group!.hasVariant).toEqual([
      expect.objectContaining({
        '@type': 'Product',
        sku: 'CAN-MUS-60',
        name: 'Mussel Tablets, 60 tablets',
        size: '60 tablets',
        gtin: '8901030865275',
        offers: expect.objectContaining({
          url: `${url}?size=CAN-MUS-60`,
          price: '999.00',
          availability: 'https://schema.org/InStock',
          // ₹999 for 60 tablets, per tablet: the unit price Google reads; the MRP struck through.
          priceSpecification: [
            {
              '@type': 'UnitPriceSpecification',
              price: '999.00',
              priceCurrency: 'INR',
              referenceQuantity: { '@type': 'QuantitativeValue', value: 60, unitCode: 'H87', valueReference: { '@type': 'QuantitativeValue', value: 1, unitCode: 'H87' } },
            },
            { '@type': 'UnitPriceSpecification', priceType: 'https://schema.org/StrikethroughPrice', price: '1199.00', priceCurrency: 'INR' },
          ],
        }),
      }),
      expect.objectContaining({
        sku: 'CAN-MUS-120',
        name: 'Mussel Tablets, 120 tablets',
        offers: expect.objectContaining({ url: `${url}?size=CAN-MUS-120`, price: '1999.00', availability: 'https://schema.org/OutOfStock' }),
      }),
    ]);
    // A size sold at its MRP has nothing struck through, and one without a barcode claims none.
    expect(group!.hasVariant[1].offers.priceSpecification).toHaveLength(1);
    expect(group!.hasVariant[1].gtin).toBeUndefined();
  });

  it('at the spec address /product-details?id= names the readable address canonical', async () => {
    const page = await crawl(`/product-details?id=${product.id}`);
    expect(page.status).toBe(200);
    expect(page.canonical).toBe(`${BASE}/products/joint-plus-chews`);
    expect(ofType(page.jsonLd, 'ProductGroup')[0]).toMatchObject({ url: `${BASE}/products/joint-plus-chews`, hasVariant: [{ sku: 'CAN-JNT-101' }] });
  });

  it('says out of stock when it is', async () => {
    const gone = await createProduct(t.ctx, { categoryId: category.id, stock: 0 });
    const page = await crawl(`/products/${gone.slug}`);
    expect(page.product('availability')).toBe('out of stock');
    const [record] = ofType(page.jsonLd, 'ProductGroup');
    expect(groupProblems(record!)).toEqual([]);
    expect(record!.hasVariant[0].offers.availability).toBe('https://schema.org/OutOfStock');
  });

  it('is a 404 for a product the shop does not sell', async () => {
    const hidden = await createProduct(t.ctx, { categoryId: category.id, active: false });
    for (const url of [`/products/${hidden.slug}`, '/products/no-such-product', `/product-details?id=${hidden.id}`, '/product-details?id=x']) {
      const page = await crawl(url);
      expect(page.status, url).toBe(404);
      expect(page.robots).toBe('noindex');
      expect(ofType(page.jsonLd, 'ProductGroup')).toEqual([]);
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
