import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { finishPage, PageCache, type BuiltPage, type PageToSend } from '../src/http/page-cache';

/**
 * The finished pages kept per catalog version (page-cache.ts), with a builder that counts its calls: a
 * page is built once per address and version, shared while it is being built, never kept from a version
 * that has passed, kept only when the builder says so, and all of them within the memory given.
 */
function counted(page: (address: string) => Partial<BuiltPage> = () => ({})) {
  const calls: string[] = [];
  const build = (address: string) => async (): Promise<BuiltPage> => (calls.push(address), { status: 200, html: `<main>${address}</main>`, keep: true, ...page(address) });
  return { calls, build };
}

const htmlOf = (sent: PageToSend) => ('finished' in sent ? zlib.gunzipSync(sent.finished.gzip).toString() : sent.html);

describe('finished pages kept per catalog version', () => {
  it('builds an address once, and once for requests that come while it is being built', async () => {
    const cache = new PageCache(1024 * 1024);
    const { calls, build } = counted();
    const together = await Promise.all([cache.page('/products', 1, build('/products')), cache.page('/products', 1, build('/products'))]);
    expect(together.map(htmlOf)).toEqual(['<main>/products</main>', '<main>/products</main>']);
    expect(htmlOf(await cache.page('/products', 1, build('/products')))).toBe('<main>/products</main>');
    expect(calls).toEqual(['/products']);
    // The query string is part of the address the app draws.
    await cache.page('/products?sort=price_asc', 1, build('/products?sort=price_asc'));
    expect(calls).toEqual(['/products', '/products?sort=price_asc']);
  });

  it('builds again under a new version, and does not keep a page whose version passed while it was built', async () => {
    const cache = new PageCache(1024 * 1024);
    const { calls, build } = counted();
    await cache.page('/', 1, build('/'));
    await cache.page('/', 2, build('/'));
    await cache.page('/', 2, build('/'));
    expect(calls).toEqual(['/', '/']);

    // A build under version 2 still running when version 3 is read: its requester gets it, nobody else.
    let finish!: () => void;
    const slow = cache.page('/products', 2, () => new Promise<BuiltPage>((resolve) => (finish = () => resolve({ status: 200, html: 'old', keep: true }))));
    const fresh = await cache.page('/products', 3, build('/products'));
    finish();
    expect(htmlOf(await slow)).toBe('old');
    expect(htmlOf(fresh)).toBe('<main>/products</main>');
    expect(htmlOf(await cache.page('/products', 3, build('/products')))).toBe('<main>/products</main>');
    expect(calls).toEqual(['/', '/', '/products']);
  });

  it('keeps only what the builder says may be kept, and only 200 pages', async () => {
    const cache = new PageCache(1024 * 1024);
    const { calls, build } = counted((address) => (address === '/products/gone' ? { status: 404 } : address === '/search?q=omega' ? { keep: false } : {}));
    for (let i = 0; i < 2; i++) {
      expect(await cache.page('/products/gone', 1, build('/products/gone'))).toEqual({ status: 404, html: '<main>/products/gone</main>', keep: true });
      expect(await cache.page('/search?q=omega', 1, build('/search?q=omega'))).toMatchObject({ status: 200, keep: false });
    }
    expect(calls).toEqual(['/products/gone', '/search?q=omega', '/products/gone', '/search?q=omega']);
    expect(cache.count).toBe(0);
  });

  it('builds again after a build that failed, instead of keeping the failure', async () => {
    const cache = new PageCache(1024 * 1024);
    let fail = true;
    const build = async (): Promise<BuiltPage> => {
      if (fail) throw new Error('the database is away');
      return { status: 200, html: 'home', keep: true };
    };
    await expect(Promise.all([cache.page('/', 1, build), cache.page('/', 1, build)])).rejects.toThrow('the database is away');
    fail = false;
    expect(htmlOf(await cache.page('/', 1, build))).toBe('home');
  });

  it('stays within its memory however many addresses are asked for, the least recently asked for going first', async () => {
    const maxBytes = 200 * 1024;
    const cache = new PageCache(maxBytes);
    // Pages that do not compress much, about 6.5 KB each as br and gzip together, as a listing's are.
    const { calls, build } = counted(() => ({ html: randomBytes(3 * 1024).toString('base64') }));
    await cache.page('/products', 1, build('/products'));
    let most = 0;
    // A crawler's endless query strings, each one a page of its own.
    for (let i = 0; i < 2000; i++) {
      await cache.page(`/products?utm_source=${i}`, 1, build(`/products?utm_source=${i}`));
      if (i % 10 === 0) await cache.page('/products', 1, build('/products'));
      most = Math.max(most, cache.bytes);
    }
    expect(most).toBeLessThanOrEqual(maxBytes);
    expect(cache.bytes).toBeGreaterThan(maxBytes * 0.8);
    expect(cache.count).toBeLessThanOrEqual(Math.ceil(maxBytes / 6000));
    // Asked for every ten requests, the listing itself stayed; the flood's first addresses went.
    calls.length = 0;
    await cache.page('/products', 1, build('/products'));
    await cache.page('/products?utm_source=1999', 1, build('/products?utm_source=1999'));
    expect(calls).toEqual([]);
    await cache.page('/products?utm_source=0', 1, build('/products?utm_source=0'));
    expect(calls).toEqual(['/products?utm_source=0']);
  });

  it('does not keep a page larger than all the memory it has', async () => {
    const cache = new PageCache(4 * 1024);
    const { calls, build } = counted(() => ({ html: randomBytes(8 * 1024).toString('base64') }));
    await cache.page('/', 1, build('/'));
    await cache.page('/', 1, build('/'));
    expect(calls).toEqual(['/', '/']);
    expect(cache.bytes).toBe(0);
  });
});

describe('a finished page', () => {
  it('holds the page as br and gzip, tagged by its content', () => {
    const html = `<!doctype html><main>${'Omega Tail-Wag Chews ₹449.00 '.repeat(100)}</main>`;
    const page = finishPage(html);
    expect(zlib.brotliDecompressSync(page.br).toString()).toBe(html);
    expect(zlib.gunzipSync(page.gzip).toString()).toBe(html);
    expect(page.br.length).toBeLessThan(html.length / 10);
    expect(finishPage(html).etag).toBe(page.etag);
    expect(finishPage(html.replace('449', '399')).etag).not.toBe(page.etag);
  });
});
