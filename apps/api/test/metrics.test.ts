import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Logger } from '../src/logger';
import { startMetricsServer } from '../src/metrics/metrics-server';
import { createShopMetrics } from '../src/metrics/shop-metrics';
import { createProduct } from './helpers/factories';
import { checkoutBody, paySimulated, startCheckout } from './helpers/orders';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let app: FastifyInstance;
let metricsUrl: string;
let closeMetrics: () => Promise<void>;
const logLines: Record<string, unknown>[] = [];

beforeAll(async () => {
  const log = pino(
    { level: 'info' },
    new Writable({
      write(chunk: Buffer, _enc, done) {
        logLines.push(JSON.parse(chunk.toString()));
        done();
      },
    }),
  ) as Logger;
  t = await createTestApp({}, { log });
  // The server under test, as main.ts makes it, with one route that fails as a bug would.
  app = await buildApp(t.ctx, { serveWeb: false, metrics: createShopMetrics(t.ctx) });
  app.get('/admin/api/broken/:id', async () => {
    throw new Error('connect failed for postgres://shop:hunter2@db.internal:5432/shop');
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const server = await startMetricsServer(app.shopMetrics.registry, { host: '127.0.0.1', port: 0 }, log);
  metricsUrl = `http://127.0.0.1:${server.port}`;
  closeMetrics = () => server.close();
});
afterAll(async () => {
  await closeMetrics?.();
  await app?.close();
  await t?.close();
});

const scrape = async () => (await fetch(`${metricsUrl}/metrics`)).text();
/** The value of one sample line, `name{labels} value`. */
function sample(text: string, name: string, labels = ''): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name}${labels ? `{${labels}}` : ''} `) || (labels === '' && l.startsWith(`${name} `)));
  return line ? Number(line.split(' ').pop()) : undefined;
}

describe('/metrics', () => {
  it('is served on its own listener in Prometheus text format, and the public port answers 404 for it', async () => {
    const res = await fetch(`${metricsUrl}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const publicPort = (app.server.address() as { port: number }).port;
    const onPublic = await fetch(`http://127.0.0.1:${publicPort}/metrics`);
    expect(onPublic.status).toBe(404);
    expect(await onPublic.text()).not.toContain('http_requests_total');
  });

  it('counts requests by route template and status, never by the address asked for', async () => {
    const product = await createProduct(t.ctx);
    for (let i = 0; i < 2; i++) expect((await app.inject(`/admin/api/productById/${product.id}`)).statusCode).toBe(200);
    await app.inject('/admin/api/productById/999999');
    const text = await scrape();
    expect(sample(text, 'http_requests_total', 'method="GET",route="/admin/api/productById/:id",status_code="200"')).toBe(2);
    expect(sample(text, 'http_requests_total', 'method="GET",route="/admin/api/productById/:id",status_code="404"')).toBe(1);
    expect(text).toContain('http_request_duration_seconds_bucket{le="0.005",method="GET",route="/admin/api/productById/:id",status_code="200"}');
    expect(text).not.toContain(`/admin/api/productById/${product.id}`);
    // The second read of the same product came from the catalog cache.
    expect(sample(text, 'canino_cache_lookups_total', 'cache="catalog",result="hit"')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'canino_cache_lookups_total', 'cache="catalog",result="miss"')).toBeGreaterThanOrEqual(1);
  });

  it("has Node.js' heap and event-loop lag, and the queue, jobs and sales read from the database", async () => {
    const product = await createProduct(t.ctx, { stock: 10 });
    const before = await scrape();
    const onApp = { ...t, app };
    const session = await startCheckout(onApp, checkoutBody([{ productId: product.id, quantity: 1 }]));
    await paySimulated(onApp, session, 'success');
    await (t.ctx.payments as { settled?: () => Promise<void> }).settled?.();
    const after = await scrape();
    for (const name of ['nodejs_heap_size_used_bytes', 'nodejs_eventloop_lag_seconds', 'canino_job_queue_depth', 'canino_job_queue_oldest_due_age_seconds', 'canino_database_up']) {
      expect(sample(after, name), name).toBeTypeOf('number');
    }
    expect(sample(after, 'canino_orders_placed_total')).toBe(sample(before, 'canino_orders_placed_total')! + 1);
    expect(sample(after, 'canino_orders_paid_total')).toBe(sample(before, 'canino_orders_paid_total')! + 1);
    expect(sample(after, 'canino_payments_failed_total')).toBe(0);
    expect(sample(after, 'canino_database_up')).toBe(1);
    expect(sample(after, 'http_requests_total', 'method="POST",route="/admin/api/checkout",status_code="200"')).toBeGreaterThanOrEqual(1);
  });

  it('counts webhook deliveries by outcome', async () => {
    const res = await app.inject({ method: 'POST', url: '/admin/api/payments/webhook', payload: '{"event":"payment.captured"}', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(401);
    expect(sample(await scrape(), 'canino_webhook_events_total', 'source="payments",outcome="refused"')).toBe(1);
  });

  it('gives jobs that failed after their last attempt by kind', async () => {
    await t.ctx.db.execute(sql`insert into jobs (kind, payload, state, attempts, last_error) values ('email', '{}'::jsonb, 'failed', 10, 'SMTP refused')`);
    expect(sample(await scrape(), 'canino_jobs_failed', 'kind="email"')).toBeGreaterThanOrEqual(1);
  });

  it('answers anything but GET /metrics with a 4xx that names no path or setting', async () => {
    const cases: [string, RequestInit, number][] = [
      ['/metrics', { method: 'POST', body: 'x' }, 405],
      ['/metrics/../etc/passwd', {}, 404],
      ['/', {}, 404],
      ['/metrics.json', {}, 404],
    ];
    for (const [path, init, status] of cases) {
      const res = await fetch(`${metricsUrl}${path}`, init);
      expect(res.status, path).toBe(status);
      const body = await res.text();
      expect(body).not.toMatch(/passwd|DATA_DIR|\/tmp|postgres:\/\//);
    }
    expect((await fetch(`${metricsUrl}/metrics?name[]=x`)).status).toBe(200);
  });
});

describe('server errors', () => {
  it('each 5xx has one log line with its request id, route and error, and is counted', async () => {
    logLines.length = 0;
    const res = await app.inject('/admin/api/broken/7');
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('hunter2');
    const lines = logLines.filter((l) => l.msg === 'request answered with a server error');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ reqId: res.headers['request-id'] ?? expect.any(String), route: '/admin/api/broken/:id', statusCode: 500, level: 50 });
    expect((lines[0]!.err as { message: string }).message).toContain('connect failed');
    expect(sample(await scrape(), 'http_requests_total', 'method="GET",route="/admin/api/broken/:id",status_code="500"')).toBe(1);
    const [recent] = app.shopMetrics.recentErrors.list();
    expect(recent).toMatchObject({ route: '/admin/api/broken/:id', status: 500, requestId: lines[0]!.reqId });
    expect(recent!.message).not.toContain('hunter2');
  });
});

describe('the metrics setting', () => {
  it('is on at 127.0.0.1:9464 in the embedded demo, off on PostgreSQL unless METRICS_PORT is set, and off when asked', () => {
    expect(loadConfig({}).metrics).toEqual({ host: '127.0.0.1', port: 9464, demo: true });
    expect(loadConfig({ DATABASE_URL: 'postgres://db/shop' }).metrics).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: 'postgres://db/shop', METRICS_PORT: '9100', METRICS_HOST: '10.0.0.5' }).metrics).toEqual({ host: '10.0.0.5', port: 9100, demo: false });
    expect(loadConfig({ METRICS_PORT: 'off' }).metrics).toBeUndefined();
    expect(() => loadConfig({ METRICS_PORT: 'lots' })).toThrow(/METRICS_PORT/);
  });
});
