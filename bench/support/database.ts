import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface BenchDatabase {
  /** The database's name, as PostgreSQL's backends show it in their process titles. */
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** The PostgreSQL server the bench uses: TEST_DATABASE_URL's, or the machine's default. */
const serverUrl = () => process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function onServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** An empty database of the run's own on that server, dropped (with any open connections) by `drop`. */
export async function freshDatabase(): Promise<BenchDatabase> {
  const name = `canino_bench_${randomBytes(5).toString('hex')}`;
  await onServer((c) => c.query(`create database ${name}`));
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => onServer((c) => c.query(`drop database if exists ${name} with (force)`)).then(() => undefined) };
}
