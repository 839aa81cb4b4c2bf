import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { type Result as LhResult } from 'lighthouse';
import { cutTasksToThreadTime } from './thread-time-trace';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = { lcp: 'largest-contentful-paint', tbt: 'total-blocking-time', cls: 'cumulative-layout-shift', fcp: 'first-contentful-paint' } as const;

type Category = (typeof CATEGORIES)[number];
type Metric = keyof typeof METRICS;

/** The medians of several Lighthouse runs of one page: category scores 0–100, metrics in ms (CLS unitless). */
export interface PageFigures {
  scores: Record<Category, number>;
  metrics: Record<Metric, number>;
  /** What Lighthouse took for the largest contentful paint in the run with the median LCP. */
  lcpElement: string;
  /**
   * The same recorded loads audited again with each main-thread task cut to its CPU time
   * (thread-time-trace.ts): the page's own work under the same simulation, without the waiting for a
   * shared core. Medians; an estimate beside Lighthouse's figures, never in their place.
   */
  threadTime: { score: number; lcp: number; tbt: number; waitedMs: number };
}

interface Run {
  lhr: LhResult;
  threadTime: LhResult;
  waitedMs: number;
}

/** Debian's Chromium headless, as the browser tests run it; chrome-launcher adds its own quiet-profile flags. */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const MAX_ATTEMPTS = 3;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export interface LighthouseOptions {
  /** Runs in the fresh Chromium (its DevTools port) before the first page: logging a customer in, say. */
  prepare?: (port: number) => Promise<void>;
  /** A path every run must have requested (the customer's picks): a run without it measured another page. */
  mustRequest?: string;
}

/**
 * Lighthouse's default settings (mobile form factor, simulated slow-4G and 4× CPU throttling), `runs`
 * times per page in one fresh Chromium (a profile of its own), taking the median of each figure. Every
 * report is kept as JSON in `reportDir` to look into afterwards. Chromium is closed whatever happens.
 */
export async function lighthousePages(pages: Record<string, string>, runs: number, reportDir: string, options: LighthouseOptions = {}): Promise<Record<string, PageFigures>> {
  fs.mkdirSync(reportDir, { recursive: true });
  const chrome = await launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    await options.prepare?.(chrome.port);
    const figures: Record<string, PageFigures> = {};
    for (const [page, url] of Object.entries(pages)) {
      const reports: Run[] = [];
      for (let i = 1; i <= runs; i++) {
        const run = await audit(url, chrome.port);
        if (options.mustRequest && !requested(run.lhr, options.mustRequest)) throw new Error(`Lighthouse run ${i} of ${page} never requested ${options.mustRequest}`);
        fs.writeFileSync(path.join(reportDir, `${page.replace(/\W+/g, '-')}-${i}.json`), JSON.stringify(run.lhr));
        reports.push(run);
      }
      figures[page] = summarise(reports);
    }
    return figures;
  } finally {
    chrome.kill();
  }
}

/**
 * One Lighthouse run, its recorded load kept to be audited a second time at thread time. A trace Chromium
 * failed to record (NO_NAVSTART and the like, which Lighthouse itself says to run again) is retried; a
 * page that fails to load fails the part.
 */
async function audit(url: string, port: number): Promise<Run> {
  const artifacts = fs.mkdtempSync(path.join(os.tmpdir(), 'canino-lighthouse-'));
  try {
    for (let attempt = 1; ; attempt++) {
      const lhr = (await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES], gatherMode: artifacts, auditMode: artifacts }))?.lhr;
      if (lhr && !lhr.runtimeError) {
        const waitedMs = cutTasksToThreadTime(artifacts);
        const threadTime = (await lighthouse(url, { output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES], auditMode: artifacts }))?.lhr;
        if (!threadTime) throw new Error(`Lighthouse could not audit the load of ${url} again`);
        return { lhr, threadTime, waitedMs };
      }
      const reason = lhr?.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : 'no result';
      if (attempt >= MAX_ATTEMPTS || !lhr?.runtimeError?.message.includes('run Lighthouse again')) throw new Error(`Lighthouse failed on ${url}: ${reason}`);
      console.warn(`Lighthouse run on ${url} failed (${reason}); running it again`);
    }
  } finally {
    fs.rmSync(artifacts, { recursive: true, force: true });
  }
}

function requested(lhr: LhResult, path: string): boolean {
  const items = (lhr.audits['network-requests']?.details as { items?: { url?: string }[] } | undefined)?.items ?? [];
  return items.some((r) => r.url !== undefined && new URL(r.url).pathname === path);
}

function summarise(runs: Run[]): PageFigures {
  const reports = runs.map((r) => r.lhr);
  const score = (c: Category, of = reports) => median(of.map((r) => (r.categories[c]?.score ?? 0) * 100));
  const metric = (m: Metric, of = reports) => median(of.map((r) => r.audits[METRICS[m]]?.numericValue ?? Number.NaN));
  const lcp = metric('lcp');
  const medianRun = reports.find((r) => r.audits[METRICS.lcp]?.numericValue === lcp)!;
  const atThreadTime = runs.map((r) => r.threadTime);
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(c)])) as Record<Category, number>,
    metrics: Object.fromEntries(Object.keys(METRICS).map((m) => [m, metric(m as Metric)])) as Record<Metric, number>,
    lcpElement: lcpElement(medianRun),
    threadTime: {
      score: score('performance', atThreadTime),
      lcp: metric('lcp', atThreadTime),
      tbt: metric('tbt', atThreadTime),
      waitedMs: median(runs.map((r) => r.waitedMs)),
    },
  };
}

/** The LCP element's short description (e.g. `img` with its selector), from the audit's table. */
function lcpElement(lhr: LhResult): string {
  const details = lhr.audits['largest-contentful-paint-element']?.details as { items?: { items?: { node?: { selector?: string; nodeLabel?: string } }[] }[] } | undefined;
  const node = details?.items?.[0]?.items?.[0]?.node;
  return node ? `${node.selector ?? ''} "${(node.nodeLabel ?? '').slice(0, 40)}"`.trim() : 'unknown';
}
