import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { Logger } from '../src/logger';
import type { CatalogCache } from '../src/ports/catalog-cache';
import { MemoryCatalogCache } from '../src/services/catalog/memory-catalog-cache';
import { createCategory } from './helpers/factories';
import { redisServerOnFreePort, type RedisServer } from './helpers/redis-server';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Two API processes (`a`, `b`) over one database and a redis-server of this test's own, which the test
 * starts, kills and restarts. The shop must start and keep its rate limits while Redis is away, answer
 * without waiting on it, and share limits and catalog invalidations again once it is back.
 */
const MAX = 10;
/**
 * Not a benchmark, a hang detector: a request waiting on the missing Redis once took about 2.7 s. A
 * login here takes tens of ms, but the test machine's cores are shared, hence the margin.
 */
const HANG = 2000;

let base: TestApp;
let redis: RedisServer;
const apps: FastifyInstance[] = [];
beforeAll(async () => {
  base = await createTestApp({ RATE_LIMIT_MAX: String(MAX) });
  redis = await redisServerOnFreePort();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await redis?.kill();
  await base?.close();
});

interface Process {
  app: FastifyInstance;
  cache: CatalogCache;
  /** The messages this process logged, oldest first. */
  logged: string[];
}

/** Another API process over the test's database, with Redis at `redis.url` (up or not) and its own log. */
async function startProcess(): Promise<Process> {
  const logged: string[] = [];
  const sink = new Writable({ write: (line, _enc, done) => (logged.push(JSON.parse(line.toString()).msg), done()) });
  const log = pino({ level: 'info' }, sink) as Logger;
  const cache = new MemoryCatalogCache();
  const prefix = `canino-outage-test:`;
  const config = { ...base.ctx.config, redisUrl: redis.url, redisPrefix: prefix };
  const app = await buildApp({ ...base.ctx, config, log, catalogCache: cache }, { serveWeb: false });
  apps.push(app);
  await app.ready();
  return { app, cache, logged };
}

let lastOctet = 1;
const newClient = () => `198.51.100.${lastOctet++}`;

/** A wrong password from `client`; its status, after checking it was not left waiting. */
async function wrongLogin(p: Process, client: string): Promise<number> {
  const started = performance.now();
  const res = await p.app.inject({ method: 'POST', url: '/admin/api/auth_login', remoteAddress: client, payload: { mobile: '9876501234', password: 'wrong-password' } });
  expect(performance.now() - started).toBeLessThan(HANG);
  return res.statusCode;
}

/** MAX wrong logins from one client, spread over `processes` in turn, are answered 401; the next is refused. */
async function expectLimitAcross(processes: Process[]) {
  const client = newClient();
  for (let i = 0; i < MAX; i++) expect(await wrongLogin(processes[i % processes.length]!, client), `attempt ${i + 1}`).toBe(401);
  for (const p of processes) expect(await wrongLogin(p, client)).toBe(429);
}

const said = (p: Process, text: string) => p.logged.filter((m) => m.startsWith(text)).length;
const categoryNames = async (p: Process) => (await p.app.inject('/admin/api/category')).json().data.map((c: { mcat_name: string }) => c.mcat_name) as string[];

/** A category written through `from` shows in `to`, whose cached list it must have told to go. */
async function expectCatalogShared(from: Process, to: Process) {
  await categoryNames(to); // fills `to`'s cache
  const added = await createCategory(base.ctx, { name: `Outage ${Date.now()} ${lastOctet++}` });
  from.cache.invalidate();
  await expect.poll(() => categoryNames(to), { timeout: 5000, interval: 20 }).toContain(added.name);
}

describe('Redis away and back', () => {
  let a: Process;
  let b: Process;

  it('with Redis down at start: the shop starts within seconds, says so once, and still refuses the 11th wrong login', async () => {
    const started = performance.now();
    a = await startProcess();
    // Once it waited for ever on a SUBSCRIBE, and never listened. It waits at most 2 s now (about 0.4 s
    // when Redis refuses at once); the margin is for the shared test machine.
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(said(a, 'Redis is not reachable')).toBe(1);
    await expectLimitAcross([a]);
    // Still one line, though ioredis has retried meanwhile.
    expect(said(a, 'Redis is not reachable')).toBe(1);
  }, 30_000);

  it("once Redis is up: two processes share one limit per client, and each hears the other's catalog writes", async () => {
    await redis.start();
    b = await startProcess();
    await expect.poll(() => said(a, 'Redis is reachable again'), { timeout: 10_000, interval: 50 }).toBe(1);
    // Each process alone has seen at most 5 of the 10: the 11th is refused by both.
    await expectLimitAcross([a, b]);
    await expectCatalogShared(a, b);
    await expectCatalogShared(b, a); // `a` subscribed when Redis came, after it started
  }, 30_000);

  it('with Redis killed mid-run: limits still refuse, and answers do not wait on Redis', async () => {
    await redis.kill();
    await expectLimitAcross([a]);
    await expectLimitAcross([b]);
    expect(said(a, 'Redis is not reachable')).toBe(2);
    expect(said(b, 'Redis is not reachable')).toBe(1);
  }, 30_000);

  it('when Redis is back: limits and catalog invalidations are shared again', async () => {
    await redis.start();
    await expect.poll(() => [said(a, 'Redis is reachable again'), said(b, 'Redis is reachable again')], { timeout: 10_000, interval: 50 }).toEqual([2, 1]);
    await expectLimitAcross([a, b]);
    await expectCatalogShared(a, b);
    await expectCatalogShared(b, a);
  }, 30_000);
});
