import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { createContext } from '../../apps/api/src/create-context';
import { insertRepeatedCatalog } from '../repeated-catalog';

/**
 * The API server in this process (no web app) on PGlite in a temporary DATA_DIR, with `products` of the
 * demo catalog repeated with numbered names (bodies of a real catalog's size and text), listening on a
 * free port: `work` gets its address and the data folder; everything is closed and removed after.
 */
export async function withInProcessShop<T>(products: number, work: (base: string, dataDir: string) => Promise<T>): Promise<T> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'canino-bench-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'never' });
  const { ctx, database } = await createContext(config, pino({ level: 'silent' }));
  const app = await buildApp(ctx, { serveWeb: false });
  try {
    await ctx.db.transaction((tx) => insertRepeatedCatalog(tx, products));
    return await work(await app.listen({ port: 0, host: '127.0.0.1' }), dataDir);
  } finally {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
