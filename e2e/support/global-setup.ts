import { spawn, execSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/**
 * Builds the web app and starts the real server, as `npm start` does, on a free port with its own data
 * folder (embedded PGlite, demo catalog, simulated payments, email to files).
 */
export default async function setup(project: TestProject) {
  execSync('node scripts/ensure-install.mjs --browser', { stdio: 'inherit' });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'canino-e2e-'));
  // A build of its own, so a developer rebuilding apps/web/dist meanwhile cannot pull files from under the server.
  const webDist = path.join(dataDir, 'web');
  execSync(`npm run build --silent --workspace @canino/web -- --outDir ${webDist} --emptyOutDir`, { stdio: 'inherit' });
  execSync('npx tsx --conditions=source apps/api/demo/demo-images.ts', { stdio: 'inherit' });
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'apps/api/src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '1000',
      CHECKOUT_RATE_LIMIT_MAX: '1000',
      SIGNUP_RATE_LIMIT_MAX: '1000',
      COUPON_RATE_LIMIT_MAX: '1000',
      // A left checkout's first email a minute after it, not an hour, for the browser to follow it.
      RECOVERY_FIRST_AFTER_MINUTES: '1',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // Migrations, the demo seed and its pictures: over two minutes on a loaded shared machine.
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the shop server exited with ${server.exitCode}`);
    const up = await fetch(`${baseUrl}/admin/api/category`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) {
      server.kill(); // nothing else would stop it: teardown never runs when setup fails
      throw new Error('the shop server did not start within 300 s');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
