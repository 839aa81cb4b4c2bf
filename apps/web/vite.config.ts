import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { appEntryCss } from './build/app-entry-css-plugin';
import { lowPriorityScripts } from './build/low-priority-scripts-plugin';
import { precompress } from './build/precompress-plugin';
import { serverBundle } from './build/server-bundle-plugin';

// @canino/shared's schema modules build zod objects at load time, which a bundler must assume has side
// effects; they have none, so pages that only need formatINR or MSG do not pull zod into their chunk.
const treeshake = { moduleSideEffects: (id: string) => !id.includes('/packages/shared/') };

// index.html and what its entry, load-app-after-paint.ts, imports: all a drawn page runs before its first paint.
const loadedBeforeTheApp = /\.html($|\?)|[\\/](load-app-after-paint|first-paint)\.ts$|vite[\\/](preload-helper|modulepreload-polyfill)/;

export default defineConfig({
  // The browser's app, then the server's bundle of the same components for the first screen (decision 033).
  plugins: [react(), appEntryCss(), lowPriorityScripts(), precompress(), serverBundle('src/entry-server.tsx')],
  resolve: {
    // @canino/shared from its TypeScript sources, not its build (decision 007).
    conditions: ['source', ...defaultClientConditions],
  },
  environments: {
    ssr: { resolve: { conditions: ['source', ...defaultServerConditions] }, build: { rolldownOptions: { treeshake } } },
    client: {
      build: {
        // .vite/manifest.json: which files each page needs, so the server can preload a product page's code.
        manifest: true,
        rolldownOptions: {
          // index.html's entry imports the app once the page has painted (src/load-app-after-paint.ts). The app is
          // an entry too, so `$initial` below still gathers it into one chunk (its stylesheets: app-entry-css-plugin.ts).
          input: { index: 'index.html', main: 'src/main.tsx' },
          treeshake,
          output: {
            // React and the router change rarely: one long-cached vendor file. Everything else the first page
            // needs goes into one chunk rather than slivers shared with lazy pages: on a phone each extra
            // request of the first load costs a round trip. What runs before the first paint is a chunk of its own.
            codeSplitting: {
              groups: [
                { name: 'vendor', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
                { name: 'index', test: loadedBeforeTheApp, priority: 1 },
                { name: 'app', tags: ['$initial'] },
              ],
            },
          },
        },
      },
    },
  },
  server: { proxy: { '/admin/api': 'http://localhost:3000', '/admin/uploads': 'http://localhost:3000' } },
  build: {
    target: 'es2022',
    sourcemap: false,
  },
});
