/**
 * The JavaScript a browser must download before the home page can paint: the entry script of
 * dist/index.html and every chunk it modulepreloads, with gzip sizes. Used by e2e/bundle-budget.test.ts.
 *   npx tsx apps/web/scripts/initial-js.ts [distDir]
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface InitialJs {
  files: { file: string; gzipBytes: number }[];
  totalGzipBytes: number;
}

export function measureInitialJs(distDir: string): InitialJs {
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g)].map((m) => m[1]!);
  const files = [...new Set(refs)].map((ref) => ({
    file: ref,
    gzipBytes: gzipSync(fs.readFileSync(path.join(distDir, ref.replace(/^\//, '')))).length,
  }));
  return { files, totalGzipBytes: files.reduce((n, f) => n + f.gzipBytes, 0) };
}

const isMain = process.argv[1] !== undefined && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const result = measureInitialJs(path.resolve(process.argv[2] ?? 'apps/web/dist'));
  for (const f of result.files) console.log(`${(f.gzipBytes / 1024).toFixed(2).padStart(8)} KB  ${f.file}`);
  console.log(`${(result.totalGzipBytes / 1024).toFixed(2).padStart(8)} KB  initial JS (gzip)`);
}
