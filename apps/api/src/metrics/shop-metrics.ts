import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { noLookups, type LookupCounts } from '../ports/lookup-counts';
import { readJobQueueFigures, readSalesFigures, type JobQueueFigures, type SalesFigures } from '../repositories/shop-figures';
import { RecentErrors } from './recent-errors';
import { backupsDir, newestBackup } from '../services/backups/backup-files';

declare module 'fastify' {
  interface FastifyInstance {
    /** This server's metrics (metrics/shop-metrics.ts). */
    shopMetrics: ShopMetrics;
  }
}

/** Seconds: from a cached catalog answer (~1 ms) to a slow payment provider's round trip. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export type WebhookOutcome = 'handled' | 'refused' | 'rejected' | 'failed';

/** What the process counts and what it reads at scrape time, in Prometheus' text format (decision 047). */
export interface ShopMetrics {
  registry: Registry;
  /** The storefront page cache counts into this (it is made with the web app). */
  pageLookups: LookupCounts;
  recentErrors: RecentErrors;
  observeRequest(r: { method: string; route: string; status: number; seconds: number }): void;
  countWebhook(source: 'payments' | 'shipping', outcome: WebhookOutcome): void;
}

/**
 * Requests, caches and webhooks are counted by this process (each process sees its own traffic: sum
 * them). The job queue and the sales figures are the database's, read when Prometheus scrapes: every
 * process reports the same value, so dashboards take the max across instances, never the sum.
 */
export function createShopMetrics(ctx: Pick<AppContext, 'db' | 'log' | 'catalogCache' | 'sessionPets' | 'jobs' | 'config'>, database?: Pick<Database, 'pool'>): ShopMetrics {
  const registry = new Registry();
  // Heap, event-loop lag, CPU, garbage collection, open handles: prom-client's standard Node.js set.
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route template and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers,
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its answer sent, by route template and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: DURATION_BUCKETS,
    registers,
  });
  const webhooks = new Counter({
    name: 'canino_webhook_events_total',
    help: 'Webhook deliveries from the payment provider and the carrier, by outcome',
    labelNames: ['source', 'outcome'] as const,
    registers,
  });

  const pageLookups = noLookups();
  const caches: Record<string, LookupCounts> = { catalog: ctx.catalogCache.lookups, page: pageLookups, session: ctx.sessionPets.lookups };
  new Counter({
    name: 'canino_cache_lookups_total',
    help: 'Reads of the in-memory caches, answered from memory (hit) or loaded (miss)',
    labelNames: ['cache', 'result'] as const,
    registers,
    collect() {
      this.reset();
      for (const [cache, counts] of Object.entries(caches)) {
        this.inc({ cache, result: 'hit' }, counts.hits);
        this.inc({ cache, result: 'miss' }, counts.misses);
      }
    },
  });

  // PGlite is one connection inside this process, with no pool to watch: these exist with PostgreSQL only.
  const pool = database?.pool;
  if (pool) {
    new Gauge({
      name: 'canino_db_pool_connections_in_use',
      help: 'Database connections lent out of this process pool',
      registers,
      collect() {
        this.set(pool.inUse());
      },
    });
    new Gauge({
      name: 'canino_db_pool_requests_waiting',
      help: 'Queries of this process waiting for a database connection',
      registers,
      collect() {
        this.set(pool.waiting());
      },
    });
  }

  // Several metrics read the same figures in one scrape (their collects run together): one read serves them all.
  const jobFigures = sharedWhileLoading(() => readJobQueueFigures(ctx.db));
  const salesFigures = sharedWhileLoading(() => readSalesFigures(ctx.db));
  const databaseUp = new Gauge({ name: 'canino_database_up', help: 'Whether the last scrape could read the database (1) or not (0)', registers });
  /** The figures, or undefined when the database cannot be read now: the metric then keeps its last value. */
  async function read<T>(figures: () => Promise<T>): Promise<T | undefined> {
    try {
      const value = await figures();
      databaseUp.set(1);
      return value;
    } catch (err) {
      databaseUp.set(0);
      ctx.log.warn({ err }, 'metrics could not read the database');
      return undefined;
    }
  }
  const fromJobs = (pick: (f: JobQueueFigures) => number) =>
    async function (this: Gauge) {
      const f = await read(jobFigures);
      if (f) this.set(pick(f));
    };
  new Gauge({ name: 'canino_job_queue_depth', help: 'Jobs waiting or running, shop-wide', registers, collect: fromJobs((f) => f.depth) });
  new Gauge({
    name: 'canino_job_queue_oldest_due_age_seconds',
    help: 'How long the oldest job whose time has come has waited, shop-wide (0: none waits)',
    registers,
    collect: fromJobs((f) => f.oldestDueAgeSeconds),
  });
  new Gauge({
    name: 'canino_jobs_failed',
    help: 'Jobs that failed after their last attempt and are kept for the owner, shop-wide, by kind',
    labelNames: ['kind'] as const,
    registers,
    async collect() {
      const f = await read(jobFigures);
      if (!f) return;
      this.reset();
      for (const [kind, n] of Object.entries(f.failedByKind)) this.set({ kind }, n);
    },
  });

  new Counter({
    name: 'canino_job_attempts_failed_total',
    help: 'Job attempts that failed in this process (each is retried until its last), by kind; a failed backup is kind db.backup',
    labelNames: ['kind'] as const,
    registers,
    collect() {
      this.reset();
      for (const [kind, n] of ctx.jobs.failedAttempts()) this.inc({ kind }, n);
    },
  });

  // The embedded database's backups are files on this machine (decision 054): read from the folder at scrape.
  if (!ctx.config.databaseUrl) {
    const lastBackup = sharedWhileLoading(() => newestBackup(backupsDir(ctx.config)));
    new Gauge({
      name: 'canino_backup_last_timestamp_seconds',
      help: 'When the newest backup of the embedded database was written (0: none yet)',
      registers,
      async collect() {
        const b = await lastBackup();
        this.set(b ? Date.parse(b.at) / 1000 : 0);
      },
    });
    new Gauge({
      name: 'canino_backup_last_size_bytes',
      help: 'Size of the newest backup of the embedded database (0: none yet)',
      registers,
      async collect() {
        this.set((await lastBackup())?.sizeBytes ?? 0);
      },
    });
  }

  const fromSales = (pick: (f: SalesFigures) => number) =>
    async function (this: Counter) {
      const f = await read(salesFigures);
      if (!f) return;
      this.reset();
      this.inc(pick(f));
    };
  new Counter({ name: 'canino_orders_placed_total', help: 'Orders placed, shop-wide', registers, collect: fromSales((f) => f.ordersPlaced) });
  new Counter({ name: 'canino_orders_paid_total', help: 'Orders paid (online or cash collected), shop-wide', registers, collect: fromSales((f) => f.ordersPaid) });
  new Counter({ name: 'canino_payments_failed_total', help: 'Payment attempts that failed, shop-wide', registers, collect: fromSales((f) => f.paymentsFailed) });
  new Counter({
    name: 'canino_refunds_total',
    help: 'Refunds, shop-wide, by status (pending, processed, failed)',
    labelNames: ['status'] as const,
    registers,
    async collect() {
      const f = await read(salesFigures);
      if (!f) return;
      this.reset();
      for (const [status, n] of Object.entries(f.refundsByStatus)) this.inc({ status }, n);
    },
  });

  return {
    registry,
    pageLookups,
    recentErrors: new RecentErrors(),
    observeRequest({ method, route, status, seconds }) {
      const labels = { method, route, status_code: String(status) };
      requests.inc(labels);
      durations.observe(labels, seconds);
    },
    countWebhook(source, outcome) {
      webhooks.inc({ source, outcome });
    },
  };
}

/** `load`'s answer, shared by every call made while it is on its way; the next call after it loads again. */
function sharedWhileLoading<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    if (loading) return loading;
    const current = load().finally(() => {
      if (loading === current) loading = undefined;
    });
    loading = current;
    return current;
  };
}
