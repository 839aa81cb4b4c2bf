import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import type { AppContext } from '../../src/context';
import type { Logger } from '../../src/logger';
import { MemorySessionCache } from '../../src/services/auth/memory-session-cache';
import { MemoryCatalogCache } from '../../src/services/catalog/memory-catalog-cache';
import { withJobs } from '../../src/services/jobs/with-jobs';
import { createPaymentProvider } from '../../src/services/payments/create-provider';
import { createSmsSender } from '../../src/services/sms/create-sender';
import { createMessageChannel } from '../../src/services/whatsapp/create-channel';
import { createShippingProvider } from '../../src/services/shipping/create-provider';
import type { MailMessage } from '../../src/ports/mailer';
import { createDiskImageStore } from '../../src/services/uploads/disk-image-store';
import { markTestModeMail } from '../../src/test-mode';
import { openTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  /**
   * Every email the server sent, newest last. The harness delivers due jobs after each `app.inject`
   * and after the simulated provider's webhooks, so a test reads its mail right after the request.
   */
  mail: MailMessage[];
  dataDir: string;
  /** The test database's address when it is PostgreSQL (for a second connection, as a second process has). */
  databaseUrl: string | undefined;
  close(): Promise<void>;
}

/** The real server on a fresh database and a temporary data folder, with mail captured in memory. */
export async function createTestApp(
  env: Record<string, string> = {},
  overrides: Partial<AppContext> = {},
  /** `false` leaves due jobs for the test to run (`ctx.jobs.runDue()`), to see what a request alone wrote. */
  opts: { deliverJobs?: boolean } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'canino-test-'));
  const config: Config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '1000',
    CHECKOUT_RATE_LIMIT_MAX: '1000',
    SIGNUP_RATE_LIMIT_MAX: '1000',
    COUPON_RATE_LIMIT_MAX: '1000',
    COD_RATE_LIMIT_MAX: '1000',
    PUBLIC_URL: 'http://shop.test',
    // shop.test is a public address: simulated payments there must be asked for, as on a staging shop.
    PAYMENTS: 'simulated',
    // Simulated webhooks at once, racing the browser's report: the harder case, and quicker tests.
    SIMULATED_WEBHOOK_DELAY_MS: '0',
    ...env,
  });
  const database = await openTestDatabase();
  const mail: MailMessage[] = [];
  const log = pino({ level: 'silent' }) as Logger;
  const ctx: AppContext = withJobs({
    config,
    db: database.db,
    log,
    mailer: markTestModeMail(config, { send: async (m) => void mail.push(m) }),
    images: createDiskImageStore(path.join(dataDir, 'uploads')),
    catalogCache: new MemoryCatalogCache(),
    sessionPets: new MemorySessionCache(),
    payments: await createPaymentProvider(config, log, database.db),
    shipping: createShippingProvider(config, log),
    sms: createSmsSender(config, log),
    messages: createMessageChannel(config, log),
    now: () => new Date(),
    ...overrides,
  });
  const app = await buildApp(ctx, { serveWeb: false });
  await app.ready();
  if (opts.deliverJobs !== false) deliverJobsAfterEachRequest(app, ctx);
  return {
    app,
    ctx,
    mail,
    dataDir,
    databaseUrl: database.url,
    async close() {
      await ctx.jobs.stop();
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * What the background worker does in production, done at once and awaited: after a request (its
 * transaction committed before it answered) and after the simulated webhooks, the due jobs run.
 */
function deliverJobsAfterEachRequest(app: FastifyInstance, ctx: AppContext): void {
  const inject = app.inject.bind(app) as (opts: unknown) => Promise<unknown>;
  (app as { inject: unknown }).inject = async (opts: unknown) => {
    const res = await inject(opts);
    await ctx.jobs.runDue();
    return res;
  };
  const provider = ctx.payments as { settled?: () => Promise<void> };
  const settled = provider.settled?.bind(provider);
  if (settled) {
    provider.settled = async () => {
      await settled();
      await ctx.jobs.runDue();
    };
  }
}
