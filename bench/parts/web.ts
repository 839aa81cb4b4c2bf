import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Result } from '../types';
import { measureBundles } from '../web/bundle-sizes';
import { lighthousePages } from '../web/lighthouse-runs';
import { buildStorefront, startShop, type ShopServer } from '../web/shop-server';

/**
 * The storefront as a phone on a slow connection sees it: Lighthouse (mobile, default simulated
 * throttling) on home, the listing and a product page of the real server with the demo catalog, each run
 * several times for the median; and the size of what the build makes a browser download.
 */
export const name = 'web';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/** The goals. */
const TARGET_SCORE = 98;
const TARGET_LCP_MS = 1200;
const TARGET_INITIAL_JS_KB = 80;
/** "No layout shift when images load": Core Web Vitals call up to 0.1 good; the demo pages should show none. */
const TARGET_CLS = 0.1;

const root = fileURLToPath(new URL('../..', import.meta.url));
const reportDir = path.join(root, '.bench', 'lighthouse');
const kb = (bytes: number) => bytes / 1024;

export async function run(): Promise<Result[]> {
  execSync('node scripts/ensure-install.mjs --browser', { cwd: root, stdio: 'inherit' });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'canino-bench-web-'));
  const webDist = path.join(dataDir, 'web');
  let shop: ShopServer | undefined;
  try {
    buildStorefront(root, webDist);
    shop = await startShop(dataDir, webDist);
    const list = (await (await fetch(`${shop.baseUrl}/admin/api/product`)).json()) as { data: { slug: string }[] };
    const first = list.data[0]?.slug;
    if (first === undefined) throw new Error('the demo catalog has no products');

    const pages = { home: `${shop.baseUrl}/`, listing: `${shop.baseUrl}/products`, product: `${shop.baseUrl}/products/${first}` };
    const figures = await lighthousePages(pages, RUNS, reportDir);
    const bundles = measureBundles(webDist);

    const note = `median of ${RUNS}, mobile, simulated throttling`;
    const rows: Result[] = Object.entries(figures).flatMap(([page, f]) => [
      { metric: `${page}: performance score`, value: f.scores.performance, unit: '/100', target: { min: TARGET_SCORE }, note },
      { metric: `${page}: LCP`, value: f.metrics.lcp, unit: 'ms', target: { max: TARGET_LCP_MS }, note: `element: ${f.lcpElement}` },
      { metric: `${page}: TBT`, value: f.metrics.tbt, unit: 'ms' },
      { metric: `${page}: CLS`, value: f.metrics.cls, unit: '', target: { max: TARGET_CLS } },
      { metric: `${page}: FCP`, value: f.metrics.fcp, unit: 'ms' },
      { metric: `${page}: accessibility score`, value: f.scores.accessibility, unit: '/100' },
      { metric: `${page}: best-practices score`, value: f.scores['best-practices'], unit: '/100' },
      { metric: `${page}: SEO score`, value: f.scores.seo, unit: '/100' },
    ]);
    return [
      ...rows,
      { metric: 'home initial JS (gzip)', value: kb(bundles.initialJsGzip), unit: 'KB', target: { max: TARGET_INITIAL_JS_KB }, note: 'entry + modulepreloads' },
      { metric: 'initial CSS (gzip)', value: kb(bundles.initialCssGzip), unit: 'KB', note: 'linked by index.html' },
      { metric: 'all JS (gzip)', value: kb(bundles.totalJsGzip), unit: 'KB' },
      { metric: 'all CSS (gzip)', value: kb(bundles.totalCssGzip), unit: 'KB' },
      { metric: 'admin panel JS (gzip)', value: kb(bundles.adminJsGzip), unit: 'KB', note: 'lazy, admin-*.js' },
      // Named without the content hash, so the same chunk keeps its row in .bench/results.json across builds.
      ...bundles.largestLazy.map((f) => ({ metric: `lazy chunk ${path.basename(f.file).replace(/-[\w-]{8}\.js$/, '')}`, value: kb(f.gzipBytes), unit: 'KB', note: 'gzip' })),
    ];
  } finally {
    await shop?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
