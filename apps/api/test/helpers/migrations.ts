import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll } from 'vitest';
import { pgliteExtensions } from '../../src/db/client';
import { resultRows } from '../../src/db/read-row';

/**
 * A data migration's test: an empty database (PGlite, or a fresh PostgreSQL database with TEST_DB=postgres)
 * migrated up to the migration under test, written as the code before it wrote, then migrated to the end.
 */
export const MIGRATIONS = fileURLToPath(new URL('../../src/db/migrations', import.meta.url));
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** The migrations folder as it was before the one named `name`: the journal cut there, the files kept. */
export function migrationsBefore(name: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'canino-migrations-'));
  cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
  fs.cpSync(MIGRATIONS, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(
    0,
    journal.entries.findIndex((e) => e.tag.endsWith(`_${name}`)),
  );
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

type Migrate = (folder: string) => Promise<void>;
type Query = (text: ReturnType<typeof sql>) => Promise<Record<string, unknown>[]>;

/** `url` names the PostgreSQL database, for a shop process to open; PGlite's lives in this process only. */
export async function openEmpty(): Promise<{ migrate: Migrate; query: Query; url?: string }> {
  const url = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB === 'postgres' && url) {
    const name = `canino_mig_${randomBytes(6).toString('hex')}`;
    const admin = async (text: string) => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(text);
      await c.end();
    };
    await admin(`create database ${name}`);
    const dbUrl = new URL(url);
    dbUrl.pathname = `/${name}`;
    const pool = new pg.Pool({ connectionString: dbUrl.toString(), max: 1 });
    cleanups.push(async () => {
      await pool.end();
      await admin(`drop database if exists ${name} with (force)`);
    });
    const db = drizzlePg(pool);
    return { migrate: (folder) => migratePg(db, { migrationsFolder: folder }), query: async (q) => resultRows(await db.execute(q)), url: dbUrl.toString() };
  }
  const client = new PGlite({ extensions: pgliteExtensions });
  cleanups.push(() => client.close());
  const db = drizzlePglite(client);
  return { migrate: (folder) => migratePglite(db, { migrationsFolder: folder }), query: async (q) => resultRows(await db.execute(q)) };
}
