import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or, when the project runs
 * the suite against PostgreSQL (TEST_DB=postgres with TEST_DATABASE_URL), a new database on that server
 * that is dropped afterwards. Both start as a copy of the run's migrated template (database-templates.ts).
 */
export async function openTestDatabase(): Promise<Database & { url?: string }> {
  const url = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB !== 'postgres' || !url) {
    const template = inject('pgliteTemplate');
    return openDatabase({ dataDir: null, from: template ? new Blob([fs.readFileSync(template)]) : undefined });
  }
  const name = `canino_test_${randomBytes(6).toString('hex')}`;
  const template = inject('postgresTemplate');
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const database = await openDatabase({ url: dbUrl.toString(), dataDir: null });
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
