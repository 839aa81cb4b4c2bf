import { spawn } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export interface ShopProcess {
  url: string;
  /** Everything the process printed so far. */
  output(): string;
  /** SIGTERM, then waits for the exit; resolves with the exit code. */
  stop(): Promise<number | null>;
  /** SIGKILL (kill -9: no shutdown, nothing flushed), then waits for the exit. */
  kill(): Promise<void>;
}

/** A shop process just spawned: `ready` resolves once it has printed its address. */
export interface SpawnedShop extends ShopProcess {
  ready: Promise<void>;
}

/**
 * Runs the real entry point, `apps/api/src/main.ts` (the sources the compiled dist/main.js is built from;
 * the `source` condition takes @canino/shared from its sources too, decision 007), without waiting for
 * it: a test may kill it while it is still starting. Settings not given are cleared, so the machine's own
 * do not leak in.
 */
export async function spawnShop(env: Record<string, string>, timeoutMs = 120_000): Promise<SpawnedShop> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the shop did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      // The banner names PUBLIC_URL when one is set, so any address counts.
      if (output.includes('Canino shop is running at ')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the shop exited with ${code}:\n${output}`));
    });
  });
  // A shop killed before it was ready has nobody waiting on `ready`.
  ready.catch(() => {});
  return {
    url: `http://127.0.0.1:${port}`,
    ready,
    output: () => output,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
    async kill() {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

/** Runs the real entry point and resolves once it has printed its address. */
export async function startShop(env: Record<string, string>, timeoutMs = 120_000): Promise<ShopProcess> {
  const shop = await spawnShop(env, timeoutMs);
  await shop.ready;
  return shop;
}
