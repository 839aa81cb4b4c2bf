import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { apiPath } from '../api-dir';
import type { Db } from './db-type';
import { trackChanges } from './after-commit-changes';
import { retryTransactions } from './retry';
import { ShopClient, type ShopClientConfig } from './shop-client';
import { markPipelined } from './transaction-ending-with';
import * as schema from './schema';

export type { Db } from './db-type';

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PGlite only: the whole data directory as an uncompressed tar, which `from` opens again. */
  dump?(): Promise<Blob>;
  /** PostgreSQL only: the pool's connections lent out and the queries waiting for one (the metrics read them). */
  pool?: { inUse(): number; waiting(): number };
}

/**
 * The extensions the migrations `create` (pg_trgm for search, decision 020). PGlite loads an extension
 * only when named at open, so every PGlite that runs the migrations passes these.
 */
export const pgliteExtensions = { pg_trgm };

/** The SQL migrations, read at start by the sources and by the compiled server alike. */
export const migrationsFolder = apiPath('src/db/migrations');

/**
 * Opens PostgreSQL when a URL is given, otherwise the embedded PGlite in `dataDir` (or in memory when
 * `dataDir` is null, for tests), and brings the schema up to date.
 */
export async function openDatabase(opts: {
  url?: string;
  dataDir: string | null;
  /** PGlite only: starts from this data directory dump (`dumpDataDir`) instead of an empty cluster. */
  from?: Blob;
  /** PostgreSQL only: name repeated statements, so each connection parses them once (decision 070). */
  namedStatements?: boolean;
  /** PostgreSQL only: send a transaction's statements without waiting for each answer where they allow it (decision 071). */
  pipeline?: boolean;
  /** Told of errors on idle pooled connections (a server restart, a killed backend); the pool replaces them. */
  onIdleError?: (err: Error) => void;
}): Promise<Database> {
  if (opts.url) {
    // The pool hands its options to each client it makes.
    const clients: ShopClientConfig = { nameStatements: opts.namedStatements, pipeline: opts.pipeline };
    const pool = new pg.Pool({ connectionString: opts.url, max: 10, Client: ShopClient, ...clients });
    // Without a listener, an idle connection dropped by the server is an unhandled 'error' event that ends the process.
    pool.on('error', opts.onIdleError ?? (() => {}));
    const db = retryTransactions(trackChanges(drizzlePg(pool, { schema })));
    if (opts.pipeline) markPipelined(db);
    await migratePg(db as never, { migrationsFolder });
    return {
      db,
      kind: 'postgres',
      close: () => pool.end(),
      pool: { inUse: () => pool.totalCount - pool.idleCount, waiting: () => pool.waitingCount },
    };
  }
  if (opts.dataDir) fs.mkdirSync(path.dirname(opts.dataDir), { recursive: true });
  const client = new PGlite({ dataDir: opts.dataDir ?? undefined, loadDataDir: opts.from, extensions: pgliteExtensions });
  await client.waitReady;
  const db = retryTransactions(trackChanges(drizzlePglite(client, { schema })));
  await migratePglite(db as never, { migrationsFolder });
  return { db, kind: 'pglite', close: () => client.close(), dump: () => client.dumpDataDir('none') };
}
