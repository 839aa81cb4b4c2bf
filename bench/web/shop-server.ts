import { execSync, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

export interface ShopServer {
  baseUrl: string;
  /** SIGTERM, then SIGKILL if the server has not exited within a few seconds. */
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 10_000;

/**
 * The production build of the storefront into `outDir` (not apps/web/dist, which a developer may be
 * rebuilding meanwhile), and the demo pictures the server copies in when it seeds the catalog. This is
 * what `npm run build` does, aimed at a folder of the bench's own.
 */
export function buildStorefront(root: string, outDir: string): void {
  execSync(`npm run build --silent --workspace @canino/web -- --outDir ${outDir} --emptyOutDir`, { cwd: root, stdio: 'inherit' });
  execSync('npx tsx --conditions=source apps/api/src/db/seed/demo-images.ts', { cwd: root, stdio: 'inherit' });
}

/** The real server as `npm start` runs it: embedded PGlite in `dataDir`, the demo catalog, on a free port. */
export async function startShop(root: string, dataDir: string, webDist: string): Promise<ShopServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', path.join('apps', 'api', 'src', 'main.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, WEB_DIST: webDist, PUBLIC_URL: baseUrl, LOG_LEVEL: 'warn', SEED_DEMO: 'auto', DATABASE_URL: '', REDIS_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const stop = async () => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    server.kill('SIGTERM');
    const timer = setTimeout(() => server.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the shop server exited with ${server.exitCode}`);
    if (await fetch(`${baseUrl}/admin/api/category`).then((r) => r.ok, () => false)) return { baseUrl, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the shop server did not answer within ${START_TIMEOUT_MS / 1000} s`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}
