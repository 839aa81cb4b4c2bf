import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { Db } from '../src/db/client';
import { createProduct } from './helpers/factories';
import { serverWithPage } from './helpers/web-build';
import { createTestApp, type TestApp } from './helpers/test-app';

/** The server with a small stand-in for the web build, as it runs in production (see page-preloads.test.ts). */
let t: TestApp;
let web: FastifyInstance;
let productId: number;
beforeAll(async () => {
  t = await createTestApp();
  t.ctx.jobs.start();
  fs.mkdirSync(path.join(t.dataDir, 'uploads', 'products'), { recursive: true });
  fs.writeFileSync(path.join(t.dataDir, 'uploads', 'products', 'head-check.webp'), Buffer.from('RIFF0000WEBPVP8 '));
  web = await serverWithPage(t);
  productId = (await createProduct(t.ctx)).id;
});
afterAll(async () => {
  await web?.close();
  await t?.close();
});

describe('health probes', () => {
  it('/healthz answers while the process is alive, never cached', async () => {
    const res = await web.inject('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('/readyz names each check: the database answers, every migration is applied, the job worker runs', async () => {
    const res = await web.inject('/readyz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok', worker: 'ok' } });
  });

  it('/readyz answers 503 while the job worker is stopped', async () => {
    await t.ctx.jobs.stop();
    try {
      const res = await web.inject('/readyz');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'not ready', checks: { database: 'ok', migrations: 'ok', worker: 'failing' } });
    } finally {
      t.ctx.jobs.start();
    }
    expect((await web.inject('/readyz')).statusCode).toBe(200);
  });

  it('/readyz answers 503 while a migration of this build is missing from the database', async () => {
    const newest = await t.ctx.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations) returning *`);
    try {
      const res = await web.inject('/readyz');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'not ready', checks: { database: 'ok', migrations: 'failing', worker: 'ok' } });
    } finally {
      const row = (newest as { rows: { id: number; hash: string; created_at: string }[] }).rows[0]!;
      await t.ctx.db.execute(sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${row.id}, ${row.hash}, ${row.created_at})`);
    }
    expect((await web.inject('/readyz')).statusCode).toBe(200);
  });

  it('/readyz answers 503, without the error, when the database is gone', async () => {
    // A database of its own (unmigrated: it is closed before use), so this one's loss harms no other test.
    const client = new PGlite();
    await client.waitReady;
    const app = await buildApp({ ...t.ctx, db: drizzle(client) as unknown as Db }, { serveWeb: false });
    try {
      await client.close();
      const res = await app.inject('/readyz');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'not ready', checks: { database: 'failing', migrations: 'failing', worker: 'ok' } });
    } finally {
      await app.close();
    }
  }, 90_000);
});

describe('HEAD is answered wherever GET is', () => {
  const paths = () => [
    '/',
    `/product-details?id=${productId}`,
    '/admin/api/product',
    `/admin/api/productById/${productId}`,
    '/admin/uploads/products/head-check.webp',
    '/healthz',
    '/readyz',
  ];

  it('with the headers GET gives and no body', async () => {
    for (const url of paths()) {
      const get = await web.inject({ method: 'GET', url });
      const head = await web.inject({ method: 'HEAD', url });
      expect(get.statusCode, `GET ${url}`).toBe(200);
      expect(head.statusCode, `HEAD ${url}`).toBe(200);
      expect(head.headers['content-type'], url).toBe(get.headers['content-type']);
      expect(head.body, url).toBe('');
    }
  });

  it('and a path GET does not know is 404 for HEAD too', async () => {
    expect((await web.inject({ method: 'HEAD', url: '/admin/api/no-such-call' })).statusCode).toBe(404);
    expect((await web.inject({ method: 'HEAD', url: '/admin/uploads/products/missing.webp' })).statusCode).toBe(404);
  });
});
