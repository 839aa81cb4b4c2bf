import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory, dumped to this file; each test file's database starts from it. */
    pgliteTemplate: string;
    /** A migrated PostgreSQL database each test file's database is created from (`create database … template`). */
    postgresTemplate: string;
  }
}

/**
 * Migrates one database per run and lets every API test file copy it. A new PGlite cluster costs an
 * initdb in WebAssembly (seconds of CPU, far more on a loaded machine) and then every migration; a copy
 * of a dump skips both. On PostgreSQL the copy skips the migrations.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (project.name === 'api-postgres' && serverUrl) {
    const name = `canino_template_${process.pid}_${Date.now()}`;
    await adminQuery(serverUrl, `create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ url: url.toString(), dataDir: null });
    // A template must have no connection open while it is copied.
    await database.close();
    project.provide('postgresTemplate', name);
    return () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  }
  const database = await openDatabase({ dataDir: null });
  const dump = await database.dump!();
  await database.close();
  const file = path.join(os.tmpdir(), `canino-pglite-template-${process.pid}-${Date.now()}.tar`);
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return async () => fs.rmSync(file, { force: true });
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
