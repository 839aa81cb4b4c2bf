import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createProduct, createVariant } from './helpers/factories';
import { createTestApp, type TestApp } from './helpers/test-app';
import { buildWebApp, countingWebDist, renderedPages } from './helpers/web-build';

/**
 * A product page's size in its address (`?size=<sku>`, decision 042), through the real server and web
 * build: the server draws the size the address names, preloads its picture and keeps that page like any
 * other; an address naming no size on sale is drawn on the default size and never kept, so junk values
 * cost a build each and no memory (decision 039).
 */
let t: TestApp;
let web: FastifyInstance;
let slug: string;
let smallSku: string;
let bigSku: string;

beforeAll(async () => {
  t = await createTestApp();
  const built = path.join(t.dataDir, 'web');
  buildWebApp(built);
  web = await buildApp({ ...t.ctx, config: { ...t.ctx.config, webDist: countingWebDist(built, path.join(t.dataDir, 'counting-web')) } });
  const product = await createProduct(t.ctx, { name: 'Daily Multi Chewable Tablets', sellingPricePaise: 44900, listPricePaise: 59900, stock: 40 });
  ({ slug, sku: smallSku } = product);
  bigSku = (
    await createVariant(t.ctx, product.id, {
      sku: 'DM-120',
      label: '120 tablets',
      sellingPricePaise: 79900,
      listPricePaise: 109900,
      stock: 3,
      image: '/admin/uploads/products/dm-120.webp',
    })
  ).sku;
  t.ctx.catalogCache.invalidate();
}, 240_000);

afterAll(async () => {
  await web?.close();
  await t?.close();
});

async function page(url: string): Promise<string> {
  const res = await web.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
  expect(res.statusCode, url).toBe(200);
  return res.headers['content-encoding'] === 'br' ? zlib.brotliDecompressSync(res.rawPayload).toString() : res.body;
}

/** The renders `work` caused. */
async function rendersDuring(work: () => Promise<unknown>): Promise<number> {
  const before = renderedPages().length;
  await work();
  return renderedPages().length - before;
}

/** The SKU of the size radio the page draws checked. */
const checkedSku = (html: string) =>
  [...html.matchAll(/<input type="radio" class="sizes__radio"[^>]*>/g)]
    .map((m) => m[0])
    .filter((input) => input.includes('checked=""'))
    .map((input) => /value="([^"]+)"/.exec(input)?.[1]);

describe('a product page on a size', () => {
  it('draws the size the address names: checked, priced, its picture first and preloaded', async () => {
    const html = await page(`/products/${slug}?size=${bigSku}`);
    expect(checkedSku(html)).toEqual([bigSku]);
    expect(html).toContain('₹799.00');
    expect(html).toContain('₹6.66 per tablet');
    expect(html).toMatch(/<link rel="preload" as="image" href="\/admin\/uploads\/products\/dm-120.webp"/);
    expect(html).toMatch(/<button type="button" class="gallery__main"[^>]*><img[^>]*src="\/admin\/uploads\/products\/dm-120.webp"/);
  });

  it('draws the default size without a size in the address', async () => {
    const html = await page(`/products/${slug}`);
    expect(checkedSku(html)).toEqual([smallSku]);
    expect(html).toContain('₹449.00');
  });

  it('keeps the page of each size on sale, as any page is kept', async () => {
    await page(`/products/${slug}?size=${smallSku}`);
    expect(await rendersDuring(() => Promise.all([page(`/products/${slug}?size=${smallSku}`), page(`/products/${slug}?size=${bigSku}`)]))).toBe(0);
  });

  it('draws an unknown size as the default size, and never keeps it', async () => {
    const junk = `/products/${slug}?size=NOT-A-SIZE`;
    expect(checkedSku(await page(junk))).toEqual([smallSku]);
    expect(await rendersDuring(() => page(junk))).toBe(1);
    expect(await rendersDuring(() => page(`/products/${slug}?size=ANOTHER-JUNK`))).toBe(1);
  });
});
