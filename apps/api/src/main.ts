import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import { startMetricsServer } from './metrics/metrics-server';
import { createShopMetrics } from './metrics/shop-metrics';
import type { Registry } from 'prom-client';
import { loadConfig, type Config } from './config';
import type { Logger } from './logger';
import { createContext } from './create-context';
import { seedDemoIfEmpty } from './seed/seed-demo';
import { ensureFirstAdmin } from './services/staff/first-admin';
import { enqueueStartJobs } from './services/jobs/start-jobs';
import { summarizeRuntime } from './runtime-summary';
import { startTracing } from './tracing/start-tracing';

/** How long in-flight requests may take to finish after SIGTERM before their connections are cut. */
const SHUTDOWN_LIMIT_MS = 10_000;

async function start() {
  const config = loadConfig();
  // Before the database opens, so its statements are traced from the first (decision 048).
  const tracing = startTracing();
  const { ctx, database } = await createContext(config);
  if (config.seedDemo) await seedDemoIfEmpty(ctx);
  await ensureFirstAdmin(ctx, database.kind === 'pglite' && config.seedDemo);
  const metrics = createShopMetrics(ctx, database);
  const app = await buildApp(ctx, { metrics });
  const metricsServer = config.metrics ? await startMetricsListener(config.metrics, metrics.registry, ctx.log) : undefined;

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    ctx.log.info({ signal }, 'shutting down');
    // app.close() stops accepting, answers 503 on kept-alive connections, waits for requests in flight and
    // runs the onClose hooks (Redis, the simulated provider's webhooks). Whatever is still running after the
    // limit has its connection cut so the process can end.
    const limit = setTimeout(() => {
      ctx.log.warn({ limitMs: SHUTDOWN_LIMIT_MS }, 'requests still running at the shutdown limit: closing their connections');
      app.server.closeAllConnections();
    }, SHUTDOWN_LIMIT_MS).unref();
    // Jobs in hand finish within the same limit, alongside the requests; the rest wait in the database for the next start.
    await Promise.all([app.close(), ctx.jobs.stop(SHUTDOWN_LIMIT_MS), metricsServer?.close()]);
    clearTimeout(limit);
    ctx.mailer.close?.();
    await database.close();
    await tracing?.shutdown();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  await enqueueStartJobs(ctx);
  ctx.jobs.start();
  // With PORT=0 the system picks the port; print the one that is really open.
  const { port } = app.server.address() as AddressInfo;
  const url = config.port === 0 ? `http://localhost:${port}` : config.publicUrl;
  const summary = summarizeRuntime(config, database, ctx.images);
  ctx.log.info({ url, ...summary }, 'shop started');
  if (config.localOnly) ctx.log.info(`listening on ${config.host} only, this computer; to open the shop to the network set HOST=0.0.0.0 (and PUBLIC_URL)`);
  console.log(
    [
      '',
      `  Canino shop is running at ${url}`,
      `  Admin panel: ${url}/admin`,
      `  Database:    ${summary.database}`,
      `  Payments:    ${summary.payments}`,
      `  Email:       ${summary.email}`,
      `  WhatsApp:    ${summary.whatsapp}`,
      `  Uploads:     ${summary.uploads}`,
      '',
    ].join('\n'),
  );
}

/**
 * The metrics listener. The demo's default port may be taken by another shop on the same machine: then
 * this one runs without it, and says so; a port the settings asked for must open, or the shop does not start.
 */
async function startMetricsListener(where: NonNullable<Config['metrics']>, registry: Registry, log: Logger) {
  try {
    const server = await startMetricsServer(registry, where, log);
    log.info({ metrics: `http://${where.host}:${server.port}/metrics` }, 'metrics listening');
    return server;
  } catch (err) {
    if (!where.demo) throw new Error(`The metrics listener could not open ${where.host}:${where.port}: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
    log.warn({ err }, 'the metrics listener could not open its default port; set METRICS_PORT to choose one');
    return undefined;
  }
}

start().catch((err: unknown) => {
  // A start-up failure is usually a setting (a port in use, a wrong DATABASE_URL): say it plainly.
  console.error(`\n  The shop could not start: ${err instanceof Error ? err.message : String(err)}\n`);
  if (process.env.LOG_LEVEL === 'debug' || process.env.LOG_LEVEL === 'trace') console.error(err);
  process.exit(1);
});
