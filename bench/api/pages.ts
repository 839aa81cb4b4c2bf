import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../../apps/api/src/db/client';
import { banners, products } from '../../apps/api/src/db/schema';
import { insertRepeatedCatalog } from '../repeated-catalog';
import { cpuMsOf } from '../support/process-cpu';
import { startServer } from '../support/server-process';
import type { Result } from '../types';
import { buildWebApp } from '../web/shop-server';
import { measureInRounds, medianRatio } from './rounds';

/**
 * Storefront pages against static files of the very same bytes, served by the same server in the same
 * run, alternating (decision 039): home, the listing and a product page of a catalog of 5,000 products.
 * The real server process (apps/api/src/main.ts, as `npm start` runs it: PGlite, a fresh production
 * build of the web app); autocannon in this process, a second one, asking as a browser does (brotli).
 * The static files are the pages' bytes as the server sent them, written into the build's folder with
 * the .br and .gz copies beside them that @fastify/static sends (as it sends the build's own files), so
 * both answers are the same bytes on the wire; the part checks that they are. Page and file alternate in
 * short rounds, and each ratio is the median over the rounds of the page's figure against its file's,
 * measured right after it. Besides requests per second and p99, the server process's CPU time per
 * request, which the machine's load moves least. Then the product page again on a server that shares the
 * catalog's version through Redis, as several nodes do (one Redis GET per page), without a target.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const PRODUCTS = 5000;
const CONNECTIONS = 16;
/** Short rounds, many of them: each ratio is the median of the rounds' page ÷ file, measured back to back. */
const ROUNDS = 5;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const ACCEPT_ENCODING = 'gzip, deflate, br';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** The goals: a page at least 0.8× a static file's requests per second, with a p99 at most 1.5× its. */
const TARGET_REQUESTS_RATIO = 0.8;
const TARGET_P99_RATIO = 1.5;

interface Answer {
  status: number;
  encoding: string | undefined;
  body: Buffer;
}

/** The bytes as they come over the wire, not decompressed (fetch would). */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

/** The catalog, and a banner for home's first picture, into the PGlite database the server then opens; returns a product's address. */
async function seed(dataDir: string): Promise<string> {
  const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
  try {
    await database.db.transaction((tx) => insertRepeatedCatalog(tx, PRODUCTS));
    await database.db.insert(banners).values({ image: '/admin/uploads/banners/monsoon.webp', title: 'Monsoon care', position: 0 });
    const [first] = await database.db.select({ slug: products.slug }).from(products).limit(1);
    return `/products/${first!.slug}`;
  } finally {
    await database.close();
  }
}

interface Page {
  name: string;
  url: string;
}

/** A page as the server sent it, plain and in brotli. */
interface SentPage extends Page {
  plain: Buffer;
  br: Buffer;
}

/**
 * Each page as the server sends it, written as a static file with its .br and .gz copies in the build's
 * folder. @fastify/static finds the files of its folder when it starts, so the server that serves them
 * is started after this one has stopped.
 */
async function writeStaticCopies(env: Record<string, string>, pages: Page[], webDist: string): Promise<SentPage[]> {
  const server = await startServer(env);
  try {
    const sent: SentPage[] = [];
    fs.mkdirSync(path.join(webDist, 'bench'), { recursive: true });
    for (const page of pages) {
      const [br, gzip, plain] = await Promise.all(['br', 'gzip', 'identity'].map((encoding) => rawGet(server.url + page.url, { 'accept-encoding': encoding })));
      if (br!.status !== 200 || br!.encoding !== 'br' || !plain!.body.includes('data-server-drawn'))
        throw new Error(`${page.url} did not come drawn and in brotli: ${br!.status} ${br!.encoding}`);
      sent.push({ ...page, br: br!.body, plain: plain!.body });
      const file = path.join(webDist, 'bench', `${page.name}.html`);
      fs.writeFileSync(file, plain!.body);
      fs.writeFileSync(`${file}.br`, br!.body);
      fs.writeFileSync(`${file}.gz`, gzip!.body);
    }
    return sent;
  } finally {
    await server.stop();
  }
}

/** Each page against its static file on a server started with `env`; rows named after `label`, with targets when `targets`. */
async function measureServer(env: Record<string, string>, pages: SentPage[], label: string, targets: boolean): Promise<Result[]> {
  const server = await startServer(env);
  try {
    const fileUrl = (page: Page) => `${server.url}/bench/${page.name}.html`;
    const headers = { 'accept-encoding': ACCEPT_ENCODING };
    for (const page of pages) {
      for (const url of [server.url + page.url, fileUrl(page)]) {
        const answer = await rawGet(url, headers);
        if (answer.status !== 200 || answer.encoding !== 'br' || !answer.body.equals(page.br)) {
          throw new Error(`${url} did not send the bytes the page sent first (${answer.status}, ${answer.encoding}, ${answer.body.length} bytes against ${page.br.length})`);
        }
      }
    }
    const measured = await measureInRounds(
      pages.flatMap((page) => [
        { url: server.url + page.url, expect: '2xx' as const, headers },
        { url: fileUrl(page), expect: '2xx' as const, headers },
      ]),
      { connections: CONNECTIONS, duration: DURATION_S, rounds: ROUNDS, inWorker: false, serverCpuMs: () => cpuMsOf(server.child.pid!) },
    );
    const load = `load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`;
    return pages.flatMap((page, i): Result[] => {
      const [asPage, asFile] = [measured[2 * i]!, measured[2 * i + 1]!];
      const name = `${label}${page.name}`;
      const note = `${PRODUCTS} products; ${(page.plain.length / 1024).toFixed(1)} KB, ${(page.br.length / 1024).toFixed(1)} KB as br; ${CONNECTIONS} connections, ${ROUNDS}×${Math.round(DURATION_S / ROUNDS)} s; ${load}`;
      const rows: Result[] = [
        { metric: `${name} page (${page.url}) req/s`, value: asPage.requests, unit: 'req/s', note },
        { metric: `${name}: same bytes as a static file, req/s`, value: asFile.requests, unit: 'req/s' },
        {
          metric: `${name}: page ÷ static file, req/s`,
          value: medianRatio(asPage, asFile, (r) => r.requests),
          unit: 'x',
          ...(targets ? { target: { min: TARGET_REQUESTS_RATIO } } : {}),
        },
        { metric: `${name} page p99`, value: asPage.p99, unit: 'ms' },
        { metric: `${name}: static file p99`, value: asFile.p99, unit: 'ms' },
        { metric: `${name}: page ÷ static file, p99`, value: medianRatio(asPage, asFile, (r) => r.p99), unit: 'x', ...(targets ? { target: { max: TARGET_P99_RATIO } } : {}) },
      ];
      if (asPage.cpuMsPerRequest !== undefined && asFile.cpuMsPerRequest !== undefined) {
        rows.push(
          { metric: `${name} page: server CPU per request`, value: asPage.cpuMsPerRequest * 1000, unit: 'µs' },
          { metric: `${name}: static file, server CPU per request`, value: asFile.cpuMsPerRequest * 1000, unit: 'µs' },
          { metric: `${name}: page ÷ static file, server CPU`, value: asPage.cpuMsPerRequest / asFile.cpuMsPerRequest, unit: 'x' },
        );
      }
      return rows;
    });
  } finally {
    await server.stop();
  }
}

export async function measurePages(): Promise<Result[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'canino-bench-pages-'));
  const webDist = path.join(dir, 'web');
  const dataDir = path.join(dir, 'data');
  try {
    buildWebApp(root, webDist);
    const productUrl = await seed(dataDir);
    // One public address for every start (not each start's port): the pages name it, and must not change.
    const env = { DATA_DIR: dataDir, WEB_DIST: webDist, SEED_DEMO: 'never', DATABASE_URL: '', REDIS_URL: '', PUBLIC_URL: 'http://localhost:3000' };
    const sent = await writeStaticCopies(
      env,
      [
        { name: 'home', url: '/' },
        { name: 'listing', url: '/products' },
        { name: 'product', url: productUrl },
      ],
      webDist,
    );
    const product = sent.filter((page) => page.name === 'product');
    return [
      ...(await measureServer(env, sent, '', true)),
      ...(await measureServer({ ...env, REDIS_URL, REDIS_PREFIX: `canino-bench-pages-${process.pid}:` }, product, 'with Redis: ', false)),
    ];
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
