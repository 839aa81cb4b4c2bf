import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { apiPath } from '../../src/api-dir';

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
