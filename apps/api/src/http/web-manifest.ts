import fs from 'node:fs';
import path from 'node:path';
import { firstPaintManifest, type FirstPaintManifest } from '@canino/shared';
import type { Logger } from '../logger';

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

/** What the web build says about its pages: each lazy module's files, and what each page's first paint needs. */
export interface PageCode {
  moduleFiles: ModuleFilesOf;
  routes: FirstPaintManifest;
}

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

/**
 * What each page's first paint needs, as the web build declares it (`.ssr/first-paint.json`, written by
 * apps/web/build/server-bundle-plugin.ts from apps/web/src/app/first-paint-routes.ts). Without it (an older
 * build) or with a file that does not read as one, no page carries answers: each is drawn by the app.
 */
export function readFirstPaintRoutes(webDist: string, log: Logger): FirstPaintManifest {
  const file = path.join(webDist, '.ssr', 'first-paint.json');
  if (!fs.existsSync(file)) {
    log.warn({ file }, 'the web build declares no first paint: pages are sent without their answers');
    return [];
  }
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    json = undefined;
  }
  const read = firstPaintManifest.safeParse(json);
  if (!read.success) {
    log.error({ file, problem: read.error.message }, 'the web build’s first-paint.json does not read: pages are sent without their answers');
    return [];
  }
  return read.data;
}
