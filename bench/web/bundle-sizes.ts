import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { measureInitialJs } from '../../apps/web/scripts/initial-js';

export interface BundleSizes {
  /** The home page's entry script, the app it imports after the first paint and their chunks (what the budget counts). */
  initialJsGzip: number;
  totalJsGzip: number;
  /** The stylesheets index.html links: render-blocking on every first visit. */
  initialCssGzip: number;
  totalCssGzip: number;
  /** Every chunk only the admin panel needs (admin-*.js), loaded when /admin is opened. */
  adminJsGzip: number;
  /** The largest chunks the home page does not load at first, biggest first. */
  largestLazy: { file: string; gzipBytes: number }[];
}

const gzipSize = (file: string) => gzipSync(fs.readFileSync(file)).length;

/** Gzip sizes in bytes of a storefront build (gzip at the default level, as initial-js.ts counts them). */
export function measureBundles(distDir: string): BundleSizes {
  const assets = path.join(distDir, 'assets');
  const files = fs.readdirSync(assets).map((name) => ({ name, file: `/assets/${name}`, gzipBytes: gzipSize(path.join(assets, name)) }));
  const js = files.filter((f) => f.name.endsWith('.js'));
  const css = files.filter((f) => f.name.endsWith('.css'));
  const initial = measureInitialJs(distDir);
  const initialFiles = new Set(initial.files.map((f) => f.file));
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const linkedCss = new Set([...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*\shref="([^"]+\.css)"/g)].map((m) => m[1]!));
  const sum = (list: { gzipBytes: number }[]) => list.reduce((n, f) => n + f.gzipBytes, 0);
  return {
    initialJsGzip: initial.totalGzipBytes,
    totalJsGzip: sum(js),
    initialCssGzip: sum(css.filter((f) => linkedCss.has(f.file))),
    totalCssGzip: sum(css),
    adminJsGzip: sum(js.filter((f) => f.name.startsWith('admin-'))),
    largestLazy: js
      .filter((f) => !initialFiles.has(f.file))
      .sort((a, b) => b.gzipBytes - a.gzipBytes)
      .slice(0, 3)
      .map(({ file, gzipBytes }) => ({ file, gzipBytes })),
  };
}
