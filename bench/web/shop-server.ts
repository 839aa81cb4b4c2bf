import { execSync } from 'node:child_process';
import { startServer } from '../support/server-process';

export interface ShopServer {
  baseUrl: string;
  /** SIGTERM, then SIGKILL if the server has not exited within a few seconds. */
  stop(): Promise<void>;
}

/**
 * The production build of the storefront into `outDir` (not apps/web/dist, which a developer may be
 * rebuilding meanwhile), and the demo pictures the server copies in when it seeds the catalog. This is
 * what `npm run build` does, aimed at a folder of the bench's own.
 */
export function buildStorefront(root: string, outDir: string): void {
  buildWebApp(root, outDir);
  execSync('npx tsx --conditions=source apps/api/demo/demo-images.ts', { cwd: root, stdio: 'inherit' });
}

/** The production build of the web app (browser app and server bundle) into `outDir`. */
export function buildWebApp(root: string, outDir: string): void {
  execSync(`npm run build --silent --workspace @canino/web -- --outDir ${outDir} --emptyOutDir`, { cwd: root, stdio: 'inherit' });
}

/** The real server as `npm start` runs it: embedded PGlite in `dataDir`, the demo catalog, on a free port. */
export async function startShop(dataDir: string, webDist: string): Promise<ShopServer> {
  const server = await startServer({ DATA_DIR: dataDir, WEB_DIST: webDist, SEED_DEMO: 'auto', DATABASE_URL: '', REDIS_URL: '' }, { inherit: true });
  return { baseUrl: server.url, stop: () => server.stop() };
}
