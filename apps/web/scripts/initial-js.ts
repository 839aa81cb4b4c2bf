/**
 * The JavaScript a first visit to the home page downloads and runs: the entry script of dist/index.html,
 * the app it imports once the page has painted (src/load-app-after-paint.ts: the entry's dynamic imports,
 * not the lazy pages the app imports later) and every chunk these import, with gzip sizes, read from
 * Vite's manifest. Used by e2e/bundle-budget.test.ts and the web bench.
 *   npx tsx apps/web/scripts/initial-js.ts [distDir]
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface InitialJs {
  files: { file: string; gzipBytes: number }[];
  totalGzipBytes: number;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}

export function measureInitialJs(distDir: string): InitialJs {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const entry = manifest['index.html']!;
  const keys = new Set<string>();
  const add = (key: string) => {
    if (keys.has(key) || !manifest[key]) return;
    keys.add(key);
    manifest[key].imports?.forEach(add);
  };
  add('index.html');
  entry.dynamicImports?.forEach(add);
  const files = [...keys].map((key) => ({
    file: `/${manifest[key]!.file}`,
    gzipBytes: gzipSync(fs.readFileSync(path.join(distDir, manifest[key]!.file))).length,
  }));
  return { files, totalGzipBytes: files.reduce((n, f) => n + f.gzipBytes, 0) };
}

const isMain = process.argv[1] !== undefined && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const result = measureInitialJs(path.resolve(process.argv[2] ?? 'apps/web/dist'));
  for (const f of result.files) console.log(`${(f.gzipBytes / 1024).toFixed(2).padStart(8)} KB  ${f.file}`);
  console.log(`${(result.totalGzipBytes / 1024).toFixed(2).padStart(8)} KB  initial JS (gzip)`);
}
