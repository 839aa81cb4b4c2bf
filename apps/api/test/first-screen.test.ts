import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { banners } from '../src/db/schema';
import type { Logger } from '../src/logger';
import { createCategory, createCustomer, createProduct, TEST_PASSWORD } from './helpers/factories';
import { loginAs } from './helpers/http';
import { createTestApp, type TestApp } from './helpers/test-app';
import { buildWebApp } from './helpers/web-build';

/**
 * The storefront's first screen written by the server (decision 033): home, the listing and a product
 * page read without JavaScript carry the products' names, prices and the page's largest picture, drawn by
 * the web app's own components from the real web build (built here, browser app and server bundle); the
 * same for every visitor; and a page whose server render fails is the plain page.
 */
let t: TestApp;
let web: FastifyInstance;
let product: { id: number; name: string; slug: string };

beforeAll(async () => {
  t = await createTestApp();
  const webDist = path.join(t.dataDir, 'web');
  buildWebApp(webDist);
  web = await buildApp({ ...t.ctx, config: { ...t.ctx.config, webDist } });

  await t.ctx.db.insert(banners).values({ image: '/admin/uploads/banners/monsoon.webp', title: 'Monsoon care', position: 0 });
  const category = await createCategory(t.ctx, { name: 'Joint & Mobility', slug: 'joint-mobility' });
  // Text from the owner's catalog, with markup in it: it must reach the page as text.
  const row = await createProduct(t.ctx, {
    categoryId: category.id,
    name: 'Omega <b>Tail-Wag</b> Chews',
    sellingPricePaise: 44900,
    listPricePaise: 59900,
    image: '/admin/uploads/products/omega-chews.webp',
  });
  product = { id: row.id, name: row.name, slug: row.slug };
  t.ctx.catalogCache.invalidate();
}, 240_000);

afterAll(async () => {
  await web?.close();
  await t?.close();
});

/** What #root holds as the server sends it, and the whole page. */
async function firstScreen(url: string, cookie?: string): Promise<{ root: string; html: string }> {
  const res = await web.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  expect(res.statusCode, url).toBe(200);
  const root = res.body.match(/<div id="root" data-server-drawn>([\s\S]*)<\/div>\s*<\/body>/)?.[1] ?? '';
  return { root, html: res.body };
}

describe('the first screen, read without JavaScript', () => {
  it('home shows its banner as the high-priority picture, the categories and the products with their prices', async () => {
    const { root } = await firstScreen('/');
    // Attribute names are case-blind in HTML: React writes fetchPriority.
    expect(root).toMatch(/<img src="\/admin\/uploads\/banners\/monsoon\.webp"[^>]*fetchpriority="high"/i);
    expect(root).toContain('Joint &amp; Mobility');
    expect(root).toContain('Omega &lt;b&gt;Tail-Wag&lt;/b&gt; Chews');
    expect(root).toContain('₹449.00');
    expect(root).toContain('₹599.00');
  });

  it('the listing shows every product with its price, the first card’s picture among them', async () => {
    for (const url of ['/products', '/categories/joint-mobility']) {
      const { root } = await firstScreen(url);
      expect(root, url).toContain('Omega &lt;b&gt;Tail-Wag&lt;/b&gt; Chews');
      expect(root, url).toContain('₹449.00');
      expect(root, url).toMatch(/<img src="\/admin\/uploads\/products\/omega-chews\.webp"/);
    }
  });

  it('a product page shows its name, price and first picture, at its address and the spec’s', async () => {
    const { root } = await firstScreen(`/products/${product.slug}`);
    expect(root).toContain('<h1');
    expect(root).toContain('Omega &lt;b&gt;Tail-Wag&lt;/b&gt; Chews');
    expect(root).toContain('₹449.00');
    // React marks where one text node of a component ends and the next begins with an empty comment.
    expect(root.replaceAll('<!-- -->', '')).toContain('You save 25%');
    expect(root).toMatch(/<img src="\/admin\/uploads\/products\/omega-chews\.webp"/);
  });

  it('never writes the owner’s markup as markup', async () => {
    for (const url of ['/', '/products', `/products/${product.slug}`]) {
      const { root } = await firstScreen(url);
      expect(root, url).not.toContain('<b>Tail-Wag</b>');
    }
  });

  it('is the same page for a logged-in customer as for a guest: nothing personal in it', async () => {
    const customer = await createCustomer(t.ctx, { ownerName: 'Meera Iyer' });
    const cookie = await loginAs(web, customer.mobile, TEST_PASSWORD);
    for (const url of ['/', '/products', `/products/${product.slug}`]) {
      const guest = await firstScreen(url);
      const theirs = await firstScreen(url, cookie);
      expect(theirs.root, url).toBe(guest.root);
      expect(theirs.html, url).not.toContain('Meera');
    }
  });

  it('leaves pages it knows no data for to the app', async () => {
    expect((await firstScreen('/about')).root).toBe('');
    expect((await firstScreen('/products?q=omega')).root).toBe('');
  });
});

describe('a server render that fails', () => {
  it('sends the plain page and logs why', async () => {
    const webDist = path.join(t.dataDir, 'broken-web');
    fs.mkdirSync(path.join(webDist, '.ssr'), { recursive: true });
    fs.copyFileSync(path.join(t.dataDir, 'web', 'index.html'), path.join(webDist, 'index.html'));
    fs.copyFileSync(path.join(t.dataDir, 'web', '.ssr', 'first-paint.json'), path.join(webDist, '.ssr', 'first-paint.json'));
    fs.writeFileSync(path.join(webDist, '.ssr', 'entry-server.js'), 'export async function renderPage() { throw new Error("the render broke"); }\n');
    const lines: string[] = [];
    const log = pino({ level: 'warn' }, new Writable({ write: (chunk: Buffer, _enc, done) => (lines.push(chunk.toString()), done()) })) as Logger;
    const broken = await buildApp({ ...t.ctx, log, config: { ...t.ctx.config, webDist } });
    try {
      const res = await broken.inject({ method: 'GET', url: `/products/${product.slug}` });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      // The head and the embedded answers are still there: the app draws the page as before.
      expect(res.body).toContain('canino-api-answers');
      expect(lines.join('')).toContain('the render broke');
    } finally {
      await broken.close();
    }
  });
});
