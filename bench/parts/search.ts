import autocannon from 'autocannon';
import { withInProcessShop } from '../support/in-process-shop';
import type { Result } from '../types';

/**
 * Search with 5,000 products (decision 020) against the plain product list of the same server in the
 * same run: p99 latency of each, and their ratio. The server runs here on PGlite; autocannon in a
 * worker thread.
 */
export const name = 'search';

const PRODUCTS = 5000;
const CONNECTIONS = 4;
const DURATION_S = Math.max(3, Math.round(Number(process.env.BENCH_DURATION ?? 10) / 2));
/** The searches: a typo, two words of which no product has both, and a word in every category. */
const QUERIES = ['omga', 'joint supplement', 'chews'];

async function p99(url: string): Promise<{ p99: number; rps: number }> {
  await autocannon({ url, connections: CONNECTIONS, duration: 1, workers: 1 });
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, workers: 1 });
  if (r.errors || r.timeouts || r.non2xx) throw new Error(`unexpected answers from ${url}: ${JSON.stringify({ errors: r.errors, timeouts: r.timeouts, non2xx: r.non2xx })}`);
  return { p99: r.latency.p99, rps: r.requests.average };
}

export async function run(): Promise<Result[]> {
  return withInProcessShop(PRODUCTS, async (base) => {
    const list = await p99(`${base}/admin/api/product`);
    const results: Result[] = [{ metric: 'GET /admin/api/product (baseline), p99', value: list.p99, unit: 'ms', note: `${PRODUCTS} products, ${Math.round(list.rps)} req/s` }];
    for (const q of QUERIES) {
      const url = `${base}/admin/api/product?q=${encodeURIComponent(q)}`;
      const found = ((await (await fetch(url)).json()) as { data: unknown[] }).data.length;
      const search = await p99(url);
      results.push(
        { metric: `search "${q}", p99`, value: search.p99, unit: 'ms', note: `${found} found, ${Math.round(search.rps)} req/s` },
        { metric: `search "${q}" p99 ÷ list p99`, value: search.p99 / list.p99, unit: 'x' },
      );
      const suggest = await p99(`${url}&limit=6`);
      results.push({ metric: `suggestions "${q}" (limit 6), p99`, value: suggest.p99, unit: 'ms', note: `${Math.round(suggest.rps)} req/s` });
    }
    return results;
  });
}
