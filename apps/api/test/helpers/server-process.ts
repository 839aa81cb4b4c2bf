import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase } from '../../src/db/client';
import { createFromTemplate, pgliteTemplate } from './test-database';

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

/**
 * The data folder and database of a shop a test starts as a real process (and kills): PostgreSQL when
 * the run has one (a database made for it), else PGlite files in the folder. Both start as a copy of the
 * run's migrated template (database-templates.ts), which spares each an initdb and every migration.
 * `cleanups` gets what removes both; `open` opens the same database from the test, to set it up or check it.
 */
export async function freshShopData(prefix: string, cleanups: (() => Promise<unknown>)[]) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `canino-${prefix}-`));
  cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  let databaseUrl: string | undefined;
  if (process.env.TEST_DB === 'postgres' && process.env.TEST_DATABASE_URL) {
    const server = process.env.TEST_DATABASE_URL;
    const name = `canino_${prefix}_${randomBytes(6).toString('hex')}`;
    await createFromTemplate(server, name);
    cleanups.push(() => adminQuery(server, `drop database if exists ${name} with (force)`));
    const url = new URL(server);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  const pgliteDir = path.join(dataDir, 'db');
  const open = () =>
    databaseUrl
      ? openDatabase({ url: databaseUrl, dataDir: null })
      : // The shop's files are written from the template the first time, whoever opens them first.
        openDatabase({ dataDir: pgliteDir, from: fs.existsSync(pgliteDir) ? undefined : pgliteTemplate() });
  return { dataDir, databaseUrl, open };
}

async function adminQuery(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(text);
  await client.end();
}
