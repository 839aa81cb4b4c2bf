import fs from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** The script and style files one lazily loaded module of the web app needs, as URLs. */
interface ModuleFiles {
  js: string[];
  css: string[];
}

export type ModuleFilesOf = (src: string) => ModuleFiles | undefined;

/**
 * Reads the web build's `.vite/manifest.json` (vite.config.ts turns it on): for a source module such as
 * `src/app/routes/product-details.tsx`, its chunk and every chunk and stylesheet it imports, leaving out
 * what index.html loads anyway. Without a manifest (an older build) it knows no module.
 */
export function readModuleFiles(webDist: string): ModuleFilesOf {
  const file = path.join(webDist, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) return () => undefined;
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const inEntry = new Set(entryKeys.flatMap((key) => [...closure(manifest, key)]));
  return (src) => {
    if (!manifest[src]) return undefined;
    const chunks = [...closure(manifest, src)].filter((key) => !inEntry.has(key)).map((key) => manifest[key]!);
    return { js: chunks.map((c) => `/${c.file}`), css: chunks.flatMap((c) => c.css ?? []).map((css) => `/${css}`) };
  };
}

/** `key` and every chunk it imports statically, directly or not. */
function closure(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, seen);
  return seen;
}
