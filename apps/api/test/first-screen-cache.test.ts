import { describe, expect, it } from 'vitest';
import type { CachedBody } from '../src/ports/catalog-cache';
import { keepFirstScreens } from '../src/http/first-screen-cache';
import { MemoryCatalogCache } from '../src/services/catalog/memory-catalog-cache';

/**
 * The first screens kept per catalog version (first-screen-cache.ts), with a render that counts its calls
 * and answers from the catalog cache's own entries: a page is drawn once per version and set of answers,
 * never served from answers a write replaced, kept within its limit, and drawn again after a failed render.
 */
function counted(result: (url: string) => string | undefined = (url) => `<main>${url}</main>`) {
  const calls: string[] = [];
  const render = async (url: string) => (calls.push(url), result(url));
  return { calls, render };
}

/** The answers a page reads, as the catalog cache holds them now. */
async function answersOf(cache: MemoryCatalogCache, name: string): Promise<[string, CachedBody][]> {
  return [['/admin/api/product', await cache.get('products', async () => ({ status: 1, data: [{ name }] }))]];
}

describe('first screens kept per catalog version', () => {
  it('draws the same address once, and once for requests that come while it is being drawn', async () => {
    const catalog = new MemoryCatalogCache();
    const { calls, render } = counted();
    const firstScreen = keepFirstScreens(render);
    const answers = await answersOf(catalog, 'Omega');
    const together = await Promise.all([firstScreen('/products', answers, catalog.version), firstScreen('/products', answers, catalog.version)]);
    expect(together).toEqual(['<main>/products</main>', '<main>/products</main>']);
    expect(await firstScreen('/products', await answersOf(catalog, 'Omega'), catalog.version)).toBe('<main>/products</main>');
    expect(calls).toEqual(['/products']);
    // The query string is part of the address the app draws.
    await firstScreen('/products?sort=price_asc', answers, catalog.version);
    expect(calls).toEqual(['/products', '/products?sort=price_asc']);
  });

  it('draws again after a catalog write, and never from answers a write has replaced', async () => {
    const catalog = new MemoryCatalogCache();
    const { calls, render } = counted();
    const firstScreen = keepFirstScreens(render);
    const before = await answersOf(catalog, 'Omega');
    await firstScreen('/products', before, catalog.version);
    catalog.invalidate();
    await firstScreen('/products', await answersOf(catalog, 'Omega Plus'), catalog.version);
    expect(calls).toEqual(['/products', '/products']);
    // Answers read before the write, with the version read after it (a write between the two reads):
    // not the kept page's answers, so drawn from them again rather than served as the new version's.
    await firstScreen('/products', before, catalog.version);
    expect(calls).toHaveLength(3);
  });

  it('keeps at most its limit of pages, the least recently asked for going first', async () => {
    const catalog = new MemoryCatalogCache();
    const { calls, render } = counted();
    const firstScreen = keepFirstScreens(render, 2);
    const answers = await answersOf(catalog, 'Omega');
    const ask = (url: string) => firstScreen(url, answers, catalog.version);
    await ask('/products/a');
    await ask('/products/b');
    await ask('/products/a'); // kept; now the most recently used
    await ask('/products/c'); // over the limit: b goes
    expect(calls).toEqual(['/products/a', '/products/b', '/products/c']);
    await ask('/products/a');
    await ask('/products/b');
    expect(calls).toEqual(['/products/a', '/products/b', '/products/c', '/products/b']);
    // A crawler's endless query strings: each drawn, only the last two kept.
    for (let i = 0; i < 50; i++) await ask(`/products/a?utm=${i}`);
    calls.length = 0;
    await ask('/products/a?utm=49');
    await ask('/products/a?utm=48');
    expect(calls).toEqual([]);
    await ask('/products/a?utm=0');
    await ask('/products/a');
    expect(calls).toEqual(['/products/a?utm=0', '/products/a']);
  });

  it('draws again after a render that gave nothing or failed, instead of keeping the failure', async () => {
    const catalog = new MemoryCatalogCache();
    let outcome: 'none' | 'throw' | 'page' = 'none';
    const calls: string[] = [];
    const firstScreen = keepFirstScreens(async (url) => {
      calls.push(url);
      if (outcome === 'throw') throw new Error('the render broke');
      return outcome === 'page' ? '<main>drawn</main>' : undefined;
    });
    const answers = await answersOf(catalog, 'Omega');
    const ask = () => firstScreen('/', answers, catalog.version);
    expect(await ask()).toBeUndefined();
    outcome = 'throw';
    await expect(ask()).rejects.toThrow('the render broke');
    outcome = 'page';
    expect(await ask()).toBe('<main>drawn</main>');
    expect(await ask()).toBe('<main>drawn</main>');
    expect(calls).toEqual(['/', '/', '/']);
  });
});
