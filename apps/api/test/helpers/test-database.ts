import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client';
// The names of what the run's templates provide (inject), for every program that compiles this file.
import type {} from './database-templates';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or, when the project runs
 * the suite against PostgreSQL (TEST_DB=postgres with TEST_DATABASE_URL), a new database on that server
 * that is dropped afterwards. Both start as a copy of the run's migrated template (database-templates.ts).
 */
export async function openTestDatabase(): Promise<Database & { url?: string }> {
  const url = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB !== 'postgres' || !url) return openDatabase({ dataDir: null, from: pgliteTemplate() });
  const name = `canino_test_${randomBytes(6).toString('hex')}`;
  await createFromTemplate(url, name);
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  // As the shop runs by default (DATABASE_NAMED_STATEMENTS and DATABASE_PIPELINE on), so the whole suite does.
  const database = await openDatabase({ url: dbUrl.toString(), dataDir: null, namedStatements: true, pipeline: true });
  return {
    ...database,
    url: dbUrl.toString(),
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** The run's migrated PGlite data directory (database-templates.ts), for a new PGlite to start from. */
export function pgliteTemplate(): Blob | undefined {
  const template = inject('pgliteTemplate');
  return template ? new Blob([fs.readFileSync(template)]) : undefined;
}

/** A new database `name` on the PostgreSQL server at `serverUrl`, a copy of the run's migrated template. */
export async function createFromTemplate(serverUrl: string, name: string): Promise<void> {
  const template = inject('postgresTemplate');
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  } finally {
    await admin.end();
  }
}
