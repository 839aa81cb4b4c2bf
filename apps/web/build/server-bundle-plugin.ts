import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

/**
 * Where the server-rendering bundle goes, inside the web build: `<outDir>/.ssr/entry-server.js`. The API
 * server looks for it there (apps/api/src/http/server-render.ts) and never serves the folder.
 */
const SERVER_BUNDLE_DIR = '.ssr';

/**
 * `first-paint.json` beside the server bundle: the pages' first-paint needs as the bundle exports them
 * (src/app/first-paint-routes.ts), read by the API server (apps/api/src/http/web-manifest.ts) so that a page
 * declared in the web app needs no change on the server.
 */
async function writeFirstPaint(bundleDir: string): Promise<void> {
  const bundle = (await import(pathToFileURL(path.join(bundleDir, 'entry-server.js')).href)) as { FIRST_PAINT_ROUTES?: unknown };
  if (!Array.isArray(bundle.FIRST_PAINT_ROUTES)) throw new Error('the server bundle exports no FIRST_PAINT_ROUTES');
  fs.writeFileSync(path.join(bundleDir, 'first-paint.json'), `${JSON.stringify(bundle.FIRST_PAINT_ROUTES, null, 2)}\n`);
}

/**
 * `vite build` builds the browser's app and then the server's bundle of the same components
 * (src/entry-server.tsx, everything bundled in, so the compiled API server needs none of the web app's
 * packages). The server bundle follows the build's outDir, including one given on the command line
 * (`-- --outDir`, as the browser tests and the bench build), so the pair always sits together.
 */
export function serverBundle(entry: string): Plugin {
  let outDir = 'dist';
  return {
    name: 'canino-server-bundle',
    apply: 'build',
    config(config) {
      outDir = config.build?.outDir ?? outDir;
      return {
        builder: {
          async buildApp(builder) {
            await builder.build(builder.environments.client!);
            await builder.build(builder.environments.ssr!);
            await writeFirstPaint(path.resolve(builder.config.root, outDir, SERVER_BUNDLE_DIR));
          },
        },
      };
    },
    configEnvironment(name, _config, { mode }) {
      if (name !== 'ssr') return;
      return {
        // React picks its production or development build by process.env.NODE_ENV when it runs; the API
        // server runs the build's, whatever its own environment says.
        define: { 'process.env.NODE_ENV': JSON.stringify(mode === 'production' ? 'production' : 'development') },
        resolve: { noExternal: true },
        build: {
          ssr: entry,
          outDir: path.join(outDir, SERVER_BUNDLE_DIR),
          emptyOutDir: true,
          copyPublicDir: false,
          manifest: false,
          rolldownOptions: { output: { entryFileNames: 'entry-server.js' } },
        },
      };
    },
  };
}
