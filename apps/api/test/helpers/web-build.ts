import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { apiPath } from '../../src/api-dir';
import { buildApp } from '../../src/app';
import type { TestApp } from './test-app';

/** The real web build (the browser's app and the server's bundle, decision 033) into `outDir`, as `npm run build` makes it. */
export function buildWebApp(outDir: string): void {
  execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: apiPath('../web'),
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: 'inherit',
  });
}

/**
 * A copy of the build at `webDist`, in `into`, whose server bundle counts each render (`renderedPages()`,
 * the addresses drawn, in order): what the server draws, seen from outside it.
 */
export function countingWebDist(webDist: string, into: string): string {
  fs.cpSync(webDist, into, { recursive: true });
  const real = pathToFileURL(path.join(webDist, '.ssr', 'entry-server.js')).href;
  fs.writeFileSync(
    path.join(into, '.ssr', 'entry-server.js'),
    `import { renderPage as draw } from ${JSON.stringify(real)};\nexport async function renderPage(url, answers) { (globalThis.caninoRenders ??= []).push(url); return draw(url, answers); }\n`,
  );
  return into;
}

export const renderedPages = (): string[] => ((globalThis as { caninoRenders?: string[] }).caninoRenders ??= []);

/**
 * A second server on the test app's database that also serves a one-page storefront (no web build): for
 * what the server itself answers around the pages (their headers, the links emails carry).
 */
export async function serverWithPage(t: TestApp, bodyAttributes = ''): Promise<FastifyInstance> {
  const webDist = path.join(t.dataDir, 'web');
  fs.mkdirSync(webDist, { recursive: true });
  fs.writeFileSync(path.join(webDist, 'index.html'), `<!doctype html><html><head><title>Canino</title></head><body${bodyAttributes}><div id="root"></div></body></html>`);
  return buildApp({ ...t.ctx, config: { ...t.ctx.config, webDist } });
}
