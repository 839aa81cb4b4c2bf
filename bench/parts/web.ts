import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Result } from '../types';
import { measureBundles } from '../web/bundle-sizes';
import { BENCH_PET, logInCustomer, registerCustomerWithPet } from '../web/customer-with-pet';
import { lighthousePages, type PageFigures } from '../web/lighthouse-runs';
import { buildStorefront, startShop, type ShopServer } from '../web/shop-server';

/**
 * The storefront as a phone on a slow connection sees it: Lighthouse (mobile, default simulated
 * throttling) on home, the listing and a product page of the real server with the demo catalog, each run
 * several times for the median; home and the product page again for a logged-in customer whose dog
 * gets "Picked for Bruno", against the guest's figures of the same run; and the size of what the build
 * makes a browser download.
 */
export const name = 'web';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/** The goals. */
const TARGET_SCORE = 98;
const TARGET_LCP_MS = 1200;
const TARGET_INITIAL_JS_KB = 120;
/** Nothing moves once drawn: pictures hold their place, and what the page says is drawn with the first screen. */
const TARGET_CLS = 0;

const root = fileURLToPath(new URL('../..', import.meta.url));
const reportDir = path.join(root, '.bench', 'lighthouse');
const kb = (bytes: number) => bytes / 1024;
const note = `median of ${RUNS}, mobile, simulated throttling`;

function pageRows(page: string, f: PageFigures): Result[] {
  return [
    { metric: `${page}: performance score`, value: f.scores.performance, unit: '/100', target: { min: TARGET_SCORE }, note },
    { metric: `${page}: LCP`, value: f.metrics.lcp, unit: 'ms', target: { max: TARGET_LCP_MS }, note: `element: ${f.lcpElement}` },
    { metric: `${page}: TBT`, value: f.metrics.tbt, unit: 'ms' },
    { metric: `${page}: CLS`, value: f.metrics.cls, unit: '', target: { max: TARGET_CLS } },
    { metric: `${page}: FCP`, value: f.metrics.fcp, unit: 'ms' },
    { metric: `${page}: accessibility score`, value: f.scores.accessibility, unit: '/100' },
    { metric: `${page}: best-practices score`, value: f.scores['best-practices'], unit: '/100' },
    { metric: `${page}: SEO score`, value: f.scores.seo, unit: '/100' },
    // The same loads with each task at its CPU time: what is the page's own work, what the machine's waiting.
    { metric: `${page}: score at thread time`, value: f.threadTime.score, unit: '/100', note: 'estimate: the recorded loads, tasks cut to CPU time (decision 036)' },
    { metric: `${page}: LCP at thread time`, value: f.threadTime.lcp, unit: 'ms' },
    { metric: `${page}: TBT at thread time`, value: f.threadTime.tbt, unit: 'ms' },
    { metric: `${page}: main thread waiting`, value: f.threadTime.waitedMs, unit: 'ms', note: 'wall time its tasks spent not running, per load' },
  ];
}

/** The customer's page against the guest's of the same run: what showing the picks costs. */
function comparedRows(page: string, customer: PageFigures, guest: PageFigures): Result[] {
  return [
    { metric: `${page}: score, customer − guest`, value: customer.scores.performance - guest.scores.performance, unit: 'points', note: 'same run' },
    { metric: `${page}: LCP, customer ÷ guest`, value: customer.metrics.lcp / guest.metrics.lcp, unit: 'x', note: 'same run' },
  ];
}

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
    // The same two pages for a customer whose dog gets picks, in a Chromium of its own (its own cookies).
    const base = shop.baseUrl;
    await registerCustomerWithPet(base);
    const customerPages = { [`home for ${BENCH_PET.name}`]: pages.home, [`product for ${BENCH_PET.name}`]: pages.product };
    const customer = await lighthousePages(customerPages, RUNS, reportDir, {
      prepare: (port) => logInCustomer(port, base, Object.values(customerPages)),
      mustRequest: '/admin/api/recommendations',
    });
    const bundles = measureBundles(webDist);

    const rows: Result[] = [
      ...Object.entries(figures).flatMap(([page, f]) => pageRows(page, f)),
      ...pageRows(`home for ${BENCH_PET.name}`, customer[`home for ${BENCH_PET.name}`]!),
      ...comparedRows(`home for ${BENCH_PET.name}`, customer[`home for ${BENCH_PET.name}`]!, figures.home!),
      ...pageRows(`product for ${BENCH_PET.name}`, customer[`product for ${BENCH_PET.name}`]!),
      ...comparedRows(`product for ${BENCH_PET.name}`, customer[`product for ${BENCH_PET.name}`]!, figures.product!),
    ];
    return [
      ...rows,
      { metric: 'home initial JS (gzip)', value: kb(bundles.initialJsGzip), unit: 'KB', target: { max: TARGET_INITIAL_JS_KB }, note: 'entry + the app it imports' },
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
